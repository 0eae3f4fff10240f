import Foundation
import OpenUIKit
import TestSupport

/// Times the feed as LayoutFrameworkBenchmark does: one mannequin cell reconfigured with each
/// item's texts and fitted at 375 pt (`feed-first`), then at 320 pt (`feed-relayout`); building
/// the mannequin is `feed-build`. The old variant on N fresh cells is kept as
/// `feed-fresh-first` / `feed-fresh-relayout`. `total_ms` is thread CPU time (the machine is
/// shared); `wall_ms` is printed beside it.
@MainActor
struct FeedBenchmark {
  /// The first width (a 375 pt wide collection view).
  static let firstWidth: CGFloat = 375
  /// The width after the change.
  static let relayoutWidth: CGFloat = 320

  /// One workload's median over the repetitions.
  struct Measurement {
    /// `feed-build`, `feed-first`, `feed-relayout`, `feed-fresh-first` or
    /// `feed-fresh-relayout`.
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
    /// feed-fresh-first: live heap bytes of the N laid-out cells (allocator statistics after
    /// the last repetition's first fitting minus before it built anything); otherwise `nil`.
    var liveBytes: Int?
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

  /// Runs `reps` repetitions of every workload for `count` items: the mannequin workloads
  /// (`feed-build` N=1, `feed-first`, `feed-relayout`), then the fresh-cells workloads
  /// (`feed-fresh-first`, `feed-fresh-relayout`).
  /// `counted` (every run but the warm-up) sends each workload's timed work through its own
  /// never-inlined function (`countedFeedBuild` …), so that
  /// `valgrind --tool=callgrind` and `callgrind_annotate --inclusive=yes` count each workload's
  /// instructions (run with `--reps 1`; `Benchmarks/peers/yoga.sh` does).
  static func measure(count: Int, reps: Int, counted: Bool = true) -> [Measurement] {
    let items = (0..<count).map { FeedItem(index: $0) }
    return measureMannequin(items: items, reps: reps, counted: counted)
      + measureFresh(items: items, reps: reps, counted: counted)
  }

  /// The workloads' instruction-count regions.
  private enum Region {
    case build, first, relayout, freshFirst, freshRelayout
    /// Inside `build`: the cell's views and constraints, before the fitting builds an engine.
    case buildViews
  }

  /// Runs `body`, through `region`'s counted function when `counted`.
  private static func run<T>(_ counted: Bool, _ region: Region, _ body: () -> T) -> T {
    guard counted else { return body() }
    switch region {
    case .build: return countedFeedBuild(body)
    case .buildViews: return countedFeedBuildViews(body)
    case .first: return countedFeedFirst(body)
    case .relayout: return countedFeedRelayout(body)
    case .freshFirst: return countedFeedFreshFirst(body)
    case .freshRelayout: return countedFeedFreshRelayout(body)
    }
  }

  /// One workload's samples.
  @MainActor private struct Samples {
    var cpu: [Double] = []
    var wall: [Double] = []
    var heights: [CGFloat] = []

    mutating func record(_ cpuWatch: CPUStopwatch, _ wallWatch: Stopwatch, _ h: [CGFloat]) {
      cpu.append(cpuWatch.elapsedMilliseconds)
      wall.append(wallWatch.elapsedMilliseconds)
      heights = h
    }

    func measurement(_ workload: String, cells: Int, reps: Int, hash: String) -> Measurement {
      let sums = FeedBenchmark.checksums(heights)
      return Measurement(
        workload: workload, cells: cells, reps: reps, totalMs: median(cpu), wallMs: median(wall),
        checksum: sums.0, checksum2: sums.1, specHash: hash, firstHeight: heights.first ?? 0)
    }
  }

  /// The collection view's way: one mannequin cell, built once (`feed-build`), reconfigured with
  /// each item's texts and fitted at 375 (`feed-first`), then at 320 (`feed-relayout`).
  static func measureMannequin(items: [FeedItem], reps: Int, counted: Bool) -> [Measurement] {
    var build = Samples()
    var first = Samples()
    var relayout = Samples()
    var mannequin: FeedCell?
    for _ in 0..<reps {
      var heights: [CGFloat] = []
      heights.reserveCapacity(items.count)
      let buildWall = Stopwatch()
      let buildCPU = CPUStopwatch()
      let (cell, firstHeight) = run(counted, .build) {
        let cell = run(counted, .buildViews) { FeedCell(item: items[0], width: firstWidth) }
        return (cell, cell.fittedHeight(width: firstWidth))
      }
      build.record(buildCPU, buildWall, [firstHeight])
      let firstWall = Stopwatch()
      let firstCPU = CPUStopwatch()
      run(counted, .first) {
        for item in items {
          cell.configure(item)
          heights.append(cell.fittedHeight(width: firstWidth))
        }
      }
      first.record(firstCPU, firstWall, heights)
      heights.removeAll(keepingCapacity: true)
      let relayoutWall = Stopwatch()
      let relayoutCPU = CPUStopwatch()
      run(counted, .relayout) {
        cell.setWidth(relayoutWidth)
        for item in items {
          cell.configure(item)
          heights.append(cell.fittedHeight(width: relayoutWidth))
        }
      }
      relayout.record(relayoutCPU, relayoutWall, heights)
      mannequin = cell
    }
    _ = mannequin
    let hash = FeedTextMetrics.specHash(items: items)
    let buildHash = FeedTextMetrics.specHash(items: [items[0]])
    return [
      build.measurement("feed-build", cells: 1, reps: reps, hash: buildHash),
      first.measurement("feed-first", cells: items.count, reps: reps, hash: hash),
      relayout.measurement("feed-relayout", cells: items.count, reps: reps, hash: hash),
    ]
  }

  /// The old variant, kept as extra workloads: N fresh cells, each built and fitted at 375
  /// (`feed-fresh-first`), then each fitted again at 320 (`feed-fresh-relayout`).
  static func measureFresh(items: [FeedItem], reps: Int, counted: Bool) -> [Measurement] {
    var first = Samples()
    var relayout = Samples()
    var lastCells: [FeedCell] = []
    var liveBytes: Int?
    for _ in 0..<reps {
      var heights: [CGFloat] = []
      heights.reserveCapacity(items.count)
      lastCells = []
      let heapBefore = HeapStatistics.liveBytesBeforeWork()
      let watch = Stopwatch()
      let cpu = CPUStopwatch()
      var cells: [FeedCell] = []
      cells.reserveCapacity(items.count)
      run(counted, .freshFirst) {
        for item in items {
          let cell = FeedCell(item: item, width: firstWidth)
          heights.append(cell.fittedHeight(width: firstWidth))
          cells.append(cell)
        }
      }
      first.record(cpu, watch, heights)
      if let heapBefore, let heapAfter = HeapStatistics.liveBytes() {
        liveBytes = heapAfter - heapBefore
      }
      heights.removeAll(keepingCapacity: true)
      let relayoutWatch = Stopwatch()
      let relayoutCPU = CPUStopwatch()
      run(counted, .freshRelayout) {
        for cell in cells {
          cell.setWidth(relayoutWidth)
          heights.append(cell.fittedHeight(width: relayoutWidth))
        }
      }
      relayout.record(relayoutCPU, relayoutWatch, heights)
      lastCells = cells
    }
    let hash = FeedTextMetrics.specHash(lastCells)
    var fresh = first.measurement("feed-fresh-first", cells: items.count, reps: reps, hash: hash)
    fresh.liveBytes = liveBytes
    return [
      fresh,
      relayout.measurement("feed-fresh-relayout", cells: items.count, reps: reps, hash: hash),
    ]
  }

  /// The `MEMORY …` line of a feed-fresh-first measurement (the format of
  /// `Benchmarks/peers/yoga_feed.cpp`'s), or `nil`.
  static func memoryLine(_ m: Measurement) -> String? {
    guard let bytes = m.liveBytes else { return nil }
    let views = m.cells * viewsPerCell
    let perView = fixed(Double(bytes) / Double(max(views, 1)), 1)
    let perCell = fixed(Double(bytes) / Double(max(m.cells, 1)), 1)
    return "MEMORY impl=openuikit workload=\(m.workload) N=\(m.cells) nodes=\(views) "
      + "live_bytes=\(bytes) bytes_per_node=\(perView) bytes_per_cell=\(perCell) "
      + "source=mallinfo2.uordblks+hblkhd"
  }

  /// The views of one feed cell (its content view and 14 subviews).
  static let viewsPerCell = 15

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

// The instruction-count regions of `bench feed` (see ``FeedBenchmark/measure(count:reps:counted:)``).
// Free functions, so that their mangled names spell them out (`$s5bench16countedFeedBuild…`:
// inside FeedBenchmark, Swift's mangling would abbreviate the repeated word "Feed").

/// How often each counted region ran (distinct bodies keep the optimizer from merging them).
@MainActor private var feedRegionCalls = [Int](repeating: 0, count: 6)

/// The instruction-count region of feed-build.
@MainActor @inline(never) func countedFeedBuild<T>(_ body: () -> T) -> T {
  feedRegionCalls[0] &+= 1
  return body()
}

/// The instruction-count region of the app's side of feed-build, inside it: the cell's views
/// and SnapKit constraints made, before the fitting builds the engine. `yoga.sh` sets it
/// beside Yoga's whole build (the floor of the feed-build ratio).
@MainActor @inline(never) func countedFeedBuildViews<T>(_ body: () -> T) -> T {
  feedRegionCalls[5] &+= 6
  return body()
}

/// The instruction-count region of feed-first.
@MainActor @inline(never) func countedFeedFirst<T>(_ body: () -> T) -> T {
  feedRegionCalls[1] &+= 2
  return body()
}

/// The instruction-count region of feed-relayout.
@MainActor @inline(never) func countedFeedRelayout<T>(_ body: () -> T) -> T {
  feedRegionCalls[2] &+= 3
  return body()
}

/// The instruction-count region of feed-fresh-first.
@MainActor @inline(never) func countedFeedFreshFirst<T>(_ body: () -> T) -> T {
  feedRegionCalls[3] &+= 4
  return body()
}

/// The instruction-count region of feed-fresh-relayout.
@MainActor @inline(never) func countedFeedFreshRelayout<T>(_ body: () -> T) -> T {
  feedRegionCalls[4] &+= 5
  return body()
}
