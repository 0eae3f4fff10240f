import Foundation

/// UIKit's description format of constraints.
extension NSLayoutConstraint {
  /// UIKit's description: `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100
  /// (active)>`. Optional priorities are printed as ` @750` after the equation (UIKit's
  /// modern format for them is not documented); a ``sourceLocation`` is appended in
  /// parentheses.
  var uikitDescription: String {
    var head: String
    var info = ""
    switch kind {
    case .plain, .system: head = "NSLayoutConstraint"
    case .autoresizing(let bits):
      head = "NSAutoresizingMaskLayoutConstraint"
      info = " " + LayoutEngine.autoresizingInfo(UIView.AutoresizingMask(rawValue: UInt(bits)))
    case .contentSize: head = "NSContentSizeLayoutConstraint"
    }
    head += ":" + addressString(self) + info
    if let identifier { head += " '\(identifier)'" }
    var body = side(first: true) + " " + relationText + " "
    if secondItem != nil || secondSpan != nil {
      if multiplier != 1 { body += formatPoints(multiplier) + "*" }
      body += side(first: false)
      if let spacing = systemSpacingMultiplier {
        body += " + NSLayoutAnchorConstraintSpace(\(formatPoints(spacing * UIView.systemSpacing)))"
      } else if constant > 0 {
        body += " + " + formatPoints(constant)
      } else if constant < 0 {
        body += " - " + formatPoints(-constant)
      }
    } else {
      body += formatPoints(constant)
    }
    if priority != .required {
      if case .contentSize = kind {
        body +=
          relation == .lessThanOrEqual
          ? " Hug:\(formatPoints(CGFloat(priority.rawValue)))"
          : " CompressionResistance:\(formatPoints(CGFloat(priority.rawValue)))"
      } else {
        body += " @" + formatPoints(CGFloat(priority.rawValue))
      }
    }
    if let sourceLocation { body += " (\(sourceLocation))" }
    return "<\(head) \(body)   (\(isActive ? "active" : "inactive"))>"
  }

  var relationText: String {
    switch relation {
    case .equal: return "=="
    case .lessThanOrEqual: return "<="
    case .greaterThanOrEqual: return ">="
    }
  }

  func side(first: Bool) -> String {
    if let span = first ? firstSpan : secondSpan {
      let a = (span.from.0.object as? LayoutNode)?.layoutDescription ?? "nil"
      let b = (span.to.0.object as? LayoutNode)?.layoutDescription ?? "nil"
      return "\(b).\(attributeName(span.to.1)) - \(a).\(attributeName(span.from.1))"
    }
    let item = first ? firstItem : secondItem
    var attribute = attributeName(first ? firstAttribute : secondAttribute)
    if case .autoresizing = kind {
      attribute = ["left": "minX", "top": "minY"][attribute] ?? attribute
    }
    let text = (item as? LayoutNode)?.layoutDescription ?? "nil"
    return "\(text).\(attribute)"
  }
}
