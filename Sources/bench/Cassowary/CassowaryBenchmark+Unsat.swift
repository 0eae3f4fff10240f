import Cassowary
import SolverWorkloads

extension CassowaryBenchmark {
  /// W4 / W4seq / W4tiny: unsatisfiable required constraints (bench.cpp's `runUnsat`).
  ///
  /// * W4: one conflict per freshly built W1(n) solver; the median detection time, and whether
  ///   the state survived (`state_corrupted_after`);
  /// * W4seq: `sequentialAttempts` conflicts one after another on one solver;
  /// * W4tiny: detection cost in a one-constraint system (`x >= 10`, then `x == 5`).
  mutating func runUnsat(n: Int, freshAttempts: Int, sequentialAttempts: Int)
    throws(CassowaryError)
  {
    let workload = Workload.grid(n)
    if options.selection.wants("W4") { try runFreshConflicts(workload, attempts: freshAttempts) }
    if options.selection.wants("W4seq") && sequentialAttempts > 0 {
      try runSequentialConflicts(workload, attempts: sequentialAttempts)
    }
    if options.selection.wants("W4tiny") && !options.countInstructions {
      try runTinyConflicts(reps: 1000)
    }
  }

  /// W4: one conflicting constraint per freshly built solver (clean state each time).
  private mutating func runFreshConflicts(_ workload: Workload, attempts: Int)
    throws(CassowaryError)
  {
    let n = workload.n
    var times: [Double] = []
    var unsat = 0
    var corrupt = 0
    var build = Checksum()
    var last = Checksum()
    for attempt in 0..<attempts {
      let instance = workload.instantiate()
      let solver = Solver()
      try CassowaryBenchmark.build(instance, into: solver)
      build = Checksum(variables: instance.variables)
      let bad = Workload.conflict(attempt, n: n).makeConstraint(variables: instance.variables)
      var threw = false
      let stopwatch = Stopwatch()
      do {
        if counted(attempt, of: attempts) {
          try CassowaryBenchmark.countedW4 { () throws(CassowaryError) in
            try solver.addConstraint(bad)
          }
        } else {
          try solver.addConstraint(bad)
        }
      } catch let error where error.code == .unsatisfiableConstraint {
        threw = true
      }
      times.append(stopwatch.elapsedMilliseconds)
      if threw { unsat += 1 }
      try CassowaryBenchmark.reoptimize(solver)
      last = Checksum(variables: instance.variables)
      if CassowaryBenchmark.violatedRequired(instance) != 0 || last != build { corrupt += 1 }
    }
    // total_ms is the median single detection; ops=1 so ns_per_op is that median too.
    // checksum = state after the LAST attempt (+ re-optimization); a correct solver reports
    // expected_checksum (the W1 build checksum) here.
    var line = ResultLine(
      workload: "W4", n: n, constraints: workload.constraints.count, vars: workload.nvars,
      ops: 1, totalMs: median(times), checksum: last, specHash: workload.specHash)
    line.extra = [
      "op=failed_addConstraint(fresh_solver_each)", "unsat=\(unsat)", "attempts=\(attempts)",
      "state_corrupted_after=\(corrupt)", "expected_checksum=\(build.checksum)",
    ]
    line.verdict = .all([
      (unsat == attempts, "unsat=\(unsat)/\(attempts)"),
      (corrupt == 0, "state_corrupted_after=\(corrupt)"),
      (last == ExpectedResults.build["W1"]?[n] ?? build, "checksum \(last.checksum)"),
    ])
    emit(line)
  }

  /// W4seq: many conflicting constraints, one after another, on one solver.
  private mutating func runSequentialConflicts(_ workload: Workload, attempts: Int)
    throws(CassowaryError)
  {
    let n = workload.n
    let instance = workload.instantiate()
    let solver = Solver()
    try CassowaryBenchmark.build(instance, into: solver)
    let build = Checksum(variables: instance.variables)
    let bad = (0..<attempts).map {
      Workload.conflict($0, n: n).makeConstraint(variables: instance.variables)
    }
    var unsat = 0
    var other = 0
    var added = 0
    var firstAdded = -1
    let stopwatch = Stopwatch()
    for (index, constraint) in bad.enumerated() {
      do {
        try solver.addConstraint(constraint)
        if firstAdded < 0 { firstAdded = index }
        added += 1
      } catch {
        if error.code == .unsatisfiableConstraint { unsat += 1 } else { other += 1 }
      }
    }
    let ms = stopwatch.elapsedMilliseconds
    try CassowaryBenchmark.reoptimize(solver)
    let after = Checksum(variables: instance.variables)
    let violated = CassowaryBenchmark.violatedRequired(instance)
    var line = ResultLine(
      workload: "W4seq", n: n, constraints: workload.constraints.count, vars: workload.nvars,
      ops: bad.count, totalMs: ms, checksum: after, specHash: workload.specHash)
    line.extra = [
      "op=failed_addConstraint(sequential)", "unsat=\(unsat)", "wrongly_accepted=\(added)",
      "first_wrongly_accepted=\(firstAdded)", "other_exc=\(other)",
      "violated_required_after=\(violated)", "expected_checksum=\(build.checksum)",
    ]
    line.verdict = .all([
      (unsat == attempts, "unsat=\(unsat)/\(attempts)"),
      (added == 0, "wrongly_accepted=\(added)"),
      (other == 0, "other_exc=\(other)"),
      (violated == 0, "violated_required_after=\(violated)"),
      (after == ExpectedResults.build["W1"]?[n] ?? build, "checksum \(after.checksum)"),
    ])
    emit(line)
  }

  /// W4tiny: detection cost in a one-constraint system, a fresh solver each time.
  private mutating func runTinyConflicts(reps: Int) throws(CassowaryError) {
    var unsat = 0
    var violatedAfter = 0
    var total = 0.0
    for _ in 0..<reps {
      let x = Variable("x")
      let solver = Solver()
      let atLeast10 = Constraint(LinearExpression([Term(x, 1)], constant: -10), .greaterThanOrEqual)
      let equal5 = Constraint(LinearExpression([Term(x, 1)], constant: -5), .equal)
      try solver.addConstraint(atLeast10)
      let stopwatch = Stopwatch()
      do {
        try solver.addConstraint(equal5)
      } catch let error where error.code == .unsatisfiableConstraint {
        unsat += 1
      }
      total += stopwatch.elapsedMilliseconds
      solver.updateVariables()
      if atLeast10.isViolated { violatedAfter += 1 }
    }
    var line = ResultLine(
      workload: "W4tiny", n: 1, constraints: 1, vars: 1, ops: reps, totalMs: total,
      checksum: Checksum(), specHash: 0)
    line.extra = [
      "op=failed_addConstraint(fresh 1-constraint solver)", "unsat=\(unsat)",
      "x>=10_violated_after=\(violatedAfter)",
    ]
    line.verdict = .all([
      (unsat == reps, "unsat=\(unsat)/\(reps)"),
      (violatedAfter == 0, "x>=10_violated_after=\(violatedAfter)"),
    ])
    emit(line)
  }

  /// Re-runs the optimization on the real objective: adds and removes a weak `dummy == 1` on
  /// a fresh variable, then updates the variables.
  static func reoptimize(_ solver: Solver) throws(CassowaryError) {
    let dummy = Variable("dummy")
    let constraint = Constraint(
      LinearExpression([Term(dummy, 1)], constant: -1), .equal, strength: .weak)
    try solver.addConstraint(constraint)
    try solver.removeConstraint(constraint)
    solver.updateVariables()
  }

  /// The number of the instance's required constraints that the current values violate.
  static func violatedRequired(_ instance: WorkloadInstance) -> Int {
    instance.constraints.filter { $0.strength.isRequired && $0.isViolated }.count
  }
}
