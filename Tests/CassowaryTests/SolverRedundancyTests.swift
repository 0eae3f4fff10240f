import Testing

@testable import Cassowary

/// Redundant required equalities (the same relation stated twice), which kiwi mishandles.
@Suite struct SolverRedundancyTests {
  @Test(arguments: [1.0, 2.0, -1.0])
  func removingTheOriginalKeepsTheCopyEnforced(scale: Double) throws {
    for mode in [PriorityMode.weighted, .strict] {
      let x = Variable("x")
      let solver = Solver(priorityMode: mode)
      let original = x == 5
      try solver.addConstraint(original)
      try solver.addConstraint(x * scale == 5 * scale)
      try solver.addConstraint((x == 0) | .weak)
      try solver.removeConstraint(original)
      solver.updateVariables()
      #expect(x.value == 5, "mode \(mode), scale \(scale)")
    }
  }

  @Test func changingARedundantCopysConstantIsAConflict() throws {
    let x = Variable("x")
    let solver = Solver()
    let original = x == 5
    let copy = x == 5
    try solver.addConstraint(original)
    try solver.addConstraint(copy)
    for newConstant in [-6.0, -4.0] {
      do {
        try solver.setConstant(newConstant, of: copy)
        Issue.record("accepted x == \(-newConstant) next to x == 5")
      } catch {
        #expect(error.code == .unsatisfiableConstraint)
        #expect(error.conflicts.count == 2)
        #expect(error.conflicts[0] === original && error.conflicts[1] === copy)
      }
      #expect(copy.expression.constant == -5)
      solver.updateVariables()
      #expect(x.value == 5)
    }
    // Moving both, one after the other, works once the original is gone.
    try solver.removeConstraint(original)
    try solver.setConstant(-8, of: copy)
    solver.updateVariables()
    #expect(x.value == 8)
  }
}
