/// Removing constraints.
extension Solver {
  /// Removes a constraint. Every symbol it introduced is freed (kiwi keeps the error columns
  /// of removed constraints and the symbols of unused variables: its issues #10 and #154).
  /// - Throws: ``CassowaryError/Code/unknownConstraint``.
  public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
    let index = recordIndex(of: constraint)
    if !index.exists { throw .unknown(constraint) }
    try remove(recordAt: index)
  }

  func remove(recordAt index: RecordIndex) throws(CassowaryError) {
    let record = records[index.index]
    let constraint = record.constraint!
    // Take the constraint's errors out of the objective.
    let slot = constraint.strength.isRequired ? nil : objectiveSlot(for: constraint.strength.value)
    for s in [record.marker, record.other] where s.exists && tableau.kind[s] == .error {
      tableau.addToObjective(s, level: slot!.level, weight: -slot!.weight)
    }
    let marker = record.marker
    let r = tableau.rowOf[marker]
    if r.exists {
      tableau.deleteRow(r)
    } else {
      var leaving = tableau.markerLeavingRow(marker)
      if leaving.exists && tableau.isExternalRow(leaving) {
        // Only variable rows hold the marker. They may hold lazy references, so expand them
        // all: then the marker's coefficients are exact and its new row carries no reference.
        expandRowsHolding(marker)
        leaving = tableau.markerLeavingRow(marker)
      }
      // No row left holding the marker (all its references cancelled): nothing to pivot.
      if leaving.exists {
        let pivotElement = tableau.coefficient(leaving, marker)
        tableau.pivot(entering: marker, row: leaving)
        tableau.deleteRow(tableau.rowOf[marker])
        // A tiny pivot (a 1e-12 that a 1e12 multiplier left in the row) scales the row by its
        // inverse: an objective coefficient of the marker dropped or rounded as a cancellation
        // becomes an error of order 1, and optional constraints miss for no reason (issue 17).
        if abs(pivotElement) < 1e-6 { rebuildObjective() }
      }
    }
    if record.other.exists {
      let ro = tableau.rowOf[record.other]
      if ro.exists { tableau.deleteRow(ro) }
      purgeColumn(record.other)
      tableau.freeSymbol(record.other)
    }
    purgeColumn(marker)
    tableau.freeSymbol(marker)
    symbolOwner[marker.index] = .none
    if record.other.exists { symbolOwner[record.other.index] = .none }
    dropRecord(index)
    for term in constraint.expression.terms where !nearZero(term.coefficient) {
      let s = symbol(of: term.variable)
      if !s.exists { continue }
      symbolUses[s.index] -= 1
      if symbolUses[s.index] == 0 { releaseExternal(s) }
    }
    try optimizeObjective()
  }

  /// Recomputes the objective from the non-required constraints: each error weighted by its
  /// strength, expanded through its row when basic (the objective after ill-conditioned
  /// pivots, rounding included, is replaced by the one the constraints define).
  func rebuildObjective() {
    for index in 0..<tableau.symbolCapacity {
      tableau.clearObjective(Symbol(index))
    }
    for l in 0..<tableau.levels { tableau.objectiveConst[l] = 0 }
    for record in records {
      guard let c = record.constraint, !c.strength.isRequired else { continue }
      let slot = objectiveSlot(for: c.strength.value)
      for s in [record.marker, record.other] where s.exists && tableau.kind[s] == .error {
        tableau.addToObjective(s, level: slot.level, weight: slot.weight)
      }
    }
  }

  /// Expands the lazy references of every row that holds `s`.
  func expandRowsHolding(_ s: Symbol) {
    var rows: [RowIndex] = []
    let start = Int(tableau.columnHeaders[s].start)
    for k in 0..<Int(tableau.columnHeaders[s].count) {
      rows.append(tableau.columnEntries[start + k].row)
    }
    for r in rows where tableau.hasLazyReferences(r) { tableau.expandLazyReferences(in: r) }
  }
}
