import Foundation

/// The accessibility values set on a view; nil means "not set" (the class's default).
final class AccessibilityStorage {
  var isElement: Bool?
  var label: String?
  var hint: String?
  var value: String?
  var traits: UIAccessibilityTraits?
  var language: String?
  var elementsHidden: Bool?
  var viewIsModal: Bool?
  var groupsChildren: Bool?
  var elements: [Any]?
  var frame: CGRect?
  var ignoresInvertColors: Bool?
}

extension UIView {
  /// Whether any accessibility property (other than `accessibilityIdentifier`) was set on
  /// the view (an OpenUIKit extension: the text rendering shows a view's accessibility only
  /// then, so that every label does not repeat its text).
  public var hasCustomAccessibility: Bool { storedAccessibility != nil }
}
