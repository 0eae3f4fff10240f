/// `lhs == rhs`, required.
public func == <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(
  lhs: A, rhs: B
) -> Constraint { Constraint(lhs, .equal, rhs) }

/// `lhs <= rhs`, required.
public func <= <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(
  lhs: A, rhs: B
) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }

/// `lhs >= rhs`, required.
public func >= <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(
  lhs: A, rhs: B
) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }

/// `lhs == rhs`, required.
public func == <A: LinearExpressionConvertible>(lhs: A, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// `lhs <= rhs`, required.
public func <= <A: LinearExpressionConvertible>(lhs: A, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs`, required.
public func >= <A: LinearExpressionConvertible>(lhs: A, rhs: Double) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// `lhs == rhs`, required.
public func == <B: LinearExpressionConvertible>(lhs: Double, rhs: B) -> Constraint {
  Constraint(lhs - rhs, .equal)
}

/// `lhs <= rhs`, required.
public func <= <B: LinearExpressionConvertible>(lhs: Double, rhs: B) -> Constraint {
  Constraint(lhs - rhs, .lessThanOrEqual)
}

/// `lhs >= rhs`, required.
public func >= <B: LinearExpressionConvertible>(lhs: Double, rhs: B) -> Constraint {
  Constraint(lhs - rhs, .greaterThanOrEqual)
}

/// The constraint with another strength, as kiwi's `constraint | strength`.
public func | (constraint: Constraint, strength: Strength) -> Constraint {
  constraint.withStrength(strength)
}
