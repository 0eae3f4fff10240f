import Foundation

/// Core Graphics' colour type is OpenUIKit's ``UIColor``.
///
/// OpenUIKit's layers already keep their colours as `UIColor` (``CALayer/borderColor``,
/// ``CALayer/shadowColor``), so one type serves both: `layer.borderColor = color.cgColor`,
/// `[UIColor.red.cgColor, UIColor.blue.cgColor]`, `CGColor(red:green:blue:alpha:)` and
/// `UIColor(cgColor:)` all compile and mean what they mean in UIKit, and no conversion can
/// lose a colour. A separate type would make every existing `UIColor` layer property either
/// change type (breaking code written against OpenUIKit) or take two types.
public typealias CGColor = UIColor

/// Core Foundation's array type, as the arrays Core Graphics takes (`colors as CFArray`):
/// Foundation on Linux does not export Core Foundation, so OpenUIKit names Swift's array.
public typealias CFArray = [Any]

extension UIColor {
  /// Creates a colour from a Core Graphics colour (the same colour: ``CGColor`` is
  /// `UIColor`).
  public nonisolated convenience init(cgColor: CGColor) {
    var r: CGFloat = 0
    var g: CGFloat = 0
    var b: CGFloat = 0
    var a: CGFloat = 0
    cgColor.getRed(&r, green: &g, blue: &b, alpha: &a)
    self.init(red: r, green: g, blue: b, alpha: a)
  }

  /// Creates a grey from a white level, as Core Graphics' `CGColor(gray:alpha:)`.
  public nonisolated convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// The red, green, blue and alpha components, as `CGColor.components`.
  public nonisolated var components: [CGFloat]? {
    let c = DisplayList.Color(self)
    return [c.red, c.green, c.blue, c.alpha]
  }

  /// The alpha component, as `CGColor.alpha`.
  public nonisolated var alpha: CGFloat { DisplayList.Color(self).alpha }

  /// The number of components (4: red, green, blue, alpha), as `CGColor.numberOfComponents`.
  public nonisolated var numberOfComponents: Int { 4 }

  /// The same colour with another alpha, as `CGColor.copy(alpha:)`.
  public nonisolated func copy(alpha: CGFloat) -> CGColor? {
    let c = DisplayList.Color(self)
    return UIColor(red: c.red, green: c.green, blue: c.blue, alpha: alpha)
  }
}
