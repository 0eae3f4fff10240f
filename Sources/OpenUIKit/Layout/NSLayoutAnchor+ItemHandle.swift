/// What an anchor holds of its view or layout guide, without the anchor: a reference that does
/// not keep the item alive (the item clears it as it goes away). For SnapKit, which keeps the
/// items of its constraints this way; making an anchor for it would allocate one per item.
@MainActor
package struct LayoutItemHandle {
  private let reference: ItemReference

  /// The handle of a view or layout guide; nil for any other object (borrowed: the handle
  /// does not keep it).
  package init?(_ object: borrowing AnyObject) {
    guard let reference = ItemReference.owned(by: object) else { return nil }
    self.reference = reference
  }

  /// The item while it is alive.
  package var object: AnyObject? { reference.object }

  /// What another module of the package keeps for the item (SnapKit: the item's tracked
  /// constraints and debug label), released with the item as an Objective-C associated
  /// object is: nothing outlives its item in a side table. Nil once the item is gone, and
  /// setting it then does nothing.
  package var attachment: AnyObject? {
    get { reference.node?.layoutState.attachment }
    nonmutating set { reference.node?.layoutState.attachment = newValue }
  }
}
