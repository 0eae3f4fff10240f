import Testing

@testable import Cassowary

/// `reserveCapacity(constraints:variables:)`: room made ahead of a batch, the same results,
/// and geometric growth when called before every small batch.
@Suite struct SolverCapacityTests {
  /// A chain of `n` boxes, each 10 wide with a preferred gap of 4 to the one before.
  static func chain(_ n: Int) -> (variables: [Variable], constraints: [Constraint]) {
    let lefts = (0..<n).map { Variable("left\($0)") }
    var constraints: [Constraint] = [lefts[0] == 0]
    for i in 1..<n {
      constraints.append(lefts[i] >= lefts[i - 1] + 10)
      constraints.append((lefts[i] == lefts[i - 1] + 14) | .medium)
    }
    return (lefts, constraints)
  }

  @Test func reservingMakesRoomAndChangesNoValue() throws {
    let (plainVariables, plainConstraints) = Self.chain(40)
    let plain = Solver()
    for c in plainConstraints { try plain.addConstraint(c) }
    plain.updateVariables()

    let (variables, constraints) = Self.chain(40)
    let reserved = Solver()
    reserved.reserveCapacity(constraints: constraints.count, variables: variables.count)
    // 40 variables and 79 constraints: 40 + 2 × 79 symbols, 80 rows, 8 slots per constraint.
    #expect(reserved.tableau.kind.capacity >= 198 && reserved.symbolVariables.capacity >= 198)
    #expect(reserved.tableau.rowBasic.capacity >= 80)
    #expect(reserved.tableau.cellSym.capacity >= 632)
    #expect(reserved.tableau.columnEntries.capacity >= 632)
    #expect(reserved.records.capacity >= 79 && reserved.symbolTags.capacity >= 198)
    let capacity = reserved.tableau.kind.capacity
    for c in constraints { try reserved.addConstraint(c) }
    reserved.updateVariables()
    #expect(reserved.tableau.kind.capacity == capacity)
    #expect(reserved.checkInvariants() == [])
    #expect(variables.map(\.value) == plainVariables.map(\.value))
    #expect(variables[39].value == 39 * 14)
  }

  @Test func smallReservationsGrowGeometrically() throws {
    let (variables, constraints) = Self.chain(300)
    let solver = Solver()
    var capacities: Set<Int> = []
    var arrayCapacities: Set<Int> = []
    for c in constraints {
      solver.reserveCapacity(constraints: 1, variables: 1)
      try solver.addConstraint(c)
      capacities.insert(solver.tableau.kind.capacity)
      arrayCapacities.insert(solver.symbolTags.capacity)
    }
    solver.updateVariables()
    // 599 constraints over 300 variables: about 900 symbols, reached by doublings.
    #expect(capacities.count <= 8 && arrayCapacities.count <= 10)
    #expect(variables[299].value == 299 * 14)
    #expect(solver.checkInvariants() == [])
  }

  @Test func nothingToReserveChangesNothing() {
    let solver = Solver()
    let capacity = solver.tableau.kind.capacity
    solver.reserveCapacity(constraints: 0, variables: 0)
    solver.reserveCapacity(constraints: -3, variables: 0)
    #expect(solver.tableau.kind.capacity == capacity)
  }
}
