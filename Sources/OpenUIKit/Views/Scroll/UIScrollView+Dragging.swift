import Foundation

/// Simulated dragging: what a finger on the content does, step by step, without a screen.
extension UIScrollView {
  /// How strongly the content resists being pulled past its edges: UIKit's commonly cited
  /// rubber-band constant.
  public static let rubberBandCoefficient: CGFloat = 0.55

  /// Puts a finger on the content: the delegate hears `scrollViewWillBeginDragging(_:)`.
  /// (An OpenUIKit extension: UIKit drives this from touches.)
  public func beginSimulatedDrag() {
    guard isScrollEnabled, dragStartOffset == nil else { return }
    dragStartOffset = contentOffset
    refreshControl?.triggeredThisDrag = false
    isTracking = true
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
  }

  /// Moves the finger to `translation` from where the drag began (downwards and rightwards
  /// positive, as a pan gesture's translation). The content follows the finger; past its
  /// resting range it moves less and less (the rubber band) when ``bounces`` is on, and stops
  /// at the edge when it is off.
  public func updateSimulatedDrag(translation: CGPoint) {
    guard let start = dragStartOffset else { return }
    let range = restingRange
    let raw = CGPoint(x: start.x - translation.x, y: start.y - translation.y)
    let x = scrollsHorizontally ? banded(raw.x, range.minX, range.maxX, bounds.width) : start.x
    let y = scrollsVertically ? banded(raw.y, range.minY, range.maxY, bounds.height) : start.y
    setOffset(CGPoint(x: x, y: y))
    refreshControlDidPull()
  }

  /// Lifts the finger: the delegate hears `scrollViewDidEndDragging(_:willDecelerate:)` (no
  /// deceleration), and content pulled past its edges returns to the resting range. With
  /// ``isPagingEnabled`` the content settles on a page instead (see
  /// `endSimulatedDrag(velocity:)`).
  public func endSimulatedDrag() {
    endSimulatedDrag(velocity: .zero)
  }

  /// Lifts the finger moving at `velocity` (points per second, as a pan gesture's). Without
  /// paging, as ``endSimulatedDrag()``. With ``isPagingEnabled`` the content settles on a
  /// multiple of the view's size: the nearest one, or, when the finger was flicked at
  /// ``pagingFlickVelocity`` or faster in the direction the content moved, the next one that
  /// way; never more than one page from where the drag began. The delegate hears
  /// `scrollViewDidEndDragging(_:willDecelerate: true)` when the content still has to move,
  /// and `scrollViewDidEndDecelerating(_:)` once it arrived after ``pagingSettleDuration``
  /// (ease out) on the animation clock; ``isDecelerating`` is true in between.
  func endSimulatedDrag(velocity: CGPoint) {
    guard let start = dragStartOffset else { return }
    dragStartOffset = nil
    isTracking = false
    isDragging = false
    let range = restingRange
    let offset = contentOffset
    var snapped: CGPoint?
    if !isPagingEnabled, let target = restingOffsetHandler?(self, start, velocity) {
      snapped = CGPoint(
        x: min(max(target.x, range.minX), range.maxX), y: min(max(target.y, range.minY), range.maxY)
      )
    }
    guard isPagingEnabled || snapped != nil else {
      delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
      var settled = CGPoint(
        x: min(max(offset.x, range.minX), range.maxX),
        y: min(max(offset.y, range.minY), range.maxY))
      // A refreshing control keeps its height shown above content pulled past the top.
      if refreshingExtent > 0, offset.y < range.minY { settled.y = range.minY - refreshingExtent }
      if settled != offset { setContentOffset(settled, animated: true) }
      return
    }
    let target =
      snapped
      ?? CGPoint(
        x: pagedCoordinate(
          start: start.x, current: offset.x, finger: velocity.x, page: bounds.width,
          lower: range.minX, upper: range.maxX),
        y: pagedCoordinate(
          start: start.y, current: offset.y, finger: velocity.y, page: bounds.height,
          lower: range.minY, upper: range.maxY))
    let moves = target != offset
    delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
    guard moves else { return }
    isDecelerating = true
    UIView.animate(
      withDuration: UIScrollView.pagingSettleDuration, delay: 0, options: [.curveEaseOut],
      animations: { self.setOffset(target) },
      completion: { _ in
        self.isDecelerating = false
        self.delegate?.scrollViewDidEndDecelerating(self)
      })
  }

  /// How fast a finger must move (points per second) for a paging scroll view to turn the
  /// page however little it was dragged: 500. Apple documents no number; OpenUIKit's choice.
  static let pagingFlickVelocity: CGFloat = 500

  /// How long a paging scroll view takes to settle on its page after the finger lifts: 0.3 s.
  /// Apple documents no number (a real one decelerates with the finger's speed); OpenUIKit's
  /// choice, the duration of an animated `setContentOffset(_:animated:)`.
  static let pagingSettleDuration: TimeInterval = 0.3

  /// The page a paging drag settles on along one axis (see `endSimulatedDrag(velocity:)`).
  private func pagedCoordinate(
    start: CGFloat, current: CGFloat, finger: CGFloat, page: CGFloat, lower: CGFloat,
    upper: CGFloat
  ) -> CGFloat {
    guard page > 0, current.isFinite else { return min(max(current, lower), upper) }
    let startPage = (start / page).rounded()
    var target = (current / page).rounded()
    if abs(finger) >= UIScrollView.pagingFlickVelocity {
      // The content moves against the finger.
      let direction: CGFloat = finger < 0 ? 1 : -1
      if (current - start) * direction > 0 { target = startPage + direction }
    }
    target = min(max(target, startPage - 1), startPage + 1)
    return min(max(target * page, lower), upper)
  }

  /// The offset shown for a raw finger offset: inside `lower...upper` as is; beyond, the
  /// overshoot `x` shrinks to `(1 − 1 / (x·c / d + 1))·d` (or to 0 without bouncing).
  private func banded(_ raw: CGFloat, _ lower: CGFloat, _ upper: CGFloat, _ dimension: CGFloat)
    -> CGFloat
  {
    if raw >= lower && raw <= upper { return raw }
    guard bounces, dimension > 0 else { return min(max(raw, lower), upper) }
    let c = UIScrollView.rubberBandCoefficient
    if raw < lower {
      let over = lower - raw
      let shown = (1 - 1 / (over * c / dimension + 1)) * dimension
      return lower - shown
    }
    let over = raw - upper
    let shown = (1 - 1 / (over * c / dimension + 1)) * dimension
    return upper + shown
  }
}
