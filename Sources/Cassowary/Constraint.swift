/// A linear relation `expression (<= | == | >=) 0` with a ``Strength``.
///
/// Build constraints with the relational operators, `x + 10 <= y`, and give them a strength
/// with `|` as in kiwi: `(x == 100) | .strong`. A constraint is a reference type: a solver
/// knows it by identity. Its expression is stored reduced (each variable once).
///
/// A solver can change a constraint's constant and (non-required) strength in place:
/// ``Solver/setConstant(_:of:)`` and ``Solver/setStrength(_:of:)``.
public final class Constraint {
  /// The left-hand side of `expression op 0`, each variable once.
  public internal(set) var expression: LinearExpression
  /// The relation to zero.
  public let relation: RelationalOperator
  /// The strength.
  public internal(set) var strength: Strength

  /// The solver owning the fast-path slot below, if any.
  internal var ownerToken: ObjectIdentifier?
  /// This constraint's record index in the solver named by ``ownerToken``.
  internal var ownerIndex = RecordIndex.none

  /// Creates `expression relation 0` with the given strength.
  public init(
    _ expression: LinearExpression, _ relation: RelationalOperator,
    strength: Strength = .required
  ) {
    self.expression = expression.reduced
    self.relation = relation
    self.strength = strength
  }

  /// Creates `lhs relation rhs`, that is `lhs - rhs relation 0`.
  public convenience init(
    _ lhs: some LinearExpressionConvertible, _ relation: RelationalOperator,
    _ rhs: some LinearExpressionConvertible, strength: Strength = .required
  ) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  /// A new constraint with the same relation and another strength (kiwi's `operator|`).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// Whether the variables' current values break the relation by more than 1e-8.
  public var isViolated: Bool {
    let v = expression.value
    switch relation {
    case .equal: return abs(v) >= solverEpsilon
    case .greaterThanOrEqual: return v <= -solverEpsilon
    case .lessThanOrEqual: return v >= solverEpsilon
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// The constraint as text, such as `x + 10 <= 0 | required`.
  public var description: String { "\(expression) \(relation) 0 | \(strength)" }
}
