import Foundation
import OpenUIKit
import SnapKit

/// A sign-up form in a scroll view: four labelled fields, a terms line with a checkbox
/// button and a create-account button; the button is enabled once every rule holds.
final class SignUpViewController: UIViewController {
  let scrollView = UIScrollView()
  let form = UIStackView()
  let nameField = UITextField()
  let emailField = UITextField()
  let passwordField = UITextField()
  let confirmField = UITextField()
  lazy var termsButton: UIButton = {
    let button = UIButton(type: .custom)
    button.setImage(UIImage(systemName: "star"), for: .normal)
    button.setImage(UIImage(systemName: "star.fill"), for: .selected)
    button.addTarget(self, action: SignUpViewController.toggleTerms, for: .touchUpInside)
    button.setContentHuggingPriority(.required, for: .horizontal)
    return button
  }()
  let termsLabel = UILabel()
  lazy var createButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Create account", for: .normal)
    button.isEnabled = false
    button.addTarget(self, action: SignUpViewController.create, for: .touchUpInside)
    return button
  }()
  private(set) var created = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    form.axis = .vertical
    form.spacing = 16
    let rows: [(String, UITextField)] = [
      ("Name", nameField), ("E-mail", emailField), ("Password", passwordField),
      ("Confirm password", confirmField),
    ]
    for (caption, field) in rows {
      let label = UILabel()
      label.text = caption
      label.font = .systemFont(ofSize: 13, weight: .medium)
      field.borderStyle = .roundedRect
      field.snp.makeConstraints { $0.height.equalTo(44) }
      field.addTarget(self, action: SignUpViewController.validate, for: .editingChanged)
      let group = UIStackView(arrangedSubviews: [label, field])
      group.axis = .vertical
      group.spacing = 6
      form.addArrangedSubview(group)
    }
    passwordField.isSecureTextEntry = true
    confirmField.isSecureTextEntry = true
    termsLabel.text = "I accept the terms of service"
    termsLabel.font = .systemFont(ofSize: 15)
    termsLabel.numberOfLines = 0
    let terms = UIStackView(arrangedSubviews: [termsButton, termsLabel])
    terms.spacing = 8
    terms.alignment = .center
    form.addArrangedSubview(terms)
    form.addArrangedSubview(createButton)
    view.addSubview(scrollView)
    scrollView.addSubview(form)
    scrollView.snp.makeConstraints { $0.edges.equalTo(view.safeAreaLayoutGuide) }
    form.snp.makeConstraints { make in
      make.edges.equalTo(scrollView.contentLayoutGuide).inset(20)
      make.width.equalTo(scrollView.frameLayoutGuide).offset(-40)
    }
  }

  var isValid: Bool {
    let password = passwordField.text ?? ""
    return !(nameField.text ?? "").isEmpty && (emailField.text ?? "").contains("@")
      && password.count >= 8 && password == confirmField.text && termsButton.isSelected
  }

  func validate() {
    createButton.isEnabled = isValid
  }

  func toggleTerms() {
    termsButton.isSelected.toggle()
    validate()
  }

  func create() {
    created += 1
  }
}
