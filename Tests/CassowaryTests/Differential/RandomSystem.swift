// Seeded random constraint systems for the differential tests. Everything comes from
// ``DiffSplitMix64``, so a seed names one system on every machine and in every run.

@testable import Cassowary

/// splitmix64, written for these tests (the generator of the reference harness, reference §4.2).
struct DiffSplitMix64 {
  private(set) var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0 ..< n` (`next() % n`; the bias is irrelevant here).
  mutating func below(_ n: Int) -> Int {
    precondition(n >= 1)
    return Int(next() % UInt64(n))
  }

  /// A number in `range`.
  mutating func uniform(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// True with probability `percent / 100`.
  mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

  /// The elements in a random order (Fisher–Yates).
  mutating func shuffled<T>(_ elements: [T]) -> [T] {
    var copy = elements
    var index = copy.count - 1
    while index > 0 {
      copy.swapAt(index, below(index + 1))
      index -= 1
    }
    return copy
  }
}

/// What kind of system ``RandomSystem/generate(seed:family:)`` makes.
enum SystemFamily: String, Sendable, CaseIterable {
  /// 2–6 variables, 3–12 random constraints (about 40 % required) with 1–3 terms, plus a weak
  /// `x == c` stay for most variables, all in a random order.
  case mixed
  /// A mixed system with 2–4 required constraints inserted that are derived from earlier
  /// required ones: mostly contradicting one or two of them (conflict sets of two or three),
  /// sometimes only touching them (a degenerate but satisfiable system) or restating an
  /// equality (redundant).
  case conflicting
}

enum RandomSystem {
  /// The system of `family` for `seed`.
  static func generate(seed: UInt64, family: SystemFamily) -> DiffSystem {
    var random = DiffSplitMix64(seed: seed)
    let origin = "RandomSystem.generate(seed: \(hex(seed)), family: .\(family.rawValue))"
    let variableCount = random.uniform(2...6)
    var constraints: [DiffConstraint] = []
    for _ in 0..<random.uniform(3...12) {
      constraints.append(randomConstraint(variableCount: variableCount, &random))
    }
    if family == .conflicting {
      for _ in 0..<random.uniform(2...4) {
        let position = random.uniform(0...constraints.count)
        let earlier = constraints[..<position].filter { $0.strength == .required }
        if earlier.isEmpty { continue }
        if let derived = derivedConstraint(from: Array(earlier), &random) {
          constraints.insert(derived, at: position)
        }
      }
    }
    for variable in 0..<variableCount where random.chance(85) {
      let stay = DiffConstraint(
        terms: [DiffTerm(variable: variable, coefficient: 1)],
        constant: -random.uniform(-50...50), relation: .equal, strength: .weak)
      constraints.insert(stay, at: random.uniform(0...constraints.count))
    }
    return DiffSystem(origin: origin, variableCount: variableCount, constraints: constraints)
  }

  /// `0x…` with 16 digits.
  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
  }

  private static func randomConstraint(
    variableCount: Int, _ random: inout DiffSplitMix64
  ) -> DiffConstraint {
    let termCount = min(random.uniform(1...3), variableCount)
    let variables = random.shuffled(Array(0..<variableCount)).prefix(termCount)
    let terms = variables.map { variable in
      DiffTerm(
        variable: variable, coefficient: random.uniform(1...3) * (random.chance(50) ? 1 : -1))
    }
    let relation: RelationalOperator = [.equal, .lessThanOrEqual, .greaterThanOrEqual][
      random.below(3)]
    let roll = random.below(100)
    let strength: DiffStrength =
      roll < 40 ? .required : roll < 60 ? .strong : roll < 80 ? .medium : .weak
    return DiffConstraint(
      terms: terms, constant: random.uniform(-50...50), relation: relation, strength: strength)
  }

  /// A required constraint built from one or two of `earlier` (all required). Each earlier
  /// constraint is read as `f ≤ 0` (`f = expr` for `<=`, `−expr` for `>=`, either for `==`);
  /// the new one is `f₁ (+ f₂) − δ ≥ 0`: contradictory for δ > 0 (mostly), forcing `f = 0` for
  /// δ = 0 and harmless for δ < 0. A restated equality (scaled by −1 or 2) is redundant.
  private static func derivedConstraint(
    from earlier: [DiffConstraint], _ random: inout DiffSplitMix64
  ) -> DiffConstraint? {
    let first = earlier[random.below(earlier.count)]
    if first.relation == .equal && random.chance(20) {
      let factor = [-1, 2][random.below(2)]
      return DiffConstraint(
        terms: first.terms.map {
          DiffTerm(variable: $0.variable, coefficient: $0.coefficient * factor)
        },
        constant: first.constant * factor, relation: .equal, strength: .required)
    }
    var parts = [first]
    if random.chance(50) { parts.append(earlier[random.below(earlier.count)]) }
    var coefficients: [Int: Int] = [:]
    var order: [Int] = []
    var constant = 0
    for part in parts {
      let sign: Int
      switch part.relation {
      case .lessThanOrEqual: sign = 1
      case .greaterThanOrEqual: sign = -1
      case .equal: sign = random.chance(50) ? 1 : -1
      }
      for term in part.terms {
        if coefficients[term.variable] == nil { order.append(term.variable) }
        coefficients[term.variable, default: 0] += sign * term.coefficient
      }
      constant += sign * part.constant
    }
    let terms = order.compactMap { variable -> DiffTerm? in
      let coefficient = coefficients[variable]!
      return coefficient == 0 ? nil : DiffTerm(variable: variable, coefficient: coefficient)
    }
    if terms.isEmpty { return nil }
    let roll = random.below(100)
    let delta = roll < 70 ? random.uniform(1...10) : roll < 85 ? 0 : -random.uniform(1...10)
    return DiffConstraint(
      terms: terms, constant: constant - delta, relation: .greaterThanOrEqual,
      strength: .required)
  }
}
