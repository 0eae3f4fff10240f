/// Building many constraints at once: the objective optimised once, at the end.
extension Solver {
  /// Defers the optimisation of the objective until the matching
  /// ``endDeferringOptimization()``.
  ///
  /// Between the two calls, added and removed constraints enter and leave the tableau as
  /// usual: required constraints hold, and a required constraint that cannot hold is rejected
  /// with the same error and the same conflicting set (feasibility does not depend on the
  /// objective). Only the simplex that lowers the optional constraints' errors waits, so a
  /// system built from many constraints is optimised once instead of after each of them.
  ///
  /// Values read in between satisfy the required constraints but are not yet optimal.
  /// Changing a constant (``setConstant(_:of:)``, ``suggestValue(_:_:)``) needs an optimal
  /// tableau, so it optimises first. Calls nest: the outermost end optimises.
  public func beginDeferringOptimization() {
    deferredOptimizationDepth += 1
  }

  /// Ends a ``beginDeferringOptimization()``: at the outermost end, optimises the objective
  /// if a change since the beginning needs it.
  /// - Throws: ``CassowaryError/Code/internalError`` when the simplex fails (as the change
  ///   that deferred it would have thrown).
  public func endDeferringOptimization() throws(CassowaryError) {
    guard deferredOptimizationDepth > 0 else { return }
    deferredOptimizationDepth -= 1
    if deferredOptimizationDepth == 0 { try optimizeDeferredObjective() }
  }

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
    tableau.compactArenas()
    symbolVariables.trim()
    symbolUses.trim()
    symbolOwner.trim()
    records.trimCapacity()
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
    let used = tableau.cells.end + tableau.columns.end
    guard used >= 2 * tableau.arenaSlotsAtLastCheck else { return false }
    let packed = compactStorage()
    tableau.arenaSlotsAtLastCheck = tableau.cells.end + tableau.columns.end
    return packed
  }

  /// Whether an optimisation is deferred (see ``beginDeferringOptimization()``).
  public var isDeferringOptimization: Bool { deferredOptimizationDepth > 0 }

  /// Runs the optimisation a deferring call postponed, if any.
  func optimizeDeferredObjective() throws(CassowaryError) {
    guard optimizationPending else { return }
    optimizationPending = false
    try runSimplex()
  }
}
