import Foundation

/// Adjusted insets and the range the content offset rests in.
extension UIScrollView {
  /// Whether the content scrolls horizontally: wider than the view, or always bouncing.
  var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || contentSize.width > bounds.width
  }

  /// Whether the content scrolls vertically: taller than the view, or always bouncing.
  var scrollsVertically: Bool {
    alwaysBounceVertical || contentSize.height > bounds.height
  }

  /// The safe-area insets that ``contentInsetAdjustmentBehavior`` adds.
  var safeAreaAdjustment: UIEdgeInsets {
    let safe = safeAreaInsets
    switch contentInsetAdjustmentBehavior {
    case .never:
      return .zero
    case .always:
      return safe
    case .automatic, .scrollableAxes:
      let h = scrollsHorizontally
      let v =
        scrollsVertically
        || (contentInsetAdjustmentBehavior == .automatic && isContentOfBarContainer)
      return UIEdgeInsets(
        top: v ? safe.top : 0, left: h ? safe.left : 0, bottom: v ? safe.bottom : 0,
        right: h ? safe.right : 0)
    }
  }

  /// Recomputes ``adjustedContentInset``. When the system's part changes (the safe area, or
  /// which axes scroll), a content offset resting at the top-left of the old insets moves to the
  /// top-left of the new ones, so content starts below a bar; a hand-set ``contentInset``
  /// (`followSafeArea == false`) never moves the offset, as in UIKit, where apps set
  /// `contentOffset` themselves after changing it.
  func updateAdjustedContentInset(followSafeArea: Bool = true) {
    let extra = safeAreaAdjustment
    let new = UIEdgeInsets(
      top: contentInset.top + extra.top, left: contentInset.left + extra.left,
      bottom: contentInset.bottom + extra.bottom, right: contentInset.right + extra.right)
    let old = adjustedContentInset
    guard new != old else { return }
    adjustedContentInset = new
    var offset = contentOffset
    if followSafeArea {
      if offset.y == -old.top { offset.y = -new.top }
      if offset.x == -old.left { offset.x = -new.left }
    }
    adjustedContentInsetDidChange()
    if offset != contentOffset, !isDragging { setOffset(offset) }
  }

  /// The offsets the content rests at: from `−adjustedContentInset.top/left` to the far edge of
  /// the content plus its inset (never below the start).
  var restingRange: CGRect {
    let inset = adjustedContentInset
    let minX = -inset.left
    let minY = -inset.top
    let maxX = max(minX, contentSize.width + inset.right - bounds.width)
    let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
