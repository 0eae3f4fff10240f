import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// What ``ConstraintMakerEditable/multipliedBy(_:)`` and
/// ``ConstraintMakerEditable/dividedBy(_:)`` accept: `Int`, `UInt`, `Float`, `Double` and
/// `CGFloat`.
public protocol ConstraintMultiplierTarget {
  /// The multiplier as a `CGFloat`.
  var constraintMultiplierTargetValue: CGFloat { get }
}

extension Int: ConstraintMultiplierTarget {
  /// The number as a `CGFloat`.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension UInt: ConstraintMultiplierTarget {
  /// The number as a `CGFloat`.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension Float: ConstraintMultiplierTarget {
  /// The number as a `CGFloat`.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension Double: ConstraintMultiplierTarget {
  /// The number as a `CGFloat`.
  public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}

extension CGFloat: ConstraintMultiplierTarget {
  /// The number itself.
  public var constraintMultiplierTargetValue: CGFloat { self }
}
