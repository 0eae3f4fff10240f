/// Inspecting the solver: sizes, the tableau as text, and undetermined variables.
extension Solver {
  /// The tableau's sizes.
  public var statistics: SolverStatistics {
    var nonEmptyColumns = 0
    var variables = 0
    var objectiveCells = 0
    for s in 0..<tableau.symbolCapacity {
      let k = tableau.kind[s]
      if k == .unused { continue }
      if k == .external { variables += 1 }
      if tableau.columnHeaders[s].count > 0 { nonEmptyColumns += 1 }
      for l in 0..<tableau.levels where tableau.objectiveCoefficient(Symbol(s), level: l) != 0 {
        objectiveCells += 1
      }
    }
    var cells = 0
    for r in 0..<tableau.rowBasic.count where tableau.rowBasic[r] != .freeRow {
      cells += Int(tableau.rowCount[r])
    }
    return SolverStatistics(
      constraints: constraintCount, editVariables: edits.count, variables: variables,
      symbols: tableau.liveSymbols, rows: tableau.liveRows,
      columns: tableau.liveSymbols - tableau.liveRows, nonEmptyColumns: nonEmptyColumns,
      cells: cells,
      objectiveCells: objectiveCells, objectiveLevels: tableau.levels, pivots: tableau.pivots)
  }

  /// The name of a symbol in dumps: the variable's name, or `s12` / `e12` / `d12`.
  func symbolName(_ s: Symbol) -> String {
    switch tableau.kind[s] {
    case .external:
      let name = symbolVariables[s]?.name ?? ""
      return name.isEmpty ? "v\(s)" : name
    case .slack: return "s\(s)"
    case .error: return "e\(s)"
    case .dummy: return "d\(s)"
    case .unused: return "?\(s)"
    }
  }

  /// `c + k·sym + …` with cells ordered by symbol id.
  func rowText(_ r: RowIndex) -> String {
    let start = Int(tableau.rowStart[r])
    let cells = (0..<Int(tableau.rowCount[r])).map {
      (tableau.cellSym[start + $0], tableau.cellCoef[start + $0])
    }.sorted { $0.0 < $1.0 }
    var text = formatNumber(tableau.rowConst[r])
    for (s, c) in cells {
      text += c < 0 ? " - " : " + "
      text += "\(formatNumber(abs(c))) * \(symbolName(s))"
    }
    return text
  }

  /// The whole tableau as text: objective, rows (by basic symbol id), infeasible rows,
  /// variables, edit variables and constraints. For debugging; the format may change.
  public var debugDescription: String {
    var lines: [String] = ["Objective"]
    for l in 0..<tableau.levels {
      var text = formatNumber(tableau.objectiveConst[l])
      for s in 0..<tableau.symbolCapacity {
        let c = tableau.objectiveCoefficient(Symbol(s), level: l)
        if c != 0 {
          text += c < 0 ? " - " : " + "
          text += "\(formatNumber(abs(c))) * \(symbolName(Symbol(s)))"
        }
      }
      let label: String
      if priorityMode == .strict && l < levelValues.count {
        label = "level " + formatNumber(levelValues[l])
      } else {
        label = "level \(l)"
      }
      lines.append("  \(label): \(text)")
    }
    lines.append("Tableau")
    var rows: [RowIndex] = []
    for r in 0..<tableau.rowBasic.count where tableau.rowBasic[r].exists {
      rows.append(RowIndex(r))
    }
    let basics = tableau.rowBasic
    rows.sort { (a: RowIndex, b: RowIndex) -> Bool in basics[a] < basics[b] }
    for r in rows {
      lines.append("  \(symbolName(tableau.rowBasic[r])) = \(rowText(r))")
    }
    lines.append("Infeasible")
    for k in 0..<tableau.infeasible.count {
      lines.append("  \(symbolName(tableau.infeasible[k]))")
    }
    lines.append("Variables")
    for s in 0..<tableau.symbolCapacity where tableau.kind[s] == .external {
      let value: String = formatNumber(tableau.evaluate(Symbol(s)))
      lines.append("  \(symbolName(Symbol(s))) = \(value) (used by \(symbolTags[uses: s]))")
    }
    lines.append("Edit Variables")
    for v in editVariables {
      lines.append("  \(v) suggested \(formatNumber(edits[ObjectIdentifier(v)]!.value))")
    }
    lines.append("Constraints")
    for record in records.sorted(by: { $0.sequence < $1.sequence }) {
      guard let c = record.constraint else { continue }
      var tag = "marker \(symbolName(record.marker))"
      if record.other.exists { tag += ", other \(symbolName(record.other))" }
      lines.append("  \(c)  [\(tag)]")
    }
    return lines.joined(separator: "\n")
  }

  /// The variables whose values the constraints do not fix: moving them keeps every required
  /// constraint satisfied and the objective optimal. This is the solver's half of Auto
  /// Layout's ambiguity detection.
  ///
  /// A variable is reported when the optimal vertex can move along a direction of zero
  /// reduced cost that changes it: a parametric variable, or a parametric slack or error whose
  /// increase no restricted row blocks. At degenerate vertices (a blocking row at exactly 0)
  /// a direction is conservatively treated as blocked. Variables are listed by symbol id
  /// (the order they were first used).
  public func undeterminedVariables() -> [Variable] {
    var free = [Bool](repeating: false, count: tableau.symbolCapacity)
    for index in 0..<tableau.symbolCapacity {
      let s = Symbol(index)
      let k = tableau.kind[s]
      if k == .unused || k == .dummy || tableau.rowOf[s].exists { continue }
      if !zeroReducedCost(s) { continue }
      if k == .external {
        free[index] = true
      } else if !blocked(s) {
        // fall through to mark the rows it moves
      } else {
        continue
      }
      let start = Int(tableau.columnHeaders[s].start)
      for j in 0..<Int(tableau.columnHeaders[s].count) {
        let b = tableau.rowBasic[tableau.columnEntries[start + j].row]
        if b.exists && tableau.kind[b] == .external { free[b.index] = true }
      }
    }
    // A variable whose row refers to an undetermined variable is undetermined too; rows refer
    // only to older rows, so one pass in stamp order settles it.
    for stamp in 0..<tableau.stampRow.count {
      let r = tableau.stampRow[stamp]
      if !r.exists { continue }
      let b = tableau.rowBasic[r]
      if free[b.index] { continue }
      let start = Int(tableau.rowStart[r])
      for k in 0..<Int(tableau.rowCount[r]) {
        let y = tableau.cellSym[start + k]
        if tableau.isLazyReference(y) && free[y.index] {
          free[b.index] = true
          break
        }
      }
    }
    var result: [Variable] = []
    for s in 0..<tableau.symbolCapacity where free[s] {
      if let v = symbolVariables[Symbol(s)] { result.append(v) }
    }
    return result
  }

  func zeroReducedCost(_ s: Symbol) -> Bool {
    for l in 0..<tableau.levels where !nearZero(tableau.objectiveCoefficient(s, level: l)) {
      return false
    }
    return true
  }

  /// Whether a restricted row stops `s` from growing at all.
  func blocked(_ s: Symbol) -> Bool {
    let start = Int(tableau.columnHeaders[s].start)
    for j in 0..<Int(tableau.columnHeaders[s].count) {
      let r = tableau.columnEntries[start + j].row
      let b = tableau.rowBasic[r]
      if !b.exists || tableau.kind[b] == .external { continue }
      let c = tableau.cellCoef[
        Int(tableau.rowStart[r]) + Int(tableau.columnEntries[start + j].cell)]
      if tableau.kind[b] == .dummy { return true }
      if c < 0 && tableau.rowConst[r] / -c < solverEpsilon { return true }
    }
    return false
  }
}
