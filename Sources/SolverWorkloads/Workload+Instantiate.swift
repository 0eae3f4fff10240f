import Cassowary

/// The Cassowary objects of a ``Workload``: one ``Cassowary/Variable`` per variable index and
/// one ``Cassowary/Constraint`` per constraint, both in the workload's order.
public struct WorkloadInstance {
  /// The variables, indexed like the workload's variables.
  public var variables: [Variable]
  /// The constraints, in insertion order.
  public var constraints: [Constraint]

  /// Creates an instance from its parts.
  public init(variables: [Variable], constraints: [Constraint]) {
    self.variables = variables
    self.constraints = constraints
  }
}

extension ConstraintSpec.StrengthLevel {
  /// kiwi's strength for this level: required, strong, medium or weak.
  public var strength: Strength {
    switch self {
    case .required: return .required
    case .strong: return .strong
    case .medium: return .medium
    case .weak: return .weak
    }
  }
}

extension ConstraintSpec.Relation {
  /// The Cassowary relation.
  public var relationalOperator: RelationalOperator {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}

extension ConstraintSpec {
  /// A new Cassowary constraint for this spec over the given variables (indexed as in the
  /// workload), as bench.cpp's `makeConstraint`.
  public func makeConstraint(variables: [Variable]) -> Constraint {
    let expression = LinearExpression(
      terms.map { Cassowary.Term(variables[$0.variable], Double($0.coefficient)) },
      constant: Double(constant))
    return Constraint(expression, relation.relationalOperator, strength: strength.strength)
  }
}

extension Workload {
  /// Fresh variables named as ``VariableIndex/name(_:)`` (`C.left`, …, `L3`, `T3`, …) and a
  /// fresh constraint for every spec. Nothing is added to a solver.
  public func instantiate() -> WorkloadInstance {
    var variables: [Variable] = []
    variables.reserveCapacity(nvars)
    for k in 0..<nvars { variables.append(Variable(VariableIndex.name(k))) }
    var made: [Constraint] = []
    made.reserveCapacity(constraints.count)
    for spec in constraints { made.append(spec.makeConstraint(variables: variables)) }
    return WorkloadInstance(variables: variables, constraints: made)
  }
}
