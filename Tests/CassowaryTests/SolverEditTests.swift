import Testing

@testable import Cassowary

@Suite struct SolverEditTests {
  @Test func editVariableLifecycle() throws {
    let x = Variable("x")
    let solver = Solver()
    try solver.addConstraint((x == 5) | .weak)
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, strength: .strong)
    #expect(solver.hasEditVariable(x))
    #expect(solver.editVariables.count == 1 && solver.editVariables[0] === x)
    // kiwi semantics: the edit constraint starts as x == 0.
    solver.updateVariables()
    #expect(x.value == 0)
    try solver.suggestValue(x, 42)
    solver.updateVariables()
    #expect(x.value == 42)
    try solver.suggestValue(x, -7.5)
    solver.updateVariables()
    #expect(x.value == -7.5)
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(x.value == 5)
    // edit constraints are not listed among the user's constraints
    #expect(solver.constraints.count == 1)
  }

  @Test func editErrors() throws {
    let x = Variable("x")
    let solver = Solver()
    #expect {
      try solver.addEditVariable(x, strength: .required)
    } throws: { ($0 as? CassowaryError)?.code == .badRequiredStrength }
    try solver.addEditVariable(x, strength: .medium)
    #expect {
      try solver.addEditVariable(x, strength: .strong)
    } throws: { ($0 as? CassowaryError)?.code == .duplicateEditVariable }
    let y = Variable("y")
    #expect {
      try solver.suggestValue(y, 1)
    } throws: { ($0 as? CassowaryError)?.code == .unknownEditVariable }
    #expect {
      try solver.removeEditVariable(y)
    } throws: { ($0 as? CassowaryError)?.code == .unknownEditVariable }
    #expect {
      try solver.suggestValue(x, .infinity)
    } throws: { ($0 as? CassowaryError)?.code == .internalError }
  }

  @Test func dragWithinBounds() throws {
    // A 100-wide box dragged inside a 0...300 container: the edit is strong, the bounds required.
    let left = Variable("left")
    let solver = Solver()
    try solver.addConstraint(left >= 0)
    try solver.addConstraint(left + 100 <= 300)
    try solver.addEditVariable(left, strength: .strong)
    var seen: [Double] = []
    for target in [50.0, 250, -40, 120] {
      try solver.suggestValue(left, target)
      solver.updateVariables()
      seen.append(left.value)
    }
    #expect(seen == [50, 200, 0, 120])
  }

  @Test func updateVariablesReportsOnlyChanges() throws {
    let a = Variable("a")
    let b = Variable("b")
    let solver = Solver()
    try solver.addConstraint(b == a + 10)
    try solver.addEditVariable(a, strength: .strong)
    try solver.suggestValue(a, 1)
    // b is the first variable the first constraint uses
    #expect(solver.updateVariablesReportingChanges().map(\.name) == ["b", "a"])
    try solver.suggestValue(a, 1)
    #expect(solver.updateVariablesReportingChanges().isEmpty)
    try solver.suggestValue(a, 2)
    #expect(Set(solver.updateVariablesReportingChanges().map(\.name)) == ["a", "b"])
    #expect(b.value == 12)
    #expect(solver.value(of: b) == 12)
  }
}
