import Testing

@testable import Cassowary

/// Removing a constraint whose marker is parametric pivots the marker into a row first: the
/// objective must stay the one the remaining constraints define, even when that row holds
/// coefficients twelve orders of magnitude above the pivot element.
@Suite struct SolverRemovalObjectiveTests {
  /// `a == 10` (required, removed), `0 <= c <= 1` and `a + 1e12·c == 5 | weak`. The weak
  /// equality's error row reads `e+ = 5 - d + 1e12·s + e-` (`d` the pin's dummy, `s` the slack
  /// of `c >= 0`), so the objective holds `-1·d`, and removing the pin pivots `d` through that
  /// row. The fuzzer (seed 4, step 173) reached this with a dummy coefficient of
  /// 0.999999999998 for 1, the rounding of 1e12-scale cancellations (the invariant check
  /// accepts such residues on dummies); building it through arithmetic takes dozens of
  /// constraints, so the test sets the same relative residue directly. Multiplied by the
  /// row's 1e12, it left -2 on the slack `s`: `s` entered, and `c` went to 1 and `a` to
  /// 5 - 1e12, where the objective the constraints define keeps `c` at 0 and `a` at 5.
  @Test(arguments: [PriorityMode.weighted, .strict])
  func aMarkersRoundedObjectiveCoefficientIsNotAmplified(mode: PriorityMode) throws {
    let a = Variable("a"), c = Variable("c")
    let solver = Solver(priorityMode: mode)
    let pin = a == 10
    try solver.addConstraint(pin)
    try solver.addConstraint(c >= 0)
    try solver.addConstraint(c <= 1)
    try solver.addConstraint((a + 1e12 * c == 5) | .weak)
    solver.updateVariables()
    #expect(a.value == 10 && c.value == 0)
    let t = solver.tableau
    let d = solver.records[solver.recordIndex(of: pin).index].marker
    try #require(t.kind[d] == .dummy && !t.rowOf[d].exists && t.levels == 1)
    #expect(t[objective: d, level: 0] == -1)
    solver.tableau[objective: d, level: 0] = -1 - 2e-12
    #expect(solver.checkInvariants() == [])

    try solver.removeConstraint(pin)
    solver.updateVariables()
    #expect(a.value == 5)
    #expect(c.value == 0)
    #expect(solver.checkInvariants() == [])
  }
}
