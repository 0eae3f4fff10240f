import Foundation
import OpenUIKit

/// The repetitions of one `layout-scaling` count, in the order they ran.
@MainActor
struct ScalingRuns {
  /// Each repetition's thread CPU time and wall-clock time, in milliseconds.
  var times: [Double] = []
  var wall: [Double] = []
  /// The first repetition's frame checksum, constraints and views.
  var checksum: Int64 = 0
  var constraints = 0
  var views = 0
  /// Live heap bytes the first repetition's laid-out list held, and its engine's sizes.
  var liveBytes: Int?
  var engineSizes: MemoryBreakdown.EngineSizes?
  /// Wrong frames, or checksums that differ from the first repetition's.
  var failures: [String] = []
  /// Layout diagnostics reported during the repetitions.
  var diagnostics = 0

  /// Runs one more repetition of `n` cells on a fresh window and records it.
  mutating func record(repetitionOf n: Int, diagnostics counter: DiagnosticCounter) {
    let start = counter.count
    let first = times.isEmpty
    let heapBefore = first ? HeapStatistics.liveBytesBeforeWork() : nil
    let list = CardList(pinnedContent: true)
    let stopwatch = Stopwatch()
    let cpu = CPUStopwatch()
    LayoutBenchmark.buildIndependent(n, cellsIn: list)
    times.append(cpu.elapsedMilliseconds)
    wall.append(stopwatch.elapsedMilliseconds)
    let sum = FrameCheck.checksum(list.content)
    if first {
      if let heapBefore, let heapAfter = HeapStatistics.liveBytes() {
        liveBytes = heapAfter - heapBefore
        engineSizes = MemoryBreakdown.EngineSizes(of: list.window)
      }
      checksum = sum
      constraints = list.constraintCount
      views = list.viewCount
      failures = LayoutBenchmark.independentMismatches(list)
    } else if sum != checksum {
      failures.append("checksum \(sum) in repetition \(times.count), \(checksum) in the first")
    }
    diagnostics += counter.count - start
  }
}
