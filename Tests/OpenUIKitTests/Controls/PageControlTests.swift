import Foundation
import Testing

@testable import OpenUIKit

/// UIPageControl: its size (OpenUIKit's numbers), the clamped current page, the dots it lays
/// out and colours, and taps on either side of the current dot.
@MainActor
@Suite struct PageControlTests {
  @Test func sizesFollowTheNumberOfPages() {
    let control = UIPageControl()
    #expect(control.numberOfPages == 0)
    #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 32, height: 26))
    #expect(control.size(forNumberOfPages: 3) == CGSize(width: 64, height: 26))
    #expect(control.size(forNumberOfPages: 10) == CGSize(width: 176, height: 26))
    #expect(control.size(forNumberOfPages: -4) == CGSize(width: 0, height: 26))
    control.numberOfPages = 5
    #expect(control.intrinsicContentSize == CGSize(width: 96, height: 26))
    control.numberOfPages = -2
    #expect(control.numberOfPages == 0)
  }

  @Test func theCurrentPageIsClamped() {
    let control = UIPageControl()
    control.currentPage = 3
    #expect(control.currentPage == 0)
    control.numberOfPages = 3
    control.currentPage = 5
    #expect(control.currentPage == 2)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    control.currentPage = 2
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
  }

  @Test func dotsAreCentredCirclesColouredByPage() {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    control.numberOfPages = 3
    control.currentPage = 1
    control.layoutIfNeeded()
    #expect(
      control.indicators.map(\.frame) == [
        CGRect(x: 80, y: 9, width: 8, height: 8), CGRect(x: 96, y: 9, width: 8, height: 8),
        CGRect(x: 112, y: 9, width: 8, height: 8),
      ])
    #expect(control.indicators.allSatisfy { $0.layer.cornerRadius == 4 })
    #expect(control.indicators[1].backgroundColor == UIColor.label)
    #expect(control.indicators[0].backgroundColor == UIColor.label.withAlphaComponent(0.3))
    control.pageIndicatorTintColor = .red
    control.currentPageIndicatorTintColor = .blue
    control.currentPage = 2
    #expect(control.indicators.map(\.backgroundColor) == [.red, .red, .blue])
    #expect(control.platter.isHidden)
    control.backgroundStyle = .prominent
    control.layoutIfNeeded()
    #expect(!control.platter.isHidden)
    #expect(control.platter.frame == CGRect(x: 68, y: 0, width: 64, height: 26))
    #expect(control.platter.layer.cornerRadius == 13)
  }

  @Test func aSinglePageCanHideItsDot() {
    let control = UIPageControl()
    control.numberOfPages = 1
    #expect(control.indicators.count == 1 && !control.indicators[0].isHidden)
    control.hidesForSinglePage = true
    #expect(control.indicators[0].isHidden)
    control.numberOfPages = 2
    #expect(control.indicators.allSatisfy { !$0.isHidden })
  }

  @Test func tapsEitherSideOfTheCurrentDotMoveOnePage() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    let control = UIPageControl(frame: CGRect(x: 96.5, y: 700, width: 200, height: 26))
    window.addSubview(control)
    control.numberOfPages = 4
    control.currentPage = 1
    var changes: [Int] = []
    // The handler reads the sender: capturing the control would make a retain cycle
    // (control → action → closure → control), as it would on iOS.
    control.addAction(
      UIAction { action in changes.append((action.sender as? UIPageControl)?.currentPage ?? -1) },
      for: .valueChanged)
    // The current dot's centre is at x = 68 + 12 + 16 + 4 = 100 in the control.
    control.simulateTap(at: CGPoint(x: 150, y: 13))
    control.simulateTap(at: CGPoint(x: 150, y: 13))
    // At the last page a tap on the trailing side changes nothing.
    control.simulateTap(at: CGPoint(x: 190, y: 13))
    #expect(changes == [2, 3])
    #expect(control.currentPage == 3)
    control.simulateTap(at: CGPoint(x: 10, y: 13))
    control.simulateTap(at: CGPoint(x: 10, y: 13))
    control.simulateTap(at: CGPoint(x: 10, y: 13))
    control.simulateTap(at: CGPoint(x: 10, y: 13))
    #expect(changes == [2, 3, 2, 1, 0])
    control.isEnabled = false
    control.simulateTap(at: CGPoint(x: 190, y: 13))
    #expect(control.currentPage == 0)
  }
}
