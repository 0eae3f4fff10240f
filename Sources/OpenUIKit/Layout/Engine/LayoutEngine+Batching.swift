import Cassowary
import Foundation

/// Many constraint changes at once, optimised once.
extension LayoutEngine {
  /// Runs `body` (constraints added and removed: a subtree joining or leaving, a fitting set
  /// up) with the solver's optimisation deferred to its end (see
  /// `Solver.beginDeferringOptimization()`): required constraints and conflicts are handled
  /// as each change comes, the optional constraints are optimised once. Nested calls optimise
  /// at the outermost end. Nothing inside `body` may read the solution.
  func batched(_ body: () -> Void) {
    solver.beginDeferringOptimization()
    body()
    endDeferredOptimization()
  }

  /// Ends one level of deferred optimisation (optimising at the outermost), reporting what the
  /// simplex could not do.
  func endDeferredOptimization() {
    do {
      try solver.endDeferringOptimization()
    } catch {
      report(.raised(name: "NSInternalInconsistencyException", reason: error.message))
    }
    if !solver.isDeferringOptimization {
      // Give back what building left unused in the tableau (a fresh feed cell: 196 → 105 KB),
      // after the first build and then each time the tableau has doubled since: a window
      // that keeps gaining screens stays packed, at a cost per change that stays constant.
      solver.compactStorageIfGrown()
    }
  }
}
