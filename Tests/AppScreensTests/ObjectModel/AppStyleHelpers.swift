import OpenUIKit

// Helpers as apps write them: extensions on NSObject and UIView, and free functions with no
// actor annotation that configure views. Against UIKit they compile in the Swift 5 language
// mode because UIKit's main-actor isolation is `@preconcurrency`; the same holds here.

extension NSObject {
  /// The class name, as apps use for reuse identifiers.
  var className: String { String(describing: type(of: self)) }

  /// The class name of the type.
  static var className: String { String(describing: self) }
}

extension UIView {
  /// Adds several subviews at once.
  func addSubviews(_ views: UIView...) {
    views.forEach { addSubview($0) }
  }

  /// Pins the view to its superview's edges with anchors.
  func pinToSuperviewEdges(insets: UIEdgeInsets = .zero) {
    guard let superview = superview else { return }
    translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
      leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
      superview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
      superview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
    ])
  }
}

/// A nonisolated helper that styles a card.
func styleCard(_ view: UIView, radius: CGFloat = 12) {
  view.layer.cornerRadius = radius
  view.backgroundColor = .white
  view.clipsToBounds = true
}

/// A nonisolated factory of labels.
func makeLabel(_ text: String, size: CGFloat = 17, weight: UIFont.Weight = .regular) -> UILabel {
  let label = UILabel()
  label.text = text
  label.font = .systemFont(ofSize: size, weight: weight)
  label.numberOfLines = 0
  label.translatesAutoresizingMaskIntoConstraints = false
  return label
}

/// A nonisolated layout helper that forces a pass.
func layOut(_ view: UIView, width: CGFloat, height: CGFloat) {
  view.frame = CGRect(x: 0, y: 0, width: width, height: height)
  view.setNeedsLayout()
  view.layoutIfNeeded()
}

/// A Dynamic Type label, as apps make them.
func makeDynamicLabel(style: UIFont.TextStyle) -> UILabel {
  let label = UILabel()
  label.font = .preferredFont(forTextStyle: style)
  label.adjustsFontForContentSizeCategory = true
  label.adjustsFontSizeToFitWidth = true
  label.minimumScaleFactor = 0.8
  return label
}
