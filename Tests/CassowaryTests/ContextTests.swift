import Testing

@testable import Cassowary

/// `Variable.context` and `Constraint.context`: the caller's object, held strongly and never
/// read by the solver.
@Suite struct ContextTests {
  final class Item {
    let name: String
    init(_ name: String) { self.name = name }
  }

  @Test func theContextStaysWithTheVariableThroughSolving() throws {
    let width = Variable("width")
    #expect(width.context == nil)
    var item: Item? = Item("box")
    width.context = item
    weak let watched = item
    item = nil
    // Held strongly: the variable keeps its item.
    #expect(watched?.name == "box")
    let solver = Solver()
    let fixed = width == 120
    try solver.addConstraint(fixed)
    solver.updateVariables()
    #expect(width.value == 120)
    #expect((width.context as? Item)?.name == "box")
    try solver.removeConstraint(fixed)
    width.context = nil
    #expect(watched == nil)
  }

  @Test func aConstraintKeepsItsContextInAndOutOfTheSolver() throws {
    let x = Variable("x")
    let wide = (x >= 50) | .strong
    let item = Item("rule")
    wide.context = item
    let solver = Solver()
    try solver.addConstraint(wide)
    try solver.addConstraint(x <= 40)
    solver.updateVariables()
    #expect(x.value == 40)
    #expect(solver.constraints.compactMap { ($0.context as? Item)?.name } == ["rule"])
    try solver.removeConstraint(wide)
    #expect(wide.context === item)
  }

  /// `forEachConstraint` visits every constraint once, edit constraints included.
  @Test func everyConstraintIsVisitedOnce() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    let first = x == 10
    let second = (y >= x + 5) | .strong
    let third = y <= 100
    for c in [first, second, third] { try solver.addConstraint(c) }
    try solver.removeConstraint(second)
    try solver.addEditVariable(y, strength: .medium)
    var visited: [ObjectIdentifier] = []
    solver.forEachConstraint { visited.append(ObjectIdentifier($0)) }
    #expect(visited.count == 3)
    #expect(Set(visited).count == 3)
    #expect(visited.contains(ObjectIdentifier(first)) && visited.contains(ObjectIdentifier(third)))
    #expect(!visited.contains(ObjectIdentifier(second)))
    // The third is the edit variable's own constraint, which `constraints` leaves out.
    #expect(solver.constraints.count == 2)
  }
}
