/// A sum of terms plus a constant: `c₁·x₁ + c₂·x₂ + … + constant`.
///
/// Build expressions with the arithmetic operators on ``Variable``, ``Term`` and numbers:
/// `2 * x + y - 10`. The name avoids `Foundation.Expression`.
public struct LinearExpression {
  /// The summands, in the order they were written.
  public var terms: [Term]
  /// The constant summand.
  public var constant: Double

  /// Creates an expression from its terms and constant.
  @inlinable public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// Creates the expression `1 · variable`.
  public init(_ variable: Variable) {
    self.init([Term(variable)])
  }

  /// Creates the expression holding only a constant.
  public init(_ constant: Double) {
    self.init([], constant: constant)
  }

  /// The same expression with duplicate variables merged (first occurrence keeps its place)
  /// and zero coefficients dropped.
  public var reduced: LinearExpression {
    if isReduced { return self }  // (no new array for an expression that is already reduced)
    // Expressions are usually short: a scan beats hashing there. Both keep the written order.
    var merged: [Term] = []
    merged.reserveCapacity(terms.count)
    if terms.count <= 16 {
      for term in terms {
        if let i = merged.firstIndex(where: { $0.variable === term.variable }) {
          merged[i].coefficient += term.coefficient
        } else {
          merged.append(term)
        }
      }
    } else {
      var position: [ObjectIdentifier: Int] = [:]
      for term in terms {
        let key = ObjectIdentifier(term.variable)
        if let i = position[key] {
          merged[i].coefficient += term.coefficient
        } else {
          position[key] = merged.count
          merged.append(term)
        }
      }
    }
    merged.removeAll { $0.coefficient == 0 }
    return LinearExpression(merged, constant: constant)
  }

  /// Whether every variable appears once, with a nonzero coefficient (checked for short
  /// expressions only; a long one answers false).
  var isReduced: Bool {
    guard terms.count <= 16 else { return false }
    for i in terms.indices {
      if terms[i].coefficient == 0 { return false }
      for j in 0..<i where terms[j].variable === terms[i].variable { return false }
    }
    return true
  }

  /// The expression's value with the variables' current ``Variable/value``s.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }
}

extension LinearExpression: CustomStringConvertible {
  /// The expression as text, such as `2 * x + y - 10`.
  public var description: String {
    var parts: [String] = []
    for term in terms {
      let magnitude = abs(term.coefficient)
      let body =
        magnitude == 1 ? term.variable.description : "\(formatNumber(magnitude)) * \(term.variable)"
      if parts.isEmpty {
        parts.append(term.coefficient < 0 ? "-\(body)" : body)
      } else {
        parts.append(term.coefficient < 0 ? "- \(body)" : "+ \(body)")
      }
    }
    if constant != 0 || parts.isEmpty {
      if parts.isEmpty {
        parts.append(formatNumber(constant))
      } else {
        parts.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
      }
    }
    return parts.joined(separator: " ")
  }
}

/// Formats a number without a trailing `.0` for integers.
internal func formatNumber(_ value: Double) -> String {
  if abs(value) < 1e15, value == Double(Int64(value)) { return String(Int64(value)) }
  return String(value)
}
