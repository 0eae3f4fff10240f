import Foundation
import OpenUIKit
import TestSupport

/// `bench feed …`: the LayoutFrameworkBenchmark feed in SnapKit + OpenUIKit, side by side with
/// `Benchmarks/peers/yoga.sh`.
enum FeedCommand {
  /// The usage text of `bench feed`.
  static let usage = """
    usage: bench feed [--quick] [--cells LIST] [--reps R] [--dump-text-metrics FILE]

    Sizes N LayoutFrameworkBenchmark feed items (15 views per cell, SnapKit constraints) the
    way a collection view sizes self-sizing cells: ONE mannequin cell, reconfigured with each
    item's texts and fitted with systemLayoutSizeFitting(375 x 0, .required,
    .fittingSizeLevel) (workload=feed-first), then the same at width 320
    (workload=feed-relayout); building the mannequin and its first fitting is workload=feed-build
    (N=1). The old variant is kept: N fresh cells, each built and fitted at 375
    (workload=feed-fresh-first), then each fitted again at 320 (workload=feed-fresh-relayout).
    One RESULT line per workload and N (ns_per_op per item, median of the repetitions; checksum =
    sum of llround(height x 1000), checksum2 = sum of heights in pixels, spec_hash = hash of the
    texts); a table on stderr. Build with -c release for meaningful numbers.

      --quick        one repetition
      --cells LIST   cell counts (default 10,20,...,100,1000)
      --reps R       repetitions (default 9, 3 for 1000 cells and more)
      --dump-text-metrics FILE
                     write the text table of the largest N for the Yoga peer and exit
    """

  /// Parsed options.
  struct Options {
    var cells = Array(stride(from: 10, through: 100, by: 10)) + [1000]
    var reps: Int?
    var dumpPath: String?
  }

  /// Runs `bench feed` with the arguments after `feed`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    var options = Options()
    var reader = ArgumentReader(arguments)
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h":
          Console.out(usage)
          return 0
        case "--quick":
          options.reps = 1
        case "--cells":
          options.cells = try reader.positiveInts(of: argument) { _ in
            "--cells needs positive numbers"
          }
        case "--reps":
          options.reps = try reader.positiveInt(of: argument)
        case "--dump-text-metrics":
          options.dumpPath = try reader.value(
            of: argument, message: "--dump-text-metrics needs a file")
        default:
          throw UsageError("unknown option '\(argument)'")
        }
      }
    } catch {
      Console.error("bench feed: \(error.message)\n\n\(usage)")
      return 2
    }
    return MainActor.assumeIsolated { runBenchmark(options) }
  }

  /// Writes the text table or runs the benchmark.
  @MainActor static func runBenchmark(_ options: Options) -> Int32 {
    if let path = options.dumpPath {
      let count = options.cells.max() ?? 0
      let cells = (0..<count).map {
        FeedCell(item: FeedItem(index: $0), width: FeedBenchmark.firstWidth)
      }
      do {
        try FeedTextMetrics.text(for: cells).write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        Console.error("bench feed: cannot write \(path): \(error)")
        return 1
      }
      Console.error("bench feed: wrote the text table of \(count) cells to \(path)")
      return 0
    }
    Console.runHeader(
      "feed", "impl=openuikit cells=\(options.cells.map(String.init).joined(separator: ","))")
    _ = FeedBenchmark.measure(count: 10, reps: 1, counted: false)  // warm-up: tables, code paths
    var rows = [["workload", "cells", "reps", "total ms", "us/cell", "first height"]]
    for count in options.cells {
      let reps = options.reps ?? (count >= 1000 ? 3 : 9)
      for m in FeedBenchmark.measure(count: count, reps: reps) {
        Console.out(FeedBenchmark.resultLine(m))
        if let memory = FeedBenchmark.memoryLine(m) { Console.out(memory) }
        rows.append([
          m.workload, "\(m.cells)", "\(m.reps)", fixed(m.totalMs, 3),
          fixed(m.totalMs * 1e3 / Double(m.cells), 1), fixed(Double(m.firstHeight), 3),
        ])
      }
    }
    let table = TextTable.render(rows, leftAligned: [0])
    Console.error("\n" + table)
    return 0
  }
}
