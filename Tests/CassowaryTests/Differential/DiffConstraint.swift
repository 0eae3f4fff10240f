// The solver-independent description of the random systems: integer constraints over variables
// named by index, which the reference solves directly and the tests turn into Cassowary objects.

@testable import Cassowary

/// The four kiwi strengths a random constraint can have.
enum DiffStrength: Int, Sendable, Hashable, CaseIterable, Comparable {
  case weak
  case medium
  case strong
  case required

  /// The kiwi value: 1, 1e3, 1e6 or 1 001 001 000.
  var weight: Double { strength.value }

  /// The solver's strength.
  var strength: Strength {
    switch self {
    case .weak: return .weak
    case .medium: return .medium
    case .strong: return .strong
    case .required: return .required
    }
  }

  static func < (lhs: DiffStrength, rhs: DiffStrength) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// `coefficient · x[variable]`.
struct DiffTerm: Sendable, Hashable {
  var variable: Int
  var coefficient: Int
}

/// `Σ terms + constant  relation  0`, with a strength. The variables are distinct.
struct DiffConstraint: Sendable, Hashable, CustomStringConvertible {
  var terms: [DiffTerm]
  var constant: Int
  var relation: RelationalOperator
  var strength: DiffStrength

  /// The expression's value at `x`.
  func value(at x: [Double]) -> Double {
    terms.reduce(Double(constant)) { $0 + Double($1.coefficient) * x[$1.variable] }
  }

  /// How far `x` is from satisfying the relation: `|e|` for `==`, `max(0, e)` for `<=` and
  /// `max(0, −e)` for `>=`.
  func violation(at x: [Double]) -> Double {
    let e = value(at: x)
    switch relation {
    case .equal: return abs(e)
    case .lessThanOrEqual: return max(0, e)
    case .greaterThanOrEqual: return max(0, -e)
    }
  }

  /// `Σ |coefficient|`: how much the expression can move when each value moves by 1.
  var coefficientNorm: Double { terms.reduce(0) { $0 + Double(abs($1.coefficient)) } }

  /// A new Cassowary constraint over `variables` (indexed like the terms).
  func makeConstraint(_ variables: [Variable]) -> Constraint {
    let expression = LinearExpression(
      terms.map { Term(variables[$0.variable], Double($0.coefficient)) },
      constant: Double(constant))
    return Constraint(expression, relation, strength: strength.strength)
  }

  /// Such as `2*x0 - x1 + 5 <= 0 | required`.
  var description: String { "\(expressionText) \(relation) 0 | \(strength)" }

  /// The same constraint as Swift source, such as `(2 * x0 - x1 + 5 <= 0) | .required`.
  var swiftSource: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let body = magnitude == 1 ? "x\(term.variable)" : "\(magnitude) * x\(term.variable)"
      if text.isEmpty {
        text = term.coefficient < 0 ? "-\(body)" : body
      } else {
        text += term.coefficient < 0 ? " - \(body)" : " + \(body)"
      }
    }
    if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
    return "(\(text) \(relation) 0) | .\(strength)"
  }

  private var expressionText: String {
    var text = ""
    for term in terms {
      let magnitude = abs(term.coefficient)
      let body = magnitude == 1 ? "x\(term.variable)" : "\(magnitude)*x\(term.variable)"
      if text.isEmpty {
        text = term.coefficient < 0 ? "-\(body)" : body
      } else {
        text += term.coefficient < 0 ? " - \(body)" : " + \(body)"
      }
    }
    if constant != 0 || text.isEmpty {
      text += text.isEmpty ? "\(constant)" : constant < 0 ? " - \(-constant)" : " + \(constant)"
    }
    return text
  }
}

/// A constraint system: the constraints in the order they are added to a solver.
struct DiffSystem: Sendable, CustomStringConvertible {
  /// How the system was made, for failure messages (such as `mixed seed 0x…`).
  var origin: String
  /// Variables `x0 ..< x(variableCount)`.
  var variableCount: Int
  var constraints: [DiffConstraint]

  /// One constraint per line, numbered from 0.
  var description: String {
    var lines = ["\(origin): \(variableCount) variables, \(constraints.count) constraints"]
    for (index, constraint) in constraints.enumerated() {
      lines.append("  #\(index) \(constraint)")
    }
    return lines.joined(separator: "\n")
  }

  /// The same system with the constraints at `indices` removed.
  func removing(_ indices: Set<Int>) -> DiffSystem {
    var copy = self
    copy.constraints = constraints.enumerated().filter { !indices.contains($0.offset) }.map {
      $0.element
    }
    return copy
  }
}

extension DiffStrength: CustomStringConvertible {
  /// `weak`, `medium`, `strong` or `required`.
  var description: String {
    switch self {
    case .weak: return "weak"
    case .medium: return "medium"
    case .strong: return "strong"
    case .required: return "required"
    }
  }
}
