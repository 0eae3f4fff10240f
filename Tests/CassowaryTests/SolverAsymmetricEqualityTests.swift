import Testing

@testable import Cassowary

/// Optional equalities whose two sides weigh differently (`Constraint(_:equalWithStrengthAbove:
/// below:)`): one row that behaves as the pair `e <= 0 | above`, `e >= 0 | below`.
@Suite struct SolverAsymmetricEqualityTests {
  /// A solver holding `w == 100` weighed `above` over 100 and `below` under it.
  func intrinsic100(
    _ mode: PriorityMode, above: Double, below: Double
  ) throws -> (Solver, Variable, Constraint) {
    let w = Variable("w")
    let solver = Solver(priorityMode: mode)
    let row = try #require(
      Constraint(w - 100, equalWithStrengthAbove: Strength(above), below: Strength(below)))
    try solver.addConstraint(row)
    return (solver, w, row)
  }

  /// `w` with an intrinsic size of 100 (hugging 250, compression resistance 750) and one
  /// competing optional target, solved with the asymmetric row and with the pair.
  func widths(target: Double, strength: Double) throws -> (asymmetric: Double, pair: Double) {
    let (one, w, _) = try intrinsic100(.strict, above: 250, below: 750)
    try one.addConstraint(w >= 0)
    try one.addConstraint((w == target) | Strength(strength))
    #expect(one.checkInvariants() == [])
    let a = one.value(of: w)

    let v = Variable("w")
    let two = Solver(priorityMode: .strict)
    try two.addConstraint((v <= 100) | Strength(250))
    try two.addConstraint((v >= 100) | Strength(750))
    try two.addConstraint(v >= 0)
    try two.addConstraint((v == target) | Strength(strength))
    return (a, two.value(of: v))
  }

  @Test func behavesAsTheHuggingAndCompressionPair() throws {
    let cases: [(target: Double, strength: Double, expected: Double)] = [
      (140, 500, 140),  // stronger than hugging: it stretches
      (140, 100, 100),  // weaker than hugging: it hugs
      (60, 500, 100),  // weaker than compression resistance: it resists
      (60, 800, 60),  // stronger: it is compressed
      (100, 1, 100),
    ]
    for c in cases {
      let result = try widths(target: c.target, strength: c.strength)
      #expect(abs(result.asymmetric - c.expected) < 1e-9, "\(c)")
      #expect(abs(result.pair - c.expected) < 1e-9, "\(c)")
    }
  }

  @Test func aRequiredSideIsRefused() {
    let w = Variable("w")
    #expect(Constraint(w - 1, equalWithStrengthAbove: .required, below: .weak) == nil)
    #expect(Constraint(w - 1, equalWithStrengthAbove: .weak, below: .required) == nil)
    let row = Constraint(w - 1, equalWithStrengthAbove: .weak, below: .strong)
    #expect(row?.description == "w - 1 == 0 | weak above, strong below")
  }

  /// The constant moves in place, the strength above changes alone, and removal leaves
  /// nothing behind (the invariants compare the objective with each error's own strength).
  @Test func changesInPlaceAndRemoval() throws {
    let (solver, w, row) = try intrinsic100(.strict, above: 250, below: 750)
    let pull = (w == 140) | Strength(500)
    try solver.addConstraint(pull)
    #expect(abs(solver.value(of: w) - 140) < 1e-9)

    try solver.setConstant(-150, of: row)  // intrinsic 150: compression resistance wins
    #expect(abs(solver.value(of: w) - 150) < 1e-9)
    #expect(solver.checkInvariants() == [])

    try solver.setConstant(-100, of: row)
    try solver.setStrength(Strength(600), of: row)  // hugging 600 now beats the pull
    #expect(row.strength == Strength(600))
    #expect(row.strengthBelow == Strength(750))
    #expect(abs(solver.value(of: w) - 100) < 1e-9)
    #expect(solver.checkInvariants() == [])

    try solver.removeConstraint(pull)
    try solver.addConstraint((w == 60) | Strength(700))  // below 750: still resisted
    #expect(abs(solver.value(of: w) - 100) < 1e-9)
    try solver.removeConstraint(row)
    #expect(abs(solver.value(of: w) - 60) < 1e-9)
    #expect(solver.checkInvariants() == [])
  }

  /// The weighted priority mode (one objective level, the default) weighs each side by its
  /// own strength.
  @Test func weightedModeWeighsEachSide() throws {
    let (solver, w, row) = try intrinsic100(.weighted, above: 1, below: 3)
    try solver.addConstraint((w == 160) | Strength(2))  // 2 per unit beats hugging's 1
    #expect(abs(solver.value(of: w) - 160) < 1e-9)
    try solver.setConstant(-200, of: row)  // 3 per unit below beats the pull's 2
    #expect(abs(solver.value(of: w) - 200) < 1e-9)
    #expect(solver.checkInvariants() == [])
  }
}
