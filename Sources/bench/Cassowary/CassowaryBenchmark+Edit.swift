import Cassowary
import SolverWorkloads

extension CassowaryBenchmark {
  /// W2 / W2b / W2u: dragging view 0 and resizing the container on the built W1(n) system
  /// (bench.cpp's `runEdit`).
  ///
  /// * W2: `frames` × (2 `suggestValue` + `updateVariables`), with `probe_sum`;
  /// * W2b: the same frames without `updateVariables`;
  /// * W2u: 1 000 bare `updateVariables` calls.
  ///
  /// With only W2b or W2u selected, the earlier loops still run when the state needs them, but
  /// only the selected lines are printed.
  mutating func runEdit(n: Int, frames: Int) throws(CassowaryError) {
    let workload = Workload.grid(n)
    let hash = workload.specHash
    let instance = workload.instantiate()
    let solver = Solver()
    try CassowaryBenchmark.build(instance, into: solver)
    let drag = instance.variables[VariableIndex.left(0)]
    let containerWidth = instance.variables[VariableIndex.containerWidth]
    let editWatch = Stopwatch()
    try solver.addEditVariable(drag, strength: .strong)
    try solver.addEditVariable(containerWidth, strength: .strong)
    let addEditMs = editWatch.elapsedMilliseconds
    let probe = instance.variables[VariableIndex.left(n - 1)]
    let constraints = workload.constraints.count + 2
    let full = frames == ExpectedResults.editFrames

    func line(_ name: String, ops: Int, ms: Double, _ sums: Checksum) -> ResultLine {
      ResultLine(
        workload: name, n: n, constraints: constraints, vars: workload.nvars, ops: ops,
        totalMs: ms, checksum: sums, specHash: hash)
    }

    if options.selection.wants("W2") {
      let stopwatch = Stopwatch()
      let probeSum: Int64
      if options.countInstructions {
        probeSum = try CassowaryBenchmark.countedW2 { () throws(CassowaryError) in
          try Self.dragFrames(frames, solver, drag, containerWidth, probe)
        }
      } else {
        probeSum = try Self.dragFrames(frames, solver, drag, containerWidth, probe)
      }
      let ms = stopwatch.elapsedMilliseconds
      let sums = Checksum(variables: instance.variables)
      var result = line("W2", ops: frames, ms: ms, sums)
      result.extra = [
        "op=2xsuggestValue+updateVariables", "add_edit_ms=\(fixed(addEditMs, 3))",
        "probe_sum=\(probeSum)",
      ]
      if full {
        result.verdict = .all([
          (sums == ExpectedResults.editFinal, "checksums \(sums.checksum)/\(sums.checksum2)"),
          (probeSum == ExpectedResults.editProbeSum, "probe_sum \(probeSum)"),
        ])
      }
      emit(result)
    }

    guard options.selection.wantsAny("W2b", "W2u"), !options.countInstructions else { return }
    // W2b: the same frames without updateVariables (pure suggest + dual-optimize cost)
    let suggestWatch = Stopwatch()
    for t in 0..<frames {
      try solver.suggestValue(drag, Double(10 + Int64(t) * 7 % 290))
      try solver.suggestValue(containerWidth, Double(600 + Int64(t) * 13 % 401))
    }
    let suggestMs = suggestWatch.elapsedMilliseconds
    solver.updateVariables()
    let sums = Checksum(variables: instance.variables)
    let expected = full ? ExpectedResults.editFinal : nil
    if options.selection.wants("W2b") {
      var result = line("W2b", ops: 2 * frames, ms: suggestMs, sums)
      result.extra = ["op=suggestValue"]
      result.verdict = .checksum(sums, expected: expected)
      emit(result)
    }

    guard options.selection.wants("W2u") else { return }
    // updateVariables alone
    let updateWatch = Stopwatch()
    for _ in 0..<1000 { solver.updateVariables() }
    let updateMs = updateWatch.elapsedMilliseconds
    var result = line("W2u", ops: 1000, ms: updateMs, sums)
    result.extra = ["op=updateVariables"]
    result.verdict = .checksum(sums, expected: expected)
    emit(result)
  }

  /// W2's timed frames: each suggests a drag position and a container width, then updates;
  /// answers `probe_sum` (the probe's and the container width's rounded values, summed).
  private static func dragFrames(
    _ frames: Int, _ solver: Solver, _ drag: Variable, _ containerWidth: Variable,
    _ probe: Variable
  ) throws(CassowaryError) -> Int64 {
    var probeSum: Int64 = 0
    for t in 0..<frames {
      try solver.suggestValue(drag, Double(10 + Int64(t) * 7 % 290))
      try solver.suggestValue(containerWidth, Double(600 + Int64(t) * 13 % 401))
      solver.updateVariables()
      probeSum += Checksum.llround(probe.value) + Checksum.llround(containerWidth.value)
    }
    return probeSum
  }
}
