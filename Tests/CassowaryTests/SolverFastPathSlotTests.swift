import Testing

@testable import Cassowary

/// The fast-path slots of variables and constraints shared by several solvers: a slot names a
/// symbol or record index only, and a solver trusts it only where its own table agrees.
@Suite struct SolverFastPathSlotTests {
  /// Two solvers give the same variable the same symbol number (each has made one symbol
  /// before): the second finds it through its foreign map, never clears the first's slot, and
  /// keeps finding it after the first goes away.
  @Test func aSharedVariableWithTheSameSymbolNumberInTwoSolvers() throws {
    let x = Variable("x")
    let first = Solver()
    let second = Solver()
    try first.addConstraint(x == 10)
    try second.addConstraint(x == 20)
    let s = first.symbol(of: x)
    #expect(s.exists)
    #expect(x.ownerSymbol == s)
    #expect(second.symbol(of: x) == s)
    #expect(second.foreignVariables[ObjectIdentifier(x)] == s)
    #expect(first.foreignVariables.isEmpty)
    #expect(first.checkInvariants() == [])
    #expect(second.checkInvariants() == [])

    second.updateVariables()
    #expect(x.value == 20)
    first.updateVariables()
    #expect(x.value == 10)

    // The second solver lets go of its use: the first's slot stays.
    try second.removeConstraint(second.constraints[0])
    #expect(x.ownerSymbol == s)
    #expect(second.symbol(of: x) == .none)
    #expect(second.foreignVariables.isEmpty)
    #expect(first.symbol(of: x) == s)
  }

  /// A solver that goes away frees the slots it held and leaves the others' alone; the solver
  /// still holding the variable through its foreign map finds it there, and the next solver
  /// that uses the variable takes the free slot.
  @Test func slotsOutliveTheSolverThatDidNotTakeThem() throws {
    let x = Variable("x")
    let y = Variable("y")
    let second = Solver()
    do {
      let first = Solver()
      try first.addConstraint(x == 1)
      try second.addConstraint(y == 2)  // y takes second's symbol 0, x becomes its symbol 1
      try second.addConstraint(x + y == 5)
      #expect(second.foreignVariables.count == 1)
      #expect(y.ownerSymbol == second.symbol(of: y))
    }
    #expect(!x.ownerSymbol.exists)
    #expect(y.ownerSymbol.exists)
    #expect(second.symbol(of: x).exists)
    second.updateVariables()
    #expect(x.value == 3)
    #expect(second.checkInvariants() == [])

    let third = Solver()
    try third.addConstraint(x == 7)
    #expect(x.ownerSymbol == third.symbol(of: x))
    #expect(third.foreignVariables.isEmpty)
    // The second solver still answers from its map, with its own symbol.
    #expect(second.symbol(of: x) == second.foreignVariables[ObjectIdentifier(x)])
    #expect(second.checkInvariants() == [])
    #expect(third.checkInvariants() == [])
  }

  /// The same constraint object in two solvers at the same record index: each finds its own
  /// record, removing it from the one that did not take the slot leaves the slot, and the
  /// slot is free once the other removes it too.
  @Test func aSharedConstraintAtTheSameRecordIndexInTwoSolvers() throws {
    let x = Variable("x")
    let c = x >= 4
    let first = Solver()
    let second = Solver()
    try first.addConstraint(c)
    try second.addConstraint(c)
    #expect(c.ownerIndex == first.recordIndex(of: c))
    #expect(second.recordIndex(of: c) == c.ownerIndex)
    #expect(second.foreignConstraints[ObjectIdentifier(c)] == c.ownerIndex)
    #expect(first.checkInvariants() == [])
    #expect(second.checkInvariants() == [])

    try second.removeConstraint(c)
    #expect(!second.hasConstraint(c))
    #expect(first.hasConstraint(c))
    #expect(c.ownerIndex.exists)
    #expect(second.foreignConstraints.isEmpty)

    try second.addConstraint(c)
    try first.removeConstraint(c)
    #expect(!c.ownerIndex.exists)
    #expect(second.hasConstraint(c))
    #expect(!first.hasConstraint(c))
    #expect(second.checkInvariants() == [])
    second.updateVariables()
    #expect(x.value == 4)
  }

  /// A slot that names an index another solver's record holds a different constraint at is
  /// not trusted: the lookup answers "not here".
  @Test func aSlotNamingAnotherConstraintsRecordIsNotTrusted() throws {
    let x = Variable("x")
    let a = x >= 1
    let b = x <= 9
    let first = Solver()
    let second = Solver()
    try first.addConstraint(a)  // a takes first's record 0
    try second.addConstraint(b)  // b takes second's record 0
    #expect(a.ownerIndex == b.ownerIndex)
    #expect(!second.hasConstraint(a))
    #expect(!first.hasConstraint(b))
    #expect(throws: CassowaryError.self) { try second.removeConstraint(a) }
    #expect(second.hasConstraint(b))
  }
}
