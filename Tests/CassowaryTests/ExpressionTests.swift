import Testing

@testable import Cassowary

@Suite struct ExpressionTests {
  @Test func operatorsBuildTermsAndConstant() {
    let x = Variable("x")
    let y = Variable("y")
    let e = 2 * x + y - 10
    #expect(e.terms.count == 2)
    #expect(e.terms[0].variable === x && e.terms[0].coefficient == 2)
    #expect(e.terms[1].variable === y && e.terms[1].coefficient == 1)
    #expect(e.constant == -10)
    #expect(e.description == "2 * x + y - 10")
    let f = (x - y) / 4 * 2
    #expect(f.terms.map(\.coefficient) == [0.5, -0.5])
    let g = 5 - x
    #expect(g.description == "-x + 5")
    #expect((-x).description == "-x")
  }

  @Test func constraintsAreReducedAndDescribed() {
    let x = Variable("x")
    let y = Variable("y")
    let c = x + 10 <= y + x * 2
    // x + 10 - y - 2x  ->  -x - y + 10
    #expect(c.expression.terms.count == 2)
    #expect(c.expression.terms[0].variable === x && c.expression.terms[0].coefficient == -1)
    #expect(c.expression.terms[1].variable === y && c.expression.terms[1].coefficient == -1)
    #expect(c.description == "-x - y + 10 <= 0 | required")
    let strong = (x == 3) | .strong
    #expect(strong.strength == .strong)
    #expect(strong.relation == .equal)
    #expect(strong.description == "x - 3 == 0 | strong")
    let cancelled = x - x >= 0
    #expect(cancelled.expression.terms.isEmpty)
  }

  @Test func isViolatedUsesCurrentValues() {
    let x = Variable("x", value: 4)
    #expect((x >= 5).isViolated)
    #expect(!(x <= 5).isViolated)
    #expect(!(x == 4).isViolated)
    #expect((x == 4.1).isViolated)
  }
}
