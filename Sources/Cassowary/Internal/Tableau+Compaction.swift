/// Giving back the memory that building left in the arenas.
///
/// Rows and columns grow by moving to blocks twice as large; the blocks they leave wait on
/// free lists for a block of the same size, and the data buffers grow by doubling. After a
/// tree's constraints are built, nearly half of the arenas' memory can be such slack (a
/// fresh feed cell: 4 096-slot buffers for 2 060 slots in use, about 55 KB of 196 KB).
extension Tableau {
  /// Whether an arena's slack is worth giving back: its buffers hold at least 256 slots
  /// more than packing would keep, and half as many again (free blocks, blocks larger than
  /// their cells need, and the buffers' doubling). O(rows + symbols): packing after a build
  /// and not after every change (see `Solver.compactStorage()`) keeps that cheap. (A fresh
  /// feed cell whose fitting went in first: 1 024-slot buffers for 388 cells.)
  var arenasAreSparse: Bool {
    Self.isSparse(capacity: cellCoef.capacity, used: packedRowSlots)
      || Self.isSparse(capacity: columnEntries.capacity, used: packedColumnSlots)
  }

  /// Whether the per-symbol or per-row tables are sparse in the sense of
  /// ``arenasAreSparse`` (their capacity half again their length and 256 slots more).
  var tablesAreSparse: Bool {
    Self.isSparse(capacity: kind.capacity, used: kind.count)
      || Self.isSparse(capacity: rowBasic.capacity, used: rowBasic.count)
  }

  /// Whether `capacity` slots for `used` are worth packing: at least 256 slots more, and half
  /// as many again.
  private static func isSparse(capacity: Int, used: Int) -> Bool {
    capacity - used >= 256 && 2 * capacity > 3 * used
  }

  /// The slots the arenas reach (rows' and columns', free blocks included).
  var arenaSlots: Int { cells.end + columns.end }

  /// The slots the rows take once packed: their cells, end to end.
  var packedRowSlots: Int {
    var total = 0
    for r in 0..<rowBasic.count where rowBasic[r] != .freeRow {
      total += Int(rowCount[r])
    }
    return total
  }

  /// The slots the columns take once packed: their entries, end to end.
  var packedColumnSlots: Int {
    var total = 0
    for s in 0..<columnHeaders.count where columnHeaders[s].capacity > 0 {
      total += Int(columnHeaders[s].count)
    }
    return total
  }

  /// Packs every row's and column's cells, in place, into arenas without free blocks, each
  /// block exactly as large as its cells (an empty row or column gets none), shrinks the data
  /// buffers to the arenas, and trims the per-symbol and per-row tables to their counts.
  /// A row or column that grows later moves to a power-of-two block, as before. Cell order
  /// within rows and columns, and so every result, is unchanged (the blocks keep their order
  /// in the arena). Call between operations only (no row being built, no phase-one
  /// objective).
  ///
  /// With `room`, every buffer keeps that share of its length free beyond it.
  mutating func compactArenas(leaving room: CompactionRoom = .none) {
    compactRows(leaving: room)
    compactColumns(leaving: room)
    trimTables(leaving: room)
  }

  /// Gives back the unused capacity of the per-symbol and per-row tables (they grow by
  /// doubling: a fresh feed cell's 158 symbols sat in tables for 256).
  private mutating func trimTables(leaving room: CompactionRoom) {
    kind.trim(room); rowOf.trim(room); columnHeaders.trim(room); scatter.trim(room)
    freeSymbols.trim()
    rowBasic.trim(room); rowConst.trim(room); rowStart.trim(room); rowCount.trim(room)
    rowCap.trim(room)
    freeRows.trim()
    packObjective()
    objectiveBlock.trim(room); rowStamp.trim(room); stampRow.trim(room); rowLazy.trim(room)
    cachedValue.trim(room)
    queued.trim(room)
  }

  /// Packs the rows' cells where they are, in the order their blocks sit in the arena: moving
  /// each block down to the end of the ones before it never overwrites a block not yet moved,
  /// so no new buffers are needed (fresh ones fault every page in again, and are held beside
  /// the old: a run building 10 000 cells three times took 614 000 page faults that way,
  /// 530 000 in place, and one of 3 000 cells peaked at 328 MB, 293 in place). A bit per slot
  /// marks where each non-empty row's block starts, and a start's row is read from its first
  /// cell's column entry. Then the buffers shrink in place to what the cells need, with
  /// `room`.
  private mutating func compactRows(leaving room: CompactionRoom) {
    var starts = Self.startBits(slots: cells.end)
    for r in 0..<rowBasic.count where rowBasic[r] != .freeRow {
      if rowCount[r] > 0 {
        Self.mark(&starts, Int(rowStart[r]))
      } else {
        rowStart[r] = 0
        rowCap[r] = 0
      }
    }
    var total = 0
    Self.forEachStart(starts) { p in
      let s = cellSym[p]
      let r = columnEntries[Int(columnHeaders[s].start) + Int(cellSlot[p])].row
      let n = Int(rowCount[r])
      assert(Int(rowStart[r]) == p, "a block start that is not its row's")
      if p != total { moveCells(from: p, to: total, count: n) }
      rowStart[r] = Int32(total)
      rowCap[r] = Int32(n)
      total += n
    }
    starts.free()
    // The three grow together (see `ensureCellArena()`): they keep one capacity.
    let capacity = max(room.capacity(for: total), 1)
    Self.shrink(&cellSym, to: total, capacity: capacity)
    Self.shrink(&cellCoef, to: total, capacity: capacity)
    Self.shrink(&cellSlot, to: total, capacity: capacity)
    cells.resetPacked(slots: total)
  }

  /// Packs the columns' entries where they are, as ``compactRows(leaving:)`` packs the rows
  /// (after it: a start's symbol is read from its first entry's cell, in the packed rows).
  private mutating func compactColumns(leaving room: CompactionRoom) {
    var starts = Self.startBits(slots: columns.end)
    for s in 0..<columnHeaders.count where columnHeaders[s].capacity > 0 {
      if columnHeaders[s].count > 0 {
        Self.mark(&starts, Int(columnHeaders[s].start))
      } else {
        columnHeaders[s].start = -1
        columnHeaders[s].capacity = 0
      }
    }
    var total = 0
    Self.forEachStart(starts) { p in
      let first = columnEntries[p]
      let s = cellSym[Int(rowStart[first.row]) + Int(first.cell)]
      let n = Int(columnHeaders[s].count)
      assert(Int(columnHeaders[s].start) == p, "a block start that is not its column's")
      if p != total { moveColumnEntries(from: p, to: total, count: n) }
      columnHeaders[s].start = Int32(total)
      columnHeaders[s].capacity = Int32(n)
      total += n
    }
    starts.free()
    Self.shrink(&columnEntries, to: total, capacity: max(room.capacity(for: total), 1))
    columns.resetPacked(slots: total)
  }

  /// A bitset of `slots` bits, all clear.
  private static func startBits(slots: Int) -> Buffer<UInt64> {
    let words = (slots + 63) >> 6
    var bits = Buffer<UInt64>(capacity: max(words, 1))
    bits.resize(to: words, filling: 0)
    return bits
  }

  @inline(__always) private static func mark(_ bits: inout Buffer<UInt64>, _ p: Int) {
    bits[p >> 6] |= 1 << UInt64(p & 63)
  }

  /// Calls `body` with each set bit's position, in increasing order.
  @inline(__always) private static func forEachStart(
    _ bits: Buffer<UInt64>, _ body: (Int) -> Void
  ) {
    for w in 0..<bits.count {
      var word = bits[w]
      while word != 0 {
        body((w << 6) | word.trailingZeroBitCount)
        word &= word - 1
      }
    }
  }

  /// Sets an arena buffer's count to the `used` slots its packing kept and shrinks it to
  /// `capacity` (in place: `realloc` shrinks a block where it is).
  private static func shrink<E: BitwiseCopyable>(
    _ buffer: inout Buffer<E>, to used: Int, capacity: Int
  ) {
    buffer.count = used
    buffer.shrinkCapacity(to: capacity)
  }
}
