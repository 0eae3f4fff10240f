import OpenUIKit

/// A reference to a view, layout guide or other object that does not keep it alive.
///
/// Views and guides are held as their anchors hold them: through OpenUIKit's handle, which the
/// item clears as it goes away. A `weak` reference would do the same but move the view's
/// reference count into a side table, which makes every later retain and release of the view
/// (in every layout pass) several times slower. Other objects are held weakly.
@MainActor
struct ItemHandle {
  /// The handle of a view or guide.
  private let item: LayoutItemHandle?
  /// Any other object.
  private weak var other: AnyObject?

  init(_ object: AnyObject?) {
    if let object, let handle = LayoutItemHandle(object) {
      item = handle
    } else {
      item = nil
      other = object
    }
  }

  /// The object while it is alive.
  var object: AnyObject? { item?.object ?? other }
}
