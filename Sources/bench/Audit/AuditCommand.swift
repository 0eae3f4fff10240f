import AppScreens
import Foundation
import LayoutAudit
import OpenUIKit

/// `bench audit …`: the cost of auditing one screen in every standard configuration.
enum AuditCommand {
  /// The usage text of `bench audit`.
  static let usage = """
    usage: bench audit [--quick] [--reps R]

    audit-screen N=42: LayoutAudit.run(configurations: AuditConfiguration.standard) of the
    sign-in screen (AppScreens' SignInViewController, showcase sample P1: labels, text
    fields and buttons in a stack): a fresh controller per
    configuration, hosted in its window (8 devices in both orientations, 12 text sizes on two
    phones, right to left and dark), laid out, settled and checked by every rule; ns_per_op
    is the CPU time of one configuration, total_ms that of the whole audit (median of R
    repetitions). checksum = the number of findings, checksum2 = the number of configurations.
    Target: <= 1000 ms for the whole audit. Build with -c release for meaningful numbers.

      --quick    one repetition
      --reps R   repetitions (default 5)
    """

  /// Runs `bench audit` with the arguments after `audit`; returns the exit status.
  @Sendable static func run(_ arguments: [String]) -> Int32 {
    var reps = 5
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
      Console.error("bench audit: \(error.message)\n\n\(usage)")
      return 2
    }
    return MainActor.assumeIsolated { runBenchmark(reps: reps) }
  }

  @MainActor
  static func runBenchmark(reps: Int) -> Int32 {
    Console.runHeader("audit", "impl=openuikit reps=\(reps)")
    let configurations = AuditConfiguration.standard
    var times: [Double] = []
    var findings = 0
    for _ in 0..<reps {
      let watch = CPUStopwatch()
      let report = LayoutAudit.run(configurations: configurations) { SignInViewController() }
      times.append(watch.elapsedMilliseconds)
      findings = report.findings.count
    }
    let total = times.sorted()[times.count / 2]
    let n = configurations.count
    Console.out(
      resultLineText(
        impl: "openuikit", workload: "audit-screen", n: n, constraints: 0, vars: 0, ops: n,
        totalMs: total, nsPerOp: total * 1e6 / Double(n), checksum: Int64(findings),
        checksum2: Int64(n), specHash: "0", extra: ["reps=\(reps)", "target_ms=1000"]))
    return 0
  }
}
