import Cassowary

/// The size of the Auto Layout engine behind a view, for benchmarks and memory audits.
extension UIView {
  /// The sizes of the Cassowary tableau of the engine that lays out this view's hierarchy
  /// (its constraints, variables, symbols, rows and cells), or nil while the hierarchy has no
  /// engine (no constraint has been activated in it and it has not been laid out with
  /// constraints). Not UIKit API: UIKit does not show its engine.
  public var _layoutEngineStatistics: SolverStatistics? {
    engineIfPresent?.solver.statistics
  }

  /// The bytes the engine's solver holds allocated for its tables (see
  /// `Solver.allocatedStorageBytes`), or nil while the hierarchy has no engine. The views,
  /// layout constraints, solver constraints and variables are not part of it.
  public var _layoutEngineStorageBytes: Int? {
    engineIfPresent?.solver.allocatedStorageBytes
  }
}
