import Testing

@testable import Cassowary

/// A row solved for a symbol with coefficients of 1e6 or more multiplies the rounding
/// residues of the objective by as much when it is substituted: the solver then rebuilds the
/// objective from its constraints, whichever operation pivoted (issue 23).
@Suite struct SolverAmplifyingPivotTests {
  /// Solving a row scales it by the inverse of the pivot element: the flag is set for a row
  /// holding 1e12 and not for ordinary rows.
  @Test func solvingARowNotesItsScale() throws {
    let a = Variable("a"), b = Variable("b"), c = Variable("c"), d = Variable("d")
    let solver = Solver()
    try solver.addConstraint(a == 2 * b + 3)
    #expect(!solver.tableau.amplified)
    // `c` is the subject: `c = 1e12·d`.
    try solver.addConstraint(Constraint(LinearExpression([Term(c), Term(d, -1e12)]), .equal))
    // Consumed by the re-optimisation that ends the insertion.
    #expect(!solver.tableau.amplified)
    #expect(solver.checkInvariants() == [])
  }

  /// Fuzzer seed 2 (25,000 steps, step 3961): a required insertion pivoted, in phase one, a
  /// slack whose reduced cost had rounded to 0 (the constraints made it about -5e-10) through
  /// a row scaled by 1e12, which left 500 on another slack where the constraints make 0.
  /// Reproducing the residue through arithmetic takes thousands of operations; as in
  /// `SolverRemovalObjectiveTests`, the test plants a stale reduced cost directly and
  /// inserts a constraint whose row holds 1e12: the objective is rebuilt, so the planted
  /// value is gone and the reduced cost is again the one the constraints define.
  @Test(arguments: [PriorityMode.weighted, .strict])
  func anInsertionThroughAScaledRowRebuildsTheObjective(mode: PriorityMode) throws {
    let a = Variable("a"), c = Variable("c")
    let solver = Solver(priorityMode: mode)
    try solver.addConstraint(c >= 0)
    try solver.addConstraint(c <= 1)
    try solver.addConstraint((a + 1e12 * c == 5) | .weak)
    try solver.addConstraint((c == 1) | .medium)
    let t = solver.tableau
    // A parametric slack (the lowest id): the planted reduced cost stays non-negative, so it
    // moves nothing before the insertion.
    let s = try #require(
      (0..<t.kind.count).map { Symbol($0) }.first { t.kind[$0] == .slack && !t.rowOf[$0].exists })
    let original = (0..<t.levels).map { t[objective: s, level: $0] }
    solver.tableau[objective: s, level: 0] += 0.5
    #expect(solver.checkInvariants().count == 1)

    let x = Variable("x"), y = Variable("y")
    try solver.addConstraint(Constraint(LinearExpression([Term(x), Term(y, -1e12)]), .equal))
    // Read again: the new symbols may have moved the objective's storage.
    let u = solver.tableau
    #expect((0..<u.levels).map { u[objective: s, level: $0] } == original)
    #expect(solver.checkInvariants() == [])
    solver.updateVariables()
    #expect(a.value == 5 - 1e12)
    #expect(c.value == 1)
  }
}
