import Cassowary
import SolverWorkloads

/// The Cassowary side-by-side benchmark: a Swift port of bench/kiwi/bench.cpp running the
/// workloads of reference/cassowary.md §4 with the same repetitions, medians and extra fields.
struct CassowaryBenchmark {
  /// The run's options.
  let options: CassowaryOptions
  /// The lines printed so far, for the summary.
  private(set) var results: [ResultLine] = []
  /// Workloads that stopped on an unexpected solver error, with the error.
  private(set) var failures: [String] = []

  /// Creates a benchmark with the given options.
  init(options: CassowaryOptions) {
    self.options = options
  }

  /// Runs the selected workloads in bench.cpp's order, printing each RESULT line as it is
  /// measured.
  mutating func run() {
    let quick = options.quick
    let selection = options.selection
    if options.countInstructions {
      // bench.cpp's BENCH_COUNT=1 runs the same, in the same order.
      attempt("W1 N=100") { try $0.runBuild("W1", .grid(100), reps: 2) }
      attempt("W1 N=1000") { try $0.runBuild("W1", .grid(1000), reps: 2) }
      attempt("W2 N=1000") { try $0.runEdit(n: 1000, frames: 10000) }
      attempt("W3 N=1000") { try $0.runChurn(n: 1000, rounds: 20) }
      attempt("W4 N=1000") { try $0.runUnsat(n: 1000, freshAttempts: 4, sequentialAttempts: 0) }
      attempt("W5 N=1000") { try $0.runBuild("W5", .stack(1000), reps: 2) }
      return
    }
    if selection.wants("W1") {
      attempt("W1 N=100") { try $0.runBuild("W1", .grid(100), reps: quick ? 20 : 200) }
      attempt("W1 N=1000") { try $0.runBuild("W1", .grid(1000), reps: quick ? 3 : 11) }
      if !options.skip10k {
        attempt("W1 N=10000") { try $0.runBuild("W1", .grid(10000), reps: 1) }
      }
    }
    if selection.wantsAny("W2", "W2b", "W2u") {
      attempt("W2 N=1000") { try $0.runEdit(n: 1000, frames: quick ? 1000 : 10000) }
    }
    if selection.wants("W3") {
      attempt("W3 N=1000") { try $0.runChurn(n: 1000, rounds: quick ? 5 : 20) }
    }
    if selection.wantsAny("W4", "W4seq", "W4tiny") {
      attempt("W4 N=1000") {
        try $0.runUnsat(
          n: 1000, freshAttempts: quick ? 3 : 11, sequentialAttempts: quick ? 20 : 200)
      }
    }
    if selection.wants("W5") {
      attempt("W5 N=250") { try $0.runBuild("W5", .stack(250), reps: quick ? 1 : 5) }
      attempt("W5 N=500") { try $0.runBuild("W5", .stack(500), reps: quick ? 1 : 3) }
      attempt("W5 N=1000") { try $0.runBuild("W5", .stack(1000), reps: 1) }
      if !quick { attempt("W5 N=2000") { try $0.runBuild("W5", .stack(2000), reps: 1) } }
    }
  }

  /// Runs one workload; an unexpected solver error is reported as a `#` line and recorded,
  /// and the run goes on with the next workload.
  private mutating func attempt(
    _ label: String, _ body: (inout CassowaryBenchmark) throws -> Void
  ) {
    do {
      try body(&self)
    } catch {
      failures.append("\(label): \(error)")
      let code = (error as? CassowaryError).map { "\($0.code)" } ?? "\(type(of: error))"
      Console.out("# FAILED \(label): \(code)")
      Console.error("bench cassowary: \(label) failed: \(error)")
    }
  }

  /// Prints a result line and keeps it for the summary.
  mutating func emit(_ line: ResultLine) {
    Console.out(line.text)
    results.append(line)
  }

  /// Whether repetition `rep` of `reps` runs inside a counted region.
  func counted(_ rep: Int, of reps: Int) -> Bool {
    options.countInstructions && rep == reps - 1
  }

  /// Runs `body` in the instruction-count region of a build workload: W1 with `n` 100 or
  /// 1 000, or W5.
  static func countedBuild<T>(
    _ label: String, _ n: Int, _ body: () throws(CassowaryError) -> T
  ) throws(CassowaryError) -> T {
    if label == "W5" { return try countedW5(body) }
    return n == 100 ? try countedW1(body) : try countedW1N1000(body)
  }

  /// The instruction-count region of W1 N=100 (see ``CassowaryOptions/countInstructions``).
  @inline(never) static func countedW1<T>(_ body: () throws(CassowaryError) -> T)
    throws(CassowaryError) -> T
  {
    try body()
  }

  /// The instruction-count region of W1 N=1000.
  @inline(never) static func countedW1N1000<T>(_ body: () throws(CassowaryError) -> T)
    throws(CassowaryError) -> T
  {
    let value = try body()
    regionMarker &+= 3
    return value
  }

  /// The instruction-count region of W2: the drag's frames.
  @inline(never) static func countedW2<T>(_ body: () throws(CassowaryError) -> T)
    throws(CassowaryError) -> T
  {
    let value = try body()
    regionMarker &+= 5
    return value
  }

  /// The instruction-count region of W3: each round's removals, additions and update (the
  /// region's count is the sum over the rounds).
  @inline(never) static func countedW3<T>(_ body: () throws(CassowaryError) -> T)
    throws(CassowaryError) -> T
  {
    let value = try body()
    regionMarker &+= 7
    return value
  }

  /// The instruction-count region of W5 N=1000.
  @inline(never) static func countedW5<T>(_ body: () throws(CassowaryError) -> T)
    throws(CassowaryError) -> T
  {
    let value = try body()
    regionMarker &+= 9
    return value
  }

  /// The instruction-count region of W4 (see ``CassowaryOptions/countInstructions``).
  @inline(never) static func countedW4<T>(_ body: () throws(CassowaryError) -> T)
    throws(CassowaryError) -> T
  {
    let value = try body()
    regionMarker &+= 1
    return value
  }

  /// Keeps the regions' bodies distinct (so the optimizer cannot merge them).
  nonisolated(unsafe) static var regionMarker = 0

  /// Adds every constraint of the instance in order, then updates the variables.
  ///
  /// The loop reads each constraint in place (a `for … in` over the array retains and
  /// releases every element: two atomic operations per constraint that kiwi's loop, over
  /// plain values, does not pay).
  static func build(_ instance: WorkloadInstance, into solver: Solver) throws(CassowaryError) {
    var failure: CassowaryError?
    instance.constraints.withUnsafeBufferPointer { buffer in
      for i in buffer.indices {
        Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { constraint in
          do throws(CassowaryError) {
            try solver.addConstraint(constraint)
          } catch {
            failure = error
          }
        }
        if failure != nil { return }
      }
    }
    if let failure { throw failure }
    solver.updateVariables()
  }
}
