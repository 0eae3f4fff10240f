import Foundation
import OpenUIKit

/// The scaling curves of issue 9: independent cells and a deep chain.
extension LayoutBenchmark {
  /// The vertical distance between two independent cells' tops (they do not touch).
  static let independentPitch: CGFloat = 400

  /// layout-scaling: `reps` times, on a fresh window, build `n` card cells that do not depend
  /// on each other (each pinned to the content view at its own offset, not to the cell above)
  /// and lay them out with `layoutIfNeeded()`, timed on the thread's CPU clock (wall-clock time
  /// beside it: the machine is shared). The counts take turns: each round runs one repetition
  /// of every count that has repetitions left, so that a machine that slows down or speeds up
  /// during the run moves every count alike rather than the last ones. The line for the
  /// largest `n` carries `growth_exponent`, the slope of log t against log n from the smallest
  /// `n` ≥ 100 to it (1 = linear): the median of the slopes of the rounds after the first that
  /// ran both counts (`growth_exponent_rounds` lists every round's), each from two
  /// repetitions run moments apart, as the peer scripts take the median of per-round ratios;
  /// `growth_exponent_medians`, the slope of the two counts' medians (the figure before
  /// 2026-12-06, when the counts ran one after the other); `growth_exponent_cold`, the slope
  /// of the first repetitions (`cold_ms`: with the first touch of the memory later
  /// repetitions reuse).
  mutating func runScaling(counts: [Int], reps: (Int) -> Int) {
    var runs: [Int: ScalingRuns] = [:]
    let rounds = counts.map(reps).max() ?? 0
    for round in 0..<rounds {
      for n in counts where round < reps(n) {
        runs[n, default: ScalingRuns()].record(repetitionOf: n, diagnostics: diagnostics)
      }
    }
    var timings: [Int: CellTiming] = [:]
    let base = counts.filter { $0 >= 100 }.min()
    let top = counts.max()
    for n in counts {
      guard let run = runs[n] else { continue }
      let times = run.times
      let timing = CellTiming(median: median(times), min: times.min() ?? 0, first: times.first ?? 0)
      timings[n] = timing
      var line = LayoutResultLine(
        workload: "layout-scaling", n: n, constraints: run.constraints, vars: 4 * run.views,
        ops: n, totalMs: timing.median, nsPerOp: timing.median * 1e6 / Double(n),
        checksum: run.checksum)
      line.extra = [
        "op=build+layoutIfNeeded(per_independent_cell)", "reps=\(reps(n))",
        "min_ms=\(fixed(timing.min, 3))", "cold_ms=\(fixed(timing.first, 3))",
        "wall_ms=\(fixed(median(run.wall), 3))",
        "clock=thread-cpu", "views=\(run.views)",
        "frames_ok=\(run.failures.isEmpty ? 1 : 0)",
      ]
      var failures = run.failures
      if let liveBytes = run.liveBytes {
        // Live heap bytes after the first repetition's layout minus before it built anything
        // (the window, cells, constraints and engine), from the allocator's statistics.
        let perView = Double(liveBytes) / Double(max(run.views, 1))
        let perConstraint = Double(liveBytes) / Double(max(run.constraints, 1))
        line.extra.append("live_bytes=\(liveBytes)")
        line.extra.append("bytes_per_view=\(fixed(perView, 1))")
        line.extra.append("bytes_per_constraint=\(fixed(perConstraint, 1))")
        line.bytesPerView = perView
        line.bytesPerConstraint = perConstraint
        if let engineSizes = run.engineSizes,
          let breakdown = MemoryBreakdown.measure(
            cells: n, viewCount: run.views, totalPerView: perView, engineSizes: engineSizes)
        {
          line.extra += breakdown.fields
          line.memoryBreakdown = breakdown
        }
      }
      let (field, failure) = LayoutBenchmark.diagnosticsField(count: run.diagnostics)
      line.extra.append(field)
      if let failure { failures.append(failure) }
      if n == top, let base, base < n, let from = timings[base], from.median > 0, from.min > 0,
        let baseRun = runs[base]
      {
        let decades = log10(Double(n) / Double(base))
        let perRound = zip(run.times, baseRun.times).map { log10($0 / $1) / decades }
        // The first round, in which both counts touch fresh memory, has its own figure
        // (`growth_exponent_cold`); the exponent is that of the rounds after it.
        let exponent = median(perRound.count > 1 ? Array(perRound.dropFirst()) : perRound)
        line.growthExponent = exponent
        line.extra.append("growth_from=\(base)")
        line.extra.append("growth_exponent=\(fixed(exponent, 3))")
        line.extra.append(
          "growth_exponent_rounds=\(perRound.map { fixed($0, 3) }.joined(separator: ","))")
        let ofMedians = log10(timing.median / from.median) / decades
        line.extra.append("growth_exponent_medians=\(fixed(ofMedians, 3))")
        line.extra.append("growth_exponent_min=\(fixed(log10(timing.min / from.min) / decades, 3))")
        if timing.first > 0, from.first > 0 {
          let coldExponent = log10(timing.first / from.first) / decades
          line.coldGrowthExponent = coldExponent
          line.extra.append("growth_exponent_cold=\(fixed(coldExponent, 3))")
        }
      }
      line.failures = failures
      emit(line)
    }
  }

  /// The timed operation of layout-scaling (never inlined, for profilers).
  @inline(never)
  static func buildIndependent(_ n: Int, cellsIn list: CardList) {
    for i in 0..<n { list.appendIndependentCell(top: CGFloat(i) * independentPitch) }
    list.window.layoutIfNeeded()
  }

  /// The first and last independent cells' frames against the hand-computed card frames.
  static func independentMismatches(_ list: CardList) -> [String] {
    var failures: [String] = []
    let n = list.cells.count
    for index in Set([0, n - 1]).sorted() where index >= 0 {
      let views = list.cells[index].views
      let expected = CardGeometry.cellFrame(0).offsetBy(
        dx: 0, dy: CGFloat(index) * independentPitch)
      if views.container.frame != expected {
        failures.append("cell[\(index)] frame \(views.container.frame), expected \(expected)")
      }
    }
    return failures
  }

  /// layout-chain: `reps` times, on a fresh window, build a chain of `depth` views, each
  /// placed by the one before it (`top == previous.bottom + 1`, `leading == previous.leading
  /// + 0.25`, `width == previous.width − 0.25`, height 10), and lay it out (thread CPU time).
  /// Checks the last view's frame.
  mutating func runChain(depth: Int, reps: Int) {
    let start = diagnostics.count
    var times: [Double] = []
    var wall: [Double] = []
    var failures: [String] = []
    var checksum: Int64 = 0
    for rep in 0..<reps {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      window.makeKeyAndVisible()
      let stopwatch = Stopwatch()
      let cpu = CPUStopwatch()
      let last = LayoutBenchmark.buildChain(depth, in: window)
      times.append(cpu.elapsedMilliseconds)
      wall.append(stopwatch.elapsedMilliseconds)
      let sum = FrameCheck.checksum(window)
      let expected = CGRect(
        x: 0.25 * CGFloat(depth - 1), y: 11 * CGFloat(depth - 1),
        width: 393 - 0.25 * CGFloat(depth - 1), height: 10)
      if rep == 0 {
        checksum = sum
        if last.frame != expected {
          failures.append("last view \(last.frame), expected \(expected)")
        }
      } else if sum != checksum {
        failures.append("checksum \(sum) in repetition \(rep + 1), \(checksum) in the first")
      }
    }
    let total = median(times)
    var line = LayoutResultLine(
      workload: "layout-chain", n: depth, constraints: 4 * depth, vars: 4 * (depth + 1),
      ops: depth, totalMs: total, nsPerOp: total * 1e6 / Double(depth), checksum: checksum)
    line.extra = [
      "op=build+layoutIfNeeded(per_chained_view)", "reps=\(reps)",
      "min_ms=\(fixed(times.min() ?? 0, 3))", "wall_ms=\(fixed(median(wall), 3))",
      "clock=thread-cpu", "frames_ok=\(failures.isEmpty ? 1 : 0)",
    ]
    let (field, failure) = diagnosticsField(since: start)
    line.extra.append(field)
    if let failure { failures.append(failure) }
    line.failures = failures
    emit(line)
  }

  /// The timed operation of layout-chain; returns the last view.
  @inline(never)
  static func buildChain(_ depth: Int, in window: UIWindow) -> UIView {
    var previous: UIView = window
    for i in 0..<depth {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(view)
      let constraints: [NSLayoutConstraint]
      if i == 0 {
        constraints = [
          view.topAnchor.constraint(equalTo: window.topAnchor),
          view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
          view.widthAnchor.constraint(equalTo: window.widthAnchor),
          view.heightAnchor.constraint(equalToConstant: 10),
        ]
      } else {
        constraints = [
          view.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 1),
          view.leadingAnchor.constraint(equalTo: previous.leadingAnchor, constant: 0.25),
          view.widthAnchor.constraint(equalTo: previous.widthAnchor, constant: -0.25),
          view.heightAnchor.constraint(equalToConstant: 10),
        ]
      }
      NSLayoutConstraint.activate(constraints)
      previous = view
    }
    window.layoutIfNeeded()
    return previous
  }
}
