import Foundation
import OpenUIKit
import SnapKit

/// A text field with a floating label and an error state (C2).
///
/// A 48 pt high bordered container 16 pt below the top holds a 20 pt icon and the text field;
/// the floating label sits on the container's vertical centre, 4 pt from its leading edge,
/// and the error label 4 pt under the container. Editing turns the border blue and shows the
/// floating label; ``setError(_:)`` turns it red and shows the message.
///
/// The floating label's centre constraint is kept and, when the label floats, updated with
/// `update(inset: 32)`. SnapKit turns an inset on a `centerY` constraint into the constant
/// `(top − bottom) / 2`, which is 0 for the same inset on every side: the label fades in but
/// stays on the container's centre, as it does on iOS.
///
/// Changes from the tutorial: `import OpenUIKit`; `public`; target–action uses OpenUIKit's
/// closure form (`addTarget(self, action: CustomTextField.textDidChange, for:)`) instead of
/// `#selector`, so the three handlers are not `@objc`.
@MainActor
public final class CustomTextField: BaseView {

  private let iconImageView = UIImageView()
  private let textField = UITextField()
  private let floatingLabel = UILabel()
  private let errorLabel = UILabel()
  private let containerView = UIView()

  private var topConstraint: Constraint?

  /// Adds the container (icon and text field inside), the floating and error labels, styles
  /// them and registers the text field's editing events.
  public override func setupSubviews() {
    addSubview(containerView)
    addSubview(floatingLabel)
    addSubview(errorLabel)

    containerView.addSubview(iconImageView)
    containerView.addSubview(textField)

    containerView.layer.borderWidth = 1
    containerView.layer.borderColor = UIColor.systemGray4.cgColor
    containerView.layer.cornerRadius = 8

    floatingLabel.font = .systemFont(ofSize: 12)
    floatingLabel.textColor = .systemGray
    floatingLabel.alpha = 0

    errorLabel.font = .systemFont(ofSize: 12)
    errorLabel.textColor = .systemRed
    errorLabel.isHidden = true

    textField.addTarget(self, action: CustomTextField.textDidChange, for: .editingChanged)
    textField.addTarget(self, action: CustomTextField.editingDidBegin, for: .editingDidBegin)
    textField.addTarget(self, action: CustomTextField.editingDidEnd, for: .editingDidEnd)
  }

  /// Container 48 high at top 16; icon 20 pt at leading 12; text field 8 pt after the icon;
  /// floating label on the container's centre; error label under the container.
  public override func setupConstraints() {
    containerView.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(16)
      make.leading.trailing.equalToSuperview()
      make.height.equalTo(48)
    }

    iconImageView.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(12)
      make.centerY.equalToSuperview()
      make.size.equalTo(20)
    }

    textField.snp.makeConstraints { make in
      make.leading.equalTo(iconImageView.snp.trailing).offset(8)
      make.trailing.equalToSuperview().offset(-12)
      make.centerY.equalToSuperview()
    }

    floatingLabel.snp.makeConstraints { make in
      make.leading.equalTo(containerView.snp.leading).offset(4)
      // At rest on the container's centre; floating moves it up.
      self.topConstraint = make.centerY.equalTo(containerView.snp.centerY).constraint
    }

    errorLabel.snp.makeConstraints { make in
      make.top.equalTo(containerView.snp.bottom).offset(4)
      make.leading.trailing.bottom.equalToSuperview()
    }
  }

  /// Sets the placeholder (also the floating label's text) and the icon; without an icon the
  /// icon is hidden and the text field is remade to span the container, inset 12 on each side.
  public func configure(placeholder: String, icon: UIImage?) {
    textField.placeholder = placeholder
    floatingLabel.text = placeholder
    iconImageView.image = icon
    iconImageView.isHidden = icon == nil

    if icon == nil {
      textField.snp.remakeConstraints { make in
        make.leading.equalToSuperview().offset(12)
        make.trailing.equalToSuperview().offset(-12)
        make.centerY.equalToSuperview()
      }
    }
  }

  /// Shows `message` under the field with a red border, or (for `nil`) hides the error and
  /// puts back the blue (editing) or grey border.
  public func setError(_ message: String?) {
    if let message = message {
      errorLabel.text = message
      errorLabel.isHidden = false
      containerView.layer.borderColor = UIColor.systemRed.cgColor
    } else {
      errorLabel.isHidden = true
      containerView.layer.borderColor =
        textField.isEditing ? UIColor.systemBlue.cgColor : UIColor.systemGray4.cgColor
    }
  }

  private func editingDidBegin() {
    containerView.layer.borderColor = UIColor.systemBlue.cgColor
    animateFloatingLabel(isFloating: true)
  }

  private func editingDidEnd() {
    containerView.layer.borderColor = UIColor.systemGray4.cgColor
    if textField.text?.isEmpty == true {
      animateFloatingLabel(isFloating: false)
    }
  }

  private func textDidChange() {
    setError(nil)  // Typing clears the error.
  }

  private func animateFloatingLabel(isFloating: Bool) {
    UIView.animate(withDuration: 0.2) {
      if isFloating {
        self.topConstraint?.update(inset: 32)
        self.floatingLabel.alpha = 1
        self.textField.placeholder = ""
      } else {
        self.topConstraint?.update(inset: 0)
        self.floatingLabel.alpha = 0
        self.textField.placeholder = self.floatingLabel.text
      }
      self.layoutIfNeeded()
    }
  }
}
