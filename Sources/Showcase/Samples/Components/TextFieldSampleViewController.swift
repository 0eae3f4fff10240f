import DesignSystem
import Foundation
import OpenUIKit
import SnapKit

/// Sample C2: two `CustomTextField`s, the name field with a `person` icon and the email
/// field without one (its text field remade to span the container), 24 pt under the safe area
/// and 16 pt apart, inset 16.
///
/// Showcase changes: the screen (the tutorial gives the component only); identifiers, with the
/// fields' parts named `nameField.floatingLabel` … (found by position); an error message set
/// by the script, as a form's validation would.
public final class TextFieldSampleViewController: UIViewController {
  /// The field with an icon.
  public let nameField = CustomTextField()
  /// The field without an icon.
  public let emailField = CustomTextField()

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    view.addSubview(nameField)
    view.addSubview(emailField)
    nameField.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.lg)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }
    emailField.snp.makeConstraints { make in
      make.top.equalTo(nameField.snp.bottom).offset(Spacing.md)
      make.leading.trailing.equalToSuperview().inset(Spacing.md)
    }
    nameField.configure(placeholder: "Ismingiz", icon: UIImage(systemName: "person"))
    emailField.configure(placeholder: "Email manzilingiz", icon: nil)
    nameField.accessibilityIdentifier = "nameField"
    emailField.accessibilityIdentifier = "emailField"
    nameParts(of: nameField, textFieldParts)
    nameParts(of: emailField, textFieldParts)
  }

  /// Shows a validation error under the name field.
  public func showNameError() {
    nameField.setError("Ism kamida 3 ta harf bo'lishi kerak")
  }
}

extension ShowcaseSample {
  /// C2: floating label, error state, and the no-icon variant.
  static let c2 = ShowcaseSample(
    id: "C2", title: "CustomTextField", make: { TextFieldSampleViewController() }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("type into nameField") { $0.type(into: "nameField", "Az") }
    ShowcaseStep("show an error") {
      $0.controller(as: TextFieldSampleViewController.self)?.showNameError()
    }
    ShowcaseStep("clear nameField and leave it empty") {
      $0.clearText(in: "nameField")
      $0.endEditing(in: "nameField")
    }
  }
}
