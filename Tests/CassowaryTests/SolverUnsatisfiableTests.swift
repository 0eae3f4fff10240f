import Testing

@testable import Cassowary

@Suite struct SolverUnsatisfiableTests {
  @Test func rejectedConstraintLeavesNoTrace() throws {
    // kiwi issue #52: after rejecting x == 5, kiwi enforces it anyway and accepts the next one.
    let x = Variable("x")
    let solver = Solver()
    let floor = x >= 10
    try solver.addConstraint(floor)
    solver.updateVariables()
    let before = solver.statistics
    let dump = solver.debugDescription
    for _ in 0..<3 {
      do {
        try solver.addConstraint(x == 5)
        Issue.record("accepted x == 5")
      } catch {
        #expect(error.code == .unsatisfiableConstraint)
        #expect(error.conflicts.count == 2 && error.conflicts[0] === floor)
      }
      solver.updateVariables()
      #expect(x.value == 10)
      #expect(!floor.isViolated)
      #expect(solver.statistics == before)
      #expect(solver.debugDescription == dump)
    }
  }

  @Test func conflictingEqualitiesNameBoth() throws {
    let w = Variable("width")
    let solver = Solver()
    let a = w == 100
    let b = w == 200
    try solver.addConstraint(a)
    do {
      try solver.addConstraint(b)
      Issue.record("accepted")
    } catch {
      #expect(error.code == .unsatisfiableConstraint)
      #expect(error.constraint === b)
      #expect(error.conflicts.count == 2)
      #expect(error.conflicts[0] === a && error.conflicts[1] === b)
      #expect(
        error.message
          == "unable to satisfy required constraint width - 200 == 0 | required; conflicting set:"
          + "\n  width - 100 == 0 | required\n  width - 200 == 0 | required")
    }
    solver.updateVariables()
    #expect(w.value == 100)
    // Fresh variables first used by the rejected constraint are released again.
    let before = solver.statistics
    #expect {
      try solver.addConstraint(w + Variable("fresh") * 0 + 0 == 300)
    } throws: { ($0 as? CassowaryError)?.code == .unsatisfiableConstraint }
    #expect(solver.statistics == before)
  }

  @Test func conflictSetIsMinimal() throws {
    // a <= b <= c <= d chain, plus unrelated constraints; then d <= a - 1 conflicts with the
    // chain only.
    let v = (0..<4).map { Variable("v\($0)") }
    let other = Variable("other")
    let solver = Solver()
    var chain: [Constraint] = []
    for i in 0..<3 {
      let c = v[i] <= v[i + 1]
      chain.append(c)
      try solver.addConstraint(c)
    }
    try solver.addConstraint(other >= 0)
    try solver.addConstraint(v[0] >= 0)
    try solver.addConstraint(v[3] <= 1000)
    let bad = v[3] <= v[0] - 1
    do {
      try solver.addConstraint(bad)
      Issue.record("accepted")
    } catch {
      #expect(error.conflicts.count == 4)
      #expect(
        error.conflicts.prefix(3).map { ObjectIdentifier($0) } == chain.map { ObjectIdentifier($0) }
      )
      #expect(error.conflicts.last === bad)
    }
  }

  @Test func manyConflictsInSequence() throws {
    let widths = (0..<20).map { Variable("w\($0)") }
    let total = Variable("total")
    let solver = Solver()
    try solver.addConstraint(total >= 100)
    for w in widths { try solver.addConstraint(w >= 10) }
    try solver.addConstraint(total == widths.reduce(LinearExpression()) { $0 + $1 })
    let before = solver.debugDescription
    var rejected = 0
    for (i, w) in widths.enumerated() {
      do {
        if i.isMultiple(of: 2) {
          try solver.addConstraint(w == 5)
        } else {
          try solver.addConstraint(total + w <= 105)
        }
      } catch {
        #expect(error.code == .unsatisfiableConstraint)
        rejected += 1
      }
    }
    #expect(rejected == 20)
    #expect(solver.debugDescription == before)
  }

  @Test func aConstraintImpossibleOnItsOwnIsItsOwnConflict() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint(x >= 0)
    let impossible = x - x >= 1
    do {
      try solver.addConstraint(impossible)
      Issue.record("accepted")
    } catch {
      #expect(error.conflicts.count == 1 && error.conflicts[0] === impossible)
      #expect(error.message.hasPrefix("unable to satisfy required constraint -1 >= 0"))
    }
  }
}
