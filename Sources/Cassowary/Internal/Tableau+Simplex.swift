/// The primal and dual simplex iterations.
extension Tableau {
  /// Why an optimisation stopped without reaching its goal.
  enum SimplexFailure: Error {
    case unbounded
    case dualFailed
    case pivotLimit
  }

  /// The restricted row that limits how far `entering` can grow (min ratio, lowest basic id).
  @inline(__always) func leavingRow(for entering: Symbol) -> RowIndex {
    var best = Double.greatestFiniteMagnitude
    var bestRow = RowIndex.none
    var bestBasic = Symbol(raw: .max)
    let start = Int(columnHeaders[entering].start)
    for k in 0..<Int(columnHeaders[entering].count) {
      let r = columnEntries[start + k].row
      let b = rowBasic[r]
      if !b.exists || kind[b] == .external { continue }
      let c = cellCoef[Int(rowStart[r]) + Int(columnEntries[start + k].cell)]
      if c < 0 {
        let ratio = -rowConst[r] / c
        if ratio < best || (ratio == best && b < bestBasic) {
          best = ratio
          bestRow = r
          bestBasic = b
        }
      }
    }
    return bestRow
  }

  /// Primal simplex on the real objective (Bland's rule: the lowest-id candidate enters).
  mutating func optimize(limit: Int) throws(SimplexFailure) {
    var steps = 0
    while true {
      let entering = candidates.first()
      if !entering.exists { return }
      let r = leavingRow(for: entering)
      if !r.exists { throw .unbounded }
      pivot(entering: entering, row: r)
      steps += 1
      if steps > limit { throw .pivotLimit }
    }
  }

  /// Primal simplex on a phase-one objective kept as row `o` (tag `.phaseOneObjective`).
  mutating func optimize(objectiveRow o: RowIndex, limit: Int) throws(SimplexFailure) {
    var steps = 0
    while true {
      var entering = Symbol.none
      let start = Int(rowStart[o])
      for i in 0..<Int(rowCount[o]) {
        let s = cellSym[start + i]
        if cellCoef[start + i] < 0 && kind[s] != .dummy
          && (!entering.exists || s < entering)
        {
          entering = s
        }
      }
      if !entering.exists { return }
      let r = leavingRow(for: entering)
      if !r.exists { throw .unbounded }
      pivot(entering: entering, row: r)
      steps += 1
      if steps > limit { throw .pivotLimit }
    }
  }

  /// The symbol to enter row `r` in the dual simplex: positive coefficient, minimal
  /// reduced-cost ratio, lowest id on ties; `.none` when there is none.
  @inline(__always) func dualEntering(row r: RowIndex) -> Symbol {
    var best = Symbol.none
    var bestCoef = 0.0
    let start = Int(rowStart[r])
    for i in 0..<Int(rowCount[r]) {
      let c = cellCoef[start + i]
      let s = cellSym[start + i]
      if c > 0 && kind[s] != .dummy {
        if !best.exists || dualRatioLess(s, c, best, bestCoef)
          || (s < best && !dualRatioLess(best, bestCoef, s, c))
        {
          best = s
          bestCoef = c
        }
      }
    }
    return best
  }

  /// Dual simplex: restores feasibility of the queued rows while keeping optimality.
  /// On failure `failedRow` is the row that cannot be made feasible.
  mutating func dualOptimize(limit: Int, failedRow: inout RowIndex) throws(SimplexFailure) {
    var steps = 0
    while infeasible.count > 0 {
      let s = infeasible.removeLast()
      let r = rowOf[s]
      if !r.exists { continue }
      let c = rowConst[r]
      if nearZero(c) || c >= 0 { continue }
      let entering = dualEntering(row: r)
      if !entering.exists {
        failedRow = r
        infeasible.removeAll()
        throw .dualFailed
      }
      pivot(entering: entering, row: r)
      steps += 1
      if steps > limit { throw .pivotLimit }
    }
  }

  /// The row to pivot a parametric marker into before deleting a constraint: a redundant
  /// equality's row (basic dummy) if any; else kiwi's rule: a restricted row with a negative
  /// coefficient and the smallest ratio, else a restricted row with the smallest ratio, else
  /// the external row with the highest basic id.
  @inline(__always) func markerLeavingRow(_ marker: Symbol) -> RowIndex {
    var r1 = Double.greatestFiniteMagnitude
    var r2 = Double.greatestFiniteMagnitude
    var first = RowIndex.none
    var firstBasic = Symbol(raw: .max)
    var second = RowIndex.none
    var secondBasic = Symbol(raw: .max)
    var third = RowIndex.none
    var thirdBasic = Symbol.none
    var redundant = RowIndex.none
    var redundantBasic = Symbol(raw: .max)
    let start = Int(columnHeaders[marker].start)
    for k in 0..<Int(columnHeaders[marker].count) {
      let r = columnEntries[start + k].row
      let b = rowBasic[r]
      if !b.exists { continue }
      let c = cellCoef[Int(rowStart[r]) + Int(columnEntries[start + k].cell)]
      if kind[b] == .dummy {
        // A redundant required equality (its row holds only dummies, constant 0): pivoting
        // here moves no value and keeps the copy enforced (kiwi picks a slack row instead and
        // leaves the copy's dummy at a non-zero value).
        if b < redundantBasic {
          redundant = r
          redundantBasic = b
        }
      } else if kind[b] == .external {
        if b > thirdBasic {
          third = r
          thirdBasic = b
        }
      } else if c < 0 {
        let ratio = -rowConst[r] / c
        if ratio < r1 || (ratio == r1 && b < firstBasic) {
          r1 = ratio
          first = r
          firstBasic = b
        }
      } else {
        let ratio = rowConst[r] / c
        if ratio < r2 || (ratio == r2 && b < secondBasic) {
          r2 = ratio
          second = r
          secondBasic = b
        }
      }
    }
    if redundant.exists { return redundant }
    if first.exists { return first }
    if second.exists { return second }
    return third
  }
}
