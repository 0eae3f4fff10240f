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
  /// Extra text for internal errors and invalid input.
  let detail: String?

  internal init(
    _ code: Code, constraint: Constraint? = nil, conflicts: [Constraint] = [],
    variable: Variable? = nil, detail: String? = nil
  ) {
    self.code = code
    self.constraint = constraint
    self.conflicts = conflicts
    self.variable = variable
    self.detail = detail
  }

  /// A human-readable explanation (built when asked for: rejecting a constraint stays cheap).
  public var message: String {
    if let detail { return detail }
    let c = constraint.map { "\($0)" } ?? ""
    let v = variable.map { "\($0)" } ?? ""
    switch code {
    case .unsatisfiableConstraint:
      let list = conflicts.map { "\n  \($0)" }.joined()
      return "unable to satisfy required constraint \(c); conflicting set:\(list)"
    case .duplicateConstraint: return "duplicate constraint \(c)"
    case .unknownConstraint: return "unknown constraint \(c)"
    case .duplicateEditVariable: return "duplicate edit variable \(v)"
    case .unknownEditVariable: return "unknown edit variable \(v)"
    case .badRequiredStrength:
      return variable != nil
        ? "edit variable \(v) cannot have the required strength"
        : "cannot change \(c) between required and non-required in place"
    case .internalError: return "internal solver error"
    }
  }

  /// The code and the message.
  public var description: String { "\(code): \(message)" }

  static func unsatisfiable(_ c: Constraint, conflicts: [Constraint]) -> CassowaryError {
    CassowaryError(.unsatisfiableConstraint, constraint: c, conflicts: conflicts)
  }

  static func duplicate(_ c: Constraint) -> CassowaryError {
    CassowaryError(.duplicateConstraint, constraint: c)
  }

  static func unknown(_ c: Constraint) -> CassowaryError {
    CassowaryError(.unknownConstraint, constraint: c)
  }

  static func duplicateEdit(_ v: Variable) -> CassowaryError {
    CassowaryError(.duplicateEditVariable, variable: v)
  }

  static func unknownEdit(_ v: Variable) -> CassowaryError {
    CassowaryError(.unknownEditVariable, variable: v)
  }

  static func internalFailure(_ message: String) -> CassowaryError {
    CassowaryError(.internalError, detail: message)
  }
}
