import Testing

@testable import Cassowary

/// The solver holds a constraint's variables strongly while a constraint uses them (its table
/// of variables retains them by hand) and lets them go when no constraint does: after a
/// removal, a reset, or with the solver itself.
@Suite struct SolverVariableLifetimeTests {
  /// A solver holding `x == 5` and `x + y == 12`, whose constraints and variables nothing else
  /// holds, and a function answering weak references to `x` and `y`.
  private static func system() throws -> (Solver, () -> [Variable?]) {
    let solver = Solver()
    var x: Variable? = Variable("x")
    var y: Variable? = Variable("y")
    try solver.addConstraint(x! == 5)
    try solver.addConstraint(x! + y! == 12)
    solver.updateVariables()
    #expect(x!.value == 5 && y!.value == 7)
    weak let watchedX = x
    weak let watchedY = y
    x = nil
    y = nil
    return (solver, { [watchedX, watchedY] })
  }

  @Test func removingTheLastConstraintUsingAVariableReleasesIt() throws {
    let (solver, watched) = try Self.system()
    #expect(watched()[0] != nil && watched()[1] != nil)
    try solver.removeConstraint(solver.constraints[1])
    #expect(watched()[0]?.value == 5)  // still used by `x == 5`
    #expect(watched()[1] == nil)
    #expect(solver.checkInvariants() == [])
  }

  @Test func aSymbolSlotReusedByAnotherVariableHoldsTheNewOne() throws {
    let (solver, watched) = try Self.system()
    try solver.removeConstraint(solver.constraints[1])
    var z: Variable? = Variable("z")
    try solver.addConstraint(z! == watched()[0]! * 2)
    solver.updateVariables()
    weak let watchedZ = z
    z = nil
    #expect(watchedZ?.value == 10)
    #expect(solver.checkInvariants() == [])
    try solver.removeConstraint(solver.constraints[1])
    #expect(watchedZ == nil)
  }

  @Test func resetReleasesEveryVariable() throws {
    let (solver, watched) = try Self.system()
    solver.reset()
    #expect(watched()[0] == nil && watched()[1] == nil)
    #expect(solver.checkInvariants() == [])
  }

  @Test func releasingTheSolverReleasesItsVariables() throws {
    var (solver, watched): (Solver?, () -> [Variable?]) = try Self.system()
    #expect(solver?.checkInvariants() == [])
    #expect(watched()[0] != nil && watched()[1] != nil)
    solver = nil
    #expect(watched()[0] == nil && watched()[1] == nil)
  }
}
