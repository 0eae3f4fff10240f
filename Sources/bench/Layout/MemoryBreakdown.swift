import Cassowary
import OpenUIKit

/// Where the live heap bytes of a laid-out list of independent cells go, per view: the views
/// alone, their constraints, and the engine that lays them out (with the solver's tables, a
/// part of the engine's share, counted exactly from their capacities).
///
/// The views and the constraints are measured on their own, outside the timed repetitions:
/// `cells` card cells built and kept without a window (activated constraints wait for an
/// engine), then the same with their constraints.
struct MemoryBreakdown: Sendable {
  /// Live heap bytes of the views alone, per view.
  var views: Double
  /// Live heap bytes the activated constraints add to the views, per view.
  var constraints: Double
  /// The rest of the laid-out list's bytes: the engine, its variables and solver
  /// constraints, the solver's tables, the window, per view.
  var engine: Double
  /// The solver's tables (`Solver.allocatedStorageBytes`), per view: part of ``engine``.
  var solverTables: Double
  /// The solver's symbols, rows and cells, per view.
  var symbols: Double, rows: Double, cells: Double

  /// The `key=value` fields of a RESULT line.
  var fields: [String] {
    [
      "views_bytes_per_view=\(fixed(views, 1))",
      "constraints_bytes_per_view=\(fixed(constraints, 1))",
      "engine_bytes_per_view=\(fixed(engine, 1))",
      "solver_tables_bytes_per_view=\(fixed(solverTables, 1))",
      "symbols_per_view=\(fixed(symbols, 2))", "rows_per_view=\(fixed(rows, 2))",
      "cells_per_view=\(fixed(cells, 2))",
    ]
  }

  /// What the engine of a laid-out list holds: its solver's sizes and the bytes of its tables.
  struct EngineSizes {
    var statistics: SolverStatistics
    var solverBytes: Int

    /// The sizes of the engine laying out `window`, or nil when it has none.
    @MainActor init?(of window: UIWindow) {
      guard let statistics = window._layoutEngineStatistics,
        let solverBytes = window._layoutEngineStorageBytes
      else { return nil }
      self.statistics = statistics
      self.solverBytes = solverBytes
    }
  }

  /// The breakdown of `totalPerView`, the live bytes per view of a laid-out list of `cells`
  /// independent cells, `viewCount` views in its window, whose engine had `engineSizes`; nil
  /// where the allocator reports no statistics.
  @MainActor static func measure(
    cells: Int, viewCount: Int, totalPerView: Double, engineSizes: EngineSizes
  ) -> MemoryBreakdown? {
    let n = Double(cells * CardList.count(CardViews().container))
    guard let views = liveBytes(of: { (0..<cells).map { _ in CardViews() } }),
      let withConstraints = liveBytes(of: { (0..<cells).map { _ in CardCell() } })
    else { return nil }
    let statistics = engineSizes.statistics
    let viewCount = Double(viewCount)
    return MemoryBreakdown(
      views: Double(views) / n, constraints: Double(withConstraints - views) / n,
      engine: totalPerView - Double(withConstraints) / n,
      solverTables: Double(engineSizes.solverBytes) / viewCount,
      symbols: Double(statistics.symbols) / viewCount, rows: Double(statistics.rows) / viewCount,
      cells: Double(statistics.cells) / viewCount)
  }

  /// The live heap bytes `make` leaves allocated while its result is kept.
  @MainActor private static func liveBytes<T>(of make: () -> T) -> Int? {
    guard let before = HeapStatistics.liveBytesBeforeWork() else { return nil }
    let kept = make()
    let after = HeapStatistics.liveBytes()
    return withExtendedLifetime(kept) { after.map { $0 - before } }
  }
}
