import Cassowary
import SolverWorkloads

extension CassowaryBenchmark {
  /// W3: for `rounds` rounds, remove all constraints of 10 % of the views (picked with
  /// splitmix64(777)) and re-add them, then update (bench.cpp's `runChurn`). The final
  /// solution must equal the build's (`matches_build=1`).
  mutating func runChurn(n: Int, rounds: Int) throws(CassowaryError) {
    let workload = Workload.grid(n)
    let hash = workload.specHash
    let instance = workload.instantiate()
    let solver = Solver()
    try CassowaryBenchmark.build(instance, into: solver)
    let before = Checksum(variables: instance.variables)
    var rng = SplitMix64(seed: 777)
    let pick = max(1, n / 10)
    var ops = 0
    var ms = 0.0
    var removeMs = 0.0
    var chosen = [Bool](repeating: false, count: n)
    for _ in 0..<rounds {
      var selected: [Int] = []
      for v in chosen.indices { chosen[v] = false }
      while selected.count < pick {
        let v = Int(rng.below(UInt64(n)))
        if !chosen[v] {
          chosen[v] = true
          selected.append(v)
        }
      }
      let stopwatch = Stopwatch()
      if options.countInstructions {
        removeMs += try CassowaryBenchmark.countedW3 { () throws(CassowaryError) in
          try Self.churn(selected, workload, instance, solver, since: stopwatch)
        }
      } else {
        removeMs += try Self.churn(selected, workload, instance, solver, since: stopwatch)
      }
      ms += stopwatch.elapsedMilliseconds
      for v in selected { ops += workload.byView[v].count }
    }
    let sums = Checksum(variables: instance.variables)
    let matches = sums == before
    var line = ResultLine(
      workload: "W3", n: n, constraints: workload.constraints.count, vars: workload.nvars,
      ops: ops, totalMs: ms, checksum: sums, specHash: hash)
    line.extra = [
      "op=removeConstraint+addConstraint", "rounds=\(rounds)", "views_per_round=\(pick)",
      "remove_ms=\(fixed(removeMs, 3))", "matches_build=\(matches ? 1 : 0)",
    ]
    line.verdict = .all([
      (matches, "matches_build=0"),
      (
        ExpectedResults.build["W1"]?[n].map { $0 == sums } ?? true,
        "checksums \(sums.checksum)/\(sums.checksum2)"
      ),
    ])
    emit(line)
  }

  /// One W3 round's timed work: removes every constraint of the selected views, adds them
  /// again and updates; answers the milliseconds from `stopwatch`'s start to the end of the
  /// removals.
  private static func churn(
    _ selected: [Int], _ workload: Workload, _ instance: WorkloadInstance, _ solver: Solver,
    since stopwatch: Stopwatch
  ) throws(CassowaryError) -> Double {
    for v in selected {
      for index in workload.byView[v] { try solver.removeConstraint(instance.constraints[index]) }
    }
    let removal = stopwatch.elapsedMilliseconds
    for v in selected {
      for index in workload.byView[v] { try solver.addConstraint(instance.constraints[index]) }
    }
    solver.updateVariables()
    return removal
  }
}
