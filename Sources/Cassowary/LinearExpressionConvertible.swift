/// A value that reads as a linear expression: ``Variable``, ``Term`` and ``LinearExpression``.
///
/// The arithmetic and relational operators accept any mix of these and of `Double`s.
public protocol LinearExpressionConvertible {
  /// The value as a linear expression.
  var linearExpression: LinearExpression { get }
}

extension Variable: LinearExpressionConvertible {
  /// `1 · self`.
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Term: LinearExpressionConvertible {
  /// The expression holding this one term.
  public var linearExpression: LinearExpression { LinearExpression([self]) }
}

extension LinearExpression: LinearExpressionConvertible {
  /// The expression itself.
  public var linearExpression: LinearExpression { self }
}
