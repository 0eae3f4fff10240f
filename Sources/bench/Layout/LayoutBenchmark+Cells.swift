import Foundation

/// The median and the fastest total time of one cell count, in milliseconds.
struct CellTiming {
  /// The median repetition.
  var median: Double
  /// The fastest repetition (less disturbed by other processes on a shared machine).
  var min: Double
  /// The first repetition, which alone pays for touching fresh memory (0 where not kept).
  var first: Double = 0
}

extension LayoutBenchmark {
  /// layout-cells: `reps` times, on a fresh window, build `n` cells (views, constraints,
  /// stacking) and lay them out with `layoutIfNeeded()`; reports the median repetition per
  /// cell. Creating the window and releasing everything afterwards are not timed.
  ///
  /// With `previous`, the timing at `n / 10` cells, the line also carries
  /// `growth_exponent = log10(t(n) / t(n / 10))` of the medians (1 for linear growth) and
  /// `growth_exponent_min`, the same of the fastest repetitions.
  /// - Returns: The median and fastest total times.
  @discardableResult
  mutating func runCells(n: Int, reps: Int, growthFrom previous: CellTiming?) -> CellTiming {
    let start = diagnostics.count
    var times: [Double] = []
    var checksum: Int64 = 0
    var failures: [String] = []
    var constraints = 0
    var views = 0
    for rep in 0..<reps {
      let list = CardList()
      let stopwatch = Stopwatch()
      LayoutBenchmark.build(n, cellsIn: list)
      times.append(stopwatch.elapsedMilliseconds)
      let sum = FrameCheck.checksum(list.content)
      if rep == 0 {
        checksum = sum
        failures = FrameCheck.mismatches(in: list)
        constraints = list.constraintCount
        views = list.viewCount
      } else if sum != checksum {
        failures.append("checksum \(sum) in repetition \(rep + 1), \(checksum) in the first")
      }
    }
    let total = median(times)
    let fastest = times.min() ?? 0
    var line = LayoutResultLine(
      workload: "layout-cells", n: n, constraints: constraints, vars: 4 * views, ops: n,
      totalMs: total, nsPerOp: total * 1e6 / Double(n), checksum: checksum)
    line.extra = [
      "op=build+layoutIfNeeded(per_cell)", "reps=\(reps)", "min_ms=\(fixed(fastest, 3))",
      "views=\(views)", "frames_ok=\(failures.isEmpty ? 1 : 0)",
    ]
    let (field, failure) = diagnosticsField(since: start)
    line.extra.append(field)
    if let failure { failures.append(failure) }
    if let previous, previous.median > 0, previous.min > 0 {
      let exponent = log10(total / previous.median)
      line.growthExponent = exponent
      line.extra.append("growth_exponent=\(fixed(exponent, 3))")
      line.extra.append("growth_exponent_min=\(fixed(log10(fastest / previous.min), 3))")
    }
    line.failures = failures
    emit(line)
    return CellTiming(median: total, min: fastest)
  }

  /// The timed operation: builds `n` cells in the list and lays the window out. Never
  /// inlined, so that profilers can attribute (and callgrind can `--toggle-collect`) exactly
  /// the measured work.
  @inline(never)
  static func build(_ n: Int, cellsIn list: CardList) {
    for _ in 0..<n { list.appendCell() }
    list.finish()
    list.window.layoutIfNeeded()
  }
}
