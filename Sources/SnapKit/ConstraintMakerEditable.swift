import OpenUIKit

/// A chain after its relation: multiplier, constant, then priority, label or constraint.
@preconcurrency @MainActor
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
  /// Sets the multiplier (1 by default; the last call wins). Without a second item (a
  /// constant target on a width or height) it has no effect on the layout.
  @discardableResult
  public func multipliedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    multiplier = amount.constraintMultiplierTargetValue
    return self
  }

  /// Sets the multiplier to `1 / amount`.
  @discardableResult
  public func dividedBy(_ amount: ConstraintMultiplierTarget) -> ConstraintMakerEditable {
    multiplier = 1.0 / amount.constraintMultiplierTargetValue
    return self
  }

  /// Sets the constant to a number, the same for every attribute of the chain (no sign
  /// flip). It replaces a constant given to the relation (`equalTo(100).offset(10)` gives
  /// 10) and any earlier inset.
  @discardableResult
  public func offset(_ amount: ConstraintOffsetTarget) -> ConstraintMakerEditable {
    constant = amount.constraintOffsetTargetValue
    return self
  }

  /// Sets the constant from insets (a number means the same inset on every side): left,
  /// top and leading as they are, right, bottom and trailing negated, centres averaged,
  /// sizes shrunk by both sides; looked up with each constraint's second attribute.
  @discardableResult
  public func inset(_ amount: ConstraintInsetTarget) -> ConstraintMakerEditable {
    constant = amount.constraintInsetTargetValue
    return self
  }

  /// Sets the constant from directional insets (leading and top as they are, trailing and
  /// bottom negated; left and right follow ``ConstraintConfig/interfaceLayoutDirection``).
  @discardableResult
  public func inset(_ amount: ConstraintDirectionalInsetTarget) -> ConstraintMakerEditable {
    constant = amount.constraintDirectionalInsetTargetValue
    return self
  }
}
