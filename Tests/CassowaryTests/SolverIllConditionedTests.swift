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
}
