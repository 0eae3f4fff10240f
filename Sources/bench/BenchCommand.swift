/// One `bench` subcommand: a name, a one-line summary and its entry point.
struct Subcommand: Sendable {
  /// The name typed after `bench`, such as `cassowary`.
  let name: String
  /// What the subcommand measures, for the usage text.
  let summary: String
  /// Runs the subcommand with the arguments after its name; returns the exit status.
  let run: @Sendable ([String]) -> Int32
}

/// Dispatches `bench <subcommand> …` and prints the usage text.
enum BenchCommand {
  /// Every subcommand, in usage order. Add new benchmarks (`layout`, `animation`, …) here.
  static let subcommands: [Subcommand] = [
    Subcommand(
      name: "cassowary",
      summary: "Cassowary solver workloads W1-W5, side by side with Benchmarks/peers/kiwi",
      run: CassowaryCommand.run),
    Subcommand(
      name: "layout",
      summary: "OpenUIKit Auto Layout: build + layout of card lists, constant change + relayout",
      run: LayoutCommand.run),
    Subcommand(
      name: "text",
      summary: "OpenUIKit text measurement: 10,000 mixed-script strings (Latin, Cyrillic, Hangul)",
      run: TextCommand.run),
    Subcommand(
      name: "animation",
      summary:
        "UIKit-style animation: one 120 Hz frame (layout + presentation values) of 1000 views",
      run: AnimationCommand.run),
    Subcommand(
      name: "feed",
      summary:
        "LayoutFrameworkBenchmark feed (SnapKit): build + fit N cells at 375 pt, relayout at 320",
      run: FeedCommand.run),
    Subcommand(
      name: "render",
      summary: "snapshots: a 393 x 852 screen to PNG at 3x, and cell snapshot comparisons",
      run: RenderCommand.run),
    Subcommand(
      name: "audit",
      summary: "LayoutAudit: one screen audited in the 42 standard configurations",
      run: AuditCommand.run),
    Subcommand(
      name: "collection",
      summary:
        "UICollectionView: 10,000 items in a compositional grid and list, first layout, scroll",
      run: CollectionCommand.run),
    Subcommand(
      name: "all",
      summary: "every benchmark above in turn, with its default options (or --quick)",
      run: runAll),
  ]

  /// `bench all [--quick]`: runs every other subcommand in usage order; returns the worst exit
  /// status.
  @Sendable static func runAll(_ arguments: [String]) -> Int32 {
    guard arguments.allSatisfy({ $0 == "--quick" }) else {
      Console.error("bench all: the only option is --quick")
      return 2
    }
    var status: Int32 = 0
    for subcommand in subcommands where subcommand.name != "all" {
      Console.error("== bench \(subcommand.name) \(arguments.joined(separator: " "))")
      status = max(status, subcommand.run(arguments))
    }
    return status
  }

  /// Runs the subcommand named by the first argument; returns the process exit status.
  static func run(_ arguments: [String]) -> Int32 {
    guard let first = arguments.first, first != "--help", first != "-h", first != "help" else {
      Console.out(usage)
      return 0
    }
    guard let subcommand = subcommands.first(where: { $0.name == first }) else {
      Console.error("bench: unknown benchmark '\(first)'\n\n\(usage)")
      return 2
    }
    return subcommand.run(Array(arguments.dropFirst()))
  }

  /// The overall usage text.
  static var usage: String {
    var text = "usage: bench <benchmark> [options]    (bench <benchmark> --help for details)\n\n"
    text += "benchmarks:\n"
    for subcommand in subcommands {
      let padded = subcommand.name.leftAligned(12)
      text += "  \(padded)\(subcommand.summary)\n"
    }
    return text
  }
}
