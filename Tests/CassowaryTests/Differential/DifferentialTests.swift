// The solver against the independent reference on thousands of seeded random systems.
//
// Each system's seed is `base + i`; a failure names it (see `RandomSystem.generate`) and shows
// a greedily shrunk subsystem that still fails, with the operations as Swift statements. Set
// CASSOWARY_DIFF_TRACE=1 to print every seed before it runs (to find one that crashes).

import Foundation
import Testing

@testable import Cassowary

@Suite("Differential: Solver vs. dense-LP reference")
struct DifferentialTests {
  @Test("weighted mode, mixed systems")
  func weightedMixed() {
    runBatch(family: .mixed, mode: .weighted, base: 0x00C0_FFEE_0000_0000, count: 2_000)
  }

  @Test("weighted mode, systems with conflicting required constraints")
  func weightedConflicting() {
    runBatch(family: .conflicting, mode: .weighted, base: 0x00C0_FFEE_1000_0000, count: 600)
  }

  @Test("strict mode, mixed systems")
  func strictMixed() {
    runBatch(family: .mixed, mode: .strict, base: 0x00C0_FFEE_2000_0000, count: 1_000)
  }

  @Test("strict mode, systems with conflicting required constraints")
  func strictConflicting() {
    runBatch(family: .conflicting, mode: .strict, base: 0x00C0_FFEE_3000_0000, count: 300)
  }

  @Test("strict mode, mixed systems built with the optimisation deferred")
  func strictMixedDeferred() {
    runBatch(
      family: .mixed, mode: .strict, base: 0x00C0_FFEE_4000_0000, count: 1_000, deferred: true)
  }

  @Test("strict mode, conflicting systems built with the optimisation deferred")
  func strictConflictingDeferred() {
    runBatch(
      family: .conflicting, mode: .strict, base: 0x00C0_FFEE_5000_0000, count: 300,
      deferred: true)
  }

  @Test("weighted mode, mixed systems built with the optimisation deferred")
  func weightedMixedDeferred() {
    runBatch(
      family: .mixed, mode: .weighted, base: 0x00C0_FFEE_6000_0000, count: 1_000, deferred: true)
  }

  /// Most failures recorded in detail (shrunk) per batch; the rest are only counted.
  static let detailedFailures = 3

  private func runBatch(
    family: SystemFamily, mode: PriorityMode, base: UInt64, count: Int, deferred: Bool = false
  ) {
    let trace = ProcessInfo.processInfo.environment["CASSOWARY_DIFF_TRACE"] == "1"
    var failures: [UInt64] = []
    var rejections = 0
    var comparisons = 0
    var unique = 0
    var largestConflict = 0
    for offset in 0..<count {
      let seed = base &+ UInt64(offset)
      if trace { print("differential \(mode) \(family) seed \(RandomSystem.hex(seed))") }
      let system = RandomSystem.generate(seed: seed, family: family)
      let check = DifferentialCheck(system, mode: mode, seed: seed, deferred: deferred)
      let mismatches = check.run()
      rejections += check.rejections
      comparisons += check.comparisons
      unique += check.uniqueComparisons
      largestConflict = max(largestConflict, check.largestConflict)
      if mismatches.isEmpty { continue }
      failures.append(seed)
      if failures.count <= DifferentialTests.detailedFailures {
        let shrunk = DifferentialHarness.shrink(system, mode: mode, seed: seed)
        Issue.record(
          """
          \(mode)/\(family) seed \(RandomSystem.hex(seed)) mismatches the reference:
            \(mismatches.joined(separator: "\n  "))
          full system: \(system)
          shrunk to \(shrunk.system.constraints.count) constraints:
          \(shrunk.report)
          """)
      }
    }
    print(
      "differential \(mode)/\(family): \(count) systems, \(comparisons) comparisons "
        + "(\(unique) with a unique optimum), \(rejections) rejected constraints, "
        + "largest conflict set \(largestConflict), \(failures.count) failing")
    let seeds = failures.prefix(20).map(RandomSystem.hex).joined(separator: ", ")
    #expect(
      failures.isEmpty,
      "\(failures.count) of \(count) \(mode)/\(family) systems mismatch; seeds: \(seeds)")
    // The generator must keep exercising what the test is for.
    #expect(unique * 2 > comparisons, "most comparisons should have a unique optimum")
    #expect(rejections * 10 > count, "too few unsatisfiable constraints")
    if family == .conflicting { #expect(largestConflict >= 3, "no conflict set of 3") }
  }
}
