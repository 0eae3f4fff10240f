import Foundation

/// Touches without a screen: taps and drags delivered as UIKit delivers real ones (an
/// OpenUIKit extension for tests and scripted sessions).
extension UIView {
  /// Taps at `point` in this view's coordinates (its centre by default). The view under the
  /// finger is found by hit-testing from the root (through overridden `hitTest(_:with:)` and
  /// `point(inside:with:)`); the first enabled tap recognizer on it or its ancestors fires;
  /// otherwise (or when that recognizer lets touches through) the control under the finger
  /// gets touch down and touch up inside (and primary action triggered), `tapCount` times in a
  /// row, the second and later touch downs with touch down repeat. Returns the view that was
  /// hit. A tap that reaches a table's cell and nothing else selects its row; one on a text view
  /// starts editing it (when it is editable). A tap recognizer
  /// takes part only when its
  /// ``UITapGestureRecognizer/numberOfTapsRequired`` is `tapCount` and it needs one finger.
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
      for tap in 1...max(tapCount, 1) {
        control.simulatedTouchDown(tapCount: tap)
        control.simulatedTouchUp(inside: true)
      }
    } else if !swallowed, let textView = chain.first(where: { $0 is UITextView }) as? UITextView {
      textView.becomeFirstResponder()
    } else if !swallowed {
      selectTappedRow(in: chain)
    }
    return hit
  }

  /// A tap that reached a table's cell (and no control or recognizer took it) selects the
  /// row: the cell is selected and the delegate's `tableView(_:didSelectRowAt:)` runs. A tap
  /// on a collection view's cell highlights and selects its item as UIKit does.
  private func selectTappedRow(in chain: [UIView]) {
    for (index, view) in chain.enumerated() where index + 1 < chain.count {
      if let cell = view as? UICollectionViewCell,
        let collection = chain[index + 1] as? UICollectionView
      {
        collection.handleTap(on: cell)
        return
      }
      guard let cell = view as? UITableViewCell, let table = chain[index + 1] as? UITableView
      else { continue }
      if let path = table.visible.first(where: { $0.value === cell })?.key {
        table.selectRow(at: path)
      }
      return
    }
  }

  /// Touches down at `point` (this view's coordinates, its centre by default) and has the
  /// system cancel the touch, as when a call arrives or a scroll view takes the touch over:
  /// the control under the finger gets touch down, then touch cancel. Returns the view hit.
  @discardableResult
  public func simulateCancelledTouch(at point: CGPoint? = nil) -> UIView? {
    let local = point ?? CGPoint(x: bounds.midX, y: bounds.midY)
    let root = rootView
    guard let hit = root.hitTest(convert(local, to: root), with: UIEvent()) else { return nil }
    var v: UIView? = hit
    while let current = v, !(current is UIControl) { v = current.superview }
    if let control = v as? UIControl {
      control.simulatedTouchDown()
      control.simulatedTouchCancelled()
    }
    return hit
  }

  /// Drags a finger from `start` to `end` (this view's coordinates) in a straight line over
  /// `duration` seconds, one sample per frame at `framesPerSecond`. The first pan recognizer on
  /// the view under the finger or its ancestors gets began, changed… and ended with the
  /// translation so far and the finger's velocity; without one, the nearest scroll view that
  /// scrolls along the drag's main axis is dragged (the nearest scroll view when none does);
  /// without either, a control under the finger tracks the touch as UIKit's do
  /// (touch down; touch drag inside or outside at each sample, with drag enter and drag exit
  /// when it crosses the tracking area; touch up inside or outside). `step` runs after each sample (with its index from 1), so a script can advance a
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
    var nearestScroll: UIScrollView?
    var control: UIControl?
    // As a scroll view's pan begins only along an axis it scrolls, a drag goes to the nearest
    // scroll view that scrolls along its main axis (a horizontal swipe on a table inside
    // horizontal pages turns the page), else to the nearest scroll view.
    let alongX = abs(dx) >= abs(dy)
    while let current = v, pan == nil {
      for case let p as UIPanGestureRecognizer in current.storedGestureRecognizers where p.isEnabled
      {
        pan = p
        break
      }
      if pan == nil, let s = current as? UIScrollView {
        if nearestScroll == nil { nearestScroll = s }
        if scroll == nil, alongX ? s.scrollsHorizontally : s.scrollsVertically { scroll = s }
      }
      if control == nil, nearestScroll == nil, let c = current as? UIControl { control = c }
      if control?.capturesSimulatedDrags == true { break }
      v = current.superview
    }
    if scroll == nil { scroll = nearestScroll }
    // A control that tracks drags itself (a slider) keeps the finger, as UIKit's do.
    if control?.capturesSimulatedDrags == true {
      scroll = nil
      pan = nil
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
      scroll.endSimulatedDrag(velocity: CGPoint(x: velocity.dx, y: velocity.dy))
    } else if let control {
      control.simulatedTouchDown()
      var inside = true
      for k in 1...count {
        let f = CGFloat(k) / CGFloat(count)
        let point = control.convert(CGPoint(x: from.x + dx * f, y: from.y + dy * f), from: root)
        inside = control.simulatedTouchMoved(to: point, wasInside: inside)
        step?(k)
      }
      control.simulatedTouchUp(inside: inside)
    }
  }
}
