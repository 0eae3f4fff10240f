import Testing

@testable import Cassowary

/// A constraint record's 32-bit order of addition: a record is 32 bytes, and the orders are
/// renumbered before the count passes `Int32.max`.
@Suite struct SolverRecordSequenceTests {
  @Test func aRecordTakesThirtyTwoBytes() {
    #expect(MemoryLayout<ConstraintRecord>.stride == 32)
  }

  @Test func ordersAreRenumberedInTheirOrderBeforeTheyOverflow() throws {
    let solver = Solver()
    let x = Variable("x"), y = Variable("y"), z = Variable("z")
    let first = x == 1
    let second = y == x + 2
    let removed = z >= 0
    let third = z == y + 3
    for c in [first, second, removed, third] { try solver.addConstraint(c) }
    try solver.removeConstraint(removed)
    solver.sequence = Int(Int32.max)
    let fourth = (x >= 10) | .weak
    try solver.addConstraint(fourth)
    // The three live records are renumbered 1, 2, 3 in their order, and the new one is 4.
    #expect(solver.sequence == 4)
    #expect(
      solver.constraints.map { ObjectIdentifier($0) }
        == [first, second, third, fourth].map { ObjectIdentifier($0) })
    let sequences = solver.records.filter { $0.constraint != nil }.map(\.sequence).sorted()
    #expect(sequences == [1, 2, 3, 4])
    #expect(solver.checkInvariants() == [])
    solver.updateVariables()
    #expect([x.value, y.value, z.value] == [1, 3, 6])
  }

  @Test func theMarkerFactorKeepsItsSign() throws {
    let solver = Solver()
    let x = Variable("x")
    let below = x <= 5
    let above = x >= 1
    let preferred = (x == 3) | .medium
    for c in [below, above, preferred] { try solver.addConstraint(c) }
    let factors = [below, above, preferred].map {
      solver.records[solver.recordIndex(of: $0).index].markerFactor
    }
    #expect(factors == [1, -1, -1])
    try solver.setConstant(-2, of: below)  // x - 2 <= 0
    solver.updateVariables()
    #expect(x.value == 2)
  }
}
