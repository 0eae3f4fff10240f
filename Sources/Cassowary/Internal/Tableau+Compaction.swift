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

  /// Packs every row's and column's cells into fresh arenas without free blocks, each block
  /// exactly as large as its cells (an empty column gets no block), the data buffers exactly
  /// as long as the arenas, and trims the per-symbol and per-row tables to their counts.
  /// A row or column that grows later moves to a power-of-two block, as before. Cell order
  /// within rows and columns, and so every result, is unchanged. Call between operations
  /// only (no row being built, no phase-one objective).
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

  private mutating func compactRows(leaving room: CompactionRoom) {
    let total = packedRowSlots
    let capacity = room.capacity(for: total)
    // Written in order by appending (no fill first: the copy writes every slot).
    var sym = Buffer<Symbol>(capacity: capacity)
    var coef = Buffer<Double>(capacity: capacity)
    var slot = Buffer<Int32>(capacity: capacity)
    for r in 0..<rowBasic.count where rowBasic[r] != .freeRow {
      let n = Int(rowCount[r])
      let old = Int(rowStart[r])
      rowStart[r] = Int32(sym.count)
      rowCap[r] = Int32(n)
      for i in old..<old + n {
        sym.append(cellSym[i])
        coef.append(cellCoef[i])
        slot.append(cellSlot[i])
      }
    }
    cellSym.free()
    cellCoef.free()
    cellSlot.free()
    cellSym = sym
    cellCoef = coef
    cellSlot = slot
    cells.resetPacked(slots: total)
  }

  private mutating func compactColumns(leaving room: CompactionRoom) {
    let total = packedColumnSlots
    var entries = Buffer<ColumnEntry>(capacity: room.capacity(for: total))
    for s in 0..<columnHeaders.count where columnHeaders[s].capacity > 0 {
      let n = Int(columnHeaders[s].count)
      let old = Int(columnHeaders[s].start)
      columnHeaders[s].start = n > 0 ? Int32(entries.count) : -1
      columnHeaders[s].capacity = Int32(n)
      for i in old..<old + n { entries.append(columnEntries[i]) }
    }
    columnEntries.free()
    columnEntries = entries
    columns.resetPacked(slots: total)
  }
}
