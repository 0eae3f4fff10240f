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
///
/// A slot is one plain reference, told apart by its class, not an enum of two cases: such an
/// enum keeps its case in the spare bits of the pointer, which LeakSanitizer cannot follow (it
/// then reports the rows of views that are still alive as leaked).
@MainActor
struct ContentSizeSlot {
  /// A layout constraint (`NSLayoutConstraint`), or a bare row (a Cassowary `Constraint`).
  private let object: AnyObject

  private init(_ object: AnyObject) { self.object = object }

  /// A layout constraint: the hugging constraint that holds its axis's row, the compression
  /// constraint made on request, or either side of an axis kept as two constraints (a
  /// required priority).
  static func constraint(_ c: NSLayoutConstraint) -> ContentSizeSlot { ContentSizeSlot(c) }

  /// An axis's row whose hugging constraint nothing has asked for yet.
  static func row(_ form: Constraint) -> ContentSizeSlot { ContentSizeSlot(form) }

  /// The bare row, when the slot holds one.
  var bareRow: Constraint? {
    type(of: object) == Constraint.self ? unsafeDowncast(object, to: Constraint.self) : nil
  }

  /// The layout constraint, once made.
  var constraint: NSLayoutConstraint? {
    type(of: object) == Constraint.self ? nil : unsafeDowncast(object, to: NSLayoutConstraint.self)
  }

  /// The axis's single row when the slot holds one, bare or behind its hugging constraint.
  var row: Constraint? {
    if let form = bareRow { return form }
    guard let c = constraint, LayoutEngine.isContentSizeRow(c) else { return nil }
    return c.solverConstraint
  }
}
