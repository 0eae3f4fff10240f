import Foundation

extension UIView: LayoutNode {
  var layoutParentReference: Unmanaged<UIView>? { superviewReference }

  var layoutKind: LayoutItemKind { .view(self) }

  func solvedRectDidChange() {
    let state = layoutState
    guard !state.frameChanged else { return }
    state.frameChanged = true
    LayoutPass.markNeedsLayout(superview ?? self)
  }

  /// `UIView:0x…` plus `'identifier'` when the view has an accessibility identifier.
  var layoutDescription: String {
    var text = "\(className(self)):\(addressString(self))"
    if let id = accessibilityIdentifier { text += "'\(id)'" }
    return text
  }
}

extension UIView {
  /// `<UIView: 0x…; frame = (x y; w h); layer = <CALayer: 0x…>>`, as UIKit prints views
  /// (``description`` and ``debugDescription``).
  var viewDescription: String {
    let f = frame
    var text =
      "<\(className(self)): \(addressString(self)); frame = ("
      + "\(formatPoints(f.minX)) \(formatPoints(f.minY)); "
      + "\(formatPoints(f.width)) \(formatPoints(f.height)))"
    if !transform.isIdentity {
      let t = transform
      let values: [CGFloat] = [t.a, t.b, t.c, t.d, t.tx, t.ty]
      var parts: [String] = []
      for value in values { parts.append(formatPoints(value)) }
      text += "; transform = [" + parts.joined(separator: ", ") + "]"
    }
    if clipsToBounds { text += "; clipsToBounds = YES" }
    if alpha != 1 { text += "; alpha = \(formatPoints(alpha))" }
    if isHidden { text += "; hidden = YES" }
    if !storedAutoresizingMask.isEmpty { text += "; autoresize = " + autoresizeText }
    if tag != 0 { text += "; tag = \(tag)" }
    if !isUserInteractionEnabled { text += "; userInteractionEnabled = NO" }
    if let id = accessibilityIdentifier { text += "; identifier = '\(id)'" }
    return text + "; layer = <CALayer: \(addressString(layer))>>"
  }

  /// The mask as UIKit abbreviates it: `LM+W+RM+TM+H+BM` in that order.
  private var autoresizeText: String {
    let mask = storedAutoresizingMask
    let names: [(AutoresizingMask, String)] = [
      (.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
      (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM"),
    ]
    var parts: [String] = []
    for (flag, name) in names where mask.contains(flag) { parts.append(name) }
    return parts.joined(separator: "+")
  }
}
