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
  /// ``CassowaryError/Code/internalError`` instead of looping on.
  @exclusivity(unchecked) public var pivotLimit: Int = 1_000_000

  // The stored properties skip the run-time exclusivity check: the solver is used from one
  // context at a time and its methods never hold an access to one across a call that
  // reaches the same property; the checks cost about a tenth of building a system.
  @exclusivity(unchecked) var tableau = Tableau()
  /// The variable of each external symbol (held strongly; written through without reference
  /// counting).
  @exclusivity(unchecked) var symbolVariables = SymbolVariables()
  /// How many constraints use each external symbol's variable; the constraint record owning
  /// each marker or error symbol.
  @exclusivity(unchecked) var symbolTags = SymbolTags()
  /// Variables whose fast-path slot belongs to another solver.
  @exclusivity(unchecked) var foreignVariables: [ObjectIdentifier: Symbol] = [:]
  @exclusivity(unchecked) var records: [ConstraintRecord] = []
  @exclusivity(unchecked) var freeRecords: [RecordIndex] = []
  @exclusivity(unchecked) var constraintCount = 0
  @exclusivity(unchecked) var sequence = 0
  /// Constraints whose fast-path slot belongs to another solver.
  @exclusivity(unchecked) var foreignConstraints: [ObjectIdentifier: RecordIndex] = [:]
  @exclusivity(unchecked) var edits: [ObjectIdentifier: EditRecord] = [:]
  /// Strict mode: the strength value of each objective level, strongest first.
  @exclusivity(unchecked) var levelValues: [Double] = []
  /// Off in the scratch solvers that test conflict candidates.
  @exclusivity(unchecked) var minimizesConflicts = true
  /// How many constraints in the solver are wide (see ``isWide(_:)``): the solved values are
  /// checked only while some are.
  @exclusivity(unchecked) var wideConstraints = 0
  /// While some constraint is wide: the records of the required constraints using each
  /// external symbol, so that a check looks only at the constraints whose values changed.
  @exclusivity(unchecked) var requiredOfSymbol: [[RecordIndex]]?
  /// While some constraint is wide: records to check at the next update whatever their values
  /// do (new, or with a new constant).
  @exclusivity(unchecked) var pendingChecks: [RecordIndex] = []
  /// The symbols ``insert(_:)`` created for the variables its constraint uses first, a stack:
  /// each insert pushes its own and pops them as it returns (a nested insert, in a conflict
  /// search, above its caller's). The buffer stays between calls.
  @exclusivity(unchecked) var createdSymbols: [Symbol] = []
  /// The outcome of the last accuracy repair, until ``takeAccuracyRepair()`` takes it.
  @exclusivity(unchecked) var lastRepair: AccuracyRepair?
  /// Required constraints found missing that a rebuild did not fix, kept alive, with that
  /// miss: they trigger no new repair unless they miss by more than twice as much.
  @exclusivity(unchecked) var tolerated: [ObjectIdentifier: AccuracyRepair.Miss] = [:]
  /// How many times the solver found required constraints missing and tried a rebuild.
  @exclusivity(unchecked) public internal(set) var accuracyRepairs = 0
  /// How many ``beginDeferringOptimization()`` calls are open.
  @exclusivity(unchecked) var deferredOptimizationDepth = 0
  /// Whether a change made while deferring left the objective to optimise.
  @exclusivity(unchecked) var optimizationPending = false

  /// Creates an empty solver.
  public init(priorityMode: PriorityMode = .weighted) {
    self.priorityMode = priorityMode
  }

  deinit {
    releaseOwnership()
    releaseRecords()
    tableau.free(recycling: true)
    symbolVariables.free(recycling: true)
    symbolTags.free(recycling: true)
  }

  /// Whether the constraint is in the solver.
  public func hasConstraint(_ constraint: Constraint) -> Bool {
    recordIndex(of: constraint).exists
  }

  /// The constraints in the solver, in the order they were added (edit variables' internal
  /// constraints excluded).
  public var constraints: [Constraint] {
    let editConstraints = Set(edits.values.map { ObjectIdentifier($0.constraint) })
    return constraintsInOrder.filter { !editConstraints.contains(ObjectIdentifier($0)) }
  }

  /// Calls `body` with every constraint in the solver, edit variables' internal constraints
  /// included, in no particular order: for a walk over all of them that needs no order
  /// (clearing their contexts before letting go of a solver), without the sorting and the
  /// arrays of ``constraints``.
  public func forEachConstraint(_ body: (Constraint) -> Void) {
    for record in records {
      if let constraint = record.constraint { body(constraint) }
    }
  }

  /// Every constraint in the solver, edit variables' included, in the order they were added.
  var constraintsInOrder: [Constraint] {
    records.filter { $0.constraint != nil }.sorted { $0.sequence < $1.sequence }
      .compactMap { $0.constraint }
  }

  /// Writes the solved values into the variables whose value changed.
  ///
  /// Only the variables whose rows changed since the last call are examined, so a call after
  /// a small edit costs little however large the system is.
  /// - Returns: The number of variables whose value changed.
  @discardableResult
  public func updateVariables() -> Int {
    if wideConstraints > 0 { return updateVariablesCheckingAccuracy { _ in } }
    var count = 0
    let variables = symbolVariables
    tableau.refreshValues { s, value in
      guard let slot = variables.slot(s) else { return }
      if slot.write(value) { count += 1 }
    }
    return count
  }

  /// Writes the solved values into the variables whose value changed and calls `changed`
  /// with each of them, in a deterministic order (by internal symbol id, which follows first
  /// use, for variables whose rows changed; then in dependency order).
  /// - Returns: The number of variables whose value changed.
  @discardableResult
  public func updateVariables(_ changed: (Variable) -> Void) -> Int {
    if wideConstraints > 0 { return updateVariablesCheckingAccuracy(changed) }
    var count = 0
    let variables = symbolVariables
    tableau.refreshValues { s, value in
      guard let slot = variables.slot(s) else { return }
      if slot.write(value) {
        count += 1
        changed(slot.takeUnretainedValue())
      }
    }
    return count
  }

  /// The variables whose value changed, written as by ``updateVariables()``.
  public func updateVariablesReportingChanges() -> [Variable] {
    var list: [Variable] = []
    updateVariables { list.append($0) }
    return list
  }

  /// Whether some constraint of the solver uses `variable`. A variable no constraint uses is
  /// free: its value is not determined.
  public func hasVariable(_ variable: Variable) -> Bool {
    symbol(of: variable).exists
  }

  /// The solved value of a variable (0 when no constraint uses it), without writing it.
  public func value(of variable: Variable) -> Double {
    let s = symbol(of: variable)
    return s.exists ? tableau.evaluate(s) : 0
  }

  /// Removes every constraint and edit variable.
  public func reset() {
    releaseOwnership()
    tableau.free(recycling: true)
    tableau = Tableau()
    symbolVariables.releaseAll()
    symbolTags.removeAll()
    foreignVariables = [:]
    releaseRecords()
    records = []
    freeRecords = []
    constraintCount = 0
    foreignConstraints = [:]
    edits = [:]
    levelValues = []
    wideConstraints = 0
    stopTrackingForAccuracy()
  }

  /// Releases the constraints of the stored records (the records are left as they are: call
  /// it before emptying them).
  func releaseRecords() {
    for record in records { record.heldConstraint?.release() }
  }

  /// Clears the fast-path slots this solver holds in variables and constraints (those not in
  /// its foreign maps).
  func releaseOwnership() {
    let variables = foreignVariables
    symbolVariables.forEach { _, v in
      if variables.isEmpty || variables[ObjectIdentifier(v)] == nil { v.ownerSymbol = .none }
    }
    let constraints = foreignConstraints
    for record in records {
      if let c = record.constraint, constraints.isEmpty || constraints[ObjectIdentifier(c)] == nil {
        c.ownerIndex = .none
      }
    }
  }
}
