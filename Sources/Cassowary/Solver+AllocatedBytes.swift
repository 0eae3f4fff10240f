/// How much memory the solver's own tables take.
extension Solver {
  /// The bytes the solver holds allocated for its tableau and its tables: every row, column
  /// and objective arena, the per-symbol and per-row tables, the constraint records and the
  /// scratch tables, each counted at its capacity (free slots and the room left for growth
  /// included). The ``Variable`` and ``Constraint`` objects are not part of it (their owners
  /// hold them too), nor are the dictionaries of edit variables and of variables and
  /// constraints shared with another solver (empty in most solvers).
  ///
  /// For a benchmark's account of where memory goes: the figure is exact for what it counts,
  /// but the allocator adds its own overhead to each block.
  public var allocatedStorageBytes: Int {
    let tables =
      symbolVariables.capacity * MemoryLayout<Unmanaged<Variable>?>.stride
      + symbolTags.capacity * MemoryLayout<Int32>.stride
    let recordTables =
      records.capacity * MemoryLayout<ConstraintRecord>.stride
      + freeRecords.capacity * MemoryLayout<RecordIndex>.stride
      + pendingChecks.capacity * MemoryLayout<RecordIndex>.stride
    let scratch =
      createdSymbols.capacity * MemoryLayout<Symbol>.stride
      + levelValues.capacity * MemoryLayout<Double>.stride
    return tableau.allocatedBytes + tables + recordTables + scratch
  }
}
