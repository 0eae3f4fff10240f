/// An incremental Cassowary solver: add and remove linear constraints of different strengths,
/// edit variables, and read the optimal values.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.addConstraint(left == 20)
/// try solver.addConstraint(width >= 100)
/// try solver.addConstraint((width == 300) | .medium)
/// solver.updateVariables()
/// // left.value == 20, width.value == 300
/// ```
///
/// The solver is not thread-safe and not bound to any actor: use it from one context at a time.
/// Results never depend on hashing or memory addresses: the same calls give the same values.
public final class Solver {
  /// How strengths compare; fixed for the solver's lifetime.
  public let priorityMode: PriorityMode

  /// The most pivots one operation may do before it reports
  /// ``CassowaryError/internalError(_:)`` instead of looping on.
  public var pivotLimit: Int = 1_000_000

  /// Creates an empty solver.
  public init(priorityMode: PriorityMode = .weighted) {
    self.priorityMode = priorityMode
  }

  /// Adds a constraint.
  /// - Throws: ``CassowaryError/duplicateConstraint(_:)`` or
  ///   ``CassowaryError/unsatisfiableConstraint(_:conflicts:)``; the solver is then unchanged.
  public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
    fatalError("not implemented")
  }

  /// Removes a constraint.
  /// - Throws: ``CassowaryError/unknownConstraint(_:)``.
  public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
    fatalError("not implemented")
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool { fatalError("not implemented") }

  /// Makes `variable` an edit variable of the given (non-required) strength. Until the first
  /// ``suggestValue(_:_:)`` it pulls the variable toward 0, as kiwi does.
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
    fatalError("not implemented")
  }

  /// Stops editing `variable`.
  public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
    fatalError("not implemented")
  }

  /// Whether `variable` is an edit variable.
  public func hasEditVariable(_ variable: Variable) -> Bool { fatalError("not implemented") }

  /// Suggests a value for an edit variable and re-solves (one dual-simplex pass).
  public func suggestValue(_ variable: Variable, _ value: Double) throws(CassowaryError) {
    fatalError("not implemented")
  }

  /// Changes a constraint's constant in place, so that `expression.constant == constant`.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(CassowaryError) {
    fatalError("not implemented")
  }

  /// Changes a non-required constraint's strength in place.
  public func setStrength(_ strength: Strength, of constraint: Constraint) throws(CassowaryError) {
    fatalError("not implemented")
  }

  /// Writes the solved values into the variables whose value changed, and returns those.
  @discardableResult
  public func updateVariables() -> [Variable] { fatalError("not implemented") }

  /// Removes every constraint and edit variable.
  public func reset() { fatalError("not implemented") }

  /// The variables whose values the constraints do not fix.
  public func undeterminedVariables() -> [Variable] { fatalError("not implemented") }

  /// The constraints in the solver, in the order they were added.
  public var constraints: [Constraint] { fatalError("not implemented") }

  /// The tableau's sizes.
  public var statistics: SolverStatistics { fatalError("not implemented") }
}
