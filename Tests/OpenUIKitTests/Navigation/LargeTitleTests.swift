import Foundation
import Testing

@testable import OpenUIKit

/// A controller whose view is a tall scroll view.
@MainActor
final class LargeTitleScrollController: UIViewController {
  let scrollView = UIScrollView()

  override func loadView() {
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    view = scrollView
  }
}

/// Large titles: the expanded bar, its collapse as the content scrolls, and display modes.
@MainActor
@Suite struct LargeTitleTests {
  @Test func expandedAndCollapsedOnIPhone15Pro() {
    let content = LargeTitleScrollController()
    content.title = "Settings"
    let nav = UINavigationController(rootViewController: content)
    nav.navigationBar.prefersLargeTitles = true
    let window = showInWindow(nav)
    let bar = nav.navigationBar
    let scroll = content.scrollView
    // Expanded: 44 + 52 = 96 pt, bottom at 59 + 96 = 155.
    expectRect(bar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
    expectInsets(scroll.safeAreaInsets, UIEdgeInsets(top: 155, left: 0, bottom: 34, right: 0))
    #expect(scroll.adjustedContentInset.top == 155)
    #expect(scroll.contentOffset.y == -155)
    // The large title: 34 pt bold at the leading margin, 8 pt above the bar's bottom.
    #expect(bar.largeTitleLabel.text == "Settings")
    expectRect(bar.largeTitleContainer.frame, CGRect(x: 0, y: 44, width: 393, height: 52))
    let titleHeight = bar.largeTitleLabel.frame.height
    expectNumber(titleHeight, 40.667)
    expectNumber(bar.largeTitleLabel.frame.minX, 16)
    expectNumber(bar.largeTitleLabel.frame.maxY, 52 - 8)
    #expect(bar.titleLabel.alpha == 0)

    // Halfway: the band follows the content's top.
    scroll.contentOffset = CGPoint(x: 0, y: -130)
    expectRect(bar.frame, CGRect(x: 0, y: 59, width: 393, height: 71))
    expectInsets(scroll.safeAreaInsets, UIEdgeInsets(top: 130, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentOffset.y == -130)
    window.layoutIfNeeded()
    expectRect(bar.largeTitleContainer.frame, CGRect(x: 0, y: 44, width: 393, height: 27))

    // Collapsed: a standard 44 pt bar with the small title.
    scroll.contentOffset = CGPoint(x: 0, y: 200)
    window.layoutIfNeeded()
    expectRect(bar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
    expectInsets(scroll.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(scroll.adjustedContentInset.top == 103)
    #expect(scroll.contentOffset.y == 200)
    #expect(bar.titleLabel.alpha == 1)

    // Back to the top: expanded again.
    scroll.contentOffset = CGPoint(x: 0, y: -155)
    window.layoutIfNeeded()
    expectRect(bar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
    #expect(scroll.adjustedContentInset.top == 155)
  }

  @Test func displayModes() {
    let root = UIViewController()
    root.title = "Root"
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.prefersLargeTitles = true
    let window = showInWindow(nav)
    expectInsets(root.view.safeAreaInsets, UIEdgeInsets(top: 155, left: 0, bottom: 34, right: 0))
    // `.automatic` follows the item below: large.
    let detail = UIViewController()
    nav.pushViewController(detail, animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
    // `.never`: a standard bar.
    let plain = UIViewController()
    plain.navigationItem.largeTitleDisplayMode = .never
    nav.pushViewController(plain, animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
    expectInsets(plain.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    // `.automatic` above `.never`: standard too; `.always`: large.
    nav.pushViewController(UIViewController(), animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
    let large = UIViewController()
    large.navigationItem.largeTitleDisplayMode = .always
    nav.pushViewController(large, animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
    // Landscape phones show standard bars.
    window.rotate(to: .landscapeLeft, animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 852, height: 32))
    window.rotate(to: .portrait, animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 96))
  }

  @Test func iPadLargeTitle() {
    let root = UIViewController()
    root.title = "Library"
    let nav = UINavigationController(rootViewController: root)
    nav.navigationBar.prefersLargeTitles = true
    let window = showInWindow(nav, on: .iPad)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 24, width: 820, height: 102))
    expectNumber(nav.navigationBar.largeTitleLabel.frame.minX, 20)
    expectInsets(root.view.safeAreaInsets, UIEdgeInsets(top: 126, left: 0, bottom: 20, right: 0))
    _ = window
  }
}
