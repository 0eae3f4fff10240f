import Cassowary
import SolverWorkloads

extension CassowaryBenchmark {
  /// W1 / W5: build (every `addConstraint`, in order) plus one `updateVariables`, `reps` times
  /// on fresh solvers; reports the median repetition (bench.cpp's `runBuild`).
  ///
  /// The constraint objects are created before the timer starts, and the solver is released
  /// after it stops.
  mutating func runBuild(_ label: String, _ workload: Workload, reps: Int) throws(CassowaryError) {
    let hash = workload.specHash
    var times: [Double] = []
    times.reserveCapacity(reps)
    var sums = Checksum()
    for rep in 0..<reps {
      let instance = workload.instantiate()
      let solver = Solver()
      let stopwatch = Stopwatch()
      if counted(rep, of: reps) {
        try CassowaryBenchmark.countedBuild(label, workload.n) { () throws(CassowaryError) in
          try CassowaryBenchmark.build(instance, into: solver)
        }
      } else {
        try CassowaryBenchmark.build(instance, into: solver)
      }
      times.append(stopwatch.elapsedMilliseconds)
      withExtendedLifetime((solver, instance)) {}
      sums = Checksum(variables: instance.variables)
    }
    var line = ResultLine(
      workload: label, n: workload.n, constraints: workload.constraints.count,
      vars: workload.nvars, ops: workload.constraints.count, totalMs: median(times),
      checksum: sums, specHash: hash)
    line.extra = ["reps=\(reps)", "min_ms=\(fixed(times.min() ?? 0, 3))"]
    line.verdict = .checksum(sums, expected: ExpectedResults.build[label]?[workload.n])
    emit(line)
  }
}
