/// Lazy variable rows: a basic variable's row may refer to other basic variables instead of
/// their expanded rows. A chain `top[i] = top[i-1] + height[i-1] + 8` then costs O(1) per
/// link instead of O(i), and values are evaluated in stamp (topological) order.
///
/// Invariants: restricted rows (slack, error, dummy, artificial) never hold lazy references;
/// a lazy reference always points to a row with a lower stamp; a parametric variable appears
/// only in variable rows.
extension Tableau {
  /// Whether `s` is a basic variable (a cell holding it is a lazy reference).
  @inline(__always) func isLazyReference(_ s: Symbol) -> Bool {
    kind[s] == .external && rowOf[s].exists
  }

  /// Rows of variables longer than this are referred to lazily by new rows; shorter ones are
  /// merged in. Rows that keep changing are merged later, when `refreshValues` evaluates them
  /// again (up to ``refreshMergeLimit``), so building pays for few merges and drags for few
  /// references.
  ///
  /// Measured 2026-12-04 with callgrind against 24 (the threshold before rows were merged on
  /// re-evaluation): W4 597 146 → 220 047 instructions, W1 N=100 4 007 137 → 3 767 103, a
  /// fresh feed cell 1 224 953 → 1 200 302; whole quick runs of W3 −6 %, W4seq −5 %, W5 −2 %,
  /// W2 +0.6 %; `layout-scaling` 6 700 → 6 049 bytes per view at N=100. W2's 10 000 drag
  /// frames took about 10 % longer in five alternating runs (69 against 62 ms) and the same
  /// share of kiwi's time in nine rounds of its peer script (0.0364 against 0.0361); with 2
  /// and no merging on re-evaluation they took 157 ms.
  static let lazyThreshold = 2

  /// The longest row that a row `refreshValues` re-evaluates has merged in for a reference
  /// (as building merged before rows were merged on re-evaluation: 24).
  static let refreshMergeLimit = 24

  /// Adds `c · s` to row `t` for a basic variable `s`: merged when its row is short, kept as a
  /// lazy reference when long.
  mutating func addVariableTerm(_ t: RowIndex, _ s: Symbol, _ c: Double) {
    let r = rowOf[s]
    if Int(rowCount[r]) <= Tableau.lazyThreshold {
      addScaledRow(t, r, c)
      if rowLazy[r] != 0 { rowLazy[t] = 1 }
    } else {
      addToCell(t, s, c)
      rowLazy[t] = 1
    }
  }

  // MARK: Stamps

  /// Gives row `r` (a variable's new row) the next stamp.
  mutating func assignStamp(_ r: RowIndex) {
    if stampRow.count >= 2 * liveRows + 1024 { compactStamps() }
    let stamp = Int32(stampRow.count)
    stampRow.append(r)
    rowStamp[r] = stamp
    stampDirty.grow(to: stampRow.count)
  }

  /// Row `r` stops being the row of variable `b`: its stamp goes, and the rows that referred
  /// to `b` (now parametric, so worth 0) are marked for re-evaluation.
  mutating func releaseStamp(of r: RowIndex, basic b: Symbol) {
    markDirty(b)
    let stamp = rowStamp[r]
    if stamp >= 0 {
      stampRow[stamp] = .none
      rowStamp[r] = -1
    }
    let start = Int(columnHeaders[b].start)
    for k in 0..<Int(columnHeaders[b].count) {
      let dependent = rowBasic[columnEntries[start + k].row]
      if dependent.exists && kind[dependent] == .external { markDirty(dependent) }
    }
  }

  /// Renumbers the stamps 0..<n in the same order.
  mutating func compactStamps() {
    var next: Int32 = 0
    for old in 0..<stampRow.count {
      let r = stampRow[old]
      if !r.exists { continue }
      stampRow[Int(next)] = r
      rowStamp[r] = next
      next += 1
    }
    stampRow.count = Int(next)
  }

  // MARK: Expansion

  /// Replaces every lazy reference in row `t` by the referenced row, newest first so that
  /// references that cancel are never expanded. Afterwards `t` holds only parametric symbols.
  mutating func expandLazyReferences(in t: RowIndex) {
    if rowLazy[t] == 0 { return }
    rowLazy[t] = 0
    let start = Int(rowStart[t])
    for i in 0..<Int(rowCount[t]) {
      let s = cellSym[start + i]
      if isLazyReference(s) { enqueueForExpansion(s) }
    }
    if expansionHeap.count == 0 { return }
    // `scatter` holds the positions of t's cells for the whole expansion, so that finding a
    // reference and merging a row cost the referenced row's length, not t's (which grows
    // along a deep chain: rebuilding its scatter per step made expansion quadratic).
    let ts = Int(rowStart[t])
    for i in 0..<Int(rowCount[t]) { scatter[cellSym[ts + i]] = Int32(i) }
    while expansionHeap.count > 0 {
      let x = popNewest()
      queued[x] = 0
      let i = scatter[x]
      if i < 0 { continue }
      let c = cellCoef[Int(rowStart[t]) + Int(i)]
      removeCellKeepingScatter(t, at: i)
      addScaledRow(t, rowOf[x], c, queueLazy: true, scattered: true)
    }
    let te = Int(rowStart[t])
    for i in 0..<Int(rowCount[t]) { scatter[cellSym[te + i]] = -1 }
  }

  /// ``removeCell(_:at:)`` for a row whose cells' positions `scatter` holds: the cell moved
  /// into the gap keeps its entry right.
  @inline(__always) mutating func removeCellKeepingScatter(_ t: RowIndex, at i: Int32) {
    let start = Int(rowStart[t])
    let removed = cellSym[start + Int(i)]
    let last = Int(rowCount[t]) - 1
    let moved = cellSym[start + last]
    removeCell(t, at: i)
    scatter[removed] = -1
    if Int(i) != last { scatter[moved] = i }
  }

  /// Whether row `t` holds a lazy reference.
  func hasLazyReferences(_ t: RowIndex) -> Bool {
    if rowLazy[t] == 0 { return false }
    let start = Int(rowStart[t])
    for i in 0..<Int(rowCount[t]) where isLazyReference(cellSym[start + i]) { return true }
    return false
  }

  @inline(__always) func heapKey(_ s: Symbol) -> Int32 { rowStamp[rowOf[s]] }

  mutating func enqueueForExpansion(_ s: Symbol) {
    if queued[s] != 0 { return }
    queued[s] = 1
    expansionHeap.append(s)
    var i = expansionHeap.count - 1
    while i > 0 {
      let parent = (i - 1) / 2
      if heapKey(expansionHeap[parent]) >= heapKey(expansionHeap[i]) { break }
      let tmp = expansionHeap[parent]
      expansionHeap[parent] = expansionHeap[i]
      expansionHeap[i] = tmp
      i = parent
    }
  }

  mutating func popNewest() -> Symbol {
    let top = expansionHeap[0]
    let last = expansionHeap.removeLast()
    let n = expansionHeap.count
    if n > 0 {
      expansionHeap[0] = last
      var i = 0
      while true {
        let l = 2 * i + 1
        if l >= n { break }
        var child = l
        if l + 1 < n && heapKey(expansionHeap[l + 1]) > heapKey(expansionHeap[l]) { child = l + 1 }
        if heapKey(expansionHeap[i]) >= heapKey(expansionHeap[child]) { break }
        let tmp = expansionHeap[child]
        expansionHeap[child] = expansionHeap[i]
        expansionHeap[i] = tmp
        i = child
      }
    }
    return top
  }

  // MARK: Values

  /// Re-evaluates the variables whose rows changed, and those depending on them, in stamp
  /// order; calls `visit` with each re-evaluated variable symbol and its value.
  ///
  /// A row with references that is evaluated here a second time, whose references are to
  /// rows without references of at most ``refreshMergeLimit`` cells each, is then merged
  /// (see ``expandLazyReferences(in:)``): a row that keeps changing (a chain of views
  /// following a drag) is cheaper to keep up to date merged, its constant shifted in place,
  /// than to re-evaluate through its references on every call. A chain merges from its root,
  /// a link per call. Rows that do not change after they are built keep their references, so
  /// building keeps its lower cost, and long chains (a stack of many views, whose merged rows
  /// would grow with their position) keep theirs.
  mutating func refreshValues(_ visit: (Symbol, Double) -> Void) {
    let table = self
    table.drainDirty { s in
      guard table.kind[s] == .external else { return }
      let r = table.rowOf[s]
      if !r.exists {
        table.settle(s, 0, visit)
      } else if table.rowLazy[r] == 0 {
        // No references: the value is the constant, whatever order rows are visited in.
        table.settle(s, table.rowConst[r], visit)
      } else {
        table.stampDirty.insert(stamp: table.rowStamp[r])
      }
    }
    let summary = stampDirty.summary
    let words = stampDirty.words
    for i in 0..<summary.count {
      while summary[i] != 0 {
        let w = (i << 6) | summary[i].trailingZeroBitCount
        let bits = words[w]
        words[w] = 0
        summary[i] &= ~(1 << UInt64(w & 63))
        var remaining = bits
        while remaining != 0 {
          let stamp = (w << 6) | remaining.trailingZeroBitCount
          remaining &= remaining - 1
          let r = stampRow[stamp]
          if !r.exists { continue }
          // From its second evaluation on, a row is merged when the rows it refers to hold
          // no references and at most `refreshMergeLimit` cells each.
          var mergeable = rowLazy[r] == 2
          var v = rowConst[r]
          let start = Int(rowStart[r])
          for k in 0..<Int(rowCount[r]) {
            let y = cellSym[start + k]
            if isLazyReference(y) {
              v += cellCoef[start + k] * cachedValue[y]
              if mergeable {
                let referred = rowOf[y]
                mergeable =
                  rowLazy[referred] == 0 && Int(rowCount[referred]) <= Tableau.refreshMergeLimit
              }
            }
          }
          settle(rowBasic[r], v, visit)
          if rowLazy[r] == 1 {
            rowLazy[r] = 2
          } else if mergeable {
            reevaluatedRows.append(r)
          }
        }
      }
    }
    // Each row is evaluated once per call, so each is listed once.
    for i in 0..<reevaluatedRows.count { expandLazyReferences(in: reevaluatedRows[i]) }
    reevaluatedRows.removeAll()
  }

  /// Records a variable's new value and marks the rows referring to it when it changed.
  @inline(__always) func settle(_ s: Symbol, _ v: Double, _ visit: (Symbol, Double) -> Void) {
    visit(s, v)
    if cachedValue[s] == v { return }
    cachedValue[s] = v
    let start = Int(columnHeaders[s].start)
    for k in 0..<Int(columnHeaders[s].count) {
      let r = columnEntries[start + k].row
      let stamp = rowStamp[r]
      if stamp >= 0 { stampDirty.insert(stamp: stamp) }
    }
  }

  /// The current value of a symbol, evaluated through lazy references (not cached).
  func evaluate(_ s: Symbol) -> Double {
    if !rowOf[s].exists { return 0 }
    var memo: [Symbol: Double] = [:]
    var stack: [Symbol] = [s]
    while let top = stack.last {
      if memo[top] != nil {
        stack.removeLast()
        continue
      }
      let r = rowOf[top]
      var v = rowConst[r]
      var ready = true
      let start = Int(rowStart[r])
      for k in 0..<Int(rowCount[r]) {
        let y = cellSym[start + k]
        if !isLazyReference(y) { continue }
        if let known = memo[y] {
          v += cellCoef[start + k] * known
        } else {
          ready = false
          stack.append(y)
        }
      }
      if ready {
        memo[top] = v
        stack.removeLast()
      }
    }
    return memo[s]!
  }
}
