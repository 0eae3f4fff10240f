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
  }

  /// Lifts the finger: the delegate hears `scrollViewDidEndDragging(_:willDecelerate:)` (no
  /// deceleration), and content pulled past its edges returns to the resting range.
  public func endSimulatedDrag() {
    guard dragStartOffset != nil else { return }
    dragStartOffset = nil
    isTracking = false
    isDragging = false
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    let range = restingRange
    let offset = contentOffset
    let settled = CGPoint(
      x: min(max(offset.x, range.minX), range.maxX), y: min(max(offset.y, range.minY), range.maxY))
    if settled != offset { setContentOffset(settled, animated: true) }
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
