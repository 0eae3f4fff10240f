/// `bench layout …`: parses the arguments and runs the Auto Layout benchmark on the main
/// actor (OpenUIKit is main-actor isolated; `bench`'s top-level code is not).
enum LayoutCommand {
  /// The usage text of `bench layout`.
  static let usage = """
    usage: bench layout [--only layout-cells,constant-change,layout-scaling,layout-chain]
                        [--quick] [--cells LIST] [--reps R] [--change-cells N]
                        [--scaling-cells LIST] [--chain-depth N]

    Measures OpenUIKit's Auto Layout on a list of card cells (20 views and 62 constraints
    each) in a 393 x 852 window and prints one RESULT line per measurement on stdout; a
    summary table goes to stderr. Build with -c release for meaningful numbers.

      layout-cells     build + first layout of N = 10, 100, 1000 cells (ns_per_op per cell,
                       median of 9, 9, 3 runs), with the growth exponent from 100 to 1000
                       cells (target <= 1.1) and a check of hand-computed frames
      constant-change  on a 50-cell (1,053-view) screen, 1000 x (one constant change +
                       layoutIfNeeded), each timed; ns_per_op is the median (target <= 50 us)
      layout-scaling   build + first layout of N independent cells (median of 9 runs, 5 from
                       1000 cells; the counts take turns, one run each per round), with the
                       growth exponent from 100 to the largest N (the median of the rounds
                       after the first; target <= 1.05) and of the first runs, and the live heap
                       bytes per view and per constraint (target <= 2048 bytes per view),
                       split into the views, their constraints and the engine (with the
                       solver's tables, and its symbols, rows and cells per view)
      layout-chain     a 1000-view chain, each view placed by the one before it

      --only LIST   the workloads to run (default: all)
      --quick       smoke test: fewer repetitions and changes
      --cells LIST  the cell counts of layout-cells (default 10,100,1000; the growth
                    exponent is printed for each N whose N/10 also ran)
      --reps R      repetitions of each cell count (for profiling, e.g. --cells 1000 --reps 1)
      --change-cells N
                    cells of the constant-change screen (default 50), to see how the cost of
                    one change grows with the size of the screen
      --scaling-cells LIST
                    the cell counts of layout-scaling (default 1,10,100,1000,10000)
      --chain-depth N
                    the views of layout-chain (default 1000)
    """

  /// Runs `bench layout` with the arguments after `layout`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    switch LayoutOptions.parse(arguments) {
    case .failure(let error):
      Console.error("bench layout: \(error.message)\n\n\(usage)")
      return 2
    case .success(.help):
      Console.out(usage)
      return 0
    case .success(.run(let options)):
      return MainActor.assumeIsolated { runBenchmark(options) }
    }
  }

  /// Runs the selected workloads and prints the summary; fails when a check failed.
  @MainActor static func runBenchmark(_ options: LayoutOptions) -> Int32 {
    var header = "impl=\(LayoutResultLine.implementation)"
    header += " only=\(options.workloads.joined(separator: ",")) quick=\(options.quick ? 1 : 0)"
    Console.runHeader("layout", header)
    var benchmark = LayoutBenchmark(options: options)
    benchmark.run()
    Console.error("\n" + LayoutSummaryTable.render(benchmark.results))
    return benchmark.results.allSatisfy { $0.failures.isEmpty } ? 0 : 1
  }
}
