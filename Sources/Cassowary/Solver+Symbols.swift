/// Mapping variables and constraints to the tableau's symbols and records.
extension Solver {
  /// The external symbol of `variable`, or `.none` when no constraint uses it.
  ///
  /// The variable's fast-path slot names a symbol of whichever solver took it; it is this
  /// solver's symbol exactly when this solver's table maps that symbol back to the variable
  /// (each variable has one symbol in a solver). Otherwise the variable is foreign here.
  func symbol(of variable: Variable) -> Symbol {
    let s = variable.ownerSymbol
    if s.exists, s.index < symbolVariables.count, symbolVariables.holds(variable, at: s) {
      return s
    }
    if foreignVariables.isEmpty { return .none }
    return foreignVariables[ObjectIdentifier(variable)] ?? .none
  }

  /// The external symbol of `variable`, created on first use.
  func symbolCreating(for variable: Variable) -> Symbol {
    let existing = symbol(of: variable)
    if existing.exists { return existing }
    let s = newSymbol(.external)
    symbolVariables.set(variable, for: s)
    if !variable.ownerSymbol.exists {
      variable.ownerSymbol = s
    } else {
      foreignVariables[ObjectIdentifier(variable)] = s
    }
    return s
  }

  /// A new tableau symbol, with the solver's side tables grown to match.
  func newSymbol(_ kind: SymbolKind) -> Symbol {
    let s = tableau.newSymbol(kind)
    if s.index == symbolVariables.count {
      symbolVariables.appendEmpty()
      symbolTags.append(for: kind)
    } else {
      symbolVariables.set(nil, for: s)
      symbolTags.reset(s.index, for: kind)
    }
    return s
  }

  /// Frees an external symbol no constraint uses any more (its row, if basic, goes too).
  func releaseExternal(_ s: Symbol) {
    let r = tableau.rowOf[s]
    if r.exists { tableau.deleteRow(r) }
    purgeColumn(s)
    if let v = symbolVariables[s] {
      if foreignVariables.isEmpty
        || foreignVariables.removeValue(forKey: ObjectIdentifier(v)) == nil
      {
        // Not foreign here: the slot is this solver's.
        v.ownerSymbol = .none
      }
    }
    symbolVariables.set(nil, for: s)
    symbolTags[owner: s.index] = .none  // a free symbol's word: no owner
    tableau.freeSymbol(s)
  }

  /// Removes every cell of a parametric symbol (fixing it at zero) and its objective entry.
  func purgeColumn(_ s: Symbol) {
    while tableau.columnHeaders[s].count > 0 {
      let entry = Int(tableau.columnHeaders[s].start) + Int(tableau.columnHeaders[s].count) - 1
      tableau.removeCell(tableau.columnEntries[entry].row, at: tableau.columnEntries[entry].cell)
    }
    tableau.clearObjective(s)
  }

  /// The record index of `constraint` in this solver, or `.none`: the fast-path slot's index
  /// where this solver's record there holds the constraint (see ``symbol(of:)``), else the
  /// foreign map's.
  func recordIndex(of constraint: Constraint) -> RecordIndex {
    let i = constraint.ownerIndex
    if i.exists, i.index < records.count, records[i.index].holds(constraint) { return i }
    if foreignConstraints.isEmpty { return .none }
    return foreignConstraints[ObjectIdentifier(constraint)] ?? .none
  }

  /// Numbers the live records 1, 2, … in the order they were added, and the count after
  /// them: a record's sequence is 32 bits, which a solver adding a constraint every frame
  /// for months would run past.
  func renumberSequences() {
    let live = records.indices.filter { records[$0].constraint != nil }
      .sorted { records[$0].sequence < records[$1].sequence }
    for (order, i) in live.enumerated() { records[i].sequence = Int32(order + 1) }
    sequence = live.count
  }

  /// Stores a new record for `constraint` and returns its index. `wide` is
  /// ``isWide(_:)`` of its expression (found as the caller read the terms).
  func storeRecord(_ record: ConstraintRecord, of c: Constraint, wide: Bool) -> RecordIndex {
    var record = record
    if sequence >= Int(Int32.max) { renumberSequences() }
    sequence += 1
    record.sequence = Int32(sequence)
    let index: RecordIndex
    _ = record.heldConstraint!.retain()
    if let free = freeRecords.popLast() {
      index = free
      records[index.index] = record
    } else {
      index = RecordIndex(records.count)
      records.append(record)
    }
    if !c.ownerIndex.exists {
      c.ownerIndex = index
    } else {
      foreignConstraints[ObjectIdentifier(c)] = index
    }
    constraintCount += 1
    if wide { wideConstraints += 1 }
    if wideConstraints > 0 { trackForAccuracy(index) }
    return index
  }

  /// Forgets record `index`.
  func dropRecord(_ index: RecordIndex) {
    if let c = records[index.index].constraint {
      if requiredOfSymbol != nil { untrackForAccuracy(index) }
      if Self.isWide(c) {
        wideConstraints -= 1
        if wideConstraints == 0 { stopTrackingForAccuracy() }
      }
      if foreignConstraints.isEmpty
        || foreignConstraints.removeValue(forKey: ObjectIdentifier(c)) == nil
      {
        c.ownerIndex = .none
      }
    }
    records[index.index].heldConstraint?.release()
    records[index.index] = ConstraintRecord()
    freeRecords.append(index)
    constraintCount -= 1
  }

  /// The objective slots of a non-required constraint's errors: the marker's (``Constraint/strength``)
  /// and the other's (``Constraint/otherErrorStrength``, different for an asymmetric equality).
  /// Both levels are made before either is looked up, since making a level shifts the weaker
  /// ones.
  func objectiveSlots(
    for c: Constraint
  ) -> (marker: (level: Int, weight: Double), other: (level: Int, weight: Double)) {
    guard let below = c.strengthBelow else {
      let slot = objectiveSlot(for: c.strength.value)
      return (slot, slot)
    }
    // The level below first; it is looked up again only when the marker's lookup made a
    // level (which may stand in front of it).
    let other = objectiveSlot(for: below.value)
    let levels = levelValues.count
    let marker = objectiveSlot(for: c.strength.value)
    if levelValues.count == levels { return (marker, other) }
    return (marker, objectiveSlot(for: below.value))
  }

  /// Adds `sign` times the weights of a non-required constraint's error symbols (its marker
  /// and its other, where they are errors) to the objective: 1 when it goes in, -1 when it
  /// comes out.
  func weighErrors(of record: ConstraintRecord, _ c: Constraint, sign: Double) {
    let slots = objectiveSlots(for: c)
    // Two calls, no array: this runs for every optional equality added.
    func weigh(_ s: Symbol, _ slot: (level: Int, weight: Double)) {
      if s.exists && tableau.kind[s] == .error {
        tableau.addToObjective(s, level: slot.level, weight: sign * slot.weight)
      }
    }
    weigh(record.marker, slots.marker)
    weigh(record.other, slots.other)
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
