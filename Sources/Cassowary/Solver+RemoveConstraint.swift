/// Removing constraints.
extension Solver {
  /// Removes a constraint. Every symbol it introduced is freed (kiwi keeps the error columns
  /// of removed constraints and the symbols of unused variables: its issues #10 and #154).
  /// - Throws: ``CassowaryError/Code/unknownConstraint``.
  public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
    let index = recordIndex(of: constraint)
    if index < 0 { throw .unknown(constraint) }
    try remove(recordAt: index)
  }

  func remove(recordAt index: Int32) throws(CassowaryError) {
    let record = records[Int(index)]
    let constraint = record.constraint!
    // Take the constraint's errors out of the objective.
    let slot = constraint.strength.isRequired ? nil : objectiveSlot(for: constraint.strength.value)
    for s in [record.marker, record.other] where s >= 0 && tableau.kind[s] == SymbolKind.error {
      tableau.addToObjective(s, level: slot!.level, weight: -slot!.weight)
    }
    let marker = record.marker
    let r = tableau.rowOf[marker]
    if r >= 0 {
      tableau.deleteRow(r)
    } else {
      let leaving = tableau.markerLeavingRow(marker)
      if leaving < 0 { throw .internalFailure("failed to find leaving row") }
      tableau.pivot(entering: marker, row: leaving)
      tableau.deleteRow(tableau.rowOf[marker])
    }
    if record.other >= 0 {
      let ro = tableau.rowOf[record.other]
      if ro >= 0 { tableau.deleteRow(ro) }
      purgeColumn(record.other)
      tableau.freeSymbol(record.other)
    }
    purgeColumn(marker)
    tableau.freeSymbol(marker)
    symbolOwner[Int(marker)] = -1
    if record.other >= 0 { symbolOwner[Int(record.other)] = -1 }
    dropRecord(index)
    for term in constraint.expression.terms where !nearZero(term.coefficient) {
      let s = symbol(of: term.variable)
      if s < 0 { continue }
      symbolUses[Int(s)] -= 1
      if symbolUses[Int(s)] == 0 { releaseExternal(s) }
    }
    try optimizeObjective()
  }
}
