import Testing

@testable import Cassowary

/// A required row whose variables are all basic enters solved for another constraint's
/// slack or error when that keeps the tableau feasible, instead of going through phase one.
@Suite struct SolverForeignSubjectTests {
  /// A container of width `side` and a width preferring 100 (hugging 250, compression
  /// resistance 750), in a solver.
  func container(_ side: Double) throws -> (Solver, width: Variable, container: Variable) {
    let solver = Solver(priorityMode: .strict)
    let width = Variable("width")
    let container = Variable("container")
    try solver.addConstraint(container == side)
    let row = try #require(
      Constraint(width - 100, equalWithStrengthAbove: Strength(250), below: Strength(750)))
    try solver.addConstraint(row)
    return (solver, width, container)
  }

  /// A label at x = 8 in a 375-point container, its width preferring 100 (hugging 250,
  /// compression resistance 750): the trailing inset `x + width + 8 == 375` finds `x`,
  /// `width` and the container's width basic.
  @Test func aTrailingInsetTakesTheWidthsError() throws {
    let (solver, width, container) = try container(375)
    let x = Variable("x")
    try solver.addConstraint(x == 8)
    let pivotsBefore = solver.statistics.pivots
    try solver.addConstraint(x + width + 8 == container)
    // Phase one would have pivoted at least once; the foreign subject solves in place.
    #expect(solver.statistics.pivots == pivotsBefore)
    #expect(solver.value(of: width) == 359)
    #expect(solver.checkInvariants() == [])
  }

  /// When solving for the only candidate would drive another restricted row negative, the
  /// row goes through phase one, which finds the basis that keeps everything feasible.
  @Test func anInfeasibleCandidateFallsBackToPhaseOne() throws {
    let (solver, width, container) = try container(300)
    let offset = Variable("offset")
    try solver.addConstraint((offset == 0) | .weak)
    // Its slack is basic at 50 − (width's excess) + …: the width's error cannot take 192.
    try solver.addConstraint(width - offset <= 150)
    let pivotsBefore = solver.statistics.pivots
    try solver.addConstraint(width + 8 == container)
    #expect(solver.statistics.pivots > pivotsBefore)
    #expect(solver.value(of: width) == 292)
    #expect(solver.value(of: offset) == 142)
    #expect(solver.checkInvariants() == [])
  }
}
