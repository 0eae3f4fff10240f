import SolverWorkloads
import Testing

@testable import Cassowary

/// The benchmark workloads of the shared reference (section 4): every correct Cassowary solver
/// must reproduce these checksums, since each workload has a unique optimum.
@Suite struct WorkloadChecksumTests {
  func build(_ workload: Workload) throws -> (Solver, WorkloadInstance) {
    let instance = workload.instantiate()
    let solver = Solver()
    for c in instance.constraints { try solver.addConstraint(c) }
    solver.updateVariables()
    return (solver, instance)
  }

  @Test(arguments: [
    (100, Int64(80697), Int64(16_464_942), "b5191aeaa77c42ca"),
    (1000, 981594, 2_002_548_820, "4b0252d271a646a0"),
  ])
  func gridBuild(n: Int, checksum: Int64, checksum2: Int64, hash: String) throws {
    let workload = Workload.grid(n)
    #expect(workload.specHashHex == hash)
    let (_, instance) = try build(workload)
    let sums = Checksum(variables: instance.variables)
    #expect(sums.checksum == checksum)
    #expect(sums.checksum2 == checksum2)
  }

  @Test func deepStack() throws {
    let workload = Workload.stack(250)
    #expect(workload.specHashHex == "256d2c4a79d529aa")
    let (_, instance) = try build(workload)
    let sums = Checksum(variables: instance.variables)
    #expect(sums.checksum == 2_222_729)
    #expect(sums.checksum2 == 1_461_498_210)
  }

  @Test func editDragEndsAtTheUniqueOptimum() throws {
    // W2, shortened to 300 frames; the last frame (t = 299) is re-solved from scratch too.
    let (solver, instance) = try build(Workload.grid(1000))
    let drag = instance.variables[VariableIndex.left(0)]
    let width = instance.variables[VariableIndex.containerWidth]
    try solver.addEditVariable(drag, strength: .strong)
    try solver.addEditVariable(width, strength: .strong)
    for t in 0..<300 {
      try solver.suggestValue(drag, Double(10 + (t * 7) % 290))
      try solver.suggestValue(width, Double(600 + (t * 13) % 401))
      solver.updateVariables()
    }
    let fresh = Workload.grid(1000).instantiate()
    let reference = Solver()
    for c in fresh.constraints { try reference.addConstraint(c) }
    let lastLeft = Double(10 + 299 * 7 % 290)
    let lastWidth = Double(600 + 299 * 13 % 401)
    try reference.addConstraint((fresh.variables[VariableIndex.left(0)] == lastLeft) | .strong)
    try reference.addConstraint(
      (fresh.variables[VariableIndex.containerWidth] == lastWidth) | .strong)
    reference.updateVariables()
    #expect(Checksum(variables: instance.variables) == Checksum(variables: fresh.variables))
  }

  @Test func unsatisfiableConflictsLeaveTheSolverIntact() throws {
    // W4seq: 200 conflicting required constraints on one solver.
    let workload = Workload.grid(1000)
    let (solver, instance) = try build(workload)
    let before = solver.statistics
    var rejected = 0
    for a in 0..<200 {
      let conflict = Workload.conflict(a, n: 1000).makeConstraint(variables: instance.variables)
      do {
        try solver.addConstraint(conflict)
      } catch {
        #expect(error.code == .unsatisfiableConstraint)
        #expect(error.conflicts.last === conflict)
        rejected += 1
      }
    }
    #expect(rejected == 200)
    // Force a re-optimisation, as the harness does, then compare.
    let dummy = Variable("dummy")
    let weak = (dummy == 1) | .weak
    try solver.addConstraint(weak)
    try solver.removeConstraint(weak)
    solver.updateVariables()
    #expect(Checksum(variables: instance.variables).checksum == 981594)
    #expect(Checksum(variables: instance.variables).checksum2 == 2_002_548_820)
    let violated = instance.constraints.filter { $0.strength.isRequired && $0.isViolated }
    #expect(violated.isEmpty)
    let after = solver.statistics
    #expect(after.rows == before.rows && after.symbols == before.symbols)
    #expect(after.constraints == before.constraints)
  }

  @Test func churnRestoresTheTableau() throws {
    // W3, 3 rounds: remove and re-add every constraint of 100 views.
    let workload = Workload.grid(1000)
    let (solver, instance) = try build(workload)
    let before = solver.statistics
    var rng = SplitMix64(seed: 777)
    for _ in 0..<3 {
      var picked: [Int] = []
      var chosen = Set<Int>()
      while picked.count < 100 {
        let v = Int(rng.below(1000))
        if chosen.insert(v).inserted { picked.append(v) }
      }
      for v in picked {
        for c in workload.byView[v] { try solver.removeConstraint(instance.constraints[c]) }
      }
      for v in picked {
        for c in workload.byView[v] { try solver.addConstraint(instance.constraints[c]) }
      }
      solver.updateVariables()
    }
    let sums = Checksum(variables: instance.variables)
    #expect(sums.checksum == 981594 && sums.checksum2 == 2_002_548_820)
    let after = solver.statistics
    #expect(after.rows == before.rows)
    #expect(after.symbols == before.symbols)
    #expect(after.variables == before.variables)
    #expect(after.columns == before.columns)
  }
}
