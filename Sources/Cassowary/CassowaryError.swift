/// What a ``Solver`` operation can fail with. A failed operation leaves the solver's
/// constraints and values as they were.
public enum CassowaryError: Error, CustomStringConvertible {
  /// The required constraint cannot hold together with the solver's required constraints.
  /// `conflicts` is a minimal set of required constraints, the rejected one included, that
  /// cannot all hold (listed in the order they were added, the rejected one last).
  case unsatisfiableConstraint(Constraint, conflicts: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables and in-place strength changes cannot use the required strength.
  case badRequiredStrength
  /// A solver invariant failed (for example the pivot limit was reached); the message says
  /// which. This never happens on a well-formed system.
  case internalError(String)

  /// A one-line explanation.
  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let c, let conflicts):
      let list = conflicts.map { "  \($0)" }.joined(separator: "\n")
      return "unsatisfiable constraint: \(c)\nconflicting required constraints:\n\(list)"
    case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
    case .unknownConstraint(let c): return "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
    case .badRequiredStrength: return "a required strength is not allowed here"
    case .internalError(let message): return "internal solver error: \(message)"
    }
  }
}
