import Foundation

/// A text field's overlay views: the left view, the right view and the clear button.
extension UITextField {
  /// The clear button's side (chosen: Apple documents no size).
  static let clearButtonSide: CGFloat = 19

  /// Whether a view in `mode` shows now.
  func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: return false
    case .always: return true
    case .whileEditing: return isEditing
    case .unlessEditing: return !isEditing
    }
  }

  /// Whether `view` (the left or the right view) shows now.
  func isShowing(_ view: UIView) -> Bool {
    if view === leftView { return shows(leftViewMode) }
    if view === rightView { return shows(rightViewMode) && !showsClearButton }
    return false
  }

  /// Whether the clear button shows now: its mode says so and there is text. (It takes the
  /// right view's place, as in UIKit.)
  public var showsClearButton: Bool { shows(clearButtonMode) && hasText }

  /// An overlay view's size: its frame's, or its intrinsic size (0 for no metric).
  func overlaySize(of view: UIView) -> CGSize {
    if view.bounds.size != .zero { return view.bounds.size }
    let size = view.intrinsicContentSize
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  /// The left or the right view changed: the old one leaves, the new one becomes a subview.
  func overlayViewDidChange(from old: UIView?, to new: UIView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  /// The bounds less the padding and the shown overlays.
  func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds.inset(by: padding)
    if let leftView, isShowing(leftView) {
      let left = leftViewRect(forBounds: bounds).maxX
      rect.size.width -= max(left - rect.minX, 0)
      rect.origin.x = max(rect.minX, left)
    }
    if showsClearButton {
      rect.size.width = max(clearButtonRect(forBounds: bounds).minX - rect.minX, 0)
    } else if let rightView, isShowing(rightView) {
      rect.size.width = min(rect.width, max(rightViewRect(forBounds: bounds).minX - rect.minX, 0))
    }
    rect.size.width = max(rect.width, 0)
    return rect
  }

  /// Frames the shown overlay views and hides the others.
  func layoutOverlayViews() {
    if let leftView {
      leftView.isHidden = !isShowing(leftView)
      if !leftView.isHidden { leftView.frame = leftViewRect(forBounds: bounds) }
    }
    if let rightView {
      rightView.isHidden = !isShowing(rightView)
      if !rightView.isHidden { rightView.frame = rightViewRect(forBounds: bounds) }
    }
  }
}
