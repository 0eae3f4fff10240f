import Foundation
import OpenUIKit

/// Dragging a scroll view with the finger kept down, so a step can show the content while it is
/// still being pulled.
extension ShowcaseSession {
  /// Puts a finger on the scroll view that is, or contains, the view with the identifier and
  /// moves it by `translation` over `duration` seconds, one sample per frame, recording each
  /// frame; the finger stays down (see ``liftFinger(_:)``). Does nothing when no scroll view is
  /// found.
  public func dragWithoutLifting(_ identifier: String, by translation: CGPoint, duration: Double) {
    guard let scroll = scrollView(around: identifier) else { return }
    let fps = Double(environment.maximumFramesPerSecond)
    let count = max(1, Int((duration * fps).rounded()))
    scroll.beginSimulatedDrag()
    for k in 1...count {
      let fraction = CGFloat(k) / CGFloat(count)
      let moved = CGPoint(x: translation.x * fraction, y: translation.y * fraction)
      scroll.updateSimulatedDrag(translation: moved)
      recorder.record(duration: 1 / fps)
    }
  }

  /// Lifts the finger put down by ``dragWithoutLifting(_:by:duration:)``: content pulled past
  /// its edges returns to its resting range (animated; the step's settling plays it).
  public func liftFinger(_ identifier: String) {
    scrollView(around: identifier)?.endSimulatedDrag()
  }

  /// The view with the identifier if it is a scroll view, else its nearest scroll view ancestor.
  func scrollView(around identifier: String) -> UIScrollView? {
    var current = view(identifier)
    while let candidate = current {
      if let scroll = candidate as? UIScrollView { return scroll }
      current = candidate.superview
    }
    return nil
  }
}
