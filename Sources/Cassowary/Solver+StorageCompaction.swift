/// Giving back the memory that building and changing left unused in the tableau.
extension Solver {
  /// Gives back the memory that building left unused in the tableau, when that is at least
  /// a third of it (free blocks and the doubling of its buffers; see
  /// `Tableau.arenasAreSparse`), and answers whether it did. Values and later results are
  /// unchanged.
  ///
  /// Call it once a system is built and few additions are expected soon (a tree's first
  /// layout): packing costs time in proportion to the tableau, and the next addition
  /// grows the buffers again, so calling it after every change would make building
  /// quadratic.
  @discardableResult
  public func compactStorage() -> Bool {
    guard deferredOptimizationDepth == 0, tableau.arenasAreSparse else { return false }
    packStorage(leaving: .none)
    return true
  }

  /// Packs the storage as ``compactStorage()`` does, but only when the tableau's arenas have
  /// grown to at least twice what they held at the last call (the first call always
  /// checks), and answers whether it packed.
  ///
  /// Call it at the end of every batch of changes of a solver that keeps growing (a window
  /// whose screens come and go): the check costs nothing, and packing, which costs time in
  /// proportion to the tableau, happens only after the tableau doubled, so its cost spread
  /// over the changes that made it grow stays constant per change. Without it, a growing
  /// tableau keeps up to three times the slots it uses (a block per row rounded up to a
  /// power of two, rows moved to larger blocks, and buffers that double).
  @discardableResult
  public func compactStorageIfGrown() -> Bool {
    guard deferredOptimizationDepth == 0 else { return false }
    guard tableau.arenaSlots >= 2 * tableau.arenaSlotsAtLastCheck else { return false }
    let packed = compactStorage()
    tableau.arenaSlotsAtLastCheck = tableau.arenaSlots
    return packed
  }

  /// Packs the storage as ``compactStorage()`` does, leaving an eighth of room in every
  /// table and arena, when since the last check the tableau's arenas have grown by half or
  /// its rows have dropped by a quarter, and at least a third of the storage is unused;
  /// answers whether it packed.
  ///
  /// Call it when a batch of changes has been laid out (the end of a layout pass), as often
  /// as that happens: the check costs nothing until the tableau changed that much, then
  /// time in proportion to its rows and symbols, and packing only follows such a change, so
  /// spread over the changes that caused it, it costs a constant per change. The room left
  /// keeps the next additions from doubling every table at once. A system that grew a table
  /// at a time keeps at rest about an eighth more than it needs instead of up to twice (a
  /// fresh 100-cell list held 85 230 cell slots for 45 918 cells).
  @discardableResult
  public func compactStorageIfSparse() -> Bool {
    guard deferredOptimizationDepth == 0 else { return false }
    let last = tableau.storageAtLastCheck
    guard 2 * tableau.arenaSlots >= 3 * last.slots || 4 * tableau.liveRows <= 3 * last.rows
    else { return false }
    defer { tableau.storageAtLastCheck = (tableau.arenaSlots, tableau.liveRows) }
    guard tableau.arenasAreSparse || tableau.tablesAreSparse else { return false }
    packStorage(leaving: .eighth)
    return true
  }

  /// Packs the tableau's arenas and trims every per-symbol and per-record table.
  private func packStorage(leaving room: CompactionRoom) {
    tableau.compactArenas(leaving: room)
    symbolVariables.trim(room)
    symbolTags.trim(room)
    records.trimCapacity(room)
  }
}
