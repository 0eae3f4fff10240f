import Foundation

extension UIView: LayoutNode {
  var layoutParent: UIView? { superview }

  /// `UIView:0x…` plus `'identifier'` when the view has an accessibility identifier.
  var layoutDescription: String {
    var text = "\(className(self)):\(addressString(self))"
    if let id = accessibilityIdentifier { text += "'\(id)'" }
    return text
  }
}

extension UIView: @MainActor CustomStringConvertible, @MainActor CustomDebugStringConvertible {
  /// `<UIView: 0x…; frame = (x y; w h); layer = <CALayer: 0x…>>`, as UIKit prints views.
  public var description: String {
    let f = frame
    var text =
      "<\(className(self)): \(addressString(self)); frame = ("
      + "\(formatPoints(f.minX)) \(formatPoints(f.minY)); "
      + "\(formatPoints(f.width)) \(formatPoints(f.height)))"
    if !transform.isIdentity {
      text +=
        "; transform = [\(transform.a), \(transform.b), \(transform.c), "
        + "\(transform.d), \(transform.tx), \(transform.ty)]"
    }
    if alpha != 1 { text += "; alpha = \(formatPoints(alpha))" }
    if isHidden { text += "; hidden = YES" }
    if let id = accessibilityIdentifier { text += "; identifier = '\(id)'" }
    return text + "; layer = <CALayer: \(addressString(layer))>>"
  }

  /// Same as ``description``.
  public var debugDescription: String { description }
}
