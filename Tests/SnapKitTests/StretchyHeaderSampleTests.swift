import Foundation
import OpenUIKit
import Showcase
import SnapKit
import TestSupport
import Testing

/// Sample A7 (stretchy header), the showcase's ``StretchyHeaderController`` (the tutorial's
/// code): a scroll view with a content view pinned to its edges and width, a header outside it,
/// `contentInset.top = 250`, and a delegate that stretches the header while the content is
/// pulled past its top.
@MainActor
@Suite struct StretchyHeaderSampleTests {
  /// The inset is set by hand in viewDidLoad, so the offset stays at 0 (UIKit moves it only
  /// for the safe area's part); the safe area then joins the inset (309 in all) as the view
  /// scrolls vertically. At offset 0 the header keeps its 250 pt.
  @Test func restingLayout() {
    let controller = StretchyHeaderController()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    expectFrame(controller.scrollView, 0, 0, 393, 852)
    expectFrame(controller.contentView, 0, 0, 393, 1000)
    #expect(controller.scrollView.contentSize == CGSize(width: 393, height: 1000))
    #expect(
      controller.scrollView.adjustedContentInset
        == UIEdgeInsets(top: 309, left: 0, bottom: 34, right: 0))
    #expect(controller.scrollView.contentOffset == .zero)
    expectFrame(controller.headerImageView, 0, 0, 393, 250)
    #expect(controller.headerImageView.intrinsicContentSize == CGSize(width: 25, height: 21))
  }

  /// Pulling down 400 pt: the content follows to the top of its range (−309), then moves
  /// (1 − 1/(91·0.55/852 + 1))·852 pt further; the header is as tall as the offset is deep.
  /// Letting go settles at −309: the header stays 309 tall (the tutorial's threshold is 250).
  @Test func pullingPastTheTopStretchesTheHeader() {
    let controller = StretchyHeaderController()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    let scroll = controller.scrollView
    scroll.beginSimulatedDrag()
    scroll.updateSimulatedDrag(translation: CGPoint(x: 0, y: 100))
    #expect(scroll.contentOffset.y == -100)
    window.layoutIfNeeded()
    expectFrame(controller.headerImageView, 0, 0, 393, 250)
    scroll.updateSimulatedDrag(translation: CGPoint(x: 0, y: 400))
    let over: CGFloat = (1 - 1 / (91 * 0.55 / 852 + 1)) * 852
    #expect(abs(scroll.contentOffset.y - (-309 - over)) < 0.001)
    window.layoutIfNeeded()
    expectFrame(controller.headerImageView, 0, 0, 393, 309 + over)
    scroll.endSimulatedDrag()
    window.layoutIfNeeded()
    #expect(scroll.contentOffset.y == -309)
    expectFrame(controller.headerImageView, 0, 0, 393, 309)
  }

  @Test func scrollingUpKeepsTheHeaderAtItsHeight() {
    let controller = StretchyHeaderController()
    let window = makeSampleWindow(controller)
    defer { withExtendedLifetime(window) {} }
    controller.view.simulatePan(
      from: CGPoint(x: 200, y: 600), to: CGPoint(x: 200, y: 400), duration: 0.1)
    window.layoutIfNeeded()
    // 200 pt up is past the end of the content (1000 + 34 − 852 = 182): it settles there.
    #expect(controller.scrollView.contentOffset.y == 182)
    expectFrame(controller.headerImageView, 0, 0, 393, 250)
  }
}
