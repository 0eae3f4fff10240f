// Runs one random system through a ``Solver`` and checks every step against the reference:
// which required constraints are accepted, the conflict sets of the rejected ones, and the
// values after adding, after removing a random half, and after re-adding the removed and the
// rejected constraints.

@testable import Cassowary

/// One differential run of a system in one priority mode.
final class DifferentialCheck {
  /// Largest difference between a solved value and the reference's unique optimum.
  static let valueTolerance = 1e-6
  /// Relative tolerance of each objective level.
  static let objectiveTolerance = 1e-7
  /// Per-value error allowed when turning values into an objective (gives the absolute part of
  /// the objective tolerance: a strong constraint off by 1e-9 changes the objective by 1e-3).
  static let valueNoise = 1e-9

  let system: DiffSystem
  let mode: PriorityMode
  private var random: DiffSplitMix64
  private let variables: [Variable]
  private let solver: Solver
  private let objects: [Constraint]
  /// Indices of the constraints in the solver, in the order they were added.
  private var active: [Int] = []
  /// Indices of the constraints the solver rejected and that have not been added since.
  private var rejected: [Int] = []
  /// The operations done so far, for failure messages.
  private(set) var log: [String] = []
  /// The same operations as Swift statements.
  private var code: [String] = []
  /// What disagreed with the reference. The run stops at the first step that has any.
  private(set) var mismatches: [String] = []
  /// Counters for the test's coverage summary.
  private(set) var rejections = 0
  private(set) var comparisons = 0
  private(set) var uniqueComparisons = 0
  private(set) var largestConflict = 0

  /// Whether the adding phases run with the optimisation deferred to their end
  /// (`Solver.beginDeferringOptimization()`), as the layout engine builds a tree.
  let deferred: Bool
  /// How a deferred run packs the arenas after each adding phase: exactly, or with the room
  /// `Solver.compactStorageIfSparse()` leaves (by the seed's parity, so that both are run).
  let packingRoom: CompactionRoom

  /// Prepares a run; `seed` chooses which constraints are removed.
  init(_ system: DiffSystem, mode: PriorityMode, seed: UInt64, deferred: Bool = false) {
    self.system = system
    self.mode = mode
    self.deferred = deferred
    self.packingRoom = seed & 1 == 0 ? .none : .eighth
    self.random = DiffSplitMix64(seed: seed ^ 0x005E_ED0F_D1FF_E4E4)
    let variables = (0..<system.variableCount).map { Variable("x\($0)") }
    self.variables = variables
    self.solver = Solver(priorityMode: mode)
    self.objects = system.constraints.map { $0.makeConstraint(variables) }
  }

  /// One operation of a run.
  enum Step: Hashable {
    case add(Int)
    case remove(Int)
    case compare(String)
  }

  /// The steps done so far (a plan for ``run(plan:)`` that repeats this run).
  private(set) var steps: [Step] = []

  /// Runs every phase and returns the mismatches (empty when the solver agrees): add all
  /// constraints, compare; remove a random half of the accepted ones, compare; re-add the
  /// removed and the rejected ones in a random order, compare. With a `plan`, runs its steps
  /// instead, skipping a removal of a constraint that is not in the solver (a shrunk plan).
  @discardableResult
  func run(plan: [Step]? = nil) -> [String] {
    if let plan {
      for step in plan {
        perform(step)
        if !mismatches.isEmpty { break }
      }
      return mismatches
    }
    beginPhase()
    for index in system.constraints.indices {
      perform(.add(index))
      if !mismatches.isEmpty { return mismatches }
    }
    endPhase()
    perform(.compare("after adding"))
    if !mismatches.isEmpty { return mismatches }
    let removed = Array(random.shuffled(active).prefix(active.count / 2))
    for index in removed {
      perform(.remove(index))
      if !mismatches.isEmpty { return mismatches }
    }
    perform(.compare("after removing"))
    if !mismatches.isEmpty { return mismatches }
    beginPhase()
    for index in random.shuffled(removed + rejected) {
      perform(.add(index))
      if !mismatches.isEmpty { return mismatches }
    }
    endPhase()
    perform(.compare("after re-adding"))
    return mismatches
  }

  /// In a deferred run: opens the optimisation deferral of an adding phase.
  private func beginPhase() {
    guard deferred else { return }
    code.append("solver.beginDeferringOptimization()")
    solver.beginDeferringOptimization()
  }

  /// In a deferred run: ends the deferral (the one optimisation of the phase).
  private func endPhase() {
    guard deferred else { return }
    code.append("try solver.endDeferringOptimization()")
    do {
      try solver.endDeferringOptimization()
    } catch {
      mismatches.append("endDeferringOptimization() threw \(error)")
    }
    // These systems are too small for `compactStorage()` to pack them
    // (`Tableau.arenasAreSparse`): pack them anyway, so that the steps after it run on packed
    // arenas.
    code.append("solver.tableau.compactArenas(leaving: .\(packingRoom))")
    solver.tableau.compactArenas(leaving: packingRoom)
  }

  private func perform(_ step: Step) {
    apply(step)
    #if DEBUG
      // The tableau's cross-links after every step (a debug-build check: it visits everything).
      let violations = solver.checkInvariants()
      if !violations.isEmpty {
        mismatches.append("after \(step): invariants broken: \(violations.prefix(5))")
      }
    #endif
  }

  private func apply(_ step: Step) {
    switch step {
    case .add(let index):
      if active.contains(index) { return }
      steps.append(step)
      rejected.removeAll { $0 == index }
      add(index)
    case .remove(let index):
      if !active.contains(index) { return }
      steps.append(step)
      log.append("remove #\(index)")
      code.append("try solver.removeConstraint(c\(index))")
      do {
        try solver.removeConstraint(objects[index])
        active.removeAll { $0 == index }
      } catch {
        mismatches.append("removeConstraint(#\(index)) threw \(error)")
      }
    case .compare(let stage):
      steps.append(step)
      log.append("compare (\(stage))")
      code.append("solver.updateVariables()  // \(stage)")
      compare(stage)
    }
  }

  /// The failure report: the system, the operations, the mismatches and the same run as Swift.
  var report: String {
    """
    \(mode) mode, \(system)
    operations: \(log.joined(separator: ", "))
    mismatches:
      \(mismatches.joined(separator: "\n  "))
    as Swift:
      \(swiftSource.joined(separator: "\n  "))
    """
  }

  /// The run as Swift statements.
  private var swiftSource: [String] {
    let names = (0..<system.variableCount).map { "x\($0)" }
    var lines = ["let " + names.map { "\($0) = Variable(\"\($0)\")" }.joined(separator: ", ")]
    for (index, constraint) in system.constraints.enumerated() {
      lines.append("let c\(index) = \(constraint.swiftSource)")
    }
    lines.append("let solver = Solver(priorityMode: .\(mode))")
    return lines + code
  }

  private func specs(_ indices: [Int]) -> [DiffConstraint] {
    indices.map { system.constraints[$0] }
  }

  private func add(_ index: Int) {
    let spec = system.constraints[index]
    let constraint = objects[index]
    var failure: CassowaryError?
    do {
      try solver.addConstraint(constraint)
    } catch {
      failure = error
    }
    log.append("add #\(index) " + (failure == nil ? "ok" : "rejected"))
    code.append(
      "try\(failure == nil ? "" : "?") solver.addConstraint(c\(index))"
        + (failure == nil ? "" : "  // rejected"))
    if let failure, failure.code != .unsatisfiableConstraint || spec.strength != .required {
      mismatches.append("add #\(index) \(spec) threw \(failure.code): \(failure.message)")
      return
    }
    if spec.strength == .required {
      let feasible = ReferenceSolver.isFeasible(
        specs(active) + [spec], variableCount: system.variableCount)
      if failure == nil && !feasible {
        mismatches.append(
          "add #\(index) \(spec) was accepted, but the reference finds it infeasible together "
            + "with the accepted required constraints")
        return
      }
      if failure != nil && feasible {
        mismatches.append(
          "add #\(index) \(spec) was rejected as unsatisfiable, but the reference finds it "
            + "feasible together with the accepted required constraints "
            + "(solver's conflicts: \(failure!.conflicts.map(\.description)))")
        return
      }
    }
    if let failure {
      rejections += 1
      rejected.append(index)
      checkConflicts(failure, of: index)
    } else {
      active.append(index)
    }
  }

  /// The conflict list must be required constraints of the solver plus the rejected one (last),
  /// in the order they were added, infeasible together and minimal.
  private func checkConflicts(_ error: CassowaryError, of index: Int) {
    let constraint = objects[index]
    let prefix = "add #\(index) \(system.constraints[index]) rejected"
    if error.constraint !== constraint {
      mismatches.append("\(prefix): error.constraint is \(String(describing: error.constraint))")
    }
    var members: [Int] = []
    for member in error.conflicts {
      guard let position = objects.firstIndex(where: { $0 === member }),
        position == index || active.contains(position)
      else {
        mismatches.append("\(prefix): conflicts contain \(member), not a constraint of the solver")
        return
      }
      members.append(position)
    }
    let described = members.map { "#\($0) \(system.constraints[$0])" }
    if members.last != index {
      mismatches.append("\(prefix): the rejected constraint is not last in conflicts \(described)")
    }
    if Set(members).count != members.count {
      mismatches.append("\(prefix): conflicts repeat a constraint: \(described)")
      return
    }
    let order = members.dropLast().map { active.firstIndex(of: $0) ?? -1 }
    if order != order.sorted() {
      mismatches.append("\(prefix): conflicts not in the order added: \(described)")
    }
    if let weak = members.first(where: { system.constraints[$0].strength != .required }) {
      mismatches.append("\(prefix): conflicts contain the non-required #\(weak): \(described)")
    }
    let set = specs(members)
    largestConflict = max(largestConflict, set.count)
    if ReferenceSolver.isFeasible(set, variableCount: system.variableCount) {
      mismatches.append("\(prefix): the conflict set is feasible: \(described)")
      return
    }
    for position in set.indices {
      var smaller = set
      smaller.remove(at: position)
      if !ReferenceSolver.isFeasible(smaller, variableCount: system.variableCount) {
        mismatches.append(
          "\(prefix): the conflict set \(described) is not minimal: it stays infeasible "
            + "without #\(members[position])")
        return
      }
    }
  }

  /// Updates the variables and compares them with the reference optimum of the active set.
  private func compare(_ stage: String) {
    comparisons += 1
    solver.updateVariables()
    let values = variables.map(\.value)
    let listed = solver.constraints
    if listed.count != active.count || !zip(listed, active).allSatisfy({ $0 === objects[$1] }) {
      mismatches.append("\(stage): solver.constraints is not the accepted list \(active)")
    }
    let current = specs(active)
    let reference: ReferenceSolution
    switch ReferenceSolver.solve(current, variableCount: system.variableCount, mode: mode) {
    case .solved(let solution): reference = solution
    case .unsatisfiable:
      mismatches.append("\(stage): REFERENCE finds the accepted required constraints infeasible")
      return
    case .failed(let reason):
      mismatches.append("\(stage): REFERENCE failed: \(reason)")
      return
    }
    let got = "got \(format(values))"
    for index in active where system.constraints[index].strength == .required {
      let violation = system.constraints[index].violation(at: values)
      if violation > DifferentialCheck.valueTolerance {
        mismatches.append(
          "\(stage): required #\(index) \(system.constraints[index]) violated by \(violation); "
            + got)
      }
    }
    let levels = ReferenceSolver.levels(current, mode: mode)
    let objectives = ReferenceSolver.levelObjectives(current, at: values, mode: mode)
    for (level, (ours, optimum)) in zip(levels, zip(objectives, reference.levelOptima)) {
      let noise = current.reduce(0) {
        $0 + level.weight($1) * $1.coefficientNorm * DifferentialCheck.valueNoise
      }
      let tolerance = DifferentialCheck.objectiveTolerance * max(1, abs(optimum)) + noise
      if abs(ours - optimum) > tolerance {
        mismatches.append(
          "\(stage): \(level.name) objective \(ours) (from the solver's values) != reference "
            + "optimum \(optimum) (tolerance \(tolerance)); \(got), a reference optimum "
            + format(reference.values))
      }
    }
    if reference.isUnique {
      uniqueComparisons += 1
      for (index, (ours, expected)) in zip(values, reference.values).enumerated()
      where !(abs(ours - expected) <= DifferentialCheck.valueTolerance) {
        mismatches.append(
          "\(stage): x\(index) = \(ours), the unique optimum has \(expected); \(got), expected "
            + format(reference.values))
        break
      }
    }
  }

  private func format(_ values: [Double]) -> String {
    "[" + values.enumerated().map { "x\($0.offset)=\($0.element)" }.joined(separator: ", ") + "]"
  }
}

enum DifferentialHarness {
  /// A smaller failing run: greedily drops constraints (and their steps) and single steps
  /// while the replayed plan still mismatches. Returns the shrunk system and its report.
  static func shrink(
    _ system: DiffSystem, mode: PriorityMode, seed: UInt64
  ) -> (system: DiffSystem, report: String) {
    let first = DifferentialCheck(system, mode: mode, seed: seed)
    first.run()
    var best = (system: system, plan: first.steps, check: first)
    func attempt(_ candidate: DiffSystem, _ plan: [DifferentialCheck.Step]) -> Bool {
      let check = DifferentialCheck(candidate, mode: mode, seed: seed)
      if check.run(plan: plan).isEmpty { return false }
      best = (candidate, check.steps, check)
      return true
    }
    var changed = true
    while changed {
      changed = false
      for index in best.system.constraints.indices.reversed() {
        let plan = best.plan.compactMap { renumber($0, dropping: index) }
        if attempt(best.system.removing([index]), plan) {
          changed = true
          break
        }
      }
      if changed { continue }
      for position in best.plan.indices.reversed() {
        var plan = best.plan
        plan.remove(at: position)
        if attempt(best.system, plan) {
          changed = true
          break
        }
      }
    }
    return (best.system, best.check.report)
  }

  /// `step` with constraint `dropped` gone and the later indices moved down; nil for a step
  /// on `dropped`.
  private static func renumber(
    _ step: DifferentialCheck.Step, dropping dropped: Int
  ) -> DifferentialCheck.Step? {
    func moved(_ index: Int) -> Int { index > dropped ? index - 1 : index }
    switch step {
    case .add(let index): return index == dropped ? nil : .add(moved(index))
    case .remove(let index): return index == dropped ? nil : .remove(moved(index))
    case .compare: return step
    }
  }
}
