import Foundation
import OpenUIKit
import Testing

/// UIScrollView: content size from constraints (reference §7.1), insets and offsets (§7.2),
/// the frame guide, and simulated drags.
@MainActor
@Suite struct ScrollViewTests: LayoutBehaviorSuite {
  /// Records the delegate messages in order.
  final class Recorder: UIScrollViewDelegate {
    var events: [String] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      events.append("scroll \(formatted(scrollView.contentOffset.y))")
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("begin") }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
      events.append("end \(decelerate)")
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      events.append("animation end")
    }
    func formatted(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }
  }

  /// A scroll view filling `parent`, with a content view pinned to its edges and width and
  /// `height` tall.
  func makeScroller(in parent: UIView, contentHeight: CGFloat) -> (UIScrollView, UIView) {
    let scroll = UIScrollView()
    scroll.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(scroll)
    let content = addAutoLayoutView(to: scroll)
    NSLayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: parent.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: contentHeight),
    ])
    return (scroll, content)
  }

  @Test func defaults() {
    let scroll = UIScrollView()
    #expect(scroll.clipsToBounds)
    #expect(scroll.contentSize == .zero)
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    #expect(scroll.contentInsetAdjustmentBehavior.rawValue == 0)
    #expect(UIScrollView.ContentInsetAdjustmentBehavior.always.rawValue == 3)
    #expect(scroll.bounces && scroll.isScrollEnabled && !scroll.alwaysBounceVertical)
    #expect(scroll.contentLayoutGuide.identifier == "UIScrollView-contentLayoutGuide")
    #expect(scroll.frameLayoutGuide.identifier == "UIScrollView-frameLayoutGuide")
  }

  /// Edges attach to the content area, width to the frame: contentSize is solved.
  @Test func contentPinnedToEdgesAndWidthDefinesContentSize() {
    let root = makeRoot(width: 400, height: 400)
    let (scroll, content) = makeScroller(in: root, contentHeight: 1000)
    root.layoutIfNeeded()
    expectFrame(scroll.frame, 0, 0, 400, 400)
    expectFrame(content.frame, 0, 0, 400, 1000)
    #expect(scroll.contentSize == CGSize(width: 400, height: 1000))
    expectFrame(scroll.contentLayoutGuide.layoutFrame, 0, 0, 400, 1000)
    #expect(!content.hasAmbiguousLayout)
  }

  /// Content pinned to the frame guide stays on screen while the content moves.
  @Test func frameGuideFollowsTheOffset() {
    let root = makeRoot(width: 400, height: 400)
    let (scroll, content) = makeScroller(in: root, contentHeight: 1000)
    let sticky = addAutoLayoutView(to: scroll)
    NSLayoutConstraint.activate([
      sticky.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
      sticky.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
      sticky.widthAnchor.constraint(equalToConstant: 50),
      sticky.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    expectFrame(sticky.frame, 0, 10, 50, 20)
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    root.layoutIfNeeded()
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 300))
    expectFrame(sticky.frame, 0, 310, 50, 20)
    expectFrame(content.frame, 0, 0, 400, 1000)
    #expect(sticky.convert(CGPoint.zero, to: root) == CGPoint(x: 0, y: 10))
  }

  /// A hand-set contentSize holds when no constraint decides the content area.
  @Test func handSetContentSize() {
    let root = makeRoot(width: 400, height: 400)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    root.addSubview(scroll)
    scroll.contentSize = CGSize(width: 800, height: 600)
    let child = addAutoLayoutView(to: scroll)
    NSLayoutConstraint.activate([
      child.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      child.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      child.widthAnchor.constraint(equalToConstant: 30),
      child.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    #expect(scroll.contentSize == CGSize(width: 800, height: 600))
    expectFrame(child.frame, 770, 560, 30, 40)
    scroll.contentSize = CGSize(width: 300, height: 300)
    root.layoutIfNeeded()
    expectFrame(child.frame, 270, 260, 30, 40)
  }

  /// The safe area joins contentInset along the scrolling axes, and the resting offset
  /// starts below the top inset (§7.2).
  @Test(arguments: [
    (UIScrollView.ContentInsetAdjustmentBehavior.automatic, CGFloat(2000), CGFloat(59), 34),
    (.automatic, 500, 0, 0),
    (.scrollableAxes, 2000, 59, 34),
    (.always, 500, 59, 34),
    (.never, 2000, 0, 0),
  ])
  func adjustedInsets(
    behavior: UIScrollView.ContentInsetAdjustmentBehavior, height: CGFloat, top: CGFloat,
    bottom: CGFloat
  ) {
    let (window, root) = makePhoneWindow()
    let (scroll, _) = makeScroller(in: root, contentHeight: height)
    scroll.contentInsetAdjustmentBehavior = behavior
    window.layoutIfNeeded()
    #expect(scroll.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(
      scroll.adjustedContentInset == UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -top))
  }

  @Test func contentInsetAddsToTheSafeArea() {
    let (window, root) = makePhoneWindow()
    let (scroll, _) = makeScroller(in: root, contentHeight: 2000)
    window.layoutIfNeeded()
    #expect(scroll.contentOffset.y == -59)
    // A hand-set inset does not move the offset (UIKit leaves that to the app).
    scroll.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    #expect(scroll.adjustedContentInset.top == 159)
    #expect(scroll.contentOffset.y == -59)
    scroll.alwaysBounceVertical = true
    scroll.scrollRectToVisible(CGRect(x: 0, y: 1900, width: 10, height: 100), animated: false)
    // Bottom of the content plus the 34 pt bottom inset, less the 852 pt view.
    #expect(scroll.contentOffset.y == 1182)
  }

  /// The content follows the finger inside its range and resists past it:
  /// overshoot 100 over a 400 pt view shows (1 − 1/(100·0.55/400 + 1))·400 = 48.352 pt.
  @Test func dragFollowsTheFingerAndRubberBands() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let root = makeRoot(width: 400, height: 400)
      let (scroll, _) = makeScroller(in: root, contentHeight: 1000)
      root.layoutIfNeeded()
      let recorder = Recorder()
      scroll.delegate = recorder
      scroll.beginSimulatedDrag()
      #expect(scroll.isDragging && scroll.isTracking)
      scroll.updateSimulatedDrag(translation: CGPoint(x: 30, y: -100))
      #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
      scroll.updateSimulatedDrag(translation: CGPoint(x: 0, y: 100))
      #expect(abs(scroll.contentOffset.y - -48.352) < 0.001)
      scroll.endSimulatedDrag()
      #expect(!scroll.isDragging)
      // The model offset is back at once; the content is shown moving back over 0.3 s.
      #expect(scroll.contentOffset == .zero)
      #expect(abs(scroll.layer.presentation()!.bounds.minY - -48.352) < 0.001)
      environment.runLoop.run(for: 0.15)
      #expect(abs(scroll.layer.presentation()!.bounds.minY - -24.176) < 0.001)
      #expect(recorder.events.last == "scroll 0.000")
      environment.runLoop.run(for: 0.2)
      #expect(
        recorder.events == [
          "begin", "scroll 100.000", "scroll -48.352", "end false", "scroll 0.000",
          "animation end",
        ])
    }
  }

  @Test func withoutBouncingTheContentStopsAtItsEdge() {
    let root = makeRoot(width: 400, height: 400)
    let (scroll, _) = makeScroller(in: root, contentHeight: 1000)
    root.layoutIfNeeded()
    scroll.bounces = false
    scroll.beginSimulatedDrag()
    scroll.updateSimulatedDrag(translation: CGPoint(x: 0, y: 100))
    #expect(scroll.contentOffset == .zero)
    scroll.updateSimulatedDrag(translation: CGPoint(x: 0, y: -800))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))
    scroll.endSimulatedDrag()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 600))
  }
}
