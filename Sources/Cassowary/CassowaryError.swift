/// What a ``Solver`` operation can fail with. A failed operation leaves the solver's
/// constraints and values as they were.
///
/// ```swift
/// do {
///   try solver.addConstraint(width == 5)
/// } catch let error where error.code == .unsatisfiableConstraint {
///   print(error.conflicts)  // a minimal set of required constraints that cannot all hold
/// }
/// ```
public struct CassowaryError: Error, CustomStringConvertible {
  /// The kinds of failure.
  public enum Code: Sendable, Hashable {
    /// The required constraint cannot hold together with the solver's required constraints.
    case unsatisfiableConstraint
    /// The constraint is already in the solver.
    case duplicateConstraint
    /// The constraint is not in the solver.
    case unknownConstraint
    /// The variable is already an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables and in-place strength changes cannot use the required strength, and a
    /// required constraint cannot become optional in place (or the reverse).
    case badRequiredStrength
    /// A solver invariant failed, for example the pivot limit was reached. ``message`` says
    /// which. This never happens on a well-formed system.
    case internalError
  }

  /// What went wrong.
  public let code: Code
  /// The constraint the failed operation was given, if any.
  ///
  /// The solver types are not `Sendable`; the error carries them for the thread that caught it.
  public nonisolated(unsafe) let constraint: Constraint?
  /// For ``Code/unsatisfiableConstraint``: a minimal set of required constraints that cannot
  /// all hold, in the order they were added, the rejected constraint last.
  public nonisolated(unsafe) let conflicts: [Constraint]
  /// The variable the failed operation was given, if any.
  public nonisolated(unsafe) let variable: Variable?
  /// A human-readable explanation.
  public let message: String

  internal init(
    _ code: Code, constraint: Constraint? = nil, conflicts: [Constraint] = [],
    variable: Variable? = nil, message: String
  ) {
    self.code = code
    self.constraint = constraint
    self.conflicts = conflicts
    self.variable = variable
    self.message = message
  }

  /// The code and the message.
  public var description: String { "\(code): \(message)" }

  static func unsatisfiable(_ c: Constraint, conflicts: [Constraint]) -> CassowaryError {
    let list = conflicts.map { "\n  \($0)" }.joined()
    return CassowaryError(
      .unsatisfiableConstraint, constraint: c, conflicts: conflicts,
      message: "unable to satisfy required constraint \(c); conflicting set:\(list)")
  }

  static func duplicate(_ c: Constraint) -> CassowaryError {
    CassowaryError(.duplicateConstraint, constraint: c, message: "duplicate constraint \(c)")
  }

  static func unknown(_ c: Constraint) -> CassowaryError {
    CassowaryError(.unknownConstraint, constraint: c, message: "unknown constraint \(c)")
  }

  static func duplicateEdit(_ v: Variable) -> CassowaryError {
    CassowaryError(.duplicateEditVariable, variable: v, message: "duplicate edit variable \(v)")
  }

  static func unknownEdit(_ v: Variable) -> CassowaryError {
    CassowaryError(.unknownEditVariable, variable: v, message: "unknown edit variable \(v)")
  }

  static func internalFailure(_ message: String) -> CassowaryError {
    CassowaryError(.internalError, message: message)
  }
}
