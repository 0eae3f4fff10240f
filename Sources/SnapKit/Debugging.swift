import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// SnapKit's debug format of its platform constraints.
extension LayoutConstraint {
  /// `<SnapKit.LayoutConstraint:ID[@File#Line] Item.attribute REL [Item.attribute][ * m]CONST[ ^priority]>`.
  var snapKitDescription: String {
    var text = "<" + describe(self)
    if let firstItem {
      text += " " + describe(firstItem)
    }
    if firstAttribute != .notAnAttribute {
      text += "." + attributeName(firstAttribute)
    }
    text += " " + relationText(relation)
    if let secondItem {
      text += " " + describe(secondItem)
    }
    if secondAttribute != .notAnAttribute {
      text += "." + attributeName(secondAttribute)
    }
    if multiplier != 1.0 {
      text += " * \(multiplier)"
    }
    if secondAttribute == .notAnAttribute {
      text += " \(constant)"
    } else if constant > 0.0 {
      text += " + \(constant)"
    } else if constant < 0.0 {
      text += " - \(abs(constant))"
    }
    if priority.rawValue != 1000.0 {
      text += " ^UILayoutPriority(rawValue: \(priority.rawValue))"
    }
    return text + ">"
  }
}

/// `ClassName:ID[@File#Line]`: views show their `snp` label instead of their address, SnapKit
/// constraints their label; a constraint whose ``Constraint`` is alive adds the file name
/// and line of its chain.
@MainActor
func describe(_ object: AnyObject) -> String {
  var text = className(of: object) + ":"
  if let view = object as? ConstraintView {
    text += view.snp.label() ?? pointerDescription(object)
  } else if let constraint = object as? LayoutConstraint {
    text += constraint.label ?? pointerDescription(object)
  } else {
    text += pointerDescription(object)
  }
  if let constraint = object as? LayoutConstraint, let owner = constraint.constraint {
    text += "@" + Constraint.fileName(owner.sourceLocation.0) + "#\(owner.sourceLocation.1)"
  }
  return text
}

/// The class name as UIKit prints it: OpenUIKit's classes without their module (`UIView`,
/// `UILayoutGuide`), other Swift classes with it (`SnapKit.LayoutConstraint`,
/// `MyApp.ProfileView`).
func className(of object: AnyObject) -> String {
  let name = String(reflecting: type(of: object))
  let prefix = "OpenUIKit."
  return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
}

/// `0x` and the object's address in lowercase hexadecimal (`%p`).
func pointerDescription(_ object: AnyObject) -> String {
  "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
}

/// `==`, `<=` or `>=`.
func relationText(_ relation: LayoutRelation) -> String {
  switch relation {
  case .equal: return "=="
  case .lessThanOrEqual: return "<="
  case .greaterThanOrEqual: return ">="
  @unknown default: return "=="
  }
}

/// SnapKit's (and UIKit's) spelling of an attribute.
func attributeName(_ attribute: LayoutAttribute) -> String {
  switch attribute {
  case .notAnAttribute: return "notAnAttribute"
  case .left: return "left"
  case .right: return "right"
  case .top: return "top"
  case .bottom: return "bottom"
  case .leading: return "leading"
  case .trailing: return "trailing"
  case .width: return "width"
  case .height: return "height"
  case .centerX: return "centerX"
  case .centerY: return "centerY"
  case .lastBaseline: return "lastBaseline"
  case .firstBaseline: return "firstBaseline"
  case .leftMargin: return "leftMargin"
  case .rightMargin: return "rightMargin"
  case .topMargin: return "topMargin"
  case .bottomMargin: return "bottomMargin"
  case .leadingMargin: return "leadingMargin"
  case .trailingMargin: return "trailingMargin"
  case .centerXWithinMargins: return "centerXWithinMargins"
  case .centerYWithinMargins: return "centerYWithinMargins"
  @unknown default: return "notAnAttribute"
  }
}
