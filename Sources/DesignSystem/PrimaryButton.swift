import Foundation
import OpenUIKit
import SnapKit

/// The main call-to-action button with a loading state (C3).
///
/// 50 pt high, blue with 12 pt corners; a horizontal stack (spacing 8, alignment center) of a
/// 20 pt icon and a bold 16 pt white title is centred in it, and so is an activity indicator.
/// ``setLoading(_:)`` hides the stack, spins the indicator, sets alpha 0.7 and ignores touches.
/// A tap scales the button to 0.95 over 0.1 s, then back over 0.1 s, and calls ``tapAction``.
///
/// Changes from the tutorial: `import OpenUIKit`; `public`; the tap recognizer uses
/// OpenUIKit's closure form (`UITapGestureRecognizer(target: self, action:
/// PrimaryButton.handleTap)`) instead of `#selector`, so `handleTap` is not `@objc`.
@MainActor
public final class PrimaryButton: BaseView {

  private let titleLabel = UILabel()
  private let iconImageView = UIImageView()
  private let activityIndicator = UIActivityIndicatorView(style: .medium)
  private let stackView = UIStackView()

  /// Called after a tap, when the press animation has shrunk the button.
  public var tapAction: (() -> Void)?

  /// Styles the button, adds the stack and the indicator, and the tap recognizer.
  public override func setupSubviews() {
    backgroundColor = .systemBlue
    layer.cornerRadius = 12

    addSubview(stackView)
    addSubview(activityIndicator)

    stackView.axis = .horizontal
    stackView.spacing = 8
    stackView.alignment = .center

    stackView.addArrangedSubview(iconImageView)
    stackView.addArrangedSubview(titleLabel)

    titleLabel.font = .boldSystemFont(ofSize: 16)
    titleLabel.textColor = .white
    iconImageView.tintColor = .white
    activityIndicator.color = .white
    activityIndicator.hidesWhenStopped = true

    // A tap recognizer stands in for UIControl's touch handling.
    let tap = UITapGestureRecognizer(target: self, action: PrimaryButton.handleTap)
    addGestureRecognizer(tap)
    isUserInteractionEnabled = true
  }

  /// Height 50; the stack and the indicator centred; the icon 20 × 20.
  public override func setupConstraints() {
    snp.makeConstraints { make in
      make.height.equalTo(50)
    }

    stackView.snp.makeConstraints { make in
      make.center.equalToSuperview()
    }

    iconImageView.snp.makeConstraints { make in
      make.size.equalTo(20)
    }

    activityIndicator.snp.makeConstraints { make in
      make.center.equalToSuperview()
    }
  }

  /// Sets the title and the icon (hidden when `nil`).
  public func configure(title: String, icon: UIImage? = nil) {
    titleLabel.text = title
    iconImageView.image = icon
    iconImageView.isHidden = icon == nil
  }

  /// Switches the loading state: the stack hidden, the indicator spinning, alpha 0.7 and no
  /// touches; or back.
  public func setLoading(_ isLoading: Bool) {
    isUserInteractionEnabled = !isLoading
    alpha = isLoading ? 0.7 : 1.0

    if isLoading {
      stackView.isHidden = true
      activityIndicator.startAnimating()
    } else {
      stackView.isHidden = false
      activityIndicator.stopAnimating()
    }
  }

  private func handleTap() {
    // A small press animation.
    UIView.animate(
      withDuration: 0.1,
      animations: {
        self.transform = CGAffineTransform(scaleX: 0.95, y: 0.95)
      }
    ) { _ in
      UIView.animate(withDuration: 0.1) {
        self.transform = .identity
      }
      self.tapAction?()
    }
  }
}
