import Testing

@testable import Cassowary

/// A constraint whose expression is one variable with coefficient 1 plus a constant keeps
/// the variable itself instead of an array of terms; nothing else about it changes.
@Suite struct ConstraintUnitTermTests {
  @Test func oneVariableWithCoefficientOneIsKeptWithoutAnArray() {
    let x = Variable("x")
    let pinned = x == 20
    #expect(pinned.unitVariable === x)
    #expect(pinned.storedTerms.isEmpty)
    #expect(pinned.expression.terms.count == 1)
    #expect(pinned.expression.terms[0].variable === x)
    #expect(pinned.expression.terms[0].coefficient == 1)
    #expect(pinned.constant == -20)
    #expect(pinned.description == "x - 20 == 0 | required")
  }

  @Test func otherExpressionsKeepTheirTerms() {
    let x = Variable("x"), y = Variable("y")
    for (c, count) in [(2 * x == 20, 1), (x == y + 4, 2), (-1 * x <= 3, 1)] {
      #expect(c.unitVariable == nil)
      #expect(c.storedTerms.count == count)
      #expect(c.termCount == count)
    }
    // Two terms that merge into one variable with coefficient 1 are reduced to it.
    let merged = Constraint(LinearExpression([Term(x, 3), Term(x, -2)], constant: 1), .equal)
    #expect(merged.unitVariable === x)
    #expect(merged.termCount == 1)
  }

  @Test func thePackageInitializerMakesTheSameContentSizeRow() throws {
    let x = Variable("x")
    let row = try #require(
      Constraint(x, plus: -40, equalWithStrengthAbove: Strength(250), below: Strength(750)))
    let viaExpression = try #require(
      Constraint(
        LinearExpression(x) - 40, equalWithStrengthAbove: Strength(250), below: Strength(750)))
    #expect(row.description == viaExpression.description)
    #expect(Constraint(x, plus: 0, equalWithStrengthAbove: .required, below: .weak) == nil)
  }

  @Test func unitConstraintsSolveChangeAndLeaveLikeAnyOther() throws {
    let solver = Solver()
    let x = Variable("x"), width = Variable("width")
    let left = x == 16
    let size = try #require(
      Constraint(width, plus: -120, equalWithStrengthAbove: Strength(250), below: Strength(750)))
    let cap = width <= 100
    for c in [left, size, cap] { try solver.addConstraint(c) }
    solver.updateVariables()
    #expect([x.value, width.value] == [16, 100])
    try solver.setConstant(-24, of: left)
    #expect(left.constant == -24)
    try solver.removeConstraint(cap)
    solver.updateVariables()
    #expect([x.value, width.value] == [24, 120])
    #expect(solver.checkInvariants() == [])
    try solver.removeConstraint(size)
    try solver.removeConstraint(left)
    let empty = solver.statistics
    #expect([empty.constraints, empty.variables, empty.symbols, empty.rows] == [0, 0, 0, 0])
  }
}
