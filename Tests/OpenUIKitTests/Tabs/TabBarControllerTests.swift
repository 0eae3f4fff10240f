import Foundation
import Testing

@testable import OpenUIKit

/// A tab bar controller that is its own delegate and logs the delegate's calls.
@MainActor
final class RecordingTabBarController: UITabBarController, NamedController,
  UITabBarControllerDelegate
{
  let logName = "tabs"
  var log: AppearanceLog?
  var refused: UIViewController?

  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool {
    log?.add("tabs.shouldSelect \(nameOf(viewController))")
    return viewController !== refused
  }

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    log?.add("tabs.didSelect \(nameOf(viewController))")
  }
}

/// Tab bar frames, the children's safe areas, tab switches and navigation inside tabs.
@MainActor
@Suite struct TabBarControllerTests {
  @Test func theTabBarOnIPhone15Pro() {
    let first = UIViewController()
    first.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "star"), tag: 0)
    let second = UIViewController()
    second.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
    second.tabBarItem.badgeValue = "3"
    let tabs = UITabBarController()
    tabs.viewControllers = [first, second]
    let window = showInWindow(tabs)
    #expect(tabs.selectedIndex == 0)
    #expect(tabs.selectedViewController === first)
    expectRect(tabs.tabBar.frame, CGRect(x: 0, y: 769, width: 393, height: 83))
    expectRect(first.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
    expectInsets(first.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    let buttons = tabs.tabBar.buttons
    #expect(buttons.count == 2)
    expectRect(buttons[0].frame, CGRect(x: 0, y: 0, width: 197, height: 49))
    expectRect(buttons[1].frame, CGRect(x: 197, y: 0, width: 196, height: 49))
    // The star is 20 × 19.33 over a 10 pt title; the badge sits at the image's top-right.
    expectRect(buttons[0].imageView.frame, CGRect(x: 89, y: 8, width: 20, height: 19.33))
    #expect(buttons[0].isSelected)
    #expect(!buttons[1].isSelected)
    #expect(buttons[1].titleLabel.text == "Search")
    expectRect(buttons[1].badgeLabel.frame, CGRect(x: 104, y: 5, width: 18, height: 18))
    #expect(buttons[1].badgeLabel.text == "3")

    window.rotate(to: .landscapeLeft, animated: false)
    expectRect(tabs.tabBar.frame, CGRect(x: 0, y: 340, width: 852, height: 53))
    expectInsets(first.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 59, bottom: 53, right: 59))
    expectRect(tabs.tabBar.buttons[0].frame, CGRect(x: 59, y: 0, width: 367, height: 32))
  }

  /// Every preset in both orientations: the tab bar on the bottom, 49 pt (32 in compact height,
  /// 50 on iPad) plus the bottom inset, and the child's bottom safe area grown by it.
  @Test(arguments: presetNames)
  func everyPresetInBothOrientations(_ name: String) throws {
    let screen = try #require(UIScreen.presets.first { $0.name == name })
    for orientation in [UIInterfaceOrientation.portrait, .landscapeRight] {
      let child = UIViewController()
      let tabs = UITabBarController()
      tabs.viewControllers = [child, UIViewController()]
      let window = showInWindow(tabs, on: screen)
      window.rotate(to: orientation, animated: false)
      let size = screen.size(for: orientation)
      let safe = screen.safeAreaInsets(for: orientation)
      let height: CGFloat =
        screen.userInterfaceIdiom == .pad ? 50 : (orientation.isLandscape ? 32 : 49)
      expectRect(
        tabs.tabBar.frame,
        CGRect(
          x: 0, y: size.height - safe.bottom - height, width: size.width,
          height: height + safe.bottom))
      expectInsets(
        child.view.safeAreaInsets,
        UIEdgeInsets(
          top: safe.top, left: safe.left, bottom: safe.bottom + height, right: safe.right))
    }
  }

  @Test func iPadTabBar() {
    let tabs = UITabBarController()
    let child = UIViewController()
    tabs.viewControllers = [child]
    let window = showInWindow(tabs, on: .iPad)
    expectRect(tabs.tabBar.frame, CGRect(x: 0, y: 1110, width: 820, height: 70))
    expectInsets(child.view.safeAreaInsets, UIEdgeInsets(top: 24, left: 0, bottom: 70, right: 0))
    _ = window
  }

  @Test func navigationInsideATab() {
    let content = UIViewController()
    let label = UILabel()
    label.text = "Under the bar"
    label.translatesAutoresizingMaskIntoConstraints = false
    content.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
      label.bottomAnchor.constraint(
        lessThanOrEqualTo: content.view.safeAreaLayoutGuide.bottomAnchor),
    ])
    let nav = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav, UIViewController()]
    let window = showInWindow(tabs)
    #expect(content.tabBarController === tabs)
    #expect(nav.tabBarController === tabs)
    expectRect(nav.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
    expectInsets(nav.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
    expectInsets(content.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    expectNumber(label.frame.minY, 103)

    // A pushed controller that hides the bottom bar: the tab bar leaves, the safe area shrinks.
    let detail = UIViewController()
    detail.hidesBottomBarWhenPushed = true
    nav.pushViewController(detail, animated: false)
    #expect(tabs.tabBar.isHidden)
    expectInsets(detail.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    nav.popViewController(animated: false)
    #expect(!tabs.tabBar.isHidden)
    expectInsets(content.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 83, right: 0))
    _ = window
  }

  @Test func tappingATabSwitchesInUIKitsOrder() {
    let log = AppearanceLog()
    let a = RecordingController("A", log: log)
    let b = RecordingController("B", log: log)
    let c = RecordingController("C", log: log)
    let tabs = RecordingTabBarController()
    tabs.log = log
    tabs.delegate = tabs
    tabs.viewControllers = [a, b, c]
    tabs.refused = c
    let window = showInWindow(tabs)
    #expect(
      log.take() == [
        "A.willMove(toParent: tabs)", "B.willMove(toParent: tabs)", "C.willMove(toParent: tabs)",
        "A.didMove(toParent: tabs)", "B.didMove(toParent: tabs)", "C.didMove(toParent: tabs)",
        "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
        "A.viewDidAppear(false)",
      ])
    tabs.tabBar.buttons[1].simulateTap()
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.tabBar.selectedItem === b.tabBarItem)
    #expect(
      log.take() == [
        "tabs.shouldSelect B", "B.viewDidLoad", "B.viewWillAppear(false)",
        "A.viewWillDisappear(false)", "B.viewIsAppearing(false)", "A.viewDidDisappear(false)",
        "B.viewDidAppear(false)", "tabs.didSelect B",
      ])
    #expect(a.view.superview == nil)
    #expect(b.view.superview === tabs.view)
    // The delegate refuses C.
    tabs.tabBar.buttons[2].simulateTap()
    #expect(tabs.selectedIndex == 1)
    #expect(log.take() == ["tabs.shouldSelect C"])
    // Setting the index selects without asking the delegate.
    tabs.selectedIndex = 0
    #expect(
      log.take() == [
        "A.viewWillAppear(false)", "B.viewWillDisappear(false)", "A.viewIsAppearing(false)",
        "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
      ])
    _ = window
  }

  @Test func tappingTheSelectedNavigationTabPopsToItsRoot() {
    withVirtualAnimation { environment, _ in
      let root = UIViewController()
      let nav = UINavigationController(rootViewController: root)
      let tabs = UITabBarController()
      tabs.viewControllers = [nav, UIViewController()]
      let window = showInWindow(tabs)
      nav.pushViewController(UIViewController(), animated: false)
      nav.pushViewController(UIViewController(), animated: false)
      tabs.tabBar.buttons[0].simulateTap()
      environment.runLoop.run(for: 0.4)
      #expect(nav.viewControllers == [root])
      _ = window
    }
  }
}
