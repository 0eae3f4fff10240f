import Foundation
import OpenUIKit

/// Times the feed: for each cell count, build + first fitting at 375 pt (`feed-first`), then a
/// width change to 320 pt and fitting again (`feed-relayout`), on fresh cells each repetition.
/// `total_ms` is thread CPU time (the machine is shared); `wall_ms` is printed beside it.
@MainActor
struct FeedBenchmark {
  /// The first width (a 375 pt wide collection view).
  static let firstWidth: CGFloat = 375
  /// The width after the change.
  static let relayoutWidth: CGFloat = 320

  /// One workload's median over the repetitions.
  struct Measurement {
    /// `feed-first` or `feed-relayout`.
    var workload: String
    /// Cells.
    var cells: Int
    /// Repetitions.
    var reps: Int
    /// Median thread CPU milliseconds.
    var totalMs: Double
    /// Median wall-clock milliseconds.
    var wallMs: Double
    /// Σ llround(height × 1000) over the cells.
    var checksum: Int64
    /// Σ llround(height × screen scale) over the cells (pixels).
    var checksum2: Int64
    /// The texts' hash (see ``FeedTextMetrics/specHash(_:)``).
    var specHash: String
    /// The first cell's height.
    var firstHeight: CGFloat
  }

  /// The checksums of some heights.
  static func checksums(_ heights: [CGFloat]) -> (Int64, Int64) {
    let scale = Double(UIScreen.main.scale)
    var thousandths: Int64 = 0
    var pixels: Int64 = 0
    for h in heights {
      let value = Double(h)
      thousandths &+= Int64((value * 1000).rounded())
      pixels &+= Int64((value * scale).rounded())
    }
    return (thousandths, pixels)
  }

  /// Runs `reps` repetitions of both workloads for `count` cells.
  static func measure(count: Int, reps: Int) -> [Measurement] {
    let items = (0..<count).map { FeedItem(index: $0) }
    var firstTimes: [Double] = []
    var relayoutTimes: [Double] = []
    var firstWall: [Double] = []
    var relayoutWall: [Double] = []
    var firstHeights: [CGFloat] = []
    var relayoutHeights: [CGFloat] = []
    var lastCells: [FeedCell] = []
    for _ in 0..<reps {
      var heights: [CGFloat] = []
      heights.reserveCapacity(count)
      let watch = Stopwatch()
      let cpu = CPUStopwatch()
      var cells: [FeedCell] = []
      cells.reserveCapacity(count)
      for item in items {
        let cell = FeedCell(item: item, width: firstWidth)
        heights.append(cell.fittedHeight(width: firstWidth))
        cells.append(cell)
      }
      firstTimes.append(cpu.elapsedMilliseconds)
      firstWall.append(watch.elapsedMilliseconds)
      firstHeights = heights
      heights.removeAll(keepingCapacity: true)
      let relayout = Stopwatch()
      let relayoutCPU = CPUStopwatch()
      for cell in cells {
        cell.setWidth(relayoutWidth)
        heights.append(cell.fittedHeight(width: relayoutWidth))
      }
      relayoutTimes.append(relayoutCPU.elapsedMilliseconds)
      relayoutWall.append(relayout.elapsedMilliseconds)
      relayoutHeights = heights
      lastCells = cells
    }
    let hash = FeedTextMetrics.specHash(lastCells)
    let first = checksums(firstHeights)
    let second = checksums(relayoutHeights)
    return [
      Measurement(
        workload: "feed-first", cells: count, reps: reps, totalMs: median(firstTimes),
        wallMs: median(firstWall),
        checksum: first.0, checksum2: first.1, specHash: hash,
        firstHeight: firstHeights.first ?? 0),
      Measurement(
        workload: "feed-relayout", cells: count, reps: reps, totalMs: median(relayoutTimes),
        wallMs: median(relayoutWall),
        checksum: second.0, checksum2: second.1, specHash: hash,
        firstHeight: relayoutHeights.first ?? 0),
    ]
  }

  /// The `RESULT …` line of a measurement.
  static func resultLine(_ m: Measurement) -> String {
    resultLineText(
      impl: "openuikit", workload: m.workload, n: m.cells, constraints: 0, vars: 0, ops: m.cells,
      totalMs: m.totalMs, nsPerOp: m.totalMs * 1e6 / Double(max(m.cells, 1)),
      checksum: m.checksum, checksum2: m.checksum2, specHash: m.specHash,
      extra: [
        "wall_ms=\(fixed(m.wallMs, 3))", "clock=thread-cpu", "reps=\(m.reps)", "views_per_cell=15",
      ])
  }
}
