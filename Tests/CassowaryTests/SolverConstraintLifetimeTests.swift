import Testing

@testable import Cassowary

/// The solver holds each of its constraints strongly (its records retain them by hand) and
/// lets one go when it is removed or rejected, on a reset, a rebuild, or with the solver.
@Suite struct SolverConstraintLifetimeTests {
  /// A solver holding `x == 5`, `x + y == 12` and `y <= 20 | weak`, and weak references to
  /// the three constraints, which nothing else holds.
  private static func system() throws -> (Solver, () -> [Constraint?]) {
    let solver = Solver()
    let x = Variable("x")
    let y = Variable("y")
    var a: Constraint? = x == 5
    var b: Constraint? = x + y == 12
    var c: Constraint? = (y <= 20) | .weak
    try solver.addConstraint(a!)
    try solver.addConstraint(b!)
    try solver.addConstraint(c!)
    weak let watchedA = a
    weak let watchedB = b
    weak let watchedC = c
    a = nil
    b = nil
    c = nil
    return (solver, { [watchedA, watchedB, watchedC] })
  }

  @Test func theSolverHoldsItsConstraintsAndReleasesARemovedOne() throws {
    let (solver, watched) = try Self.system()
    #expect(watched().allSatisfy { $0 != nil })
    try solver.removeConstraint(watched()[1]!)
    #expect(watched()[0] != nil && watched()[1] == nil && watched()[2] != nil)
    // The freed record slot is taken by the next constraint, which it holds in turn.
    var d: Constraint? = Variable("z") == 3
    try solver.addConstraint(d!)
    weak let watchedD = d
    d = nil
    #expect(watchedD != nil)
    #expect(solver.constraints.count == 3)
    #expect(solver.checkInvariants() == [])
  }

  @Test func aRejectedConstraintIsNotHeld() throws {
    let (solver, _) = try Self.system()
    let v = Variable("v")
    var bad: Constraint? = v == v + 1
    #expect(throws: CassowaryError.self) { try solver.addConstraint(bad!) }
    weak let watchedBad = bad
    bad = nil
    #expect(watchedBad == nil)
    #expect(solver.checkInvariants() == [])
  }

  @Test func resetReleasesEveryConstraint() throws {
    let (solver, watched) = try Self.system()
    solver.reset()
    #expect(watched().allSatisfy { $0 == nil })
  }

  @Test func aRebuildHoldsEveryConstraintOnce() throws {
    let (solver, watched) = try Self.system()
    let fresh = try #require(solver.rebuiltSolver())
    solver.adopt(fresh)
    #expect(watched().allSatisfy { $0 != nil })
    #expect(solver.checkInvariants() == [])
    try solver.removeConstraint(watched()[2]!)
    #expect(watched()[2] == nil)
    solver.reset()
    #expect(watched().allSatisfy { $0 == nil })
  }

  @Test func releasingTheSolverReleasesItsConstraints() throws {
    var (solver, watched): (Solver?, () -> [Constraint?]) = try Self.system()
    #expect(solver?.checkInvariants() == [])
    solver = nil
    #expect(watched().allSatisfy { $0 == nil })
  }
}
