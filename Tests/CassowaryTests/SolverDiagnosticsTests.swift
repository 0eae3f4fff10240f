import Testing

@testable import Cassowary

@Suite struct SolverDiagnosticsTests {
  @Test func undeterminedVariables() throws {
    let left = Variable("left")
    let width = Variable("width")
    let height = Variable("height")
    let solver = Solver()
    try solver.addConstraint(left == 0)
    try solver.addConstraint(width >= 10)
    try solver.addConstraint(height >= 0)
    try solver.addConstraint(height <= 0)
    #expect(solver.undeterminedVariables().map(\.name) == ["width"])
    try solver.addConstraint((width == 100) | .weak)
    #expect(solver.undeterminedVariables().isEmpty)
    let right = Variable("right")
    try solver.addConstraint(right >= left)
    #expect(solver.undeterminedVariables().map(\.name) == ["right"])
  }

  @Test func dumpIsReadableAndStable() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.addConstraint(x + y == 10)
    try solver.addConstraint((x == 3) | .strong)
    try solver.addEditVariable(y, strength: .weak)
    #expect(
      solver.debugDescription == """
        Objective
          level 0: 7 - 1 * d2 + 999999 * e3 + 1000001 * e4 + 2 * e6
        Tableau
          x = 3 + 1 * e3 - 1 * e4
          y = 7 - 1 * d2 - 1 * e3 + 1 * e4
          e5 = 7 - 1 * d2 - 1 * e3 + 1 * e4 + 1 * e6
        Infeasible
        Variables
          x = 3 (used by 2)
          y = 7 (used by 2)
        Edit Variables
          y suggested 0
        Constraints
          x + y - 10 == 0 | required  [marker d2]
          x - 3 == 0 | strong  [marker e3, other e4]
          y == 0 | weak  [marker e5, other e6]
        """)
  }

  @Test func equalInputsGiveEqualTableaus() throws {
    func build() throws -> String {
      let vars = (0..<30).map { Variable("v\($0)") }
      let solver = Solver()
      var rng: UInt64 = 12345
      func next(_ n: UInt64) -> Int {
        rng = rng &* 6364136223846793005 &+ 1442695040888963407
        return Int((rng >> 33) % n)
      }
      var added: [Constraint] = []
      for _ in 0..<200 {
        let a = vars[next(30)]
        let b = vars[next(30)]
        let c: Constraint
        switch next(3) {
        case 0: c = (a == b + Double(next(50))) | .weak
        case 1: c = a >= b - Double(next(50))
        default: c = (a <= Double(next(500))) | .medium
        }
        do {
          try solver.addConstraint(c)
          added.append(c)
        } catch {}
        if next(4) == 0, !added.isEmpty {
          try solver.removeConstraint(added.remove(at: next(UInt64(added.count))))
        }
      }
      return solver.debugDescription
    }
    #expect(try build() == build())
  }

  @Test func churnReturnsTheTableauToItsSize() throws {
    let vars = (0..<50).map { Variable("v\($0)") }
    let solver = Solver()
    var perView: [[Constraint]] = []
    for i in 0..<50 {
      var own: [Constraint] = [vars[i] >= 0, (vars[i] == Double(i * 3)) | .medium]
      if i > 0 { own.append((vars[i] == vars[i - 1] + 5) | .weak) }
      for c in own { try solver.addConstraint(c) }
      perView.append(own)
    }
    solver.updateVariables()
    let values = vars.map(\.value)
    let before = solver.statistics
    for round in 0..<10 {
      let picked = (0..<10).map { ($0 * 7 + round * 3) % 50 }
      for p in picked { for c in perView[p] { try solver.removeConstraint(c) } }
      for p in picked { for c in perView[p] { try solver.addConstraint(c) } }
    }
    solver.updateVariables()
    #expect(vars.map(\.value) == values)
    let after = solver.statistics
    #expect(after.rows == before.rows)
    #expect(after.symbols == before.symbols)
    #expect(after.variables == before.variables)
    #expect(after.constraints == before.constraints)
  }
}
