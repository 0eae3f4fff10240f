/// The Auto Layout benchmark: runs the selected workloads, prints their RESULT lines as they
/// finish and keeps them for the summary.
@MainActor
struct LayoutBenchmark {
  /// The run's options.
  let options: LayoutOptions
  /// The lines printed so far.
  private(set) var results: [LayoutResultLine] = []
  /// Counts OpenUIKit's diagnostics; every workload expects none.
  let diagnostics = DiagnosticCounter()

  /// Creates the benchmark; nothing runs yet.
  init(options: LayoutOptions) {
    self.options = options
  }

  /// Runs the selected workloads in order.
  mutating func run() {
    diagnostics.install()
    if options.wants("layout-cells") {
      var timings: [Int: CellTiming] = [:]
      for (n, reps) in options.cellRuns {
        let previous = n % 10 == 0 ? timings[n / 10] : nil
        timings[n] = runCells(n: n, reps: reps, growthFrom: previous)
      }
    }
    if options.wants("constant-change") {
      runConstantChange(cells: options.changeCells, changes: options.changes)
    }
    if options.wants("layout-scaling") {
      runScaling(counts: options.scalingCounts, reps: options.scalingReps)
    }
    if options.wants("layout-chain") {
      runChain(depth: options.chainDepth, reps: options.reps ?? (options.quick ? 3 : 9))
    }
  }

  /// Prints a line on stdout and keeps it.
  mutating func emit(_ line: LayoutResultLine) {
    Console.out(line.text)
    for failure in line.failures { Console.error("bench layout: \(line.workload): \(failure)") }
    results.append(line)
  }

  /// `diagnostics=K` and, when K > 0, the failure to record.
  func diagnosticsField(since start: Int) -> (field: String, failure: String?) {
    LayoutBenchmark.diagnosticsField(count: diagnostics.count - start)
  }

  /// `diagnostics=K` and, when K > 0, the failure to record, for `k` diagnostics.
  static func diagnosticsField(count k: Int) -> (field: String, failure: String?) {
    ("diagnostics=\(k)", k == 0 ? nil : "\(k) layout diagnostics reported")
  }
}
