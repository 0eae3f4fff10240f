import Foundation
import Testing

@testable import OpenUIKit

/// What the bar shows and where: title views, long titles between items, iPad margins, bar
/// sizes.
@MainActor
@Suite struct NavigationBarContentTests {
  @Test func aTitleViewIsCentredOnWholePoints() {
    let root = UIViewController()
    let segmented = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    root.navigationItem.titleView = segmented
    let nav = UINavigationController(rootViewController: root)
    let window = showInWindow(nav)
    #expect(segmented.superview === nav.navigationBar)
    expectRect(segmented.frame, CGRect(x: 147, y: 7, width: 100, height: 30))
    #expect(nav.navigationBar.titleLabel.superview == nil)
    _ = window
  }

  @Test func aLongTitleStaysBetweenTheItems() {
    let root = UIViewController()
    root.title = "A title far too long to fit between the two items of this bar"
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Cancel", style: .plain, target: nil, action: nil)
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Done", style: .done, target: nil, action: nil)
    let nav = UINavigationController(rootViewController: root)
    let window = showInWindow(nav)
    let bar = nav.navigationBar
    let left = bar.leftViews[0].frame
    let right = bar.rightViews[0].frame
    let title = bar.titleLabel.frame
    expectNumber(left.minX, 16)
    expectNumber(right.maxX, 377)
    expectNumber(title.minX, left.maxX + 8)
    expectNumber(title.maxX, right.minX - 8)
    _ = window
  }

  @Test func iPadItemsUseTwentyPointMargins() {
    let root = UIViewController()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    let nav = UINavigationController(rootViewController: root)
    let window = showInWindow(nav, on: .iPad)
    expectNumber(nav.navigationBar.rightViews[0].frame.maxX, 820 - 20)
    expectNumber(nav.navigationBar.rightViews[0].frame.height, 50)
    _ = window
  }

  @Test func barSizes() {
    let bar = UINavigationBar()
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
    bar.prefersLargeTitles = true
    bar.items = [UINavigationItem(title: "Large")]
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 96))
    let toolbar = UIToolbar()
    #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 44))
    let tabBar = UITabBar()
    #expect(tabBar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 49))
  }
}
