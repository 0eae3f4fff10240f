import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// What `inset(_:)` and `update(inset:)` accept: `Int`, `UInt`, `Float`, `Double`, `CGFloat`
/// (the same inset on all four sides) and ``ConstraintInsets``.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintInsetTarget {}
extension UInt: ConstraintInsetTarget {}
extension Float: ConstraintInsetTarget {}
extension Double: ConstraintInsetTarget {}
extension CGFloat: ConstraintInsetTarget {}
extension ConstraintInsets: ConstraintInsetTarget {}

extension ConstraintInsetTarget {
  /// The insets: a number `n` becomes `(n, n, n, n)`.
  var constraintInsetTargetValue: ConstraintInsets {
    if let insets = self as? ConstraintInsets { return insets }
    if let value = numericConstraintValue(self) {
      return ConstraintInsets(top: value, left: value, bottom: value, right: value)
    }
    return .zero
  }
}
