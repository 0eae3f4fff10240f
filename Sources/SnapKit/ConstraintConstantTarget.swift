import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// A value that can become a constraint's constant: numbers, `CGPoint`, `CGSize`,
/// ``ConstraintInsets`` and ``ConstraintDirectionalInsets``.
///
/// The constant of each platform constraint is looked up from the value with the
/// constraint's *second* attribute (its first one when there is no second item); the tables
/// are in the Semantics article.
public protocol ConstraintConstantTarget {}

extension CGPoint: ConstraintConstantTarget {}
extension CGSize: ConstraintConstantTarget {}
extension ConstraintInsets: ConstraintConstantTarget {}
extension ConstraintDirectionalInsets: ConstraintConstantTarget {}

/// The value of a number target, in SnapKit's conversion order (CGFloat, Float, Double, Int,
/// UInt), or nil for other types.
///
/// A value of one of those types is recognised by its type alone (no run-time cast: a chain
/// reads its constant for every constraint); an existential holding a number (`Any`) by the
/// casts.
func numericConstraintValue<Value>(_ value: Value) -> CGFloat? {
  if Value.self == CGFloat.self { return reinterpret(value, as: CGFloat.self) }
  if Value.self == Int.self { return CGFloat(reinterpret(value, as: Int.self)) }
  if Value.self == Double.self { return CGFloat(reinterpret(value, as: Double.self)) }
  if Value.self == Float.self { return CGFloat(reinterpret(value, as: Float.self)) }
  if Value.self == UInt.self { return CGFloat(reinterpret(value, as: UInt.self)) }
  if let value = value as? CGFloat { return value }
  if let value = value as? Float { return CGFloat(value) }
  if let value = value as? Double { return CGFloat(value) }
  if let value = value as? Int { return CGFloat(value) }
  if let value = value as? UInt { return CGFloat(value) }
  return nil
}

/// `value` as a `Wanted`, which the caller has checked is its type (`Value.self ==
/// Wanted.self`): the value as it is, with no run-time cast.
@inline(__always)
func reinterpret<Value, Wanted>(_ value: Value, as _: Wanted.Type) -> Wanted {
  unsafeBitCast(value, to: Wanted.self)
}

/// ``numericConstraintValue(_:)`` of the value inside a constant target, opened so that its
/// type is known.
func numericConstantValue(of target: any ConstraintConstantTarget) -> CGFloat? {
  openedNumericValue(target)
}

private func openedNumericValue<Target: ConstraintConstantTarget>(_ target: Target) -> CGFloat? {
  numericConstraintValue(target)
}

extension ConstraintConstantTarget {
  /// The constant for a constraint whose attribute (second, or first without a second item)
  /// is `attribute`: the tables of the Semantics article.
  @MainActor
  func constraintConstantTargetValueFor(layoutAttribute attribute: LayoutAttribute) -> CGFloat {
    if let value = numericConstraintValue(self) { return value }
    if let point = self as? CGPoint { return point.constantValue(for: attribute) }
    if let size = self as? CGSize { return size.constantValue(for: attribute) }
    if let insets = self as? ConstraintInsets {
      return insets.constantValue(
        for: attribute, direction: ConstraintConfig.interfaceLayoutDirection)
    }
    if let insets = self as? ConstraintDirectionalInsets {
      return insets.constantValue(
        for: attribute, direction: ConstraintConfig.interfaceLayoutDirection)
    }
    return 0
  }
}

extension CGPoint {
  /// x for horizontal positions, y for vertical positions (baselines included), 0 for sizes.
  func constantValue(for attribute: LayoutAttribute) -> CGFloat {
    switch attribute {
    case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins:
      return x
    case .top, .bottom, .centerY, .topMargin, .bottomMargin, .centerYWithinMargins, .lastBaseline,
      .firstBaseline:
      return y
    case .width, .height, .notAnAttribute:
      return 0
    @unknown default:
      return 0
    }
  }
}

extension CGSize {
  /// width for width, height for height, 0 otherwise.
  func constantValue(for attribute: LayoutAttribute) -> CGFloat {
    switch attribute {
    case .width: return width
    case .height: return height
    default: return 0
    }
  }
}

extension ConstraintInsets {
  /// The insets table: left and top as they are, right and bottom negated, centres averaged,
  /// sizes shrunk; leading and trailing follow `direction`.
  func constantValue(
    for attribute: LayoutAttribute, direction: ConstraintInterfaceLayoutDirection
  ) -> CGFloat {
    let rtl = direction == .rightToLeft
    switch attribute {
    case .left, .leftMargin: return left
    case .top, .topMargin, .firstBaseline: return top
    case .right, .rightMargin: return -right
    case .bottom, .bottomMargin, .lastBaseline: return -bottom
    case .leading, .leadingMargin: return rtl ? right : left
    case .trailing, .trailingMargin: return rtl ? -left : -right
    case .centerX, .centerXWithinMargins: return (left - right) / 2
    case .centerY, .centerYWithinMargins: return (top - bottom) / 2
    case .width: return -(left + right)
    case .height: return -(top + bottom)
    case .notAnAttribute: return 0
    @unknown default: return 0
    }
  }
}

extension ConstraintDirectionalInsets {
  /// The directional insets table: leading and top as they are, trailing and bottom negated;
  /// left and right follow `direction`.
  func constantValue(
    for attribute: LayoutAttribute, direction: ConstraintInterfaceLayoutDirection
  ) -> CGFloat {
    let rtl = direction == .rightToLeft
    switch attribute {
    case .left, .leftMargin: return rtl ? trailing : leading
    case .top, .topMargin, .firstBaseline: return top
    case .right, .rightMargin: return rtl ? -leading : -trailing
    case .bottom, .bottomMargin, .lastBaseline: return -bottom
    case .leading, .leadingMargin: return leading
    case .trailing, .trailingMargin: return -trailing
    case .centerX, .centerXWithinMargins: return (leading - trailing) / 2
    case .centerY, .centerYWithinMargins: return (top - bottom) / 2
    case .width: return -(leading + trailing)
    case .height: return -(top + bottom)
    case .notAnAttribute: return 0
    @unknown default: return 0
    }
  }
}
