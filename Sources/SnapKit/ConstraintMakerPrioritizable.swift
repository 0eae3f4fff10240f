import OpenUIKit

/// A chain that can take a priority (then only a label or its constraint).
@preconcurrency @MainActor
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
  /// Sets the priority (`.required`, `.high`, `.medium`, `.low` or any value).
  @discardableResult
  public func priority(_ amount: ConstraintPriority) -> ConstraintMakerFinalizable {
    self.priority = amount.value
    return self
  }

  /// Sets the priority from a number or a `UILayoutPriority`. Without one it is 1000.
  @discardableResult
  public func priority(_ amount: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
    self.priority = amount.constraintPriorityTargetValue
    return self
  }

  /// Sets the priority to 1000.
  @available(*, deprecated, message: "Use priority(.required) instead.")
  @discardableResult
  public func priorityRequired() -> ConstraintMakerFinalizable {
    priority(.required)
  }

  /// Sets the priority to 750.
  @available(*, deprecated, message: "Use priority(.high) instead.")
  @discardableResult
  public func priorityHigh() -> ConstraintMakerFinalizable {
    priority(.high)
  }

  /// Sets the priority to 500.
  @available(*, deprecated, message: "Use priority(.medium) instead.")
  @discardableResult
  public func priorityMedium() -> ConstraintMakerFinalizable {
    priority(.medium)
  }

  /// Sets the priority to 250.
  @available(*, deprecated, message: "Use priority(.low) instead.")
  @discardableResult
  public func priorityLow() -> ConstraintMakerFinalizable {
    priority(.low)
  }
}

/// The old misspelling of ``ConstraintMakerPrioritizable``.
@available(*, deprecated, renamed: "ConstraintMakerPrioritizable")
public typealias ConstraintMakerPriortizable = ConstraintMakerPrioritizable
