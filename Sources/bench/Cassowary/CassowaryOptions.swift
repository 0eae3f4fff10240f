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

  /// Parses the arguments after `cassowary`; returns an error message for bad arguments.
  static func parse(_ rawArguments: [String]) -> Result<CassowaryInvocation, UsageError> {
    // `--only=W1,W2` is the same as `--only W1,W2`
    let arguments = rawArguments.flatMap { argument in
      argument.hasPrefix("--only=") ? ["--only", String(argument.dropFirst(7))] : [argument]
    }
    var options = CassowaryOptions()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      switch argument {
      case "--help", "-h":
        return .success(.help)
      case "--skip-10k":
        options.skip10k = true
      case "--quick":
        options.quick = true
      case "--only":
        guard index < arguments.count else { return .failure(UsageError("--only needs a list")) }
        switch WorkloadSelection.parse(arguments[index]) {
        case .success(let selection): options.selection = selection
        case .failure(let unknown):
          return .failure(UsageError("unknown workload '\(unknown.name)' in --only"))
        }
        index += 1
      case "--dump", "--values":
        guard index < arguments.count, ["W1", "W5"].contains(arguments[index].uppercased())
        else {
          return .failure(UsageError("\(argument) needs W1 or W5"))
        }
        let workload = arguments[index].uppercased()
        index += 1
        var n = 1000
        if index < arguments.count {
          guard let parsed = Int(arguments[index]), parsed >= 1 else {
            return .failure(UsageError("\(argument): bad N '\(arguments[index])'"))
          }
          n = parsed
          index += 1
        }
        guard index == arguments.count else {
          return .failure(UsageError("unexpected argument '\(arguments[index])'"))
        }
        return .success(
          argument == "--dump" ? .dump(workload: workload, n: n) : .values(workload: workload, n: n)
        )
      default:
        return .failure(UsageError("unknown argument '\(argument)'"))
      }
    }
    return .success(.run(options))
  }
}

/// A command-line mistake, with the message to show.
struct UsageError: Error, Sendable, Equatable {
  /// What was wrong.
  let message: String

  /// Creates the error with its message.
  init(_ message: String) {
    self.message = message
  }
}
