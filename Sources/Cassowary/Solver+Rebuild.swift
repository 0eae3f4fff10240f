/// Rebuilding a solver's tableau from its constraints (see ``Solver/repairAccuracy(_:)``).
extension Solver {
  /// A solver holding the same constraints, added afresh in the order they were added here
  /// (edit variables' constraints included, with the suggested values as their constants);
  /// nil when adding one failed (rounding made a required constraint conflict, or the simplex
  /// failed). Its tableau is for ``adopt(_:)``: this solver keeps its own edit records.
  func rebuiltSolver() -> Solver? {
    let fresh = Solver(priorityMode: priorityMode)
    fresh.pivotLimit = pivotLimit
    fresh.minimizesConflicts = false
    for constraint in constraintsInOrder {
      do {
        _ = try fresh.insert(constraint)
      } catch {
        return nil
      }
    }
    return fresh
  }

  /// Takes over the tableau and the tables of `fresh` (built by ``rebuiltSolver()``), which is
  /// left empty. The constraints, variables and edit variables stay the same objects.
  func adopt(_ fresh: Solver) {
    tableau.free()
    symbolVariables.free()
    tableau = fresh.tableau
    symbolVariables = fresh.symbolVariables
    fresh.tableau = Tableau()
    // Emptied, so that its deinit releases none of the variables.
    fresh.symbolVariables = SymbolVariables()
    symbolTags.free()
    symbolTags = fresh.symbolTags
    fresh.symbolTags = SymbolTags()
    // The fresh solver retained every constraint again: this one's holds go.
    releaseRecords()
    records = fresh.records
    freeRecords = fresh.freeRecords
    constraintCount = fresh.constraintCount
    sequence = fresh.sequence
    levelValues = fresh.levelValues
    wideConstraints = fresh.wideConstraints
    requiredOfSymbol = fresh.requiredOfSymbol
    pendingChecks = []
    // The fresh solver saw this solver's variables and constraints as foreign where this one
    // held their fast-path slots, and took the slots nobody held. A variable or constraint
    // stays foreign only where both saw it so (a third solver holds its slot); every other
    // slot goes to this solver, with its new symbol or record.
    let oldForeignVariables = foreignVariables
    let freshForeignVariables = fresh.foreignVariables
    foreignVariables = [:]
    symbolVariables.forEach { s, variable in
      let key = ObjectIdentifier(variable)
      if oldForeignVariables[key] != nil && freshForeignVariables[key] != nil {
        foreignVariables[key] = s
      } else {
        variable.ownerSymbol = s
      }
    }
    let oldForeignConstraints = foreignConstraints
    let freshForeignConstraints = fresh.foreignConstraints
    foreignConstraints = [:]
    for (index, record) in records.enumerated() {
      guard let c = record.constraint else { continue }
      let key = ObjectIdentifier(c)
      if oldForeignConstraints[key] != nil && freshForeignConstraints[key] != nil {
        foreignConstraints[key] = RecordIndex(index)
      } else {
        c.ownerIndex = RecordIndex(index)
      }
    }
    // Emptied, so that its deinit releases no slot and no constraint.
    fresh.records = []
  }
}
