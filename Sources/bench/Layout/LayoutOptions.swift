/// What `bench layout …` was asked to do.
enum LayoutInvocation: Sendable, Equatable {
  /// Run the selected workloads.
  case run(LayoutOptions)
  /// Print the usage text.
  case help
}

/// The options of a layout benchmark run.
struct LayoutOptions: Sendable, Equatable {
  /// Every workload, in run order.
  static let allWorkloads = ["layout-cells", "constant-change", "layout-scaling", "layout-chain"]

  /// `--only a,b`: the workloads to run.
  var workloads = LayoutOptions.allWorkloads
  /// `--quick`: fewer repetitions and changes (a smoke test).
  var quick = false
  /// `--cells LIST`: the cell counts of `layout-cells` (default 10, 100, 1000).
  var cellCounts = [10, 100, 1000]
  /// `--reps R`: the repetitions of every cell count (default 9 below 1000 cells, else 3).
  var reps: Int?

  /// The cell counts of `layout-cells` and their repetitions.
  var cellRuns: [(n: Int, reps: Int)] {
    cellCounts.map { n in
      (n, reps ?? (quick ? (n >= 1000 ? 1 : 3) : (n >= 1000 ? 3 : 9)))
    }
  }

  /// `--scaling-cells LIST`: the cell counts of `layout-scaling` (default 1 … 10,000).
  var scalingCounts = [1, 10, 100, 1000, 10000]

  /// The repetitions of a `layout-scaling` count: 5 from 1,000 cells, else 9 (with `--quick`:
  /// 1 from 1,000, else 3); `--reps` overrides. Every count gets repetitions, so that its
  /// median, like the small counts', is of a repetition that reuses the memory an earlier one
  /// gave back (a single repetition measured the first touch of every page as well), and the
  /// growth exponent has four rounds after the first (3 before 2026-12-06).
  func scalingReps(_ n: Int) -> Int {
    if let reps { return reps }
    if quick { return n >= 1000 ? 1 : 3 }
    return n >= 1000 ? 5 : 9
  }

  /// `--chain-depth N`: the views of `layout-chain` (default 1,000).
  var chainDepth = 1000

  /// `--change-cells N`: the number of cells of the `constant-change` screen (21 views each;
  /// default 50).
  var changeCells = 50

  /// The number of constant changes: 1000 (200 with `--quick`) rounded up to a multiple of
  /// 2 × ``changeCells``, so that every constant ends where it started.
  var changes: Int {
    let period = 2 * changeCells
    return ((quick ? 200 : 1000) + period - 1) / period * period
  }

  /// Whether the workload is selected.
  func wants(_ workload: String) -> Bool { workloads.contains(workload) }

  /// Parses the arguments after `layout`.
  static func parse(_ arguments: [String]) -> Result<LayoutInvocation, UsageError> {
    do throws(UsageError) {
      return .success(try parse(ArgumentReader(arguments)))
    } catch {
      return .failure(error)
    }
  }

  /// Reads the arguments after `layout`.
  private static func parse(_ arguments: ArgumentReader) throws(UsageError) -> LayoutInvocation {
    var arguments = arguments
    var options = LayoutOptions()
    while let argument = arguments.next() {
      switch argument {
      case "--help", "-h":
        return .help
      case "--quick":
        options.quick = true
      case "--only":
        let list = try arguments.value(of: argument, message: "--only needs a list")
        let names = list.split(separator: ",").map { $0.lowercased() }
        if let unknown = names.first(where: { !allWorkloads.contains($0) }) {
          throw UsageError("unknown workload '\(unknown)' in --only")
        }
        if !names.isEmpty { options.workloads = allWorkloads.filter { names.contains($0) } }
      case "--cells", "--reps", "--change-cells", "--scaling-cells", "--chain-depth":
        let numbers = try arguments.positiveInts(of: argument) { "\(argument): bad value '\($0)'" }
        switch argument {
        case "--cells": options.cellCounts = numbers
        case "--scaling-cells": options.scalingCounts = numbers
        default:
          guard numbers.count == 1 else { throw UsageError("\(argument) takes one number") }
          switch argument {
          case "--reps": options.reps = numbers[0]
          case "--chain-depth": options.chainDepth = numbers[0]
          default: options.changeCells = numbers[0]
          }
        }
      default:
        throw UsageError("unknown argument '\(argument)'")
      }
    }
    return .run(options)
  }
}
