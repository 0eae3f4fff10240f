import Foundation

/// Touches without a screen: taps and drags delivered as UIKit delivers real ones (an
/// OpenUIKit extension for tests and scripted sessions).
extension UIView {
  /// Taps at `point` in this view's coordinates (its centre by default). The view under the
  /// finger is found by hit-testing from the root; the first enabled tap recognizer on it or
  /// its ancestors fires; otherwise (or when that recognizer lets touches through) the control
  /// under the finger gets touch down and touch up inside. Returns the view that was hit.
  /// `tapCount` taps in quick succession (1 by default): a tap recognizer takes part only
  /// when its ``UITapGestureRecognizer/numberOfTapsRequired`` is that count and it needs one
  /// finger.
  @discardableResult
  public func simulateTap(at point: CGPoint? = nil, tapCount: Int = 1) -> UIView? {
    let local = point ?? CGPoint(x: bounds.midX, y: bounds.midY)
    let root = rootView
    let location = convert(local, to: root)
    guard let hit = root.hitTest(location, with: UIEvent()) else { return nil }
    var chain: [UIView] = []
    var v: UIView? = hit
    while let current = v {
      chain.append(current)
      v = current.superview
    }
    var swallowed = false
    recognizerSearch: for view in chain {
      for case let tap as UITapGestureRecognizer in view.storedGestureRecognizers
      where tap.isEnabled && tap.numberOfTapsRequired == tapCount
        && tap.numberOfTouchesRequired == 1
      {
        tap.locationInRoot = location
        tap.transition(to: .ended)
        tap.state = .possible
        swallowed = tap.cancelsTouchesInView
        break recognizerSearch
      }
    }
    if !swallowed, let control = chain.first(where: { $0 is UIControl }) as? UIControl {
      control.simulatedTouchDown()
      control.simulatedTouchUp(inside: true)
    }
    return hit
  }

  /// Drags a finger from `start` to `end` (this view's coordinates) in a straight line over
  /// `duration` seconds, one sample per frame at `framesPerSecond`. The first pan recognizer on
  /// the view under the finger or its ancestors gets began, changed… and ended with the
  /// translation so far and the finger's velocity; without one, the nearest scroll view is
  /// dragged. `step` runs after each sample (with its index from 1), so a script can advance a
  /// clock between samples.
  public func simulatePan(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval,
    framesPerSecond: Double = 120, step: ((Int) -> Void)? = nil
  ) {
    let root = rootView
    let from = convert(start, to: root)
    let to = convert(end, to: root)
    guard let hit = root.hitTest(from, with: UIEvent()) else { return }
    let count = max(1, Int((duration * framesPerSecond).rounded()))
    let dx = to.x - from.x
    let dy = to.y - from.y
    let velocity = CGVector(
      dx: duration > 0 ? dx / CGFloat(duration) : 0, dy: duration > 0 ? dy / CGFloat(duration) : 0)
    var v: UIView? = hit
    var pan: UIPanGestureRecognizer?
    var scroll: UIScrollView?
    while let current = v, pan == nil {
      for case let p as UIPanGestureRecognizer in current.storedGestureRecognizers where p.isEnabled
      {
        pan = p
        break
      }
      if pan == nil, scroll == nil, let s = current as? UIScrollView { scroll = s }
      v = current.superview
    }
    if let pan {
      var previous = CGPoint.zero
      for k in 1...count {
        let f = CGFloat(k) / CGFloat(count)
        let moved = CGPoint(x: dx * f, y: dy * f)
        pan.translationInRoot.dx += moved.x - previous.x
        pan.translationInRoot.dy += moved.y - previous.y
        previous = moved
        pan.velocityInRoot = velocity
        pan.locationInRoot = CGPoint(x: from.x + moved.x, y: from.y + moved.y)
        pan.transition(to: k == 1 ? .began : .changed)
        step?(k)
      }
      pan.transition(to: .ended)
      pan.state = .possible
      pan.translationInRoot = .zero
    } else if let scroll {
      scroll.beginSimulatedDrag()
      for k in 1...count {
        let f = CGFloat(k) / CGFloat(count)
        scroll.updateSimulatedDrag(translation: CGPoint(x: dx * f, y: dy * f))
        step?(k)
      }
      scroll.endSimulatedDrag()
    }
  }
}
