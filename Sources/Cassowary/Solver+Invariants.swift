/// Checking the solver's internal consistency (a debugging aid).
extension Solver {
  /// Checks every cross-link of the solver's internal tables and returns what is inconsistent,
  /// one readable sentence per violation; empty when all is well.
  ///
  /// This is a debugging aid for tests and fuzzers, not something to call in production: it
  /// visits every row, cell, column, symbol and constraint record (linear in the tableau's
  /// size, with allocations). It changes nothing and never traps. It checks:
  /// - rows against columns: every cell names its slot in its symbol's column and every column
  ///   entry names its cell; no symbol twice in a row; no zero or non-finite coefficient;
  /// - the basis: each basic symbol names its row and each row its basic symbol; restricted
  ///   rows are feasible and hold no variable; lazy references point to older rows;
  /// - the block arenas: the rows' and columns' blocks and the free lists tile the arenas;
  ///   the free lists of symbols, rows and constraint records;
  /// - the objective: only parametric symbols in it, optimal (no entering candidate; not
  ///   checked while an optimisation is deferred), and
  ///   equal to the one its non-required constraints' errors and strengths define, to a
  ///   rounding that scales with the terms summed and their rows' largest cells;
  /// - the constraint records: each constraint's marker and error symbols, their kinds and
  ///   owners, its constant, its fast-path slot; each variable's symbol, slot and use count;
  /// - edit variables, the accuracy bookkeeping (tolerated misses, wide constraints).
  public func checkInvariants() -> [String] {
    var found = tableau.invariantViolations(optimal: !optimizationPending)
    if found.isEmpty || tableau.kind.count == symbolVariables.count {
      checkSymbolRecords(&found)
      checkConstraintRecords(&found)
      checkObjectiveAgainstRecords(&found)
      checkEditsAndAccuracy(&found)
    }
    if found.count > 100 {
      let more = found.count - 100
      found = Array(found.prefix(100)) + ["… and \(more) more"]
    }
    return found
  }

  // MARK: Variables

  func checkSymbolRecords(_ found: inout [String]) {
    let n = tableau.kind.count
    for (name, count) in [
      ("symbolVariables", symbolVariables.count), ("symbolTags", symbolTags.count),
    ] where count != n {
      found.append("the solver's table \(name) has \(count) entries for \(n) symbols")
      return
    }
    // How many live constraints use each variable.
    var uses: [ObjectIdentifier: Int32] = [:]
    for record in records {
      guard let c = record.constraint else { continue }
      for term in c.expression.terms where !nearZero(term.coefficient) {
        uses[ObjectIdentifier(term.variable), default: 0] += 1
      }
    }
    for index in 0..<n {
      let s = Symbol(index)
      // Built only when a violation needs it: the check runs after fuzzer steps.
      var name: String { tableau.describe(s) }
      guard tableau.kind[s] == .external else {
        if symbolVariables[s] != nil { found.append("\(name) has a variable") }
        continue
      }
      guard let v = symbolVariables[s] else {
        found.append("\(name) has no variable")
        continue
      }
      if symbol(of: v) != s {
        found.append("\(name) (\(v)): the variable's symbol here is \(symbol(of: v).raw)")
      }
      if foreignVariables[ObjectIdentifier(v)] == nil && v.ownerSymbol != s {
        found.append("\(name) (\(v)) is neither in its fast-path slot nor in the foreign map")
      }
      let expected = uses[ObjectIdentifier(v)] ?? 0
      if symbolTags[uses: index] != expected || expected == 0 {
        found.append(
          "\(name) (\(v)) counts \(symbolTags[uses: index]) uses; constraints use it \(expected) times"
        )
      }
    }
    for (key, s) in foreignVariables.sorted(by: { $0.value < $1.value }) {
      if !s.exists || s.index >= n || symbolVariables[s].map(ObjectIdentifier.init) != key {
        found.append("the foreign variable map names symbol \(s.raw), which is not that variable's")
      }
    }
  }

  // MARK: Constraints

  func checkConstraintRecords(_ found: inout [String]) {
    var freed = Set<RecordIndex>()
    for index in freeRecords {
      if !index.exists || index.index >= records.count {
        found.append("the free record list names record \(index.raw), out of range")
      } else if !freed.insert(index).inserted {
        found.append("the free record list names record \(index.raw) twice")
      } else if records[index.index].constraint != nil {
        found.append("the free record list names record \(index.raw), in use")
      }
    }
    var live = 0
    var sequences = Set<Int>()
    var owned = [RecordIndex](repeating: .none, count: tableau.kind.count)
    for (i, record) in records.enumerated() {
      let index = RecordIndex(i)
      guard let c = record.constraint else {
        if !freed.contains(index) { found.append("record \(i) is empty but not in the free list") }
        continue
      }
      live += 1
      var name: String { "record \(i) (\(c))" }
      if recordIndex(of: c) != index {
        found.append("\(name): the constraint's record here is \(recordIndex(of: c).raw)")
      }
      if foreignConstraints[ObjectIdentifier(c)] == nil && c.ownerIndex != index {
        found.append("\(name) is neither in its fast-path slot nor in the foreign map")
      }
      if !sequences.insert(Int(record.sequence)).inserted || Int(record.sequence) > sequence {
        found.append("\(name) has sequence \(record.sequence), repeated or ahead")
      }
      if record.constant != c.expressionConstant {
        found.append("\(name): the tableau reflects constant \(record.constant)")
      }
      let expected: (SymbolKind, SymbolKind?, Double)
      switch (c.relation, c.strength.isRequired) {
      case (.equal, true): expected = (.dummy, nil, 1)
      case (.equal, false): expected = (.error, .error, -1)
      case (.lessThanOrEqual, let required): expected = (.slack, required ? nil : .error, 1)
      case (.greaterThanOrEqual, let required): expected = (.slack, required ? nil : .error, -1)
      }
      for (role, s, kind) in [
        ("marker", record.marker, expected.0), ("other", record.other, expected.1),
      ] {
        guard let kind else {
          if s.exists { found.append("\(name) has an other symbol, \(tableau.describe(s))") }
          continue
        }
        guard s.exists, s.index < tableau.kind.count, tableau.kind[s] == kind else {
          found.append("\(name): its \(role) is \(tableau.describe(s)), not a \(kind) symbol")
          continue
        }
        if owned[s.index].exists {
          found.append(
            "\(name): its \(role) \(tableau.describe(s)) is record \(owned[s.index].raw)'s")
        }
        owned[s.index] = index
        if symbolTags[owner: s.index] != index {
          found.append(
            "\(name): its \(role) \(tableau.describe(s)) names record \(symbolTags[owner: s.index].raw)"
          )
        }
      }
      if record.markerFactor != expected.2 {
        found.append("\(name) has marker factor \(record.markerFactor)")
      }
    }
    if live != constraintCount {
      found.append("constraintCount is \(constraintCount), but \(live) records are in use")
    }
    for index in 0..<tableau.kind.count where tableau.kind[Symbol(index)] != .external {
      let kind = tableau.kind[Symbol(index)]
      if kind == .unused {
        if symbolTags[owner: index].exists {
          found.append(
            "\(tableau.describe(Symbol(index))) names record \(symbolTags[owner: index].raw)")
        }
      } else if !owned[index].exists {
        found.append("\(tableau.describe(Symbol(index))) belongs to no constraint")
      }
    }
    for (key, index) in foreignConstraints.sorted(by: { $0.value < $1.value }) {
      if !index.exists || index.index >= records.count
        || records[index.index].constraint.map(ObjectIdentifier.init) != key
      {
        found.append("the foreign constraint map names record \(index.raw), not that constraint's")
      }
    }
  }

  // MARK: Objective

  /// The objective the non-required constraints define (each error symbol weighted by its
  /// strength, basic ones expanded through their rows) must be the tableau's, to rounding.
  ///
  /// "To rounding" scales with the terms summed. The tableau's objective is not summed once
  /// from the rows: every pivot adds a multiple of a row to it, and each addition rounds
  /// relative to the magnitudes it mixes. A row whose cells reach 1e12 (a 1e12 multiplier)
  /// passes roundings of that scale into every coefficient it touches: fuzzer seed 1, step
  /// 1996 had 1.99945 where the rows give 1.99951, 2⁻¹⁴ off, half an ulp of 1e12. So each
  /// coefficient may differ by 1e-6 of the sum of the magnitudes of its terms (at least 1; the
  /// weighted mode's strong weights of 1e6 leave residues of 2e-8 on terms near 1), plus
  /// 1e-13 of the sum, over the rows holding it, of the weight times the row's largest cell:
  /// 0.1 for a 1e12 row, 1e-13 for a row of ordinary coefficients, where a corrupted
  /// coefficient (off by 1, say) is still reported.
  func checkObjectiveAgainstRecords(_ found: inout [String]) {
    let levels = tableau.levels
    switch priorityMode {
    case .weighted:
      if levels != 1 { found.append("the weighted objective has \(levels) levels") }
    case .strict:
      if levels != max(levelValues.count, 1) {
        found.append("the objective has \(levels) levels for \(levelValues.count) strengths")
      }
      if zip(levelValues, levelValues.dropFirst()).contains(where: { $0 <= $1 }) {
        found.append("the objective's strengths are not strictly decreasing: \(levelValues)")
      }
    }
    if found.contains(where: { $0.contains("levels") }) { return }
    let n = tableau.kind.count
    var expected = [Double](repeating: 0, count: n * levels)
    // The sum of the magnitudes of the terms of each coefficient, and the sum of the weights
    // times the largest cell of each row they come from.
    var termSum = [Double](repeating: 0, count: n * levels)
    var rowScale = [Double](repeating: 0, count: n * levels)
    // A coefficient also keeps the roundings of the sums it passed through, which the rows
    // that hold it now do not show: fuzzer seed 1 (issue 23, 25,000 steps, step 8097) had
    // 999.125 where the rows make 999 after adding a constraint of strength 999 with -1e12
    // multipliers, whose weighted terms (1e15, whose ulp is 0.125) passed through it. So each
    // level also tolerates 8 ulps of its largest weighted constraint coefficient: 1 at 1e15,
    // 1e-3 for a 1e12 multiplier of weight 1, 2e-15 for ordinary ones (whole-unit errors stay
    // visible there).
    var levelScale = [Double](repeating: 0, count: levels)
    for record in records {
      guard let c = record.constraint, !c.strength.isRequired else { continue }
      // The marker's error weighs the strength; the other's the strength below (an
      // asymmetric equality's own, else the same).
      for (e, strength) in [(record.marker, c.strength), (record.other, c.otherErrorStrength)]
      where e.exists && e.index < n && tableau.kind[e] == .error {
        let level: Int
        let weight: Double
        switch priorityMode {
        case .weighted: (level, weight) = (0, strength.value)
        case .strict:
          guard let l = levelValues.firstIndex(of: strength.value) else {
            found.append("the objective has no level for \(c)'s strength")
            continue
          }
          (level, weight) = (l, 1)
        }
        for term in c.expression.terms {
          levelScale[level] = max(levelScale[level], abs(weight * term.coefficient))
        }
        let r = tableau.rowOf[e]
        guard r.exists else {
          expected[e.index * levels + level] += weight
          termSum[e.index * levels + level] += abs(weight)
          continue
        }
        let start = Int(tableau.rowStart[r])
        let count = Int(tableau.rowCount[r])
        var largest = 0.0
        for i in 0..<count { largest = max(largest, abs(tableau.cellCoef[start + i])) }
        for i in 0..<count {
          let k = tableau.cellSym[start + i].index * levels + level
          let v = weight * tableau.cellCoef[start + i]
          expected[k] += v
          termSum[k] += abs(v)
          rowScale[k] += abs(weight) * largest
        }
      }
    }
    // Dummies are not compared: they never enter the basis, so their reduced costs steer no
    // decision, and the cancellations of 1e12-scale terms leave residues there (6e-5).
    for index in 0..<n where tableau.kind[Symbol(index)] != .dummy {
      for l in 0..<levels {
        let k = index * levels + l
        let actual = tableau.objectiveCoefficient(Symbol(index), level: l)
        let tolerance =
          1e-6 * max(termSum[k], abs(actual), 1) + 1e-13 * rowScale[k]
          + 8 * levelScale[l].ulp
        if abs(actual - expected[k]) > tolerance {
          found.append(
            "the objective coefficient of \(tableau.describe(Symbol(index))) at level \(l) is "
              + "\(actual); the constraints make it \(expected[k])")
        }
      }
    }
    // The objective's constant (its value) is not compared: it keeps the rounding of every
    // value it ever held (5e-4 after a row of 1e12 came and went), and no decision reads it.
  }

  // MARK: Edits and accuracy

  func checkEditsAndAccuracy(_ found: inout [String]) {
    for (key, edit) in edits.sorted(by: { $0.value.variable.name < $1.value.variable.name }) {
      var name: String { "edit variable \(edit.variable)" }
      if ObjectIdentifier(edit.variable) != key { found.append("\(name) is filed under another") }
      let c = edit.constraint
      let terms = c.expression.terms
      if !recordIndex(of: c).exists {
        found.append("\(name): its constraint is not in the solver")
      } else if c.relation != .equal || c.strength.isRequired || terms.count != 1
        || terms[0].variable !== edit.variable || terms[0].coefficient != 1
        || c.expression.constant != -edit.value
      {
        found.append("\(name): its constraint \(c) does not suggest \(edit.value)")
      }
    }
    var liveRequired: [ObjectIdentifier: RecordIndex] = [:]
    var wide = 0
    for (i, record) in records.enumerated() {
      guard let c = record.constraint else { continue }
      if Self.isWide(c) { wide += 1 }
      if c.strength.isRequired { liveRequired[ObjectIdentifier(c)] = RecordIndex(i) }
    }
    if wide != wideConstraints {
      found.append("wideConstraints is \(wideConstraints), but \(wide) constraints are wide")
    }
    if (requiredOfSymbol != nil) != (wideConstraints > 0) {
      found.append(
        "the accuracy map is \(requiredOfSymbol == nil ? "off" : "on") with \(wide) wide constraints"
      )
    }
    for (key, miss) in tolerated.sorted(by: {
      $0.value.constraint.description < $1.value.constraint.description
    })
    where liveRequired[key] == nil {
      found.append("a tolerated miss names \(miss.constraint), not a required constraint here")
    }
    for index in pendingChecks where !index.exists || index.index >= records.count {
      found.append("a pending accuracy check names record \(index.raw), out of range")
    }
    guard let map = requiredOfSymbol else { return }
    for (i, indices) in map.enumerated() {
      for index in indices {
        let s = Symbol(i)
        guard index.exists, index.index < records.count, let c = records[index.index].constraint,
          c.strength.isRequired, i < symbolVariables.count, let v = symbolVariables[s],
          c.expression.terms.contains(where: { $0.variable === v })
        else {
          found.append(
            "the accuracy map files record \(index.raw) under \(tableau.describe(s)), which it does not use"
          )
          continue
        }
      }
    }
    for (key, index) in liveRequired.sorted(by: { $0.value < $1.value }) {
      guard let c = records[index.index].constraint, ObjectIdentifier(c) == key else { continue }
      for term in c.expression.terms where !nearZero(term.coefficient) {
        let s = symbol(of: term.variable)
        if !s.exists || s.index >= map.count || !map[s.index].contains(index) {
          found.append(
            "the accuracy map does not file record \(index.raw) (\(c)) under \(term.variable)")
        }
      }
    }
  }
}
