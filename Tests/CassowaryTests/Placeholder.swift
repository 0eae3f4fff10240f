import Testing

@testable import Cassowary

@Test func smoke() throws {
  let left = Variable("left")
  let width = Variable("width")
  let solver = Solver()
  try solver.addConstraint(left == 20)
  try solver.addConstraint(width >= 100)
  try solver.addConstraint((width == 300) | .medium)
  solver.updateVariables()
  #expect(left.value == 20)
  #expect(width.value == 300)
  let x = Variable("x")
  try solver.addConstraint(x >= 10)
  do {
    try solver.addConstraint(x == 5)
    Issue.record("accepted")
  } catch {
    #expect(error.code == .unsatisfiableConstraint)
    print(error)
  }
  solver.updateVariables()
  #expect(x.value == 10)
  print(solver.debugDescription)
}
