/// Cell-level operations: rows and columns kept in step.
extension Tableau {
  // MARK: Rows

  /// A new empty row with the given basic symbol (or a tag) and constant.
  mutating func newRow(basic: Symbol, constant: Double, capacity: Int = 4) -> RowIndex {
    let r: RowIndex
    if freeRows.count > 0 {
      r = freeRows.removeLast()
    } else {
      r = RowIndex(rowBasic.count)
      rowBasic.append(.freeRow)
      rowConst.append(0)
      rowStart.append(-1)
      rowCount.append(0)
      rowCap.append(0)
      rowStamp.append(-1)
      rowLazy.append(0)
    }
    let cap = BlockArena.capacity(for: capacity)
    let start = cells.allocate(capacity: cap, links: cellSym)
    ensureCellArena()
    rowStart[r] = start
    rowCount[r] = 0
    rowCap[r] = Int32(cap)
    rowConst[r] = constant
    rowLazy[r] = 0
    rowBasic[r] = basic
    if basic.exists { setBasic(basic, row: r) }
    liveRows += 1
    return r
  }

  /// Makes `symbol` the basic symbol of row `r`.
  @inline(__always) mutating func setBasic(_ symbol: Symbol, row r: RowIndex) {
    rowBasic[r] = symbol
    rowOf[symbol] = r
    if kind[symbol] == .external {
      markDirty(symbol)
      assignStamp(r)
    }
  }

  @inline(__always) mutating func ensureCellArena() {
    if cellSym.count < cells.end {
      cellSym.extendUnwritten(to: cells.end)
      cellCoef.extendUnwritten(to: cells.end)
      cellSlot.extendUnwritten(to: cells.end)
    }
  }

  /// Makes row `r` hold at least `needed` cells, moving it to a larger block if necessary.
  @inline(__always) mutating func ensureRowCapacity(_ r: RowIndex, _ needed: Int) {
    if needed > Int(rowCap[r]) { growRow(r, needed) }
  }

  mutating func growRow(_ r: RowIndex, _ needed: Int) {
    let cap = BlockArena.capacity(for: needed)
    let start = cells.allocate(capacity: cap, links: cellSym)
    ensureCellArena()
    let old = Int(rowStart[r])
    let n = Int(rowCount[r])
    moveCells(from: old, to: Int(start), count: n)
    cells.release(start: Int32(old), capacity: Int(rowCap[r]), links: cellSym)
    rowStart[r] = start
    rowCap[r] = Int32(cap)
  }

  /// Copies `n` cells (symbol, coefficient, column slot) from slot `old` to slot `new`, first
  /// to last: the two ranges are apart, or `new` is below `old` (packing moves blocks down).
  @inline(__always) func moveCells(from old: Int, to new: Int, count n: Int) {
    for i in 0..<n {
      cellSym[new + i] = cellSym[old + i]
      cellCoef[new + i] = cellCoef[old + i]
      cellSlot[new + i] = cellSlot[old + i]
    }
  }

  /// Appends a cell for a symbol that is not yet in the row.
  @inline(__always) mutating func appendCell(_ r: RowIndex, _ s: Symbol, _ coefficient: Double) {
    let n = Int(rowCount[r])
    ensureRowCapacity(r, n + 1)
    let idx = Int(rowStart[r]) + n
    cellSym[idx] = s
    cellCoef[idx] = coefficient
    cellSlot[idx] = columnAppend(s, row: r, cell: Int32(n))
    rowCount[r] = Int32(n + 1)
  }

  /// Removes the cell at index `i` of row `r` (the last cell takes its place).
  @inline(__always) mutating func removeCell(_ r: RowIndex, at i: Int32) {
    let start = Int(rowStart[r])
    let idx = start + Int(i)
    columnRemove(cellSym[idx], slot: cellSlot[idx])
    let last = Int(rowCount[r]) - 1
    if Int(i) != last {
      let from = start + last
      let s = cellSym[from]
      let slot = cellSlot[from]
      cellSym[idx] = s
      cellCoef[idx] = cellCoef[from]
      cellSlot[idx] = slot
      columnEntries[Int(columnHeaders[s].start) + Int(slot)].cell = i
    }
    rowCount[r] = Int32(last)
  }

  /// The index of `s` in row `r`, or -1.
  @inline(__always) func cellIndex(_ r: RowIndex, _ s: Symbol) -> Int32 {
    let start = Int(rowStart[r])
    for i in 0..<Int(rowCount[r]) where cellSym[start + i] == s { return Int32(i) }
    return -1
  }

  /// The coefficient of `s` in row `r` (0 when absent).
  @inline(__always) func coefficient(_ r: RowIndex, _ s: Symbol) -> Double {
    let i = cellIndex(r, s)
    return i >= 0 ? cellCoef[Int(rowStart[r]) + Int(i)] : 0
  }

  /// `row[s] += c`, dropping the cell when the sum cancels (kiwi's `insert`, with the relative
  /// test of ``cancels(_:_:_:)``).
  mutating func addToCell(_ r: RowIndex, _ s: Symbol, _ c: Double) {
    let i = cellIndex(r, s)
    if i >= 0 {
      let idx = Int(rowStart[r]) + Int(i)
      let ov = cellCoef[idx]
      let v = ov + c
      if cancels(v, ov, c) { removeCell(r, at: i) } else { cellCoef[idx] = v }
    } else if c != 0 {
      appendCell(r, s, c)
    }
  }

  /// Deletes row `r` and its cells; its basic symbol (if any) becomes parametric.
  mutating func deleteRow(_ r: RowIndex) {
    let start = Int(rowStart[r])
    for i in 0..<Int(rowCount[r]) {
      columnRemove(cellSym[start + i], slot: cellSlot[start + i])
    }
    cells.release(start: rowStart[r], capacity: Int(rowCap[r]), links: cellSym)
    let b = rowBasic[r]
    if b.exists {
      rowOf[b] = .none
      if kind[b] == .external { releaseStamp(of: r, basic: b) }
    }
    rowBasic[r] = .freeRow
    rowCount[r] = 0
    rowCap[r] = 0
    freeRows.append(r)
    liveRows -= 1
  }

  /// Multiplies row `r` (constant and cells) by `k`.
  mutating func scaleRow(_ r: RowIndex, _ k: Double) {
    rowConst[r] *= k
    let start = Int(rowStart[r])
    for i in 0..<Int(rowCount[r]) { cellCoef[start + i] *= k }
  }

  // MARK: Columns

  @inline(__always) mutating func columnAppend(
    _ s: Symbol, row r: RowIndex, cell i: Int32
  ) -> Int32 {
    let n = Int(columnHeaders[s].count)
    if n == Int(columnHeaders[s].capacity) { growColumn(s, n + 1) }
    let idx = Int(columnHeaders[s].start) + n
    columnEntries[idx].row = r
    columnEntries[idx].cell = i
    columnHeaders[s].count = Int32(n + 1)
    return Int32(n)
  }

  mutating func growColumn(_ s: Symbol, _ needed: Int) {
    let cap = BlockArena.capacity(for: needed)
    let start = columns.allocate(capacity: cap, links: columnEntries)
    columnEntries.extendUnwritten(to: columns.end)
    let n = Int(columnHeaders[s].count)
    if columnHeaders[s].capacity > 0 {
      moveColumnEntries(from: Int(columnHeaders[s].start), to: Int(start), count: n)
      columns.release(
        start: columnHeaders[s].start, capacity: Int(columnHeaders[s].capacity),
        links: columnEntries)
    }
    columnHeaders[s].start = start
    columnHeaders[s].capacity = Int32(cap)
  }

  /// Copies `n` column entries from slot `old` to slot `new`, first to last: the two ranges
  /// are apart, or `new` is below `old` (packing moves blocks down).
  @inline(__always) func moveColumnEntries(from old: Int, to new: Int, count n: Int) {
    for i in 0..<n { columnEntries[new + i] = columnEntries[old + i] }
  }

  @inline(__always) mutating func columnRemove(_ s: Symbol, slot: Int32) {
    let start = Int(columnHeaders[s].start)
    let last = Int(columnHeaders[s].count) - 1
    if Int(slot) != last {
      let r = columnEntries[start + last].row
      let c = columnEntries[start + last].cell
      columnEntries[start + Int(slot)].row = r
      columnEntries[start + Int(slot)].cell = c
      cellSlot[Int(rowStart[r]) + Int(c)] = slot
    }
    columnHeaders[s].count = Int32(last)
  }
}
