import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// What `priority(_:)` and `update(priority:)` accept besides ``ConstraintPriority``: `Int`,
/// `UInt`, `Float`, `Double`, `CGFloat` and `UILayoutPriority`.
public protocol ConstraintPriorityTarget {
  /// The priority as a `Float`.
  var constraintPriorityTargetValue: Float { get }
}

extension Int: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UInt: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension Float: ConstraintPriorityTarget {
  /// The number itself.
  public var constraintPriorityTargetValue: Float { self }
}

extension Double: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension CGFloat: ConstraintPriorityTarget {
  /// The number as a `Float`.
  public var constraintPriorityTargetValue: Float { Float(self) }
}

extension UILayoutPriority: ConstraintPriorityTarget {
  /// The raw value.
  public var constraintPriorityTargetValue: Float { rawValue }
}
