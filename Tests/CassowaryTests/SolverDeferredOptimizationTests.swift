import Testing

@testable import Cassowary

/// `beginDeferringOptimization()` / `endDeferringOptimization()`: the same constraints, the
/// same rejections and the same optimum as adding one at a time, optimised once.
@Suite struct SolverDeferredOptimizationTests {
  /// A row of two boxes in a 300-wide container: required edges, a preferred width for the
  /// first box (strong) and a weaker one for the second, and a required gap of 10.
  struct Row {
    let container = Variable("container")
    let aLeft = Variable("aLeft")
    let aWidth = Variable("aWidth")
    let bLeft = Variable("bLeft")
    let bWidth = Variable("bWidth")

    var constraints: [Constraint] {
      [
        container == 300,
        aLeft == 0,
        bLeft == aLeft + aWidth + 10,
        bLeft + bWidth == container,
        aWidth >= 0,
        bWidth >= 0,
        (aWidth == 200) | .strong,
        (bWidth == 150) | .medium,
        (aWidth == bWidth) | .weak,
      ]
    }

    var variables: [Variable] { [container, aLeft, aWidth, bLeft, bWidth] }
  }

  @Test func deferredBuildGivesTheIncrementalOptimum() throws {
    for mode in [PriorityMode.strict, .weighted] {
      let incremental = Solver(priorityMode: mode)
      let one = Row()
      for c in one.constraints { try incremental.addConstraint(c) }

      let deferred = Solver(priorityMode: mode)
      let two = Row()
      deferred.beginDeferringOptimization()
      #expect(deferred.isDeferringOptimization)
      for c in two.constraints { try deferred.addConstraint(c) }
      // Mid-way the tableau is feasible, not optimal, and consistent.
      #expect(deferred.checkInvariants() == [])
      try deferred.endDeferringOptimization()
      #expect(!deferred.isDeferringOptimization)
      #expect(deferred.checkInvariants() == [])

      let expected = one.variables.map { incremental.value(of: $0) }
      let got = two.variables.map { deferred.value(of: $0) }
      #expect(expected == [300, 0, 200, 210, 90], "\(mode)")
      #expect(got == expected, "\(mode)")
    }
  }

  @Test func valuesInsideTheDeferralHoldTheRequiredConstraintsOnly() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    solver.beginDeferringOptimization()
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((x == 40) | .strong)
    // Feasible (x ≥ 10 holds) before the strong preference is optimised.
    let before = solver.value(of: x)
    #expect(before >= 10)
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 40)
  }

  @Test func rejectionsAreTheSameInsideTheDeferral() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    let low = x <= 10
    let high = x >= 20
    solver.beginDeferringOptimization()
    try solver.addConstraint(low)
    try solver.addConstraint((x == 5) | .weak)
    #expect(throws: CassowaryError.self) { try solver.addConstraint(high) }
    do {
      try solver.addConstraint(high)
      Issue.record("x >= 20 was accepted beside x <= 10")
    } catch {
      #expect(error.code == .unsatisfiableConstraint)
      #expect(error.conflicts.count == 2)
      #expect(error.conflicts.first === low)
      #expect(error.conflicts.last === high)
    }
    #expect(!solver.hasConstraint(high))
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 5)
    #expect(solver.checkInvariants() == [])
  }

  @Test func aConstantChangeOptimisesFirst() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    let y = Variable("y")
    let gap = y == x + 10
    solver.beginDeferringOptimization()
    try solver.addConstraint((x == 30) | .strong)
    try solver.addConstraint(gap)
    try solver.setConstant(-25, of: gap)  // y == x + 25
    #expect(solver.checkInvariants() == [])
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 55)
  }

  @Test func callsNestAndTheOutermostEndOptimises() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    solver.beginDeferringOptimization()
    solver.beginDeferringOptimization()
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((x == 12) | .medium)
    try solver.endDeferringOptimization()
    #expect(solver.isDeferringOptimization)
    try solver.endDeferringOptimization()
    #expect(!solver.isDeferringOptimization)
    #expect(solver.value(of: x) == 12)
    // An end without a beginning changes nothing.
    try solver.endDeferringOptimization()
    #expect(!solver.isDeferringOptimization)
    #expect(solver.value(of: x) == 12)
  }

  @Test func removalsInsideTheDeferralAreOptimisedAtTheEnd() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    let pin = (x == 70) | .strong
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((x == 20) | .weak)
    try solver.addConstraint(pin)
    #expect(solver.value(of: x) == 70)
    solver.beginDeferringOptimization()
    try solver.removeConstraint(pin)
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 20)
    #expect(solver.checkInvariants() == [])
  }
}
