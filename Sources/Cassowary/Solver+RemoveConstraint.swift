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
    if !constraint.strength.isRequired { weighErrors(of: record, constraint, sign: -1) }
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
        // The pivot substitutes the marker's objective coefficient times the marker's new row,
        // whose coefficients are the leaving row's divided by the pivot element. A rounding
        // residue in that coefficient is multiplied as much: by 1e12 after a tiny pivot (a
        // 1e-12 that a 1e12 multiplier left in the row, issue 17), or through a row holding
        // 1e12 coefficients (fuzzer seed 4, step 173: a dummy's 0.999999999998 for 1, pivoted
        // through such a row, left -2 and +2 on a slack and an error of the level of strength
        // 0). Errors of order 1 then make optional constraints miss for no reason; the
        // objective is rebuilt from the constraints instead.
        // (The pivot sets `tableau.amplified`; ``optimizeObjective()`` below rebuilds.)
        tableau.pivot(entering: marker, row: leaving)
        tableau.deleteRow(tableau.rowOf[marker])
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
    symbolTags[owner: marker.index] = .none
    if record.other.exists { symbolTags[owner: record.other.index] = .none }
    dropRecord(index)
    // (The constraint's terms hold each variable while its symbol is released.)
    constraint.forEachTermInPlace { coefficient, variable in
      if nearZero(coefficient) { return }
      let s = symbol(of: variable)
      if !s.exists { return }
      symbolTags[uses: s.index] -= 1
      if symbolTags[uses: s.index] == 0 { releaseExternal(s) }
    }
    // Only now (``optimizeObjective()`` rebuilds the objective after an amplifying pivot):
    // rebuilt earlier, the objective would count the removed constraint's other error,
    // expanded through the row deleted above when basic.
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
      weighErrors(of: record, c, sign: 1)
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
