import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// What ``ConstraintMakerEditable/offset(_:)`` and ``Constraint/update(offset:)`` accept:
/// `Int`, `UInt`, `Float`, `Double` and `CGFloat`.
///
/// An offset is used unchanged for every attribute of the chain (no sign flip). Insets and
/// points are not offsets (as upstream since 3.0).
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}

extension Int: ConstraintOffsetTarget {}
extension UInt: ConstraintOffsetTarget {}
extension Float: ConstraintOffsetTarget {}
extension Double: ConstraintOffsetTarget {}
extension CGFloat: ConstraintOffsetTarget {}

extension ConstraintOffsetTarget {
  /// The number as a `CGFloat`.
  var constraintOffsetTargetValue: CGFloat {
    numericConstraintValue(self) ?? 0
  }
}
