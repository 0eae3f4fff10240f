/// A handle on a layout item that does not keep it alive: the item clears the handle as it
/// goes away. Constraints, anchors and the engine hold items through handles instead of weak
/// references, which would move every view's reference count into a side table and make
/// each retain in layout slow.
@MainActor
final class ItemReference {
  /// The view or layout guide while it is alive (it clears the handle in its deinit, see
  /// ``clear()``), unretained: read in place, not copied to be tested or to reach its kind.
  private var item: Unmanaged<AnyObject>?
  /// Whether ``item`` is a view (else a layout guide).
  private let isView: Bool
  /// Any other object (not a view or guide), held weakly.
  weak var other: AnyObject?

  /// The handle of a view.
  init(view: UIView) {
    item = .passUnretained(view)
    isView = true
  }

  /// The handle of a layout guide.
  init(guide: UILayoutGuide) {
    item = .passUnretained(guide)
    isView = false
  }

  init(other: AnyObject) {
    self.other = other
    isView = false
  }

  /// The item as a layout node while it is alive. Typed, so that the engine and activation
  /// reach the item without a dynamic cast.
  var node: (any LayoutNode)? {
    guard let item else { return nil }
    let object = item.takeUnretainedValue()
    if isView { return unsafeDowncast(object, to: UIView.self) }
    return unsafeDowncast(object, to: UILayoutGuide.self)
  }

  /// Whether the view or guide is there (false for other objects).
  var hasNode: Bool { item != nil }

  /// The view of the item: the view itself, or a guide's owning view.
  var owningView: UIView? {
    guard let item else { return nil }
    let object = item.takeUnretainedValue()
    if isView { return unsafeDowncast(object, to: UIView.self) }
    return unsafeDowncast(object, to: UILayoutGuide.self).owningView
  }

  /// Forgets the view or guide (its deinit calls this).
  func clear() {
    item = nil
  }

  /// The referenced object, or nil once it is gone.
  var object: AnyObject? {
    if let item { return item.takeUnretainedValue() }
    return other
  }

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
    // The casts test the object's type, not the object: a cast of the object itself retains
    // and releases it around the test.
    let type: AnyObject.Type = Swift.type(of: object)
    if type is UIView.Type { return unsafeDowncast(object, to: UIView.self) }
    if type is UILayoutGuide.Type { return unsafeDowncast(object, to: UILayoutGuide.self) }
    return nil
  }

  /// The handle a view or layout guide owns (created on first use), or nil for any other
  /// object (see ``node(of:)``).
  static func owned(by object: AnyObject) -> ItemReference? {
    // The type is tested, not the object (see `node(of:)`).
    let type: AnyObject.Type = Swift.type(of: object)
    if type is UIView.Type { return unsafeDowncast(object, to: UIView.self).itemReference }
    if type is UILayoutGuide.Type {
      return unsafeDowncast(object, to: UILayoutGuide.self).itemReference
    }
    return nil
  }
}
