import Cassowary

/// One of a view's four content-size slots: width ≤, width ≥, height ≤, height ≥.
///
/// When both priorities of an axis are optional (the usual case), the axis is one solver row,
/// `size == intrinsic`, that stands for its hugging and its compression-resistance constraint,
/// as UIKit's single `NSContentSizeLayoutConstraint` per axis does. Almost no row is ever
/// looked at, so its layout constraints are made only when something asks for them
/// (``LayoutEngine/layoutConstraint(of:)``, ``LayoutEngine/contentSizePartner(of:)``): until
/// then the axis's first slot holds the bare row, whose `context` is the view's
/// ``ItemReference`` (which does not keep the view alive), and its second slot is empty.
@MainActor
enum ContentSizeSlot {
  /// A layout constraint: the hugging constraint that holds its axis's row, the compression
  /// constraint made on request, or either side of an axis kept as two constraints (a
  /// required priority).
  case constraint(NSLayoutConstraint)
  /// An axis's row whose hugging constraint nothing has asked for yet.
  case row(Constraint)

  /// The layout constraint, once made.
  var constraint: NSLayoutConstraint? {
    if case .constraint(let c) = self { return c }
    return nil
  }

  /// The axis's single row when the slot holds one, bare or behind its hugging constraint.
  var row: Constraint? {
    switch self {
    case .row(let form): return form
    case .constraint(let c): return LayoutEngine.isContentSizeRow(c) ? c.solverConstraint : nil
    }
  }
}
