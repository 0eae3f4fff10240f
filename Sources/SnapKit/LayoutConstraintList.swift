import OpenUIKit

/// The platform constraints of a chain of several attributes (`edges`, `size`), as a
/// ``Constraint`` keeps them; a chain of one attribute keeps its platform constraint itself.
@preconcurrency @MainActor
final class LayoutConstraintList {
  /// The platform constraints, in order: two or more.
  let constraints: [LayoutConstraint]

  init(_ constraints: [LayoutConstraint]) {
    self.constraints = constraints
  }

  /// `stored` as a list, when it is one (not a single platform constraint).
  @inline(__always) static func list(in stored: AnyObject) -> LayoutConstraintList? {
    type(of: stored) == LayoutConstraintList.self
      ? unsafeDowncast(stored, to: LayoutConstraintList.self) : nil
  }

  /// How a ``Constraint`` keeps `constraints`: nil, the only one, or a list.
  static func storage(of constraints: [LayoutConstraint]) -> AnyObject? {
    switch constraints.count {
    case 0: return nil
    case 1: return constraints[0]
    default: return LayoutConstraintList(constraints)
    }
  }
}
