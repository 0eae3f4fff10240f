extension LinearExpression {
  /// The expression multiplied by a number.
  public func scaled(by factor: Double) -> LinearExpression {
    LinearExpression(
      terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
  }
}

/// The sum of two expressions.
public func + <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(
  lhs: A, rhs: B
) -> LinearExpression {
  let l = lhs.linearExpression
  let r = rhs.linearExpression
  return LinearExpression(l.terms + r.terms, constant: l.constant + r.constant)
}

/// The difference of two expressions.
public func - <A: LinearExpressionConvertible, B: LinearExpressionConvertible>(
  lhs: A, rhs: B
) -> LinearExpression {
  lhs + rhs.linearExpression.scaled(by: -1)
}

/// An expression plus a constant.
public func + <A: LinearExpressionConvertible>(lhs: A, rhs: Double) -> LinearExpression {
  var e = lhs.linearExpression
  e.constant += rhs
  return e
}

/// A constant plus an expression.
public func + <A: LinearExpressionConvertible>(lhs: Double, rhs: A) -> LinearExpression {
  rhs + lhs
}

/// An expression minus a constant.
public func - <A: LinearExpressionConvertible>(lhs: A, rhs: Double) -> LinearExpression {
  lhs + (-rhs)
}

/// A constant minus an expression.
public func - <A: LinearExpressionConvertible>(lhs: Double, rhs: A) -> LinearExpression {
  rhs.linearExpression.scaled(by: -1) + lhs
}

/// An expression times a number.
public func * <A: LinearExpressionConvertible>(lhs: A, rhs: Double) -> LinearExpression {
  lhs.linearExpression.scaled(by: rhs)
}

/// A number times an expression.
public func * <A: LinearExpressionConvertible>(lhs: Double, rhs: A) -> LinearExpression {
  rhs.linearExpression.scaled(by: lhs)
}

/// An expression divided by a number.
public func / <A: LinearExpressionConvertible>(lhs: A, rhs: Double) -> LinearExpression {
  lhs.linearExpression.scaled(by: 1 / rhs)
}

/// The negated expression.
public prefix func - <A: LinearExpressionConvertible>(operand: A) -> LinearExpression {
  operand.linearExpression.scaled(by: -1)
}
