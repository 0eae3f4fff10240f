import Testing

@testable import Cassowary

@Suite struct SolverConstraintTests {
  @Test func addHasRemove() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = x == 42
    #expect(!solver.hasConstraint(c))
    try solver.addConstraint(c)
    #expect(solver.hasConstraint(c))
    #expect(solver.constraints.count == 1 && solver.constraints[0] === c)
    let changed = solver.updateVariablesReportingChanges()
    #expect(x.value == 42)
    #expect(changed.count == 1 && changed[0] === x)
    #expect(solver.updateVariablesReportingChanges().isEmpty)
    try solver.removeConstraint(c)
    #expect(!solver.hasConstraint(c))
    #expect(solver.constraints.isEmpty)
  }

  @Test func duplicateAndUnknownConstraints() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = x >= 1
    try solver.addConstraint(c)
    #expect {
      try solver.addConstraint(c)
    } throws: { ($0 as? CassowaryError)?.code == .duplicateConstraint }
    let other = x >= 1
    #expect {
      try solver.removeConstraint(other)
    } throws: { ($0 as? CassowaryError)?.code == .unknownConstraint }
    // The same object in a second solver is independent.
    let second = Solver()
    try second.addConstraint(c)
    #expect(second.hasConstraint(c) && solver.hasConstraint(c))
    try solver.removeConstraint(c)
    #expect(second.hasConstraint(c) && !solver.hasConstraint(c))
  }

  @Test func nonRequiredStrengthsCompete() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 10) | .weak)
    try solver.addConstraint((x == 20) | .medium)
    solver.updateVariables()
    #expect(x.value == 20)
    let strong = (x == 30) | .strong
    try solver.addConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 30)
    try solver.removeConstraint(strong)
    solver.updateVariables()
    #expect(x.value == 20)
  }

  @Test func inequalitiesAndRequired() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let solver = Solver()
    try solver.addConstraint(right == left + width)
    try solver.addConstraint(left >= 0)
    try solver.addConstraint(right <= 300)
    try solver.addConstraint((width == 500) | .strong)
    try solver.addConstraint((left == 50) | .weak)
    solver.updateVariables()
    // width is capped by right <= 300 with left pushed to 0 (strong beats weak).
    #expect(left.value == 0)
    #expect(width.value == 300)
    #expect(right.value == 300)
  }

  @Test func weightedModeLetsManyWeakErrorsOutweighOneMedium() throws {
    // kiwi issue #28: weights add up. 1001 weak constraints pulling y to 0 against one medium
    // constraint pulling it to 1, through 1001 copies of the same variable relation.
    for mode in [PriorityMode.weighted, .strict] {
      let y = Variable("y")
      let solver = Solver(priorityMode: mode)
      try solver.addConstraint((y == 1) | .medium)
      for _ in 0..<1001 { try solver.addConstraint((y == 0) | .weak) }
      solver.updateVariables()
      #expect(y.value == (mode == .weighted ? 0 : 1), "mode \(mode)")
    }
  }

  @Test func strictModeKeepsLevelsApart() throws {
    // Two medium errors (cost 2 × 1000 in weighted mode) against one slightly stronger one.
    let a = Variable("a")
    let b = Variable("b")
    let solver = Solver(priorityMode: .strict)
    try solver.addConstraint(a == b)
    try solver.addConstraint((a == 10) | Strength(1001))
    try solver.addConstraint((b == 0) | .medium)
    try solver.addConstraint((a == 0) | .medium)
    solver.updateVariables()
    #expect(a.value == 10 && b.value == 10)
    #expect(solver.statistics.objectiveLevels == 2)

    let weighted = Solver(priorityMode: .weighted)
    let c = Variable("c")
    let d = Variable("d")
    try weighted.addConstraint(c == d)
    try weighted.addConstraint((c == 10) | Strength(1001))
    try weighted.addConstraint((d == 0) | .medium)
    try weighted.addConstraint((c == 0) | .medium)
    weighted.updateVariables()
    #expect(c.value == 0 && d.value == 0)
  }

  @Test func strictModeInsertsLevelsInOrder() throws {
    let x = Variable("x")
    let solver = Solver(priorityMode: .strict)
    try solver.addConstraint((x == 1) | Strength(250))
    try solver.addConstraint((x == 3) | Strength(750))
    try solver.addConstraint((x == 2) | Strength(500))
    solver.updateVariables()
    #expect(x.value == 3)
    #expect(solver.statistics.objectiveLevels == 3)
    let top = (x == 4) | Strength(999)
    try solver.addConstraint(top)
    solver.updateVariables()
    #expect(x.value == 4)
    try solver.removeConstraint(top)
    solver.updateVariables()
    #expect(x.value == 3)
  }

  @Test func nonFiniteInputIsRejected() {
    let x = Variable("x")
    let solver = Solver()
    for bad in [x == .nan, x >= .infinity, x * .infinity == 3] {
      #expect {
        try solver.addConstraint(bad)
      } throws: { ($0 as? CassowaryError)?.code == .internalError }
    }
    #expect(solver.statistics.constraints == 0)
    #expect(solver.statistics.symbols == 0)
  }

  @Test func constantOnlyConstraints() throws {
    let solver = Solver()
    try solver.addConstraint(Constraint(LinearExpression(0), .equal))
    #expect {
      try solver.addConstraint(Constraint(LinearExpression(5), .equal))
    } throws: { ($0 as? CassowaryError)?.code == .unsatisfiableConstraint }
    try solver.addConstraint(Constraint(LinearExpression(5), .equal, strength: .weak))
    try solver.addConstraint(Constraint(LinearExpression(5), .greaterThanOrEqual))
    #expect(solver.statistics.constraints == 3)
  }

  @Test func resetForgetsEverything() throws {
    let x = Variable("x")
    let solver = Solver()
    let c = x == 7
    try solver.addConstraint(c)
    try solver.addEditVariable(x, strength: .strong)
    solver.reset()
    #expect(!solver.hasConstraint(c))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.statistics == Solver().statistics)
    try solver.addConstraint(c)
    solver.updateVariables()
    #expect(x.value == 7)
  }

  @Test func pivotLimitReportsInsteadOfLooping() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    solver.pivotLimit = 0
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint(x >= 0)
    try solver.addConstraint(y >= 0)
    #expect {
      try solver.addConstraint((x == 20) | .strong)
      try solver.addConstraint((y == 20) | .weak)
    } throws: { ($0 as? CassowaryError)?.code == .internalError }
  }
}
