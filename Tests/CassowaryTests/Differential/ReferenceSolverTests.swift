// Hand-computed cases for the differential tests' own machinery: the dense LP, the reference
// semantics and the random generator. None of these use the Cassowary solver.

import Testing

@testable import Cassowary

@Suite("Differential: dense LP")
struct DenseLPTests {
  private func optimum(_ outcome: LPOutcome) -> (value: Double, x: [Double])? {
    if case .optimal(let value, let x) = outcome { return (value, x) }
    return nil
  }

  @Test("two inequalities meet at the optimum")
  func vertex() throws {
    // min x + y, x + 2y ≥ 4, 3x + y ≥ 6, x, y ≥ 0 → (1.6, 1.2), 2.8.
    var lp = DenseLP(isFree: [false, false])
    lp.addRow([1, 2], .greaterOrEqual, 4)
    lp.addRow([3, 1], .greaterOrEqual, 6)
    let result = try #require(optimum(lp.minimize([1, 1])))
    #expect(abs(result.value - 2.8) < 1e-12)
    #expect(abs(result.x[0] - 1.6) < 1e-12 && abs(result.x[1] - 1.2) < 1e-12)
  }

  @Test("free variables can go negative")
  func freeVariable() throws {
    var lp = DenseLP(isFree: [true, true])
    lp.addRow([1, 0], .greaterOrEqual, -7)
    lp.addRow([1, -1], .equal, 3)
    let result = try #require(optimum(lp.minimize([1, 0])))
    #expect(result.x == [-7, -10])
    #expect(result.value == -7)
  }

  @Test("infeasible and unbounded programs")
  func infeasibleAndUnbounded() {
    var lp = DenseLP(isFree: [true])
    lp.addRow([1], .greaterOrEqual, 5)
    #expect(lp.isFeasible)
    guard case .unbounded = lp.minimize([-1]) else {
      Issue.record("max x with x ≥ 5 must be unbounded")
      return
    }
    lp.addRow([1], .lessOrEqual, 3)
    #expect(!lp.isFeasible)
    guard case .infeasible = lp.minimize([1]) else {
      Issue.record("x ≥ 5, x ≤ 3 must be infeasible")
      return
    }
  }

  @Test("redundant equality rows are dropped after phase 1")
  func redundantRows() throws {
    var lp = DenseLP(isFree: [true, true])
    lp.addRow([1, 1], .equal, 2)
    lp.addRow([2, 2], .equal, 4)
    lp.addRow([-1, -1], .equal, -2)
    lp.addRow([1, -1], .equal, 0)
    let result = try #require(optimum(lp.minimize([0, 0])))
    #expect(abs(result.x[0] - 1) < 1e-12 && abs(result.x[1] - 1) < 1e-12)
  }

  @Test("Beale's cycling example terminates with Bland's rule")
  func bealeCycling() throws {
    // min −3/4 x4 + 20 x5 − 1/2 x6 + 6 x7 (Beale 1955): optimum −5/4 at x4 = x6 = 1.
    var lp = DenseLP(isFree: [false, false, false, false])
    lp.addRow([0.25, -8, -1, 9], .lessOrEqual, 0)
    lp.addRow([0.5, -12, -0.5, 3], .lessOrEqual, 0)
    lp.addRow([0, 0, 1, 0], .lessOrEqual, 1)
    let result = try #require(optimum(lp.minimize([-0.75, 20, -0.5, 6])))
    #expect(abs(result.value + 1.25) < 1e-12)
    #expect(abs(result.x[0] - 1) < 1e-12 && abs(result.x[2] - 1) < 1e-12)
  }

  @Test("the optimal face restricts later objectives")
  func optimalFace() throws {
    // min −x over x + y ≤ 4, x ≤ 3, y ≥ 0: the face is x = 3, y ∈ [0, 1].
    var lp = DenseLP(isFree: [true, true])
    lp.addRow([1, 1], .lessOrEqual, 4)
    lp.addRow([1, 0], .lessOrEqual, 3)
    lp.addRow([0, 1], .greaterOrEqual, 0)
    guard case .feasible(var tableau) = SimplexTableau.phaseOne(lp) else {
      Issue.record("feasible")
      return
    }
    _ = tableau.minimize([-1, 0])
    tableau.restrictToOptimalFace()
    let high = try #require(optimum(tableau.minimize([0, -1])))
    let low = try #require(optimum(tableau.minimize([0, 1])))
    #expect(abs(high.value + 1) < 1e-12 && abs(low.value) < 1e-12)
    let xMin = try #require(optimum(tableau.minimize([1, 0])))
    #expect(abs(xMin.value - 3) < 1e-12)
  }
}

@Suite("Differential: reference semantics")
struct ReferenceSolverTests {
  private func spec(
    _ terms: [(Int, Int)], _ constant: Int, _ relation: RelationalOperator,
    _ strength: DiffStrength
  ) -> DiffConstraint {
    DiffConstraint(
      terms: terms.map { DiffTerm(variable: $0.0, coefficient: $0.1) }, constant: constant,
      relation: relation, strength: strength)
  }

  private func solve(
    _ constraints: [DiffConstraint], variables: Int, _ mode: PriorityMode
  ) throws -> ReferenceSolution {
    guard
      case .solved(let solution) = ReferenceSolver.solve(
        constraints, variableCount: variables, mode: mode)
    else { throw ReferenceTestError.notSolved }
    return solution
  }

  private enum ReferenceTestError: Error { case notSolved }

  @Test("a required inequality beats a weak equality", arguments: [PriorityMode.weighted, .strict])
  func requiredBeatsWeak(mode: PriorityMode) throws {
    // x ≥ 10 required, x == 5 weak → x = 10, error 5.
    let system = [
      spec([(0, 1)], -10, .greaterThanOrEqual, .required), spec([(0, 1)], -5, .equal, .weak),
    ]
    let solution = try solve(system, variables: 1, mode)
    #expect(solution.isUnique)
    #expect(abs(solution.values[0] - 10) < 1e-9)
    #expect(solution.levelOptima.count == 1 && abs(solution.levelOptima[0] - 5) < 1e-9)
  }

  @Test("strong beats medium", arguments: [PriorityMode.weighted, .strict])
  func strongBeatsMedium(mode: PriorityMode) throws {
    let system = [spec([(0, 1)], -100, .equal, .strong), spec([(0, 1)], 0, .equal, .medium)]
    let solution = try solve(system, variables: 1, mode)
    #expect(solution.isUnique && abs(solution.values[0] - 100) < 1e-9)
    let expected: [Double] = mode == .weighted ? [100_000] : [0, 100]
    #expect(zip(solution.levelOptima, expected).allSatisfy { abs($0 - $1) < 1e-6 })
  }

  @Test("1001 weak units outweigh one medium only in the weighted mode")
  func weakSumAgainstMedium() throws {
    // x == 0 medium against seven weak `143x == 1430` (error 143·|x − 10| each, 1001 in all).
    let medium = spec([(0, 1)], 0, .equal, .medium)
    let weak1001 = [medium] + Array(repeating: spec([(0, 143)], -1430, .equal, .weak), count: 7)
    let weak994 = [medium] + Array(repeating: spec([(0, 142)], -1420, .equal, .weak), count: 7)
    let weighted = try solve(weak1001, variables: 1, .weighted)
    #expect(weighted.isUnique && abs(weighted.values[0] - 10) < 1e-9)
    #expect(abs(weighted.levelOptima[0] - 10_000) < 1e-6)
    let strict = try solve(weak1001, variables: 1, .strict)
    #expect(strict.isUnique && abs(strict.values[0]) < 1e-9)
    #expect(abs(strict.levelOptima[0]) < 1e-9 && abs(strict.levelOptima[1] - 10_010) < 1e-6)
    let lighter = try solve(weak994, variables: 1, .weighted)
    #expect(lighter.isUnique && abs(lighter.values[0]) < 1e-9)
  }

  @Test("an inequality's error is its violation only")
  func inequalityError() throws {
    // x ≤ 5 strong, x == 10 medium, y ≥ x + 1 medium, y == 0 weak → x = 5, y = 6:
    // weighted 1000·5 + 6; strict levels 0, 5, 6.
    let system = [
      spec([(0, 1)], -5, .lessThanOrEqual, .strong), spec([(0, 1)], -10, .equal, .medium),
      spec([(1, 1), (0, -1)], -1, .greaterThanOrEqual, .medium), spec([(1, 1)], 0, .equal, .weak),
    ]
    let weighted = try solve(system, variables: 2, .weighted)
    #expect(weighted.isUnique)
    #expect(abs(weighted.values[0] - 5) < 1e-9 && abs(weighted.values[1] - 6) < 1e-9)
    #expect(abs(weighted.levelOptima[0] - 5006) < 1e-9)
    let strict = try solve(system, variables: 2, .strict)
    #expect(strict.isUnique)
    #expect(zip(strict.levelOptima, [0.0, 5, 6]).allSatisfy { abs($0 - $1) < 1e-9 })
    // With the stay on y as strong as the pull on x, x anywhere in [−1, 5] costs the same.
    var tie = system
    tie[1].strength = .weak
    #expect(try !solve(tie, variables: 2, .weighted).isUnique)
  }

  @Test("ties leave the optimum non-unique, with the right ranges")
  func nonUnique() throws {
    // x + y == 10 required, x == 3 weak, y == 3 weak: any x in [3, 7] costs 4.
    let system = [
      spec([(0, 1), (1, 1)], -10, .equal, .required), spec([(0, 1)], -3, .equal, .weak),
      spec([(1, 1)], -3, .equal, .weak),
    ]
    let solution = try solve(system, variables: 2, .weighted)
    #expect(!solution.isUnique)
    #expect(abs(solution.ranges[0].lowerBound - 3) < 1e-9)
    #expect(abs(solution.ranges[0].upperBound - 7) < 1e-9)
    #expect(abs(solution.levelOptima[0] - 4) < 1e-9)
    let free = try solve(Array(system.prefix(1)), variables: 3, .weighted)
    #expect(free.ranges[2] == -Double.infinity...Double.infinity)
    #expect(free.levelOptima.isEmpty)
  }

  @Test("required conflicts and redundant equalities")
  func feasibility() {
    let atLeast10 = spec([(0, 1)], -10, .greaterThanOrEqual, .required)
    let atMost5 = spec([(0, 1)], -5, .lessThanOrEqual, .required)
    #expect(!ReferenceSolver.isFeasible([atLeast10, atMost5], variableCount: 1))
    // Non-required constraints never make a system infeasible.
    #expect(
      ReferenceSolver.isFeasible([atLeast10, spec([(0, 1)], 0, .equal, .strong)], variableCount: 1))
    guard
      case .unsatisfiable = ReferenceSolver.solve(
        [atLeast10, atMost5], variableCount: 1, mode: .weighted)
    else {
      Issue.record("x ≥ 10 and x ≤ 5 must be unsatisfiable")
      return
    }
    let sum = spec([(0, 1), (1, 1)], -10, .equal, .required)
    let doubled = spec([(0, 2), (1, 2)], -20, .equal, .required)
    let shifted = spec([(0, 2), (1, 2)], -21, .equal, .required)
    #expect(ReferenceSolver.isFeasible([sum, doubled], variableCount: 2))
    #expect(!ReferenceSolver.isFeasible([sum, doubled, shifted], variableCount: 2))
    #expect(!ReferenceSolver.isFeasible([sum, shifted], variableCount: 2))
    #expect(ReferenceSolver.isFeasible([shifted, shifted], variableCount: 2))
  }

  @Test("random systems: the reference optimum is consistent and locally optimal")
  func randomConsistency() throws {
    var random = DiffSplitMix64(seed: 42)
    for offset in 0..<300 {
      let family: SystemFamily = offset % 3 == 0 ? .conflicting : .mixed
      let system = RandomSystem.generate(seed: 0xABCD_0000 + UInt64(offset), family: family)
      var kept: [DiffConstraint] = []
      for constraint in system.constraints
      where ReferenceSolver.isFeasible(kept + [constraint], variableCount: system.variableCount) {
        kept.append(constraint)
      }
      for mode in [PriorityMode.weighted, .strict] {
        let solution = try solve(kept, variables: system.variableCount, mode)
        let x = solution.values
        for constraint in kept where constraint.strength == .required {
          #expect(constraint.violation(at: x) < 1e-7, "\(system.origin)")
        }
        let objectives = ReferenceSolver.levelObjectives(kept, at: x, mode: mode)
        for (ours, optimum) in zip(objectives, solution.levelOptima) {
          #expect(abs(ours - optimum) <= 1e-7 * max(1, abs(optimum)), "\(system.origin)")
        }
        for (value, range) in zip(x, solution.ranges) {
          #expect(range.lowerBound - 1e-9 <= value && value <= range.upperBound + 1e-9)
        }
        // No feasible nearby point is better (lexicographically in the strict mode).
        for _ in 0..<20 {
          let step = Double(random.uniform(1...1000)) / 1000
          let y = x.map { $0 + step * Double(random.uniform(-2...2)) }
          if kept.contains(where: { $0.strength == .required && $0.violation(at: y) > 1e-9 }) {
            continue
          }
          let other = ReferenceSolver.levelObjectives(kept, at: y, mode: mode)
          for (better, best) in zip(other, solution.levelOptima) {
            if abs(better - best) <= 1e-7 * max(1, abs(best)) { continue }
            #expect(better > best, "\(system.origin) \(mode): \(y) beats the optimum \(x)")
            break
          }
        }
      }
    }
  }
}

@Suite("Differential: random systems")
struct RandomSystemTests {
  @Test("splitmix64 matches the reference test vectors")
  func splitMixVectors() {
    var zero = DiffSplitMix64(seed: 0)
    #expect(zero.next() == 0xe220_a839_7b1d_cdaf)
    #expect(zero.next() == 0x6e78_9e6a_a1b9_65f4)
    var hundred = DiffSplitMix64(seed: 100)
    #expect(hundred.next() == 2_532_601_429_470_541_124)
    #expect(hundred.next() == 269_152_572_843_532_260)
    #expect(hundred.next() == 4_491_231_873_834_608_077)
  }

  @Test("systems are deterministic and within the stated ranges")
  func ranges() {
    var requiredCount = 0
    var total = 0
    for seed in UInt64(0)..<500 {
      for family in SystemFamily.allCases {
        let system = RandomSystem.generate(seed: seed, family: family)
        #expect(
          RandomSystem.generate(seed: seed, family: family).constraints == system.constraints)
        #expect((2...6).contains(system.variableCount))
        for constraint in system.constraints {
          let variables = constraint.terms.map(\.variable)
          #expect(Set(variables).count == variables.count && !variables.isEmpty)
          #expect(variables.allSatisfy { (0..<system.variableCount).contains($0) })
          if family == .mixed {
            #expect((1...3).contains(constraint.terms.count))
            #expect(constraint.terms.allSatisfy { (1...3).contains(abs($0.coefficient)) })
            #expect((-50...50).contains(constraint.constant))
            total += 1
            if constraint.strength == .required { requiredCount += 1 }
          }
        }
      }
    }
    // About 40 % of the non-stay constraints, so about a third of all of them.
    #expect(requiredCount * 100 > total * 25 && requiredCount * 100 < total * 40)
  }
}
