import Cassowary
import SolverWorkloads

/// `bench cassowary …`: parses the arguments and runs the benchmark, `--dump` or `--values`.
enum CassowaryCommand {
  /// The usage text of `bench cassowary`.
  static let usage = """
    usage: bench cassowary [--only W1,W2,...] [--skip-10k] [--quick] [--count-instructions]
           bench cassowary --dump W1|W5 [N]      canonical constraint lines (default N 1000)
           bench cassowary --values W1|W5 [N]    solved values, one "k value" line each

    Runs the workloads of the SolverWorkloads module like Benchmarks/peers/kiwi/bench.cpp and
    prints one RESULT line per measurement on stdout (plus '#' comment lines); a summary
    table goes to stderr. Build with -c release for meaningful numbers.

      --only LIST   W1 W2 W3 W4 W5; W2 = W2,W2b,W2u and W4 = W4,W4seq,W4tiny, which can also
                    be named one by one (default: all)
      --skip-10k    leave out W1 N=10000
      --quick       smoke test: fewer repetitions, frames, rounds and attempts (W2 checksums
                    then differ from the reference)
      --count-instructions
                    W1 N=100 and N=1000, W2 (not W2b, W2u), W3, W4 and W5 N=1000 once
                    each, their timed work in the never-inlined countedW1,
                    countedW1N1000, countedW2, countedW3, countedW4 and countedW5 (for
                    valgrind --tool=callgrind and callgrind_annotate --inclusive=yes;
                    Benchmarks/peers/solver-vs-kiwi.sh)
    """

  /// Runs `bench cassowary` with the arguments after `cassowary`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    switch CassowaryOptions.parse(arguments) {
    case .failure(let error):
      Console.error("bench cassowary: \(error.message)\n\n\(usage)")
      return 2
    case .success(.help):
      Console.out(usage)
      return 0
    case .success(.dump(let name, let n)):
      dump(workload(name, n))
      return 0
    case .success(.values(let name, let n)):
      return printValues(workload(name, n))
    case .success(.run(let options)):
      return runBenchmark(options)
    }
  }

  /// W1 (grid) or W5 (stack) with `n` views.
  static func workload(_ name: String, _ n: Int) -> Workload {
    name == "W5" ? .stack(n) : .grid(n)
  }

  /// Prints the canonical lines on stdout and the size and hash on stderr, as bench.cpp.
  static func dump(_ workload: Workload) {
    print(workload.dump(), terminator: "")
    Console.error(
      "constraints=\(workload.constraints.count) vars=\(workload.nvars) "
        + "spec_hash=\(workload.specHashHex)")
  }

  /// Solves the workload once and prints `k value` per variable, as bench.cpp's `--values`.
  static func printValues(_ workload: Workload) -> Int32 {
    let instance = workload.instantiate()
    let solver = Solver()
    do {
      try CassowaryBenchmark.build(instance, into: solver)
    } catch {
      Console.error("bench cassowary: \(error)")
      return 1
    }
    var text = ""
    for (k, variable) in instance.variables.enumerated() {
      text += "\(k) \(fixed(variable.value, 6))\n"
    }
    Console.out(text)
    return 0
  }

  /// Runs the selected workloads, then prints the summary; fails when a workload stopped on a
  /// solver error.
  static func runBenchmark(_ options: CassowaryOptions) -> Int32 {
    let selected = WorkloadSelection.allNames.filter { options.selection.wants($0) }
    var header = "impl=\(ResultLine.implementation)"
    header += " only=\(selected.joined(separator: ",")) skip_10k=\(options.skip10k ? 1 : 0)"
    header += " quick=\(options.quick ? 1 : 0)"
    Console.runHeader("cassowary", header)
    var benchmark = CassowaryBenchmark(options: options)
    benchmark.run()
    Console.error("\n" + SummaryTable.render(benchmark.results, failures: benchmark.failures))
    return benchmark.failures.isEmpty ? 0 : 1
  }
}
