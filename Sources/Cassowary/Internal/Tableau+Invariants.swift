/// A full consistency check of the tableau's cross-linked arenas, for tests and debugging (see
/// ``Solver/checkInvariants()``): symbols, rows, cells, columns, the block arenas' free lists,
/// the objective, the candidate set and the lazy rows' stamps.
///
/// It reads everything and changes nothing, never traps, and describes each violation in
/// words. It assumes the tableau is between two operations: no row being built, no phase-one
/// objective, no queued infeasible row, scratch tables clean, the objective optimal (unless
/// `optimal` is false: an optimisation is deferred, see `Solver.beginDeferringOptimization()`).
extension Tableau {
  /// The violations found, in a deterministic order (by symbol, then by row).
  func invariantViolations(optimal: Bool = true) -> [String] {
    var found: [String] = []
    // The other checks index the tables by symbol and by row: they need the sizes right.
    if !checkSymbolTables(&found) { return found }
    if !checkRows(&found) { return found }
    checkColumns(&found)
    checkArena(
      cells, name: "cell", blocks: rowBlocks(), ownerName: { self.describe(RowIndex($0)) },
      links: { Int(self.cellSym[$0].link) }, linkCount: cellSym.count, &found)
    checkArena(
      columns, name: "column", blocks: columnBlocks(),
      ownerName: { "column of \(self.describe(Symbol($0)))" },
      links: { Int(self.columnEntries[$0].link) }, linkCount: columnEntries.count, &found)
    checkObjective(&found, optimal: optimal)
    checkStamps(&found)
    return found
  }

  /// `s12 (slack)`: a symbol and its kind, for messages.
  func describe(_ s: Symbol) -> String {
    guard s.exists, s.index < kind.count else { return "symbol \(s.raw)" }
    return "symbol \(s.raw) (\(kind[s]))"
  }

  /// `row 3 (basic symbol 5 (external))`.
  func describe(_ r: RowIndex) -> String {
    guard r.exists, r.index < rowBasic.count else { return "row \(r.raw)" }
    let b = rowBasic[r]
    switch b {
    case .freeRow: return "row \(r.raw) (free)"
    case .none: return "row \(r.raw) (without basic symbol)"
    case .phaseOneObjective: return "row \(r.raw) (phase-one objective)"
    default: return "row \(r.raw) (basic \(describe(b)))"
    }
  }

  func isLiveRow(_ r: RowIndex) -> Bool {
    r.exists && r.index < rowBasic.count && rowBasic[r] != .freeRow
  }

  // MARK: Symbols

  /// Returns whether the per-symbol tables have the right sizes.
  func checkSymbolTables(_ found: inout [String]) -> Bool {
    let n = kind.count
    for (name, count) in [
      ("rowOf", rowOf.count), ("columnHeaders", columnHeaders.count), ("scatter", scatter.count),
      ("cachedValue", cachedValue.count), ("queued", queued.count),
    ] where count != n {
      found.append("the symbol table \(name) has \(count) entries for \(n) symbols")
    }
    if objectiveBlock.count != n {
      found.append("the objective has \(objectiveBlock.count) block indices for \(n) symbols")
    }
    checkObjectiveBlocks(&found)
    if objectiveConst.count != levels {
      found.append("the objective has \(objectiveConst.count) constants for \(levels) levels")
    }
    if candidates.words.count * 64 < n || dirty.words.count * 64 < n {
      found.append("the candidate or dirty bitset holds fewer than \(n) symbols")
    }
    if found.count > 0 { return false }
    var freed = [Bool](repeating: false, count: n)
    for k in 0..<freeSymbols.count {
      let s = freeSymbols[k]
      guard s.exists, s.index < n else {
        found.append("the free symbol list names symbol \(s.raw), out of range")
        continue
      }
      if freed[s.index] { found.append("the free symbol list names \(describe(s)) twice") }
      freed[s.index] = true
      if kind[s] != .unused { found.append("the free symbol list names \(describe(s)), in use") }
    }
    var unused = 0
    for index in 0..<n {
      let s = Symbol(index)
      if scatter[s] != -1 { found.append("scratch: \(describe(s)) has scatter \(scatter[s])") }
      if queued[s] != 0 { found.append("scratch: \(describe(s)) is queued for expansion") }
      guard kind[s] == .unused else { continue }
      unused += 1
      if !freed[index] { found.append("\(describe(s)) is unused but not in the free list") }
      if rowOf[s].exists {
        found.append("\(describe(s)) is unused but basic in row \(rowOf[s].raw)")
      }
      if columnHeaders[s].count != 0 || columnHeaders[s].capacity != 0 {
        found.append("\(describe(s)) is unused but has a column")
      }
      if !hasZeroReducedCost(s) { found.append("\(describe(s)) is unused but in the objective") }
    }
    if liveSymbols != n - unused {
      found.append("liveSymbols is \(liveSymbols), but \(n - unused) symbols are in use")
    }
    if expansionHeap.count != 0 { found.append("scratch: the expansion heap is not empty") }
    for k in 0..<infeasible.count {
      let s = infeasible[k]
      let r = s.exists && s.index < n ? rowOf[s] : .none
      let constant = r.exists && r.index < rowConst.count ? "\(rowConst[r])" : "none"
      found.append("\(describe(s)) is still queued as infeasible (row constant \(constant))")
    }
    return true
  }

  // MARK: Rows and cells

  /// Returns whether the per-row tables have the right sizes.
  func checkRows(_ found: inout [String]) -> Bool {
    let nRows = rowBasic.count
    for (name, count) in [
      ("rowConst", rowConst.count), ("rowStart", rowStart.count), ("rowCount", rowCount.count),
      ("rowCap", rowCap.count), ("rowStamp", rowStamp.count), ("rowLazy", rowLazy.count),
    ] where count != nRows {
      found.append("the row table \(name) has \(count) entries for \(nRows) rows")
      return false
    }
    var freed = [Bool](repeating: false, count: nRows)
    for k in 0..<freeRows.count {
      let r = freeRows[k]
      guard r.exists, r.index < nRows else {
        found.append("the free row list names row \(r.raw), out of range")
        continue
      }
      if freed[r.index] { found.append("the free row list names row \(r.raw) twice") }
      freed[r.index] = true
      if rowBasic[r] != .freeRow { found.append("the free row list names \(describe(r))") }
    }
    var live = 0
    var valueScale = 0.0
    for index in 0..<nRows where rowBasic[RowIndex(index)] != .freeRow {
      valueScale = max(valueScale, abs(rowConst[index]))
    }
    for index in 0..<nRows {
      let r = RowIndex(index)
      let b = rowBasic[r]
      if b == .freeRow {
        if !freed[index] { found.append("\(describe(r)) is not in the free row list") }
        if rowCount[r] != 0 { found.append("\(describe(r)) holds \(rowCount[r]) cells") }
        continue
      }
      live += 1
      guard b.exists, b.index < kind.count else {
        found.append("\(describe(r)) is left between operations")
        continue
      }
      if kind[b] == .unused { found.append("\(describe(r)) has an unused basic symbol") }
      if rowOf[b] != r {
        found.append("\(describe(r)): its basic symbol's row is \(rowOf[b].raw)")
      }
      if !rowConst[r].isFinite { found.append("\(describe(r)) has constant \(rowConst[r])") }
      if kind[b] != .external && kind[b] != .dummy
        && rowConst[r] < -feasibilityTolerance(r, valueScale: valueScale)
      {
        found.append("\(describe(r)) is infeasible: constant \(rowConst[r])")
      }
      checkCells(of: r, basic: b, &found)
    }
    if live != liveRows { found.append("liveRows is \(liveRows), but \(live) rows are in use") }
    for index in 0..<kind.count {
      let s = Symbol(index)
      let r = rowOf[s]
      if !r.exists { continue }
      if r.index >= nRows || rowBasic[r] != s {
        found.append("\(describe(s)) names row \(r.raw) as its row, whose basic symbol is not it")
      }
    }
    return true
  }

  /// How far below zero a restricted row's constant may round: ``solverEpsilon``, or 8 ulps
  /// of the row's largest coefficient or of the largest row constant (`valueScale`) when that
  /// is more. A row's constant is summed from terms of the system's magnitudes: with 1e12
  /// multipliers or constants, their ulp is 1.2e-4. Fuzzer seed 3 (issue 23, 25,000 steps)
  /// left a slack's row at -1.2e-4, seed 4 (step 8013) one at -7.6e-6, which the solver's own
  /// dual simplex, with its absolute ε, treats as zero too (8 ulps of 1e12: 1e-3; systems of
  /// ordinary magnitudes keep ε).
  func feasibilityTolerance(_ r: RowIndex, valueScale: Double) -> Double {
    var largest = valueScale
    let start = Int(rowStart[r])
    for i in 0..<Int(rowCount[r]) { largest = max(largest, abs(cellCoef[start + i])) }
    return max(solverEpsilon, 8 * largest.ulp)
  }

  func checkCells(of r: RowIndex, basic b: Symbol, _ found: inout [String]) {
    let n = Int(rowCount[r])
    let cap = Int(rowCap[r])
    let start = Int(rowStart[r])
    // A block's capacity is a free list's size, or exact when packing laid it out.
    if n > cap || start < 0 || start + cap > cells.end
      || start + cap > cellSym.count
    {
      found.append("\(describe(r)) has \(n) cells in a block of \(cap) at \(start)")
      return
    }
    let restricted = kind[b] != .external
    var seen = Set<Symbol>()
    for i in 0..<n {
      let idx = start + i
      let s = cellSym[idx]
      let c = cellCoef[idx]
      guard s.exists, s.index < kind.count, kind[s] != .unused else {
        found.append("\(describe(r)): cell \(i) names \(describe(s)), not in use")
        continue
      }
      if !seen.insert(s).inserted { found.append("\(describe(r)) holds \(describe(s)) twice") }
      if s == b { found.append("\(describe(r)) holds its own basic symbol") }
      if c == 0 || !c.isFinite {
        found.append("\(describe(r)): the coefficient of \(describe(s)) is \(c)")
      }
      if restricted && kind[s] == .external {
        found.append("\(describe(r)) is restricted but holds variable \(describe(s))")
      }
      if kind[b] == .dummy && kind[s] != .dummy {
        found.append("\(describe(r)) is a redundant equality but holds \(describe(s))")
      }
      if rowOf[s].exists && rowOf[s].index < rowBasic.count {
        if kind[s] != .external || restricted {
          found.append("\(describe(r)) holds basic \(describe(s))")
        } else if rowLazy[r] == 0 {
          found.append("\(describe(r)) refers to basic \(describe(s)) but is not marked lazy")
        } else if rowStamp[rowOf[s]] >= rowStamp[r] {
          found.append(
            "\(describe(r)) (stamp \(rowStamp[r])) refers to basic \(describe(s)), whose row "
              + "has stamp \(rowStamp[rowOf[s]])")
        }
      }
      let slot = Int(cellSlot[idx])
      let h = columnHeaders[s]
      if slot < 0 || slot >= Int(h.count) || Int(h.start) + slot >= columnEntries.count {
        found.append(
          "\(describe(r)): cell \(i) (\(describe(s))) names slot \(slot) of a column of \(h.count)")
        continue
      }
      let entry = columnEntries[Int(h.start) + slot]
      if entry.row != r || Int(entry.cell) != i {
        found.append(
          "\(describe(r)): cell \(i) (\(describe(s))) names column slot \(slot), which names row "
            + "\(entry.row.raw) cell \(entry.cell)")
      }
    }
  }

  // MARK: Columns

  func checkColumns(_ found: inout [String]) {
    var entries = 0
    for index in 0..<kind.count {
      let s = Symbol(index)
      let h = columnHeaders[s]
      if h.capacity == 0 {
        if h.count != 0 {
          found.append("\(describe(s)) has \(h.count) column entries and no block")
        }
        continue
      }
      let cap = Int(h.capacity)
      if Int(h.count) > cap || h.start < 0
        || Int(h.start) + cap > columns.end || Int(h.start) + cap > columnEntries.count
      {
        found.append(
          "\(describe(s)) has \(h.count) column entries in a block of \(cap) at \(h.start)")
        continue
      }
      entries += Int(h.count)
      for k in 0..<Int(h.count) {
        let entry = columnEntries[Int(h.start) + k]
        let r = entry.row
        guard isLiveRow(r), entry.cell >= 0, entry.cell < rowCount[r] else {
          found.append(
            "the column of \(describe(s)): slot \(k) names \(describe(r)) cell \(entry.cell), "
              + "not a cell")
          continue
        }
        let idx = Int(rowStart[r]) + Int(entry.cell)
        guard idx >= 0 && idx < cellSym.count else { continue }
        if cellSym[idx] != s || Int(cellSlot[idx]) != k {
          found.append(
            "the column of \(describe(s)): slot \(k) names \(describe(r)) cell \(entry.cell), "
              + "which holds \(describe(cellSym[idx])) and names slot \(cellSlot[idx])")
        }
      }
    }
    var cellsInRows = 0
    for index in 0..<rowBasic.count where isLiveRow(RowIndex(index)) {
      cellsInRows += Int(rowCount[index])
    }
    if entries != cellsInRows {
      found.append("the columns hold \(entries) entries, the rows \(cellsInRows) cells")
    }
  }

  // MARK: Arenas

  /// The live rows' blocks; owners are row indices.
  func rowBlocks() -> [(start: Int, capacity: Int, owner: Int)] {
    (0..<rowBasic.count).filter { isLiveRow(RowIndex($0)) }.map {
      (Int(rowStart[$0]), Int(rowCap[$0]), $0)
    }
  }

  /// The columns' blocks; owners are symbol indices.
  func columnBlocks() -> [(start: Int, capacity: Int, owner: Int)] {
    (0..<columnHeaders.count).filter { columnHeaders[$0].capacity > 0 }.map {
      (Int(columnHeaders[$0].start), Int(columnHeaders[$0].capacity), $0)
    }
  }

  /// The live blocks and the free lists of an arena must tile `0..<end` exactly. Owners are
  /// named (by `ownerName`) only in messages, so a clean check builds no strings.
  func checkArena(
    _ arena: BlockArena, name: String, blocks: [(start: Int, capacity: Int, owner: Int)],
    ownerName: (Int) -> String, links: (Int) -> Int, linkCount: Int, _ found: inout [String]
  ) {
    if linkCount < arena.end {
      found.append("the \(name) arena ends at \(arena.end), its data at \(linkCount)")
      return
    }
    // Claimants: the live blocks, then the free blocks (start and capacity).
    var owner = [Int32](repeating: -1, count: arena.end)
    var claimants: [(start: Int, capacity: Int, owner: Int?)] = []
    func who(_ k: Int) -> String {
      let c = claimants[k]
      if let o = c.owner { return ownerName(o) }
      return "a free \(c.capacity)-block at \(c.start)"
    }
    func claim(_ start: Int, _ capacity: Int, _ blockOwner: Int?) {
      claimants.append((start, capacity, blockOwner))
      let k = claimants.count - 1
      guard start >= 0, start + capacity <= arena.end else {
        found.append("the \(name) arena: \(who(k)) lies outside 0..<\(arena.end)")
        return
      }
      for i in start..<start + capacity {
        if owner[i] >= 0 {
          found.append(
            "the \(name) arena: slot \(i) belongs to \(who(Int(owner[i]))) and \(who(k))")
          return
        }
        owner[i] = Int32(k)
      }
    }
    for block in blocks { claim(block.start, block.capacity, block.owner) }
    for c in 0..<arena.heads.count {
      let capacity = 4 << c
      var next = Int(arena.heads[c])
      var steps = 0
      while next >= 0 {
        steps += 1
        if steps > arena.end / capacity + 1 {
          found.append("the \(name) arena's free list of \(capacity)-blocks loops")
          break
        }
        let before = found.count
        claim(next, capacity, nil)
        if found.count > before { break }
        next = links(next)
      }
    }
    // Released exact-size blocks (see `BlockArena.abandoned`) are the only slots left over.
    let holes = owner.reduce(0) { $0 + ($1 < 0 ? 1 : 0) }
    if holes != arena.abandoned, let hole = owner.firstIndex(of: -1) {
      found.append(
        "the \(name) arena: slot \(hole) is neither in use nor free (\(holes) such slots, "
          + "\(arena.abandoned) given up)")
    } else if holes != arena.abandoned {
      found.append("the \(name) arena has given up \(arena.abandoned) slots, but none is left over")
    }
  }

  // MARK: Objective

  func checkObjective(_ found: inout [String], optimal: Bool) {
    for l in 0..<levels where !objectiveConst[l].isFinite {
      found.append("the objective's constant at level \(l) is \(objectiveConst[l])")
    }
    for index in 0..<kind.count {
      let s = Symbol(index)
      if kind[s] == .unused { continue }
      for l in 0..<levels {
        let v = objectiveCoefficient(s, level: l)
        if !v.isFinite { found.append("the objective coefficient of \(describe(s)) is \(v)") }
        if v != 0 && rowOf[s].exists {
          found.append("\(describe(s)) is basic but has objective coefficient \(v) at level \(l)")
        }
      }
      if candidates.contains(s) {
        // Entering candidates are left while an optimisation is deferred.
        if !optimal { continue }
        found.append("\(describe(s)) is still an entering candidate (the objective is not optimal)")
      } else if kind[s] != .dummy && !rowOf[s].exists && hasNegativeReducedCost(s) {
        found.append("\(describe(s)) has a negative reduced cost but is not a candidate")
      }
    }
    checkBitset(candidates, name: "candidate", &found)
    checkBitset(dirty, name: "dirty", &found)
  }

  /// A summary bit is set exactly when its word is not empty.
  func checkBitset(_ set: SymbolBitset, name: String, _ found: inout [String]) {
    for w in 0..<set.words.count {
      let marked = set.summary[w >> 6] & (1 << UInt64(w & 63)) != 0
      if marked != (set.words[w] != 0) {
        found.append("the \(name) bitset's summary is wrong for word \(w)")
      }
    }
  }

  // MARK: Stamps

  func checkStamps(_ found: inout [String]) {
    for index in 0..<rowBasic.count where isLiveRow(RowIndex(index)) {
      let r = RowIndex(index)
      let external = rowBasic[r].exists && kind[rowBasic[r]] == .external
      let stamp = Int(rowStamp[r])
      if !external {
        if stamp != -1 { found.append("\(describe(r)) is restricted but has stamp \(stamp)") }
      } else if stamp < 0 || stamp >= stampRow.count || stampRow[stamp] != r {
        found.append("\(describe(r)) has stamp \(stamp), which does not name it")
      }
    }
    for stamp in 0..<stampRow.count {
      let r = stampRow[stamp]
      if !r.exists { continue }
      if !isLiveRow(r) {
        found.append("stamp \(stamp) names \(describe(r)), not a row")
      } else if Int(rowStamp[r]) != stamp {
        found.append("stamp \(stamp) names \(describe(r)), whose stamp is \(rowStamp[r])")
      }
    }
    for w in 0..<stampDirty.words.count where stampDirty.words[w] != 0 {
      found.append("scratch: stamps of word \(w) are still marked for re-evaluation")
    }
  }
}
