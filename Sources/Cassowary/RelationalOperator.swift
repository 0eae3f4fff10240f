/// How a constraint relates its expression to zero.
public enum RelationalOperator: Sendable, Hashable, CaseIterable {
  /// `expression <= 0`.
  case lessThanOrEqual
  /// `expression == 0`.
  case equal
  /// `expression >= 0`.
  case greaterThanOrEqual
}

extension RelationalOperator: CustomStringConvertible {
  /// `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: return "<="
    case .equal: return "=="
    case .greaterThanOrEqual: return ">="
    }
  }
}
