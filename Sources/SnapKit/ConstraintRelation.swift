import OpenUIKit

/// The relation of a constraint chain, as SnapKit numbers it.
enum ConstraintRelation: Int {
  case equal = 1
  case lessThanOrEqual
  case greaterThanOrEqual

  /// The platform relation.
  var layoutRelation: LayoutRelation {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}
