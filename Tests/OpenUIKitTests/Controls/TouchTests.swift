import Foundation
import OpenUIKit
import Testing

/// Simulated touches: hit-testing, taps on controls and recognizers, scripted pans.
@MainActor
@Suite struct TouchTests: LayoutBehaviorSuite {
  @MainActor final class Handler {
    var log: [String] = []
    func handleTap() { log.append("tap") }
    func handlePan(_ pan: UIPanGestureRecognizer) {
      let t = pan.translation(in: pan.view)
      log.append("\(pan.state.rawValue) \(Int(t.x)),\(Int(t.y))")
    }
  }

  @Test func hitTestingSkipsHiddenAndInertViews() {
    let root = makeRoot(width: 300, height: 300)
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    root.addSubview(back)
    root.addSubview(front)
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    front.isHidden = true
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    back.isUserInteractionEnabled = false
    #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
    #expect(root.hitTest(CGPoint(x: 400, y: 60), with: nil) == nil)
  }

  @Test func tappingAControlSendsItsTouchEvents() {
    let root = makeRoot(width: 300, height: 300)
    let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    root.addSubview(control)
    var events: [String] = []
    control.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    control.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
    #expect(control.simulateTap() === control)
    #expect(events == ["down", "up"])
    #expect(!control.isHighlighted)
    control.isEnabled = false
    control.simulateTap()
    #expect(events == ["down", "up"])
  }

  @Test func tapRecognizersFireAndSwallowTheTouch() {
    let root = makeRoot(width: 300, height: 300)
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(card)
    let handler = Handler()
    let tap = UITapGestureRecognizer(target: handler, action: Handler.handleTap)
    card.addGestureRecognizer(tap)
    #expect(card.gestureRecognizers?.count == 1 && tap.view === card)
    let control = UIControl(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    card.addSubview(control)
    var taps = 0
    control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    control.simulateTap()
    #expect(handler.log == ["tap"])
    #expect(taps == 0)
    #expect(tap.location(in: card) == CGPoint(x: 35, y: 35))
    tap.cancelsTouchesInView = false
    control.simulateTap()
    #expect(taps == 1)
    #expect(tap.state == .possible)
  }

  /// 0.1 s at 120 Hz: 12 samples; began, 11 changed, ended; velocity = distance / duration.
  @Test func scriptedPanReportsTranslationAndVelocity() {
    let root = makeRoot(width: 400, height: 400)
    let drawer = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
    root.addSubview(drawer)
    let handler = Handler()
    let pan = UIPanGestureRecognizer(target: handler, action: Handler.handlePan)
    drawer.addGestureRecognizer(pan)
    var steps: [Int] = []
    drawer.simulatePan(
      from: CGPoint(x: 200, y: 10), to: CGPoint(x: 200, y: 130), duration: 0.1
    ) { steps.append($0) }
    #expect(steps == Array(1...12))
    #expect(handler.log.count == 13)
    #expect(handler.log.first == "1 0,10")
    #expect(handler.log[11] == "2 0,120")
    #expect(handler.log.last == "3 0,120")
    #expect(pan.velocity(in: drawer) == CGPoint(x: 0, y: 1200))
    #expect(pan.translation(in: drawer) == .zero)
  }

  @Test func setTranslationRebasesTheGesture() {
    let root = makeRoot(width: 400, height: 400)
    let view = UIView(frame: root.bounds)
    root.addSubview(view)
    var seen: [CGFloat] = []
    // Unowned: the view keeps its recognizers, so a strong capture would keep the view alive.
    let pan = UIPanGestureRecognizer { [unowned view] recognizer in
      guard let pan = recognizer as? UIPanGestureRecognizer else { return }
      seen.append(pan.translation(in: view).x)
      pan.setTranslation(.zero, in: view)
    }
    view.addGestureRecognizer(pan)
    view.simulatePan(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 40, y: 0), duration: 4.0 / 120)
    #expect(seen == [10, 10, 10, 10, 0])
  }

  @Test func panningAScrollViewDragsIt() {
    let root = makeRoot(width: 400, height: 400)
    let scroll = UIScrollView(frame: root.bounds)
    scroll.contentSize = CGSize(width: 400, height: 1000)
    root.addSubview(scroll)
    scroll.simulatePan(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100), duration: 0.05)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
  }
}
