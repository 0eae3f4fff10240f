import OpenUIKit

/// A sign-up form as apps write it: a scrolling stack of Dynamic Type labels and text
/// fields, semantic colours, and a save button.
@MainActor
final class FormScreen: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    let stack = scrollingStack(in: view)
    stack.addArrangedSubview(dynamicLabel("Create your account", style: .title1, id: "title"))
    stack.addArrangedSubview(
      dynamicLabel(
        "We use your email to send receipts, never newsletters.", style: .body, id: "intro"))
    for (name, placeholder) in [("Name", "Jane Appleseed"), ("Email", "jane@example.com")] {
      stack.addArrangedSubview(dynamicLabel(name, style: .headline, id: name.lowercased()))
      let field = UITextField()
      field.placeholder = placeholder
      field.borderStyle = .roundedRect
      field.font = .preferredFont(forTextStyle: .body)
      field.adjustsFontForContentSizeCategory = true
      field.accessibilityIdentifier = name.lowercased() + "Field"
      field.heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
      stack.addArrangedSubview(field)
    }
    stack.addArrangedSubview(primaryButton("Save", id: "save"))
  }
}
