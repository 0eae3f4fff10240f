/// A handle on a layout item that does not keep it alive: the item clears the handle as it
/// goes away. Constraints, anchors and the engine hold items through handles instead of weak
/// references, which would move every view's reference count into a side table and make
/// each retain in layout slow.
@MainActor
final class ItemReference {
  /// The item while it is alive (views and layout guides clear it in their deinit). Typed, so
  /// that the engine and activation reach the item without a dynamic cast.
  unowned(unsafe) var node: (any LayoutNode)?
  /// Any other object (not a view or guide), held weakly.
  weak var other: AnyObject?

  init(node: any LayoutNode) {
    self.node = node
  }

  init(other: AnyObject) {
    self.other = other
  }

  /// The referenced object, or nil once it is gone.
  var object: AnyObject? { node ?? other }

  /// The handle of `object`: its own for views and guides.
  static func to(_ object: AnyObject?) -> ItemReference? {
    guard let object else { return nil }
    if let node = object as? LayoutNode { return node.itemReference }
    return ItemReference(other: object)
  }

  /// The handle of `object`, which is there.
  static func handle(of object: AnyObject) -> ItemReference {
    (object as? LayoutNode)?.itemReference ?? ItemReference(other: object)
  }
}
