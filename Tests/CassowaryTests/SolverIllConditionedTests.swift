import Testing

@testable import Cassowary

/// Required constraints with coefficients many orders of magnitude apart (`a == 1e12 × b`):
/// the small coefficients the solver derives from them must survive, or the constraints that
/// share their variables stop holding without any error.
@Suite struct SolverIllConditionedTests {
  /// `a == 1e12 × b` solved for `b` gives `b = 1e-12·a`; `c == b + 1` then holds `1e-12·a`,
  /// which an absolute ε of 1e-8 dropped: `c` stayed 1 when `a` became 1e12 and `b` 1.
  @Test func smallDerivedCoefficientsAreKept() throws {
    let b = Variable("b")
    let a = Variable("a")
    let c = Variable("c")
    let solver = Solver()
    // b first, so that b (the lowest symbol) is the subject: b = 1e-12·a.
    try solver.addConstraint(Constraint(LinearExpression([Term(b, -1e12), Term(a)]), .equal))
    let tie = c == b + 1
    try solver.addConstraint(tie)
    try solver.addConstraint(a == 1e12)
    solver.updateVariables()
    #expect(a.value == 1e12)
    #expect(abs(b.value - 1) < 1e-9)
    #expect(abs(c.value - 2) < 1e-9)
    #expect(abs(tie.expression.value) < 1e-9)
  }

  /// The same holds with the multiplier on the other side and a chain of them: every required
  /// constraint holds to a relative 1e-9 of its largest term.
  @Test func aChainOfLargeMultipliersHolds() throws {
    let x = (0..<4).map { Variable("x\($0)") }
    let y = Variable("y")
    let solver = Solver()
    var all: [Constraint] = []
    for i in 0..<3 {
      all.append(Constraint(LinearExpression([Term(x[i], -1e6), Term(x[i + 1])]), .equal))
    }
    all.append(y == x[0] + 3)
    all.append(x[3] == 5e18)
    for constraint in all { try solver.addConstraint(constraint) }
    solver.updateVariables()
    #expect(abs(x[0].value - 5) < 1e-9)
    #expect(abs(y.value - 8) < 1e-9)
    for constraint in all {
      let scale =
        constraint.expression.terms.map { abs($0.coefficient * $0.variable.value) }
        .max() ?? 1
      #expect(abs(constraint.expression.value) <= 1e-9 * max(scale, 1), "\(constraint)")
    }
  }

  /// The objective weighs errors, which are never negative: a negative reduced cost on a
  /// symbol no restricted row holds is rounding. Fuzzer seed 4 (issue 17) left -5e-13 on a
  /// slack whose column ran only through variable rows (1e-12 coefficients from 1e12
  /// multipliers), and removing a constraint threw "the objective is unbounded" after the
  /// removal had happened; the layout engine then lost track of constraints the solver kept.
  /// The solver now rebuilds the objective from its constraints and optimises again.
  @Test func aRoundingResidueInTheObjectiveIsNotUnbounded() throws {
    let x = Variable("x"), y = Variable("y")
    let solver = Solver(priorityMode: .strict)
    let cap = x <= 100
    let pin = y >= 0
    try solver.addConstraint(cap)
    try solver.addConstraint((y == 10) | .weak)
    try solver.addConstraint(pin)
    let t = solver.tableau
    // The slack of `x <= 100` is held by x's row alone.
    let slack = solver.records[solver.recordIndex(of: cap).index].marker
    let start = Int(t.columnHeaders[slack].start)
    #expect(t.columnHeaders[slack].count == 1)
    #expect(t.rowBasic[t.columnEntries[start].row] == solver.symbol(of: x))
    // What rounding left in the seed-4 run.
    // (Through the solver: the write may make the slack's block of coefficients.)
    solver.tableau[objective: slack, level: t.levels - 1] = -5e-13
    solver.tableau.updateCandidate(slack)
    try solver.removeConstraint(pin)
    solver.updateVariables()
    #expect(x.value == 100)
    #expect(y.value == 10)
    #expect(!solver.hasConstraint(pin))
    #expect(solver.checkInvariants() == [])
  }
}
