// Cassowary's semantics computed independently with ``DenseLP``.
//
// Required constraints are hard rows. Each other constraint gets error variables, all ≥ 0:
// `expr == 0` becomes `expr = e⁺ − e⁻`, `expr <= 0` becomes `expr ≤ e` and `expr >= 0` becomes
// `expr ≥ −e`. The `.weighted` mode minimizes `Σ strength·errors` in one objective. The
// `.strict` mode minimizes the errors (each of weight 1) of the strongest level, keeps that
// level at its optimum, then the next level, and so on. Uniqueness: every variable is minimized
// and maximized over the final optimal face.

@testable import Cassowary

/// The reference optimum of a satisfiable system.
struct ReferenceSolution {
  /// An optimal point.
  var values: [Double]
  /// For each variable, its smallest and largest value over all optimal points (±infinity when
  /// unbounded).
  var ranges: [ClosedRange<Double>]
  /// The optimum of each objective level, in the order of
  /// ``ReferenceSolver/levelObjectives(_:at:mode:)``.
  var levelOptima: [Double]

  /// Whether the optimum is a single point: every range is shorter than
  /// ``ReferenceSolver/uniquenessTolerance``.
  var isUnique: Bool {
    ranges.allSatisfy { $0.upperBound - $0.lowerBound < ReferenceSolver.uniquenessTolerance }
  }
}

/// What ``ReferenceSolver/solve(_:variableCount:mode:)`` found.
enum ReferenceResult {
  /// The required constraints cannot all hold.
  case unsatisfiable
  case solved(ReferenceSolution)
  /// The dense simplex hit its iteration limit or reported an unbounded level (which cannot
  /// happen: every level objective is bounded below by 0). Not a verdict about the solver.
  case failed(String)
}

enum ReferenceSolver {
  /// Largest `max − min` over the optimal face for which a variable counts as determined.
  static let uniquenessTolerance = 1e-6

  /// Whether the required constraints among `constraints` can all hold (phase 1 only).
  static func isFeasible(_ constraints: [DiffConstraint], variableCount: Int) -> Bool {
    var lp = DenseLP(isFree: [Bool](repeating: true, count: variableCount))
    for constraint in constraints where constraint.strength == .required {
      lp.addRow(
        terms: constraint.terms.map { ($0.variable, Double($0.coefficient)) },
        relation(constraint.relation), Double(-constraint.constant))
    }
    return lp.isFeasible
  }

  /// The objective levels of `mode` over the non-required constraints, strongest first:
  /// `.weighted` has one level, `Σ strength·violation`; `.strict` has one level per distinct
  /// strength present, `Σ violation` over that strength's constraints.
  static func levels(
    _ constraints: [DiffConstraint], mode: PriorityMode
  ) -> [(name: String, weight: (DiffConstraint) -> Double)] {
    let strengths = Set(constraints.map(\.strength)).subtracting([.required]).sorted(by: >)
    if strengths.isEmpty { return [] }
    switch mode {
    case .weighted:
      return [("weighted", { $0.strength == .required ? 0 : $0.strength.weight })]
    case .strict:
      return strengths.map { level in ("\(level)", { $0.strength == level ? 1 : 0 }) }
    }
  }

  /// The value of each level of ``levels(_:mode:)`` at `x`: `Σ weight·violation`.
  static func levelObjectives(
    _ constraints: [DiffConstraint], at x: [Double], mode: PriorityMode
  ) -> [Double] {
    levels(constraints, mode: mode).map { level in
      constraints.reduce(0) { $0 + level.weight($1) * $1.violation(at: x) }
    }
  }

  /// Solves `constraints` over `variableCount` variables in `mode`.
  static func solve(
    _ constraints: [DiffConstraint], variableCount: Int, mode: PriorityMode
  ) -> ReferenceResult {
    // Columns: the variables (free), then the error variables (≥ 0).
    var isFree = [Bool](repeating: true, count: variableCount)
    var errorColumns: [[Int]] = []
    for constraint in constraints {
      var columns: [Int] = []
      if constraint.strength != .required {
        let count = constraint.relation == .equal ? 2 : 1
        for _ in 0..<count {
          columns.append(isFree.count)
          isFree.append(false)
        }
      }
      errorColumns.append(columns)
    }
    var lp = DenseLP(isFree: isFree)
    for (index, constraint) in constraints.enumerated() {
      var terms = constraint.terms.map { (index: $0.variable, coefficient: Double($0.coefficient)) }
      let errors = errorColumns[index]
      if !errors.isEmpty {
        switch constraint.relation {
        case .equal:  // expr − e⁺ + e⁻ = 0
          terms.append((errors[0], -1))
          terms.append((errors[1], 1))
        case .lessThanOrEqual:  // expr − e ≤ 0
          terms.append((errors[0], -1))
        case .greaterThanOrEqual:  // expr + e ≥ 0
          terms.append((errors[0], 1))
        }
      }
      lp.addRow(terms: terms, relation(constraint.relation), Double(-constraint.constant))
    }

    var tableau: SimplexTableau
    switch SimplexTableau.phaseOne(lp) {
    case .infeasible: return .unsatisfiable
    case .iterationLimit: return .failed("phase 1 reached the iteration limit")
    case .feasible(let feasible): tableau = feasible
    }

    var levelOptima: [Double] = []
    for level in levels(constraints, mode: mode) {
      var objective = [Double](repeating: 0, count: isFree.count)
      for (index, constraint) in constraints.enumerated() {
        for column in errorColumns[index] { objective[column] = level.weight(constraint) }
      }
      switch tableau.minimize(objective) {
      case .optimal(let value, _): levelOptima.append(value)
      case .unbounded: return .failed("level \(level.name) is unbounded")
      case .infeasible, .iterationLimit: return .failed("level \(level.name) did not finish")
      }
      tableau.restrictToOptimalFace()
    }
    let values = Array(tableau.solution.prefix(variableCount))

    var ranges: [ClosedRange<Double>] = []
    for variable in 0..<variableCount {
      var objective = [Double](repeating: 0, count: isFree.count)
      var bounds: [Double] = []
      for sign in [1.0, -1.0] {
        objective[variable] = sign
        switch tableau.minimize(objective) {
        case .optimal(let value, _): bounds.append(sign * value)
        case .unbounded: bounds.append(-sign * .infinity)
        case .infeasible, .iterationLimit: return .failed("range of x\(variable) did not finish")
        }
      }
      ranges.append(min(bounds[0], bounds[1])...max(bounds[0], bounds[1]))
    }
    return .solved(ReferenceSolution(values: values, ranges: ranges, levelOptima: levelOptima))
  }

  private static func relation(_ relation: RelationalOperator) -> DenseLP.Relation {
    switch relation {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessOrEqual
    case .greaterThanOrEqual: return .greaterOrEqual
    }
  }
}
