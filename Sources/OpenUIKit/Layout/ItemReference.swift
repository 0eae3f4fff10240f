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
    return handle(of: object)
  }

  /// The handle of `object`, which is there.
  static func handle(of object: AnyObject) -> ItemReference {
    owned(by: object) ?? ItemReference(other: object)
  }

  /// `object` as a layout node (a view or a layout guide), or nil: class casts, without the
  /// search of the conformance tables that a cast to `LayoutNode` does on every call.
  static func node(of object: AnyObject) -> (any LayoutNode)? {
    if let view = object as? UIView { return view }
    if let guide = object as? UILayoutGuide { return guide }
    return nil
  }

  /// The handle a view or layout guide owns (created on first use), or nil for any other
  /// object (see ``node(of:)``).
  static func owned(by object: AnyObject) -> ItemReference? {
    // Each type's own getter: no existential to make and call through.
    if let view = object as? UIView { return view.itemReference }
    if let guide = object as? UILayoutGuide { return guide.itemReference }
    return nil
  }
}
