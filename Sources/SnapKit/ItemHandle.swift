import OpenUIKit

/// A reference to a view, layout guide or other object that does not keep it alive.
///
/// Views and guides are held through one of their anchors: an anchor refers to its item
/// through OpenUIKit's handle, which the item clears as it goes away. A `weak` reference would
/// do the same but move the view's reference count into a side table, which makes every later
/// retain and release of the view (in every layout pass) several times slower. Other objects
/// are held weakly.
@MainActor
struct ItemHandle {
  /// The anchor of a view or guide.
  private let anchor: NSLayoutYAxisAnchor?
  /// Any other object.
  private weak var other: AnyObject?

  init(_ object: AnyObject?) {
    if let view = object as? UIView {
      anchor = view.topAnchor
    } else if let guide = object as? UILayoutGuide {
      anchor = guide.topAnchor
    } else {
      anchor = nil
      other = object
    }
  }

  /// The object while it is alive.
  var object: AnyObject? { anchor?.item ?? other }
}
