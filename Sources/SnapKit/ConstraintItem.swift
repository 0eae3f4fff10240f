import OpenUIKit

/// An item and a set of its attributes: the value behind `view.snp.top`, `view.snp.edges`,
/// `guide.snp.bottom`, and both ends of a ``Constraint``.
///
/// Pass it to a relation (`make.top.equalTo(other.snp.bottom)`). The target is not kept
/// alive (it is held through one of its anchors, not by a weak reference).
@preconcurrency @MainActor
public final class ConstraintItem {
  /// The view, guide or layout support (nil for a constant target, or once deallocated).
  var target: AnyObject? { handle.object }
  private let handle: ItemHandle
  /// The attributes.
  let attributes: ConstraintAttributes

  init(target: AnyObject?, attributes: ConstraintAttributes) {
    handle = ItemHandle(target)
    self.attributes = attributes
  }

  /// The target as a view or guide (class casts first: a cast to the protocol looks its
  /// conformance up at run time).
  var layoutConstraintItem: LayoutConstraintItem? { Self.layoutConstraintItem(of: target) }

  /// `target` as a view or guide (see ``layoutConstraintItem``).
  static func layoutConstraintItem(of target: AnyObject?) -> LayoutConstraintItem? {
    guard let target else { return nil }
    // The target's type is tested, not the target (a cast of the object retains it around
    // the test).
    let type: AnyObject.Type = Swift.type(of: target)
    if type is ConstraintView.Type { return unsafeDowncast(target, to: ConstraintView.self) }
    if type is ConstraintLayoutGuide.Type {
      return unsafeDowncast(target, to: ConstraintLayoutGuide.self)
    }
    return target as? LayoutConstraintItem
  }
}

/// Whether two items are the same instance, or have the same live target and the same
/// attributes.
@preconcurrency @MainActor
public func == (lhs: ConstraintItem, rhs: ConstraintItem) -> Bool {
  if lhs === rhs { return true }
  guard let target1 = lhs.target, let target2 = rhs.target, target1 === target2 else {
    return false
  }
  return lhs.attributes == rhs.attributes
}
