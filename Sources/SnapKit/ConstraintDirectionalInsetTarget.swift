import OpenUIKit

/// What the directional `inset(_:)` and `update(inset:)` accept:
/// ``ConstraintDirectionalInsets``.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

extension ConstraintDirectionalInsets: ConstraintDirectionalInsetTarget {}

extension ConstraintDirectionalInsetTarget {
  /// The directional insets.
  var constraintDirectionalInsetTargetValue: ConstraintDirectionalInsets {
    (self as? ConstraintDirectionalInsets) ?? .zero
  }
}
