import OpenUIKit

/// A label in a Dynamic Type style that wraps and follows the text size, as apps make them.
@MainActor
func dynamicLabel(
  _ text: String, style: UIFont.TextStyle, color: UIColor = .label, id: String? = nil
) -> UILabel {
  let label = UILabel()
  label.text = text
  label.font = .preferredFont(forTextStyle: style)
  label.adjustsFontForContentSizeCategory = true
  label.textColor = color
  label.numberOfLines = 0
  label.accessibilityIdentifier = id
  return label
}

/// A vertical stack in a scroll view filling `view`: the content scrolls when it is taller
/// than the screen, and keeps to the readable margins.
@MainActor
func scrollingStack(in view: UIView, spacing: CGFloat = 12) -> UIStackView {
  let scroll = UIScrollView()
  scroll.translatesAutoresizingMaskIntoConstraints = false
  view.addSubview(scroll)
  let stack = UIStackView()
  stack.axis = .vertical
  stack.spacing = spacing
  stack.translatesAutoresizingMaskIntoConstraints = false
  scroll.addSubview(stack)
  NSLayoutConstraint.activate([
    scroll.topAnchor.constraint(equalTo: view.topAnchor),
    scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 16),
    stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -16),
    stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
    stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
  ])
  return stack
}

/// A prominent button: white bold text (large text for WCAG) on the tint colour, at least
/// 50 pt tall.
@MainActor
func primaryButton(_ title: String, id: String) -> UIButton {
  let button = UIButton(type: .system)
  button.setTitle(title, for: .normal)
  button.setTitleColor(.white, for: .normal)
  button.backgroundColor = .systemBlue
  button.layer.cornerRadius = 12
  button.titleLabel?.font = UIFontMetrics(forTextStyle: .headline).scaledFont(
    for: .systemFont(ofSize: 17, weight: .bold))
  button.titleLabel?.adjustsFontForContentSizeCategory = true
  button.accessibilityIdentifier = id
  button.heightAnchor.constraint(greaterThanOrEqualToConstant: 50).isActive = true
  return button
}
