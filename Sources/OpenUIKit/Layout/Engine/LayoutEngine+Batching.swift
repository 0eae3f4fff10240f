import Cassowary
import Foundation

/// Many constraint changes at once, optimised once.
extension LayoutEngine {
  /// Runs `body` (constraints added and removed: a subtree joining or leaving, a fitting set
  /// up) with the solver's optimisation deferred to its end (see
  /// `Solver.beginDeferringOptimization()`): required constraints and conflicts are handled
  /// as each change comes, the optional constraints are optimised once. Nested calls optimise
  /// at the outermost end. Nothing inside `body` may read the solution.
  ///
  /// With `packing` false, the outermost end leaves the tableau's storage as it is: a subtree
  /// joining a hierarchy is laid out next, and the layout's ``solve()`` packs what the
  /// additions since the last layout left unused (see `Solver.compactStorageIfSparse()`).
  func batched(packing: Bool = true, _ body: () -> Void) {
    solver.beginDeferringOptimization()
    body()
    endDeferredOptimization(packing: packing)
  }

  /// Ends one level of deferred optimisation (optimising at the outermost), reporting what the
  /// simplex could not do; with `packing`, the outermost end packs the tableau once it has
  /// doubled.
  func endDeferredOptimization(packing: Bool = true) {
    do {
      try solver.endDeferringOptimization()
    } catch {
      report(.raised(name: "NSInternalInconsistencyException", reason: error.message))
    }
    if packing, !solver.isDeferringOptimization {
      // Give back what building left unused in the tableau (a fresh feed cell: 196 → 105 KB),
      // after the first build and then each time the tableau has doubled since, at a cost per
      // change that stays constant: a cell sized by fitting alone is never laid out. (A
      // subtree joining a window is packed by the layout that follows instead: 100 cards
      // attached one by one and then laid out took 10 % fewer instructions.)
      solver.compactStorageIfGrown()
    }
  }
}
