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
    symbolUses.free()
    symbolOwner.free()
    symbolUses = fresh.symbolUses
    symbolOwner = fresh.symbolOwner
    fresh.symbolUses = Buffer()
    fresh.symbolOwner = Buffer()
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
    // The fresh solver saw this solver's variables and constraints as foreign, and took the
    // fast-path slots of those nobody held: give every slot held by either solver to this one,
    // with its new symbol or record, and keep only the truly foreign ones in the maps.
    let freshToken = fresh.token
    foreignVariables = [:]
    symbolVariables.forEach { s, variable in
      if variable.ownerToken == token || variable.ownerToken == freshToken {
        variable.ownerToken = token
        variable.ownerSymbol = s
      } else {
        foreignVariables[ObjectIdentifier(variable)] = s
      }
    }
    foreignConstraints = [:]
    for (index, record) in records.enumerated() {
      guard let c = record.constraint else { continue }
      if c.ownerToken == token || c.ownerToken == freshToken {
        c.ownerToken = token
        c.ownerIndex = RecordIndex(index)
      } else {
        foreignConstraints[ObjectIdentifier(c)] = RecordIndex(index)
      }
    }
    // Emptied, so that its deinit releases no slot and no constraint.
    fresh.records = []
  }
}
