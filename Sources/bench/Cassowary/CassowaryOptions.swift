/// What `bench cassowary …` was asked to do.
enum CassowaryInvocation: Sendable, Equatable {
  /// Run the selected workloads and print RESULT lines.
  case run(CassowaryOptions)
  /// Print the canonical constraint lines of a workload (`--dump W1 100`), as bench.cpp.
  case dump(workload: String, n: Int)
  /// Solve a workload once and print every variable's value (`--values W1 100`), as bench.cpp.
  case values(workload: String, n: Int)
  /// Print the usage text.
  case help
}

/// The options of a benchmark run, mirroring bench.cpp's `BENCH_ONLY`, `BENCH_SKIP_10K` and
/// `BENCH_QUICK`.
struct CassowaryOptions: Sendable, Equatable {
  /// `--only W1,W2,…`: the result lines to produce.
  var selection = WorkloadSelection.all
  /// `--skip-10k`: leave out W1 with N = 10000.
  var skip10k = false
  /// `--quick`: fewer repetitions, frames, rounds and attempts (a smoke test; W2's checksum
  /// differs).
  var quick = false
  /// `--count-instructions`: each workload with a target once, its timed work run through a
  /// never-inlined region for `valgrind --tool=callgrind` (as bench.cpp's `BENCH_COUNT=1`):
  /// W1 N=100 and N=1000 and W5 N=1000 (two repetitions, the second counted:
  /// ``CassowaryBenchmark/countedW1(_:)``, ``CassowaryBenchmark/countedW1N1000(_:)``,
  /// ``CassowaryBenchmark/countedW5(_:)``), W2's 10 000 frames
  /// (``CassowaryBenchmark/countedW2(_:)``; not W2b and W2u), W3's 20 rounds
  /// (``CassowaryBenchmark/countedW3(_:)``) and W4 (four attempts, the fourth counted:
  /// ``CassowaryBenchmark/countedW4(_:)``). The counted W4 attempt (3) is an odd one, like
  /// attempt 1 before it, so the process has already taken that path once: one-time costs (the
  /// Swift runtime's lazy type metadata and conformance look-ups) are not counted as the failed
  /// add's.
  var countInstructions = false

  /// Parses the arguments after `cassowary`; returns an error message for bad arguments.
  static func parse(_ arguments: [String]) -> Result<CassowaryInvocation, UsageError> {
    do throws(UsageError) {
      return .success(try parse(ArgumentReader(arguments)))
    } catch {
      return .failure(error)
    }
  }

  /// Reads the arguments after `cassowary`.
  private static func parse(_ arguments: ArgumentReader) throws(UsageError) -> CassowaryInvocation {
    var arguments = arguments
    var options = CassowaryOptions()
    while let argument = arguments.next() {
      switch argument {
      case "--help", "-h":
        return .help
      case "--skip-10k":
        options.skip10k = true
      case "--quick":
        options.quick = true
      case "--count-instructions":
        options.countInstructions = true
      case "--only":
        let list = try arguments.value(of: argument, message: "--only needs a list")
        switch WorkloadSelection.parse(list) {
        case .success(let selection): options.selection = selection
        case .failure(let unknown):
          throw UsageError("unknown workload '\(unknown.name)' in --only")
        }
      case "--dump", "--values":
        guard let name = arguments.next(), ["W1", "W5"].contains(name.uppercased()) else {
          throw UsageError("\(argument) needs W1 or W5")
        }
        let workload = name.uppercased()
        var n = 1000
        if let text = arguments.next() {
          guard let parsed = Int(text), parsed >= 1 else {
            throw UsageError("\(argument): bad N '\(text)'")
          }
          n = parsed
        }
        if let extra = arguments.next() {
          throw UsageError("unexpected argument '\(extra)'")
        }
        return argument == "--dump"
          ? .dump(workload: workload, n: n) : .values(workload: workload, n: n)
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }
}
