import Foundation
import OpenUIKit

/// A sign-in form: title, subtitle, e-mail and password fields, an error line, the sign-in
/// button (enabled once both fields look valid) and a "forgot password" link.
public final class SignInViewController: UIViewController, UITextFieldDelegate {
  var onSignIn: ((String) -> Void)?

  /// Creates the screen.
  public init() {
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: the screen is made in code.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "Welcome back"
    label.font = .systemFont(ofSize: 28, weight: .bold)
    label.textColor = .label
    return label
  }()

  let subtitleLabel: UILabel = {
    let label = UILabel()
    label.text = "Sign in to continue"
    label.font = .systemFont(ofSize: 15)
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    return label
  }()

  let emailField = SignInViewController.makeField(placeholder: "E-mail")
  let passwordField: UITextField = {
    let field = SignInViewController.makeField(placeholder: "Password")
    field.isSecureTextEntry = true
    return field
  }()

  let errorLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13)
    label.textColor = .systemRed
    label.numberOfLines = 0
    label.isHidden = true
    return label
  }()

  lazy var signInButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Sign in", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.backgroundColor = .systemBlue
    button.layer.cornerRadius = 12
    button.isEnabled = false
    button.addTarget(self, action: SignInViewController.signInTapped, for: .touchUpInside)
    return button
  }()

  let forgotButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Forgot password?", for: .normal)
    return button
  }()

  private lazy var stack: UIStackView = {
    let stack = UIStackView(arrangedSubviews: [
      titleLabel, subtitleLabel, emailField, passwordField, errorLabel, signInButton,
      forgotButton,
    ])
    stack.axis = .vertical
    stack.spacing = 12
    stack.setCustomSpacing(8, after: titleLabel)
    stack.setCustomSpacing(24, after: subtitleLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    return stack
  }()

  static func makeField(placeholder: String) -> UITextField {
    let field = UITextField()
    field.placeholder = placeholder
    field.borderStyle = .roundedRect
    field.font = .systemFont(ofSize: 17)
    field.translatesAutoresizingMaskIntoConstraints = false
    field.heightAnchor.constraint(equalToConstant: 48).isActive = true
    return field
  }

  /// Builds the form.
  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(stack)
    emailField.accessibilityIdentifier = "emailField"
    passwordField.accessibilityIdentifier = "passwordField"
    errorLabel.accessibilityIdentifier = "errorLabel"
    signInButton.accessibilityIdentifier = "signInButton"
    emailField.delegate = self
    passwordField.delegate = self
    emailField.addTarget(self, action: SignInViewController.fieldsChanged, for: .editingChanged)
    passwordField.addTarget(
      self, action: SignInViewController.fieldsChanged, for: .editingChanged)
    let margins = view.layoutMarginsGuide
    let fill = stack.widthAnchor.constraint(equalTo: margins.widthAnchor)
    fill.priority = .defaultHigh
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 32),
      stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      stack.leadingAnchor.constraint(greaterThanOrEqualTo: margins.leadingAnchor),
      stack.widthAnchor.constraint(lessThanOrEqualToConstant: 400),
      fill,
      signInButton.heightAnchor.constraint(equalToConstant: 50),
    ])
  }

  /// Whether the fields hold an e-mail address and a password of eight characters or more.
  var isFormValid: Bool {
    let email = emailField.text ?? ""
    let password = passwordField.text ?? ""
    return email.contains("@") && email.contains(".") && password.count >= 8
  }

  func fieldsChanged() {
    signInButton.isEnabled = isFormValid
    errorLabel.isHidden = true
  }

  func signInTapped() {
    guard isFormValid else {
      errorLabel.text = "Enter your e-mail address and a password of 8 characters or more."
      errorLabel.isHidden = false
      return
    }
    onSignIn?(emailField.text ?? "")
  }

  /// The return key moves from the e-mail to the password field, then signs in.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
    if textField === emailField {
      passwordField.becomeFirstResponder()
    } else {
      textField.resignFirstResponder()
      signInTapped()
    }
    return true
  }
}
