/// The simplex tableau: rows of basic symbols in terms of parametric ones, a column index,
/// a dense multi-level objective and the bookkeeping for incremental updates.
///
/// Symbols and rows are dense typed ids (``Symbol``, ``RowIndex``: `Int32`s, recycled through
/// free lists); per-symbol data lives in parallel buffers. Row cells live in one arena in blocks of power-of-two capacity, unsorted;
/// every cell knows its slot in its symbol's column and every column entry knows its cell, so
/// removing a cell is O(1) and substituting a symbol visits only the rows that contain it.
/// Ties are always broken by the lowest symbol id, so results never depend on memory layout.
@usableFromInline
internal struct Tableau {
  // MARK: Symbols
  var kind = Buffer<SymbolKind>()
  /// The row whose basic symbol this is, or `.none` when parametric.
  var rowOf = Buffer<RowIndex>()
  /// Where each symbol's column lives in the column arena.
  var columnHeaders = Buffer<ColumnHeader>()
  /// Scratch: position of a symbol in the row being merged into, or -1.
  var scatter = Buffer<Int32>()
  var freeSymbols = Buffer<Symbol>()
  var liveSymbols = 0

  // MARK: Rows
  /// The basic symbol of each row; `Symbol.none` while the row is being built,
  /// `.phaseOneObjective` for the phase-one objective, `.freeRow` for a free row slot.
  var rowBasic = Buffer<Symbol>()
  var rowConst = Buffer<Double>()
  var rowStart = Buffer<Int32>()
  var rowCount = Buffer<Int32>()
  var rowCap = Buffer<Int32>()
  var freeRows = Buffer<RowIndex>()
  var liveRows = 0

  // MARK: Arenas
  var cells = BlockArena()
  var cellSym = Buffer<Symbol>()
  var cellCoef = Buffer<Double>()
  /// The cell's slot in its symbol's column.
  var cellSlot = Buffer<Int32>()
  var columns = BlockArena()
  /// The column arena's slots (a free block's first slot holds its free-list link).
  var columnEntries = Buffer<ColumnEntry>()

  // MARK: Objective
  /// Number of objective levels (1 in the weighted mode).
  var levels = 1
  /// The objective's coefficients are sparse by symbol: most symbols (variables, slacks of
  /// required inequalities, dummies) have none, and the others one or two of the levels.
  /// Each symbol's block of `levels` coefficients in ``objectiveBlocks``, or -1 when all its
  /// coefficients are 0: `objectiveBlocks[block * levels + level]`.
  var objectiveBlock = Buffer<Int32>()
  /// The blocks of coefficients, `levels` each.
  var objectiveBlocks = Buffer<Double>()
  /// Blocks given back (all zero), for reuse.
  var freeObjectiveBlocks = Buffer<Int32>()
  var objectiveConst = Buffer<Double>()
  /// Symbols whose reduced cost is negative (entering candidates), as a two-level bitset.
  var candidates = SymbolBitset()

  // MARK: Lazy external rows
  /// Topological stamp of each row whose basic symbol is a variable, else -1. A variable's
  /// row may refer to other basic variables ("lazy references") instead of their expansions;
  /// it then always has a higher stamp than the rows it refers to.
  var rowStamp = Buffer<Int32>()
  /// The row holding each stamp, or `.none`.
  var stampRow = Buffer<RowIndex>()
  /// Whether a row may hold lazy references: 0 when it holds none; set to 1 when one is
  /// added, and to 2 once `refreshValues` has evaluated the row (which it merges at a later
  /// evaluation); cleared on expansion.
  var rowLazy = Buffer<UInt8>()
  /// Stamps whose row value must be recomputed (used only inside `refreshValues`).
  var stampDirty = SymbolBitset()
  /// Rows with references evaluated a second time by `refreshValues`, to expand at its end.
  var reevaluatedRows = Buffer<RowIndex>()
  /// The value of each variable symbol as of the last refresh (NaN before the first).
  var cachedValue = Buffer<Double>()
  /// Scratch for expansion: whether a symbol waits in `expansionHeap`.
  var queued = Buffer<UInt8>()
  /// Scratch for expansion: a max-heap of basic variables keyed by their row's stamp.
  var expansionHeap = Buffer<Symbol>()

  // MARK: Bookkeeping
  /// Basic symbols of rows that may have become infeasible (a LIFO stack, as kiwi's).
  var infeasible = Buffer<Symbol>()
  /// External symbols whose value may have changed since the last `updateVariables`.
  var dirty = SymbolBitset()
  var removals = Buffer<Int32>()
  /// The arenas' slots (rows' and columns') after the last `Solver.compactStorageIfGrown()`.
  var arenaSlotsAtLastCheck = 0
  /// The arenas' slots and the rows in use at the last `Solver.compactStorageIfSparse()` that
  /// looked.
  var storageAtLastCheck: (slots: Int, rows: Int) = (0, 0)
  var pivots = 0
  /// Set when a row solved for a symbol holds a coefficient of ``amplifyingScale`` or more (a
  /// pivot through a tiny element, or a row with a 1e12 multiplier): substituting it into the
  /// other rows multiplies the rounding residues of the objective's reduced costs as much
  /// (see ``Solver/optimizeObjective()``, which then rebuilds the objective).
  var amplified = false
  /// The scale from which a solved row's coefficients count as amplifying (see ``amplified``).
  static let amplifyingScale = 1e6

  init() {
    objectiveConst.resize(to: 1, filling: 0)
  }

  /// Releases all memory; with `recycling` (the solver goes away or starts over), its large
  /// blocks are kept for the next solver (see ``StorageCache``).
  func free(recycling r: Bool = false) {
    kind.free(recycling: r)
    rowOf.free(recycling: r)
    columnHeaders.free(recycling: r)
    scatter.free(recycling: r)
    freeSymbols.free(recycling: r)
    rowBasic.free(recycling: r)
    rowConst.free(recycling: r)
    rowStart.free(recycling: r)
    rowCount.free(recycling: r)
    rowCap.free(recycling: r)
    freeRows.free(recycling: r)
    cells.free(recycling: r)
    cellSym.free(recycling: r)
    cellCoef.free(recycling: r)
    cellSlot.free(recycling: r)
    columns.free(recycling: r)
    columnEntries.free(recycling: r)
    objectiveBlock.free(recycling: r)
    objectiveBlocks.free(recycling: r)
    freeObjectiveBlocks.free(recycling: r)
    objectiveConst.free(recycling: r)
    candidates.free(recycling: r)
    infeasible.free(recycling: r)
    dirty.free(recycling: r)
    removals.free(recycling: r)
    rowStamp.free(recycling: r)
    stampRow.free(recycling: r)
    rowLazy.free(recycling: r)
    stampDirty.free(recycling: r)
    cachedValue.free(recycling: r)
    queued.free(recycling: r)
    expansionHeap.free(recycling: r)
    reevaluatedRows.free(recycling: r)
  }

  /// Number of symbol slots (live or free).
  var symbolCapacity: Int { kind.count }

  /// Grows the per-symbol, per-row and arena buffers to hold at least the given numbers of
  /// symbols, rows and arena slots (each buffer doubles until it does).
  mutating func reserve(symbols: Int, rows: Int, cells slots: Int) {
    kind.reserve(symbols)
    rowOf.reserve(symbols)
    columnHeaders.reserve(symbols)
    scatter.reserve(symbols)
    cachedValue.reserve(symbols)
    queued.reserve(symbols)
    objectiveBlock.reserve(symbols)
    rowBasic.reserve(rows)
    rowConst.reserve(rows)
    rowStart.reserve(rows)
    rowCount.reserve(rows)
    rowCap.reserve(rows)
    rowStamp.reserve(rows)
    rowLazy.reserve(rows)
    cellSym.reserve(slots)
    cellCoef.reserve(slots)
    cellSlot.reserve(slots)
    columnEntries.reserve(slots)
  }

  @inline(__always) func isRestricted(_ symbol: Symbol) -> Bool {
    kind[symbol] != .external
  }

  // MARK: Symbol lifetime

  /// Creates a symbol of the given kind (reusing a freed id when there is one).
  mutating func newSymbol(_ k: SymbolKind) -> Symbol {
    let s: Symbol
    if freeSymbols.count > 0 {
      s = freeSymbols.removeLast()
      kind[s] = k
      rowOf[s] = .none
      columnHeaders[s].count = 0
      cachedValue[s] = .nan
      objectiveBlock[s.index] = -1
    } else {
      s = Symbol(kind.count)
      kind.append(k)
      rowOf.append(.none)
      columnHeaders.append(ColumnHeader(start: -1, count: 0, capacity: 0))
      scatter.append(-1)
      cachedValue.append(.nan)
      queued.append(0)
      objectiveBlock.append(-1)
      candidates.grow(to: kind.count)
      dirty.grow(to: kind.count)
    }
    liveSymbols += 1
    if k == .external { markDirty(s) }
    return s
  }

  /// Frees a symbol that is parametric and appears in no row and not in the objective.
  mutating func freeSymbol(_ s: Symbol) {
    assert(!rowOf[s].exists && columnHeaders[s].count == 0)
    if columnHeaders[s].capacity > 0 {
      columns.release(
        start: columnHeaders[s].start, capacity: Int(columnHeaders[s].capacity),
        links: columnEntries)
      columnHeaders[s].capacity = 0
      columnHeaders[s].start = -1
    }
    releaseObjectiveBlock(s)
    candidates.clear(s)
    kind[s] = .unused
    freeSymbols.append(s)
    liveSymbols -= 1
  }

  @inline(__always) func markDirty(_ s: Symbol) {
    dirty.insert(s)
  }

  /// Calls `body` with each symbol marked dirty, in increasing order, and clears the marks.
  @inline(__always) func drainDirty(_ body: (Symbol) -> Void) {
    for i in 0..<dirty.summary.count {
      var sw = dirty.summary[i]
      if sw == 0 { continue }
      dirty.summary[i] = 0
      while sw != 0 {
        let w = (i << 6) | sw.trailingZeroBitCount
        sw &= sw - 1
        var bits = dirty.words[w]
        dirty.words[w] = 0
        while bits != 0 {
          body(Symbol((w << 6) | bits.trailingZeroBitCount))
          bits &= bits - 1
        }
      }
    }
  }
}
