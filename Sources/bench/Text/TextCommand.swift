import Foundation
import OpenUIKit

/// `bench text …`: times OpenUIKit's built-in text measurer on 10,000 mixed-script strings.
enum TextCommand {
  /// The usage text of `bench text`.
  static let usage = """
    usage: bench text [--quick] [--reps R]

    Measures BuiltInTextMeasurer.width(of:font:) on 10,000 deterministic strings (Latin,
    Uzbek Latin, Cyrillic, Hangul and punctuation; 1 to 12 words), cycling through four
    fonts (17 regular, 16 bold, 12 semibold, 34 medium), and prints one RESULT line
    (workload=text-measure N=10000, ns_per_op per string, median of the repetitions;
    checksum = sum of llround(width x 1000)). Build with -c release for meaningful numbers.

      --quick   one repetition
      --reps R  repetitions (default 7)
    """

  /// Runs `bench text` with the arguments after `text`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    var reps = 7
    var reader = ArgumentReader(arguments)
    do throws(UsageError) {
      while let argument = reader.next() {
        switch argument {
        case "--help", "-h":
          Console.out(usage)
          return 0
        case "--quick":
          reps = 1
        case "--reps":
          reps = try reader.positiveInt(of: argument)
        default:
          throw UsageError("unknown option '\(argument)'")
        }
      }
    } catch {
      Console.error("bench text: \(error.message)\n\n\(usage)")
      return 2
    }
    return runBenchmark(reps: reps)
  }

  /// Measures the corpus `reps` times and prints the RESULT line.
  static func runBenchmark(reps: Int) -> Int32 {
    let n = 10_000
    Console.runHeader("text", "impl=openuikit reps=\(reps)")
    let strings = TextCorpus.strings(count: n)
    let fonts = [
      UIFont.systemFont(ofSize: 17), UIFont.boldSystemFont(ofSize: 16),
      UIFont.systemFont(ofSize: 12, weight: .semibold),
      UIFont.systemFont(ofSize: 34, weight: .medium),
    ]
    let measurer = BuiltInTextMeasurer()
    _ = measurer.width(of: "warm-up", font: fonts[0])  // decodes the table outside the timing
    var times: [Double] = []
    var checksum: Int64 = 0
    for rep in 0..<reps {
      var sum: Int64 = 0
      let watch = Stopwatch()
      for (k, s) in strings.enumerated() {
        let w = measurer.width(of: s, font: fonts[k & 3])
        sum &+= Int64((Double(w) * 1000).rounded())
      }
      times.append(watch.elapsedMilliseconds)
      if rep == 0 {
        checksum = sum
      } else if sum != checksum {
        Console.error("bench text: checksum changed between repetitions")
        return 1
      }
    }
    let sorted = times.sorted()
    let median = sorted[sorted.count / 2]
    let scalars = strings.reduce(0) { $0 + $1.unicodeScalars.count }
    let line = resultLineText(
      impl: "openuikit", workload: "text-measure", n: n, constraints: 0, vars: 0, ops: n,
      totalMs: median, nsPerOp: median * 1e6 / Double(n), checksum: checksum, checksum2: 0,
      specHash: "0", extra: ["scalars=\(scalars)", "reps=\(reps)"])
    Console.out(line)
    Console.error(
      "text-measure: \(n) strings, \(scalars) scalars, median \(fixed(median, 3)) ms, "
        + "\(fixed(median * 1e6 / Double(n), 1)) ns/string")
    return 0
  }
}
