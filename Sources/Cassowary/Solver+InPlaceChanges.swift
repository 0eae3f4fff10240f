/// Changing a constraint's constant or strength without removing it.
extension Solver {
  /// Changes a constraint's constant in place, so that its expression's constant becomes
  /// `constant` (for `x + 10 <= y`, built as `x + 10 - y <= 0`, the constant is 10).
  ///
  /// The tableau is updated as if the constraint's marker moved by the difference (the
  /// technique behind `suggestValue`), then one dual-simplex pass restores feasibility. This
  /// costs a fraction of a remove and re-add. When a required constraint cannot take the new
  /// constant, the change is undone and the error names the conflicting constraints.
  /// - Throws: ``CassowaryError/Code/unknownConstraint`` or
  ///   ``CassowaryError/Code/unsatisfiableConstraint``.
  public func setConstant(_ constant: Double, of constraint: Constraint) throws(CassowaryError) {
    let index = recordIndex(of: constraint)
    if !index.exists { throw .unknown(constraint) }
    if !constant.isFinite {
      throw CassowaryError(
        .internalError, constraint: constraint,
        detail: "constant \(constant) for \(constraint) is not finite")
    }
    try changeConstant(recordAt: index, to: constant)
  }

  func changeConstant(recordAt index: RecordIndex, to constant: Double) throws(CassowaryError) {
    let record = records[index.index]
    let delta = constant - record.constant
    if delta == 0 { return }
    // The dual simplex below needs an optimal objective.
    try optimizeDeferredObjective()
    let violatedDummyRow = shiftMarker(of: record, by: delta)
    records[index.index].constant = constant
    setExpressionConstant(of: record.constraint!, to: constant)
    if requiredOfSymbol != nil { pendingChecks.append(index) }
    var failed = RowIndex.none
    do throws(Tableau.SimplexFailure) {
      if violatedDummyRow.exists {
        failed = violatedDummyRow
        tableau.infeasible.removeAll()
        throw Tableau.SimplexFailure.dualFailed
      }
      try tableau.dualOptimize(limit: pivotLimit, failedRow: &failed)
    } catch {
      tableau.amplified = false
      guard error == .dualFailed, failed.exists else {
        throw simplexError(error, during: "dual optimize")
      }
      let constraint = record.constraint!
      let candidates = ownersOfMarkers(inRow: failed)
      let attempted = Constraint(constraint.expression, constraint.relation)
      // Undo: move the marker back and restore feasibility of the old system.
      shiftMarker(of: record, by: -delta)
      records[index.index].constant = record.constant
      setExpressionConstant(of: constraint, to: record.constant)
      var ignored = RowIndex.none
      do {
        try tableau.dualOptimize(limit: pivotLimit, failedRow: &ignored)
      } catch {
        throw simplexError(error, during: "undoing a rejected constant change")
      }
      throw .unsatisfiable(
        constraint,
        conflicts: minimalConflict(candidates, adding: constraint, testing: attempted))
    }
    // A dual pivot through an amplifying row: rebuild the objective and re-optimise (see
    // ``optimizeObjective()``).
    if tableau.amplified { try optimizeObjective() }
  }

  /// Sets the constant of a constraint in the solver, keeping the count of wide constraints.
  func setExpressionConstant(of constraint: Constraint, to constant: Double) {
    let wasWide = Self.isWide(constraint)
    constraint.expressionConstant = constant
    let isWide = Self.isWide(constraint)
    if wasWide == isWide { return }
    wideConstraints += isWide ? 1 : -1
    if wideConstraints == 0 {
      stopTrackingForAccuracy()
    } else if isWide && wideConstraints == 1 {
      startTrackingForAccuracy()
    }
  }

  /// Replaces the record's marker `m` by `m + delta·markerFactor` throughout the tableau.
  /// Returns a redundant equality's row that the shift contradicts, or `.none`.
  @discardableResult
  func shiftMarker(of record: ConstraintRecord, by delta: Double) -> RowIndex {
    let shift = delta * record.markerFactor
    let m = record.marker
    if tableau.kind[m] == .error, let c = record.constraint {
      // The marker is this constraint's error: after the shift the objective's own term for
      // it reads `w·(m + shift)`, `w·shift` more than the error it weighs. Only the constant
      // is off (no decision reads it), but `checkInvariants()` compares it with the errors.
      let slot = objectiveSlot(for: c.strength.value)
      tableau.objectiveConst[slot.level] -= slot.weight * shift
    }
    return tableau.shiftMarker(m, by: shift)
  }

  /// Changes a non-required constraint's strength in place (only the objective changes, then
  /// the primal simplex re-optimises). For an asymmetric equality
  /// (``Constraint/init(_:equalWithStrengthAbove:below:)``) this is the strength above; the
  /// strength below stays.
  /// - Throws: ``CassowaryError/Code/unknownConstraint``, or
  ///   ``CassowaryError/Code/badRequiredStrength`` when the old or the new strength is
  ///   required (that changes the constraint's rows: remove and add it instead).
  public func setStrength(_ strength: Strength, of constraint: Constraint) throws(CassowaryError) {
    let index = recordIndex(of: constraint)
    if !index.exists { throw .unknown(constraint) }
    if strength.isRequired || constraint.strength.isRequired {
      throw CassowaryError(.badRequiredStrength, constraint: constraint)
    }
    if strength == constraint.strength { return }
    let record = records[index.index]
    // Look the new level up first: inserting it may shift the old level's index.
    let new = objectiveSlot(for: strength.value)
    let old = objectiveSlot(for: constraint.strength.value)
    // An asymmetric equality's other error keeps its own strength.
    let errors = constraint.strengthBelow == nil ? [record.marker, record.other] : [record.marker]
    for s in errors where s.exists && tableau.kind[s] == .error {
      tableau.addToObjective(s, level: old.level, weight: -old.weight)
      tableau.addToObjective(s, level: new.level, weight: new.weight)
    }
    constraint.strength = strength
    try optimizeObjective()
  }
}
