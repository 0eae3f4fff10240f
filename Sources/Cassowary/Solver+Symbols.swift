/// Mapping variables and constraints to the tableau's symbols and records.
extension Solver {
  /// The external symbol of `variable`, or -1 when no constraint uses it.
  func symbol(of variable: Variable) -> Int32 {
    if variable.ownerToken == token { return variable.ownerSymbol }
    return foreignVariables[ObjectIdentifier(variable)] ?? -1
  }

  /// The external symbol of `variable`, created on first use.
  func symbolCreating(for variable: Variable) -> Int32 {
    let existing = symbol(of: variable)
    if existing >= 0 { return existing }
    let s = newSymbol(SymbolKind.external)
    symbolVariable[Int(s)] = variable
    symbolStorage[s] = variable.storage
    if variable.ownerToken == nil {
      variable.ownerToken = token
      variable.ownerSymbol = s
    } else {
      foreignVariables[ObjectIdentifier(variable)] = s
    }
    return s
  }

  /// A new tableau symbol, with the solver's side tables grown to match.
  func newSymbol(_ kind: UInt8) -> Int32 {
    let s = tableau.newSymbol(kind)
    if Int(s) == symbolVariable.count {
      symbolVariable.append(nil)
      symbolStorage.append(nil)
      symbolUses.append(0)
      symbolOwner.append(-1)
    } else {
      symbolVariable[Int(s)] = nil
      symbolStorage[s] = nil
      symbolUses[Int(s)] = 0
      symbolOwner[Int(s)] = -1
    }
    return s
  }

  /// Frees an external symbol no constraint uses any more (its row, if basic, goes too).
  func releaseExternal(_ s: Int32) {
    let r = tableau.rowOf[s]
    if r >= 0 { tableau.deleteRow(r) }
    purgeColumn(s)
    if let v = symbolVariable[Int(s)] {
      if v.ownerToken == token {
        v.ownerToken = nil
        v.ownerSymbol = -1
      } else {
        foreignVariables[ObjectIdentifier(v)] = nil
      }
    }
    symbolVariable[Int(s)] = nil
    symbolStorage[s] = nil
    tableau.freeSymbol(s)
  }

  /// Removes every cell of a parametric symbol (fixing it at zero) and its objective entry.
  func purgeColumn(_ s: Int32) {
    while tableau.columnHeaders[s].count > 0 {
      let entry = Int(tableau.columnHeaders[s].start) + Int(tableau.columnHeaders[s].count) - 1
      tableau.removeCell(tableau.columnEntries[entry].row, at: tableau.columnEntries[entry].cell)
    }
    tableau.clearObjective(s)
  }

  /// The record index of `constraint` in this solver, or -1.
  func recordIndex(of constraint: Constraint) -> Int32 {
    if constraint.ownerToken == token { return constraint.ownerIndex }
    return foreignConstraints[ObjectIdentifier(constraint)] ?? -1
  }

  /// Stores a new record for `constraint` and returns its index.
  func storeRecord(_ record: ConstraintRecord) -> Int32 {
    var record = record
    sequence += 1
    record.sequence = sequence
    let index: Int32
    if let free = freeRecords.popLast() {
      index = free
      records[Int(index)] = record
    } else {
      index = Int32(records.count)
      records.append(record)
    }
    let c = record.constraint!
    if c.ownerToken == nil {
      c.ownerToken = token
      c.ownerIndex = index
    } else {
      foreignConstraints[ObjectIdentifier(c)] = index
    }
    constraintCount += 1
    if Self.isWide(c.expression) { wideConstraints += 1 }
    if wideConstraints > 0 { trackForAccuracy(index) }
    return index
  }

  /// Forgets record `index`.
  func dropRecord(_ index: Int32) {
    if let c = records[Int(index)].constraint {
      if requiredOfSymbol != nil { untrackForAccuracy(index) }
      if Self.isWide(c.expression) {
        wideConstraints -= 1
        if wideConstraints == 0 { stopTrackingForAccuracy() }
      }
      if c.ownerToken == token {
        c.ownerToken = nil
        c.ownerIndex = -1
      } else {
        foreignConstraints[ObjectIdentifier(c)] = nil
      }
    }
    records[Int(index)] = ConstraintRecord()
    freeRecords.append(index)
    constraintCount -= 1
  }

  /// The objective level and weight of an error symbol for a constraint of strength `value`.
  func objectiveSlot(for value: Double) -> (level: Int, weight: Double) {
    switch priorityMode {
    case .weighted:
      return (0, value)
    case .strict:
      // levels sorted strongest first
      var lo = 0
      var hi = levelValues.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if levelValues[mid] > value { lo = mid + 1 } else { hi = mid }
      }
      if lo < levelValues.count && levelValues[lo] == value { return (lo, 1) }
      if levelValues.isEmpty {
        levelValues = [value]
        return (0, 1)
      }
      levelValues.insert(value, at: lo)
      tableau.insertLevel(at: lo)
      return (lo, 1)
    }
  }
}
