/// Adding constraints.
extension Solver {
  /// Adds a constraint.
  ///
  /// Non-required constraints always succeed. A required constraint that cannot hold together
  /// with the required constraints already present is rejected, and the solver is left with
  /// the same constraints and the same values as before.
  /// - Throws: ``CassowaryError/Code/duplicateConstraint``,
  ///   ``CassowaryError/Code/unsatisfiableConstraint`` (with a minimal conflicting set), or
  ///   ``CassowaryError/Code/internalError`` for non-finite coefficients.
  public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
    if recordIndex(of: constraint).exists { throw .duplicate(constraint) }
    try checkFinite(constraint)
    _ = try insert(constraint)
  }

  /// Adds a constraint when it can hold, and answers whether it was added.
  ///
  /// Unlike ``addConstraint(_:)``, a rejection does not search for a minimal conflicting set,
  /// so retrying many rejected constraints stays cheap. The solver is left as it was when the
  /// answer is `false`.
  public func addConstraintIfPossible(_ constraint: Constraint) -> Bool {
    if recordIndex(of: constraint).exists { return false }
    let saved = minimizesConflicts
    minimizesConflicts = false
    defer { minimizesConflicts = saved }
    do {
      try checkFinite(constraint)
      _ = try insert(constraint)
      return true
    } catch {
      return false
    }
  }

  func checkFinite(_ constraint: Constraint) throws(CassowaryError) {
    var finite = constraint.expressionConstant.isFinite
    constraint.forEachTermInPlace { coefficient, _ in finite = finite && coefficient.isFinite }
    if !finite {
      throw CassowaryError(
        .internalError, constraint: constraint,
        detail: "constraint \(constraint) has a non-finite coefficient or constant")
    }
  }

  /// Builds the constraint's row, chooses how it enters the tableau, and re-optimises.
  /// Returns the new record's index.
  func insert(_ constraint: Constraint) throws(CassowaryError) -> RecordIndex {
    let constant = constraint.expressionConstant
    let required = constraint.strength.isRequired
    // The variables this constraint uses first, released again should it be rejected: pushed
    // on the solver's stack of created symbols (a nested insert, in a conflict search, pushes
    // and pops its own above them) and popped on the way out.
    let createdFrom = createdSymbols.count
    defer {
      // One at a time: usually one or two, and `removeLast(_:)` is a generic range removal.
      while createdSymbols.count > createdFrom { createdSymbols.removeLast() }
    }
    var wide = abs(constant) >= Self.wideConstant  // see `isWide(_:)`
    let t = tableau.newRow(
      basic: .none, constant: constant, capacity: constraint.termCount + 2)
    constraint.forEachTermInPlace { coefficient, variable in
      if Self.isWide(coefficient) { wide = true }
      if nearZero(coefficient) { return }
      var s = symbol(of: variable)
      if !s.exists {
        s = symbolCreating(for: variable)
        createdSymbols.append(s)
      }
      if tableau.rowOf[s].exists {
        // Merged, or kept as a lazy reference when its row is long (expanded below if
        // needed).
        tableau.addVariableTerm(t, s, coefficient)
      } else {
        tableau.addToCell(t, s, coefficient)
      }
    }

    var record = ConstraintRecord(constraint: constraint)
    record.constant = constant
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = newSymbol(.slack)
      tableau.appendCell(t, slack, sign)
      record.marker = slack
      record.markerFactor = sign
      if !required {
        let error = newSymbol(.error)
        tableau.appendCell(t, error, -sign)
        record.other = error
        let slot = objectiveSlot(for: constraint.strength.value)
        tableau.addToObjective(error, level: slot.level, weight: slot.weight)
      }
    case .equal:
      if required {
        let dummy = newSymbol(.dummy)
        tableau.appendCell(t, dummy, 1)
        record.marker = dummy
        record.markerFactor = 1
      } else {
        let plus = newSymbol(.error)
        let minus = newSymbol(.error)
        tableau.appendCell(t, plus, -1)
        tableau.appendCell(t, minus, 1)
        record.marker = plus
        record.other = minus
        record.markerFactor = -1
        weighErrors(of: record, constraint, sign: 1)
      }
    }
    // A row solved for a parametric variable may keep lazy references; any other row must
    // be expressed in parametric symbols only.
    // A subject that other rows hold is substituted into them: its row must then carry no
    // references either. (Expansion can cancel terms, so the subject is chosen again.)
    var subject = parametricVariable(inRow: t)
    if !subject.exists || tableau.columnHeaders[subject].count > 1 {
      tableau.expandLazyReferences(in: t)
      if tableau.rowConst[t] < 0 { tableau.scaleRow(t, -1) }
      subject = chooseSubject(row: t, marker: record.marker, other: record.other)
    }
    if !subject.exists && allDummies(row: t) {
      if !nearZero(tableau.rowConst[t]) {
        let conflicts = ownersOfMarkers(inRow: t)
        rollBackNewRow(t, record: record, createdFrom: createdFrom)
        throw .unsatisfiable(constraint, conflicts: minimalConflict(conflicts, adding: constraint))
      }
      subject = record.marker
    }

    if !subject.exists { subject = foreignSubject(row: t) }
    if !subject.exists {
      try addWithArtificialVariable(
        row: t, constraint: constraint, record: record, createdFrom: createdFrom)
    } else {
      tableau.solveRow(t, for: subject)
      tableau.setBasic(subject, row: t)
      tableau.substitute(subject, row: t)
    }

    let index = storeRecord(record, of: constraint, wide: wide)
    symbolTags[owner: record.marker.index] = index
    if record.other.exists { symbolTags[owner: record.other.index] = index }
    constraint.forEachTermInPlace { coefficient, variable in
      if !nearZero(coefficient) { symbolTags[uses: symbol(of: variable).index] += 1 }
    }
    try optimizeObjective()
    return index
  }

  /// The lowest-id parametric variable in row `t`, or `.none`.
  func parametricVariable(inRow t: RowIndex) -> Symbol {
    var best = Symbol.none
    let start = Int(tableau.rowStart[t])
    for i in 0..<Int(tableau.rowCount[t]) {
      let s = tableau.cellSym[start + i]
      if tableau.kind[s] == .external && !tableau.rowOf[s].exists && (!best.exists || s < best) {
        best = s
      }
    }
    return best
  }

  /// kiwi's subject rule: the lowest-id variable in the row; else the marker or the other
  /// error when its coefficient is negative (the row then stays feasible); else `.none`.
  func chooseSubject(row t: RowIndex, marker: Symbol, other: Symbol) -> Symbol {
    let best = parametricVariable(inRow: t)
    if best.exists { return best }
    let mk = tableau.kind[marker]
    if (mk == .slack || mk == .error) && tableau.coefficient(t, marker) < 0 {
      return marker
    }
    if other.exists && tableau.coefficient(t, other) < 0 { return other }
    return .none
  }

  func allDummies(row t: RowIndex) -> Bool {
    let start = Int(tableau.rowStart[t])
    for i in 0..<Int(tableau.rowCount[t])
    where tableau.kind[tableau.cellSym[start + i]] != .dummy {
      return false
    }
    return true
  }

  /// Phase one: adds row `t` under an artificial variable and minimises it. Success leaves
  /// the constraint in the tableau; failure removes every trace of it (kiwi instead keeps the
  /// rejected row, its issue #52) and throws the conflict.
  func addWithArtificialVariable(
    row t: RowIndex, constraint: Constraint, record: ConstraintRecord, createdFrom: Int
  ) throws(CassowaryError) {
    let art = newSymbol(.slack)
    tableau.setBasic(art, row: t)
    let o = tableau.newRow(
      basic: .phaseOneObjective, constant: tableau.rowConst[t], capacity: Int(tableau.rowCount[t]))
    for i in 0..<Int(tableau.rowCount[t]) {
      let idx = Int(tableau.rowStart[t]) + i
      tableau.appendCell(o, tableau.cellSym[idx], tableau.cellCoef[idx])
    }
    do {
      try tableau.optimize(objectiveRow: o, limit: pivotLimit)
    } catch {
      // The phase-one objective is the artificial variable, never negative: once that is
      // nonbasic (0) or the objective's value is 0, a symbol that could still lower it
      // without bound has a coefficient only rounding made negative (fuzzer seed 3, step
      // 3062 of issue 23, in a system with 1e12 constants). That is success: carry on.
      let reachedZero =
        error == .unbounded && (!tableau.rowOf[art].exists || nearZero(tableau.rowConst[o]))
      if !reachedZero {
        tableau.deleteRow(o)
        throw simplexError(error, during: "phase one")
      }
    }
    // A nonbasic artificial variable is 0: success even when rounding (huge coefficients)
    // leaves the objective's constant slightly off zero.
    let success = nearZero(tableau.rowConst[o]) || !tableau.rowOf[art].exists
    tableau.deleteRow(o)

    if !success {
      // `art` never left the basis, so the new symbols appear only in its row.
      let r = tableau.rowOf[art]
      let conflicts = ownersOfMarkers(inRow: r)
      tableau.deleteRow(r)
      tableau.freeSymbol(art)
      releaseNewSymbols(record: record, createdFrom: createdFrom)
      try optimizeObjective()
      throw .unsatisfiable(constraint, conflicts: minimalConflict(conflicts, adding: constraint))
    }

    let r = tableau.rowOf[art]
    if r.exists {
      if tableau.rowCount[r] == 0 {
        tableau.deleteRow(r)
      } else {
        var entering = Symbol.none
        let start = Int(tableau.rowStart[r])
        for i in 0..<Int(tableau.rowCount[r]) {
          let s = tableau.cellSym[start + i]
          let k = tableau.kind[s]
          if (k == .slack || k == .error) && (!entering.exists || s < entering) {
            entering = s
          }
        }
        if !entering.exists {
          // Only dummies remain: the row cannot be pivoted; treat as a conflict (kiwi does).
          let conflicts = ownersOfMarkers(inRow: r)
          tableau.deleteRow(r)
          purgeColumn(art)
          tableau.freeSymbol(art)
          releaseNewSymbols(record: record, createdFrom: createdFrom)
          try optimizeObjective()
          throw .unsatisfiable(
            constraint, conflicts: minimalConflict(conflicts, adding: constraint))
        }
        tableau.pivot(entering: entering, row: r)
      }
    }
    purgeColumn(art)
    tableau.freeSymbol(art)
  }

  /// Undoes a row that was built but never entered the tableau.
  func rollBackNewRow(_ t: RowIndex, record: ConstraintRecord, createdFrom: Int) {
    tableau.deleteRow(t)
    releaseNewSymbols(record: record, createdFrom: createdFrom)
  }

  /// Frees the marker, the other error and the variables first used by a rejected constraint
  /// (the created symbols from `createdFrom` on).
  func releaseNewSymbols(record: ConstraintRecord, createdFrom: Int) {
    for s in [record.marker, record.other] where s.exists {
      purgeColumn(s)
      tableau.freeSymbol(s)
    }
    for k in (createdFrom..<createdSymbols.count).reversed() {
      releaseExternal(createdSymbols[k])
    }
  }

  /// Re-optimises the real objective.
  ///
  /// Afterwards no row waits for the dual simplex: substitutions queue restricted rows whose
  /// constant rounds below zero (-2e-16, say), and the primal simplex keeps every restricted
  /// row feasible, so what is queued then is rounding or stale (a row that turned positive
  /// again, a symbol since freed, whose id a new symbol may reuse). The queue is cleared so
  /// that it never names a symbol it was not meant for (see ``checkInvariants()``).
  ///
  /// The objective weighs errors, which are never negative, so it is bounded below: a symbol
  /// that could grow without bound while lowering it has a reduced cost that only rounding
  /// made negative. Fuzzer seed 4 (issue 17) left a slack with a reduced cost of -5e-13,
  /// which no restricted row held (its column only ran through variable rows with 1e-12
  /// coefficients from 1e12 multipliers): removing a constraint then threw "the objective is
  /// unbounded", after the removal itself had happened. When that happens the objective is
  /// rebuilt from the constraints (see ``rebuildObjective()``), which gives such a symbol
  /// exactly 0, and the simplex runs again; only a second unbounded result is reported.
  ///
  /// The objective is also rebuilt when a row solved for a symbol (a new constraint's subject,
  /// a pivot of phase one, of the removal or of this simplex) held coefficients of 1e6 or more
  /// (``Tableau/amplified``): substituting that row multiplies the rounding residues of the
  /// reduced costs by as much. Fuzzer seed 2 (issue 23, 25,000 steps, step 3961) pivoted a
  /// slack whose reduced cost had rounded to 0 (the constraints made it about -5e-10, residues
  /// of 1e14-scale sums) through a row scaled by 1e12: the objective kept 500 on another slack
  /// where the constraints make 0. Removals did this already after amplifying pivots (fuzzer
  /// seed 4, step 173); insertions, phase one and the simplex now do it too. Rows of ordinary
  /// coefficients never set the flag, so ordinary systems pay one comparison per pivot.
  func optimizeObjective() throws(CassowaryError) {
    if deferredOptimizationDepth > 0 {
      // See ``beginDeferringOptimization()``: the rows stay feasible; only the simplex waits.
      optimizationPending = true
      tableau.infeasible.removeAll()
      return
    }
    try runSimplex()
  }

  /// The simplex of ``optimizeObjective()``, whether or not an optimisation is deferred.
  func runSimplex() throws(CassowaryError) {
    var rebuiltForUnbounded = false
    var rebuilds = 0
    while true {
      if tableau.amplified && rebuilds < 3 {
        // Bounded: each round's pivots may amplify again; three rounds settle what the
        // fuzzer finds, and a fourth would only repeat them.
        tableau.amplified = false
        rebuilds += 1
        rebuildObjective()
      }
      do {
        try tableau.optimize(limit: pivotLimit)
      } catch {
        if error == .unbounded && !rebuiltForUnbounded {
          rebuiltForUnbounded = true
          rebuildObjective()
          continue
        }
        throw simplexError(error, during: "optimize")
      }
      if !tableau.amplified || rebuilds >= 3 { break }
    }
    tableau.amplified = false
    tableau.infeasible.removeAll()
  }

  func simplexError(_ failure: Tableau.SimplexFailure, during phase: String) -> CassowaryError {
    switch failure {
    case .unbounded: return .internalFailure("the objective is unbounded (\(phase))")
    case .dualFailed: return .internalFailure("dual optimize failed (\(phase))")
    case .pivotLimit:
      return .internalFailure("pivot limit of \(pivotLimit) reached (\(phase))")
    }
  }
}
