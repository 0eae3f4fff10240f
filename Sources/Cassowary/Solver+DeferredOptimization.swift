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

  /// Whether an optimisation is deferred (see ``beginDeferringOptimization()``).
  public var isDeferringOptimization: Bool { deferredOptimizationDepth > 0 }

  /// Runs the optimisation a deferring call postponed, if any.
  func optimizeDeferredObjective() throws(CassowaryError) {
    guard optimizationPending else { return }
    optimizationPending = false
    try runSimplex()
  }
}
