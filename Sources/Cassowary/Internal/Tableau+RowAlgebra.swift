/// Row algebra: merging rows, solving a row for a symbol, substitution and pivoting.
extension Tableau {
  /// Whether row `r` has a basic symbol that is a user variable.
  @inline(__always) func isExternalRow(_ r: RowIndex) -> Bool {
    let b = rowBasic[r]
    return b.exists && kind[b] == .external
  }

  /// `row[t] += c · row[src]` (constant and cells), dropping cells that cancel (see
  /// ``cancels(_:_:_:)``); products, however small, are exact and kept.
  /// Linear in the two rows' lengths: row `t` is scattered into a dense position table.
  /// With `queueLazy`, basic variables the merge brings into `t` are queued for expansion.
  /// With `scattered`, `scatter` already holds t's positions and keeps holding them (an
  /// expansion's many merges into one row): then linear in `src`'s length only.
  mutating func addScaledRow(
    _ t: RowIndex, _ src: RowIndex, _ c: Double, queueLazy: Bool = false, scattered: Bool = false
  ) {
    let sc = rowConst[src]
    if sc != 0 {
      rowConst[t] += c * sc
      if isExternalRow(t) { markDirty(rowBasic[t]) }
    }
    let ns = Int(rowCount[src])
    if ns == 0 { return }
    var nt = Int(rowCount[t])
    ensureRowCapacity(t, nt + ns)
    let ts = Int(rowStart[t])
    let ss = Int(rowStart[src])
    if !scattered {
      for i in 0..<nt { scatter[cellSym[ts + i]] = Int32(i) }
    }
    removals.removeAll()
    for j in 0..<ns {
      let s = cellSym[ss + j]
      let v = c * cellCoef[ss + j]
      let p = scatter[s]
      if p >= 0 {
        let idx = ts + Int(p)
        let ov = cellCoef[idx]
        let nv = ov + v
        cellCoef[idx] = nv
        if cancels(nv, ov, v) { removals.append(p) }
      } else if v != 0 {
        let idx = ts + nt
        cellSym[idx] = s
        cellCoef[idx] = v
        cellSlot[idx] = columnAppend(s, row: t, cell: Int32(nt))
        if scattered { scatter[s] = Int32(nt) }
        nt += 1
        if queueLazy && isLazyReference(s) { enqueueForExpansion(s) }
      }
    }
    rowCount[t] = Int32(nt)
    if !scattered {
      for i in 0..<nt { scatter[cellSym[ts + i]] = -1 }
    }
    let nr = removals.count
    if nr > 0 {
      // Remove from the highest index down so swap-removal never moves a pending cell.
      if nr > 1 {
        for a in 1..<nr {
          let x = removals[a]
          var b = a - 1
          while b >= 0 && removals[b] < x {
            removals[b + 1] = removals[b]
            b -= 1
          }
          removals[b + 1] = x
        }
      }
      for k in 0..<nr {
        if scattered {
          removeCellKeepingScatter(t, at: removals[k])
        } else {
          removeCell(t, at: removals[k])
        }
      }
    }
  }

  /// Solves row `r` (read as `0 = constant + Σ cells`) for `s`: afterwards the row reads
  /// `s = constant' + Σ cells'` and no longer holds `s` (kiwi's `solveFor`).
  mutating func solveRow(_ r: RowIndex, for s: Symbol) {
    let i = cellIndex(r, s)
    assert(i >= 0, "solving a row for a symbol it does not contain")
    let a = cellCoef[Int(rowStart[r]) + Int(i)]
    removeCell(r, at: i)
    // scaleRow(r, -1 / a), noting the largest coefficient (see `amplified`).
    let k = -1 / a
    rowConst[r] *= k
    let start = Int(rowStart[r])
    var largest = 0.0
    for j in 0..<Int(rowCount[r]) {
      let v = cellCoef[start + j] * k
      cellCoef[start + j] = v
      largest = max(largest, abs(v))
    }
    if largest >= Tableau.amplifyingScale { amplified = true }
  }

  /// Replaces `s` by row `r` (whose basic symbol is `s`) in every other row and the
  /// objective; restricted rows that turn negative are queued for the dual simplex.
  mutating func substitute(_ s: Symbol, row r: RowIndex) {
    while columnHeaders[s].count > 0 {
      let entry = Int(columnHeaders[s].start) + Int(columnHeaders[s].count) - 1
      let t = columnEntries[entry].row
      let i = columnEntries[entry].cell
      let c = cellCoef[Int(rowStart[t]) + Int(i)]
      removeCell(t, at: i)
      addScaledRow(t, r, c)
      let b = rowBasic[t]
      if b.exists && kind[b] != .external && rowConst[t] < 0 { infeasible.append(b) }
    }
    substituteIntoObjective(s, row: r)
  }

  /// Exchanges the basic symbol of row `r` with the parametric symbol `entering`.
  mutating func pivot(entering: Symbol, row r: RowIndex) {
    let leaving = rowBasic[r]
    rowOf[leaving] = .none
    if kind[leaving] == .external { releaseStamp(of: r, basic: leaving) }
    rowBasic[r] = .none
    // leaving = c + Σ  ⇔  0 = c + Σ − leaving
    appendCell(r, leaving, -1)
    solveRow(r, for: entering)
    setBasic(entering, row: r)
    substitute(entering, row: r)
    pivots += 1
  }

  /// Replaces the parametric or basic symbol `m` by `m + shift` in every row: the effect of
  /// moving a constraint's constant when `m` is its marker. Rows that turn infeasible are
  /// queued for the dual simplex.
  /// Returns a row whose basic symbol is a dummy that the shift moved away from zero (the
  /// change contradicts a redundant required equality), or `.none`.
  @discardableResult
  mutating func shiftMarker(_ m: Symbol, by shift: Double) -> RowIndex {
    var violatedDummyRow = RowIndex.none
    let r = rowOf[m]
    if r.exists {
      rowConst[r] -= shift
      if kind[m] == .dummy && !nearZero(rowConst[r]) { return r }
      if rowConst[r] < 0 && kind[m] != .external { infeasible.append(m) }
      return .none
    }
    let start = Int(columnHeaders[m].start)
    for k in 0..<Int(columnHeaders[m].count) {
      let t = columnEntries[start + k].row
      let c = cellCoef[Int(rowStart[t]) + Int(columnEntries[start + k].cell)]
      let v = rowConst[t] + c * shift
      rowConst[t] = v
      let b = rowBasic[t]
      if !b.exists { continue }
      if kind[b] == .external {
        dirty.insert(b)
      } else if kind[b] == .dummy {
        if !nearZero(v) { violatedDummyRow = t }
      } else if v < 0 {
        infeasible.append(b)
      }
    }
    for l in 0..<levels {
      objectiveConst[l] += objectiveCoefficient(m, level: l) * shift
    }
    return violatedDummyRow
  }
}
