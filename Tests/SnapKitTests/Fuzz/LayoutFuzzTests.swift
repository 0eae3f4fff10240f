import Foundation
import OpenUIKit
import Testing

/// Model-based fuzzing of the layout engine, SnapKit and the layout cycle: random operations
/// with bad numbers included (NaN, ±∞, 1e12, priorities 0 and 1001), invariants after every
/// layout pass, the same digest for the same seed, and nothing left alive at the end.
///
/// The CI runs 100,000 steps (four seeds) plus a determinism run; for a longer run:
/// `OPENUIKIT_FUZZ_STEPS=2000000 swift test --filter LayoutFuzzTests`.
@MainActor
@Suite struct LayoutFuzzTests {
  nonisolated static var steps: Int {
    Int(ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_STEPS"] ?? "") ?? 100_000
  }

  /// Runs a fuzzer and checks that it and everything it made are freed afterwards.
  func runChecked(seed: UInt64, steps: Int) -> UInt64 {
    weak var weakWindow: UIWindow?
    weak var weakView: UIView?
    weak var weakConstraint: NSLayoutConstraint?
    var digest: UInt64 = 0
    do {
      let fuzzer = LayoutFuzzer(seed: seed)
      fuzzer.run(steps: steps)
      #expect(fuzzer.violations.isEmpty, "seed \(seed): \(fuzzer.violations.prefix(3))")
      #expect(fuzzer.layouts > 0)
      digest = fuzzer.digest
      weakWindow = fuzzer.window
      weakView = fuzzer.views.first
      weakConstraint = fuzzer.constraints.first
      fuzzer.tearDown()
    }
    #expect(weakWindow == nil)
    #expect(weakView == nil)
    #expect(weakConstraint == nil)
    return digest
  }

  /// The seeds of the invariant runs: 1…4, or `OPENUIKIT_FUZZ_SEEDS` (comma-separated).
  nonisolated static var seeds: [UInt64] {
    let list = ProcessInfo.processInfo.environment["OPENUIKIT_FUZZ_SEEDS"] ?? ""
    let parsed = list.split(separator: ",").compactMap { UInt64($0) }
    return parsed.isEmpty ? [1, 2, 3, 4] : parsed
  }

  @Test(arguments: LayoutFuzzTests.seeds)
  func invariantsHold(seed: UInt64) {
    _ = runChecked(seed: seed, steps: Self.steps / Self.seeds.count)
  }

  /// The solver's rows, columns, cells, objective and records stay consistent after every
  /// step (debug builds): four short runs with `Solver.checkInvariants()` after each step (the
  /// long runs check after every 128th step and every layout pass, or every N-th with
  /// `OPENUIKIT_FUZZ_SOLVER_INVARIANTS=N`: see `LayoutFuzzer.solverCheckInterval`).
  @Test(arguments: [UInt64(1), 2, 3, 4])
  func solverStaysConsistentStepByStep(seed: UInt64) {
    let fuzzer = LayoutFuzzer(seed: seed)
    fuzzer.solverCheckInterval = 1
    fuzzer.run(steps: 200)
    #expect(fuzzer.violations.isEmpty, "seed \(seed): \(fuzzer.violations.prefix(3))")
    #expect(fuzzer.layouts > 0)
    fuzzer.tearDown()
  }

  /// What a run checks and finds depends on its seed only, not on the addresses the allocator
  /// hands out: a run whose steps allocate other objects in between checks the same
  /// constraints, and gets the same frames, the same broken constraints and the same verdict.
  @Test func theVerdictDoesNotDependOnAllocations() {
    var results: [String] = []
    for padding in [0, 5] {
      let fuzzer = LayoutFuzzer(seed: 3)
      fuzzer.padding = padding
      fuzzer.run(steps: 3000)
      #expect(fuzzer.checks > 20)
      results.append(
        "checks \(fuzzer.checks), broken \(fuzzer.broken.count), "
          + "violations \(fuzzer.violations.count), digest \(fuzzer.digest)")
      fuzzer.tearDown()
    }
    #expect(results[0] == results[1])
  }

  @Test func theSameSeedGivesTheSameLayouts() {
    let steps = max(Self.steps / 20, 100)
    let first = runChecked(seed: 7, steps: steps)
    let second = runChecked(seed: 7, steps: steps)
    #expect(first == second)
    #expect(runChecked(seed: 8, steps: steps) != first)
  }
}
