/// The bytes the tableau's tables and arenas hold allocated.
extension Tableau {
  /// The allocated bytes of every table and arena (capacity times element size, the blocks
  /// the tableau asked `malloc` for, free slots and scratch tables included).
  var allocatedBytes: Int {
    let symbolTables =
      kind.allocatedBytes + rowOf.allocatedBytes + columnHeaders.allocatedBytes
      + scatter.allocatedBytes + freeSymbols.allocatedBytes + cachedValue.allocatedBytes
      + queued.allocatedBytes + expansionHeap.allocatedBytes
    let rowTables =
      rowBasic.allocatedBytes + rowConst.allocatedBytes + rowStart.allocatedBytes
      + rowCount.allocatedBytes + rowCap.allocatedBytes + freeRows.allocatedBytes
      + rowStamp.allocatedBytes + stampRow.allocatedBytes + rowLazy.allocatedBytes
      + reevaluatedRows.allocatedBytes
    let arenas =
      cells.heads.allocatedBytes + cellSym.allocatedBytes + cellCoef.allocatedBytes
      + cellSlot.allocatedBytes + columns.heads.allocatedBytes + columnEntries.allocatedBytes
    let objective =
      objectiveBlock.allocatedBytes + objectiveBlocks.allocatedBytes
      + freeObjectiveBlocks.allocatedBytes + objectiveConst.allocatedBytes
    let bookkeeping =
      candidates.allocatedBytes + stampDirty.allocatedBytes + dirty.allocatedBytes
      + infeasible.allocatedBytes + removals.allocatedBytes
    return symbolTables + rowTables + arenas + objective + bookkeeping
  }
}

extension Buffer {
  /// The bytes allocated for the buffer's capacity.
  var allocatedBytes: Int { capacity * MemoryLayout<Element>.stride }
}

extension SymbolBitset {
  /// The bytes allocated for both levels of the bitset.
  var allocatedBytes: Int { words.allocatedBytes + summary.allocatedBytes }
}
