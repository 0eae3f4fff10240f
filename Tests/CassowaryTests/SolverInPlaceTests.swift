import Testing

@testable import Cassowary

@Suite struct SolverInPlaceTests {
  /// A small layout: a container and two boxes side by side with a gap.
  func layout(_ solver: Solver, gap: Constraint) throws -> [Variable] {
    let containerWidth = Variable("cw")
    let aWidth = Variable("aw")
    let bLeft = Variable("bl")
    let bWidth = Variable("bw")
    try solver.addConstraint(containerWidth == 400)
    try solver.addConstraint(aWidth >= 50)
    try solver.addConstraint((aWidth == 100) | .medium)
    try solver.addConstraint(bLeft + bWidth == containerWidth)
    try solver.addConstraint(bWidth >= 10)
    _ = gap
    return [containerWidth, aWidth, bLeft, bWidth]
  }

  @Test func setConstantMatchesRemoveAndAdd() throws {
    let x = Variable("x")
    let w = Variable("w")
    let solver = Solver()
    try solver.addConstraint(w == 400)
    try solver.addConstraint(x >= 0)
    let gap = (x == 20) | .strong
    try solver.addConstraint(gap)
    try solver.addConstraint(x + 50 <= w)
    for target in [100.0, 360, 500, -5, 30] {
      try solver.setConstant(-target, of: gap)
      solver.updateVariables()
      let inPlace = x.value

      let fresh = Solver()
      try fresh.addConstraint(w == 400)
      try fresh.addConstraint(x >= 0)
      try fresh.addConstraint((x == target) | .strong)
      try fresh.addConstraint(x + 50 <= w)
      #expect(fresh.value(of: x) == inPlace, "target \(target)")
    }
    #expect(gap.expression.constant == -30)
    solver.updateVariables()
    #expect(x.value == 30)
  }

  @Test func setConstantOnRequiredConstraints() throws {
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let solver = Solver()
    try solver.addConstraint(right == left + width)
    let leftPin = left == 10
    try solver.addConstraint(leftPin)
    let widthMin = width >= 20
    try solver.addConstraint(widthMin)
    try solver.addConstraint((width == 20) | .weak)
    solver.updateVariables()
    #expect(right.value == 30)
    try solver.setConstant(-50, of: leftPin)
    try solver.setConstant(-80, of: widthMin)
    solver.updateVariables()
    #expect(left.value == 50 && width.value == 80 && right.value == 130)
    let pivotsBefore = solver.statistics.pivots
    try solver.setConstant(-60, of: leftPin)
    solver.updateVariables()
    #expect(right.value == 140)
    #expect(solver.statistics.pivots == pivotsBefore)
  }

  @Test func rejectedConstantChangeIsUndone() throws {
    let x = Variable("x")
    let solver = Solver()
    let low = x >= 10
    let high = x <= 20
    try solver.addConstraint(low)
    try solver.addConstraint(high)
    try solver.addConstraint((x == 15) | .weak)
    solver.updateVariables()
    let before = solver.debugDescription
    do {
      try solver.setConstant(-30, of: low)  // x >= 30 against x <= 20
      Issue.record("accepted an impossible constant")
    } catch {
      #expect(error.code == .unsatisfiableConstraint)
      #expect(error.conflicts.count == 2)
      #expect(error.conflicts[0] === high && error.conflicts[1] === low)
    }
    #expect(low.expression.constant == -10)
    solver.updateVariables()
    #expect(x.value == 15)
    #expect(solver.debugDescription == before)
  }

  @Test func setStrengthInPlace() throws {
    for mode in [PriorityMode.weighted, .strict] {
      let x = Variable("x")
      let solver = Solver(priorityMode: mode)
      let a = (x == 100) | .weak
      let b = (x == 200) | .medium
      try solver.addConstraint(a)
      try solver.addConstraint(b)
      solver.updateVariables()
      #expect(x.value == 200)
      try solver.setStrength(.strong, of: a)
      solver.updateVariables()
      #expect(x.value == 100)
      #expect(a.strength == .strong)
      try solver.setStrength(Strength(999), of: a)
      solver.updateVariables()
      #expect(x.value == 200)
      #expect {
        try solver.setStrength(.required, of: a)
      } throws: { ($0 as? CassowaryError)?.code == .badRequiredStrength }
      let pin = x >= 0
      try solver.addConstraint(pin)
      #expect {
        try solver.setStrength(.weak, of: pin)
      } throws: { ($0 as? CassowaryError)?.code == .badRequiredStrength }
      #expect {
        try solver.setStrength(.weak, of: x == 3)
      } throws: { ($0 as? CassowaryError)?.code == .unknownConstraint }
      #expect {
        try solver.setConstant(1, of: x == 3)
      } throws: { ($0 as? CassowaryError)?.code == .unknownConstraint }
    }
  }
}
