import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The navigation steps: a tab bar controller of navigation controllers (a child of the root
/// controller, filling its view) pushes, pops, pops to the root and replaces its stacks,
/// animated or not; switches tabs; hides and shows the bar; turns large titles on and off;
/// scrolls the top controller's scroll view. Under the existing invariants, plus, once no
/// transition runs: each bar sits at the top of its navigation controller's safe area with a
/// standard height (32, 44 or 50) plus a large-title band of 0 to 52; the top controller's
/// safe area adds the bar's height; the tab bar is on the bottom; only the shown controller
/// has appeared.
extension LayoutFuzzer {
  func navigationOperation() {
    let tabs = self.tabs ?? makeTabs()
    guard let navs = tabs.viewControllers as? [UINavigationController], !navs.isEmpty else {
      return
    }
    let nav = random.pick(navs)
    let animated = Self.animates && random.chance(400)
    switch random.below(9) {
    case 0, 1:
      guard nav.viewControllers.count < 6 else {
        nav.popViewController(animated: animated)
        return
      }
      nav.pushViewController(makeFuzzController(), animated: animated)
    case 2:
      nav.popViewController(animated: animated)
    case 3:
      nav.popToRootViewController(animated: animated)
    case 4:
      tabs.selectedIndex = random.below(navs.count)
    case 5:
      nav.setNavigationBarHidden(!nav.isNavigationBarHidden, animated: animated)
    case 6:
      nav.navigationBar.prefersLargeTitles.toggle()
    case 7:
      let list = [makeFuzzController()] + (random.chance(500) ? [makeFuzzController()] : [])
      nav.setViewControllers(list, animated: animated)
    default:
      guard let scroll = nav.topViewController?.view as? UIScrollView else { return }
      scroll.contentOffset = CGPoint(x: 0, y: CGFloat(random.below(300)) - 200)
    }
  }

  /// The tab bar controller: two navigation controllers, filling the root view.
  func makeTabs() -> UITabBarController {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UINavigationController(rootViewController: makeFuzzController()),
      UINavigationController(rootViewController: makeFuzzController()),
    ]
    controller.addChild(tabs)
    tabs.view.frame = root.bounds
    tabs.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(tabs.view)
    tabs.didMove(toParent: controller)
    self.tabs = tabs
    return tabs
  }

  /// A controller with a plain view or a tall scroll view, a title, sometimes bar buttons,
  /// sometimes asking to hide the tab bar or never to show a large title.
  func makeFuzzController() -> UIViewController {
    let c: UIViewController
    if random.chance(400) {
      let scroll = UIScrollView()
      scroll.contentSize = CGSize(width: 100, height: 2000)
      c = UIViewController()
      c.view = scroll
    } else {
      c = UIViewController()
    }
    c.title = random.pick(["", "Inbox", "A title long enough to be squeezed between items"])
    if random.chance(300) {
      c.navigationItem.rightBarButtonItem = UIBarButtonItem(
        barButtonSystemItem: .add, target: nil, action: nil)
    }
    c.hidesBottomBarWhenPushed = random.chance(200)
    if random.chance(200) { c.navigationItem.largeTitleDisplayMode = .never }
    return c
  }

  func checkNavigation() {
    guard let tabs, tabs.view.window != nil else { return }
    let size = tabs.view.bounds.size
    let safe = tabs.view.safeAreaInsets
    let tabBar = tabs.tabBar.frame
    for value in [tabBar.minX, tabBar.minY, tabBar.width, tabBar.height] {
      digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
    }
    if !tabs.tabBar.isHidden, abs(tabBar.maxY - size.height) > 0.001 {
      violations.append("step \(stepIndex): tab bar \(tabBar) not on the bottom of \(size)")
    }
    for case let nav as UINavigationController in tabs.viewControllers ?? [] {
      checkNavigationController(nav, shown: nav === tabs.selectedViewController)
    }
    _ = safe
  }

  func checkNavigationController(_ nav: UINavigationController, shown: Bool) {
    let bar = nav.navigationBar.frame
    for value in [bar.minX, bar.minY, bar.width, bar.height] {
      digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      if !value.isFinite { violations.append("step \(stepIndex): non-finite bar frame \(bar)") }
    }
    for c in nav.viewControllers.dropLast() where c.appearanceState == .appeared {
      violations.append("step \(stepIndex): a covered controller \(c) has appeared")
    }
    // The top controller is on screen when its navigation controller is (a presentation over
    // the root may be taking it away, or bringing it back).
    guard shown, nav.transition == nil, nav.isViewLoaded, nav.view.window != nil,
      nav.appearanceState == .appeared,
      !nav.isNavigationBarHidden, let top = nav.topViewController, top.isViewLoaded
    else { return }
    if top.appearanceState == .disappeared {
      violations.append("step \(stepIndex): the top controller \(top) has not appeared")
    }
    let navSafe = nav.view.safeAreaInsets
    if abs(bar.minY - navSafe.top) > 0.001 {
      violations.append("step \(stepIndex): bar at \(bar.minY), safe-area top \(navSafe.top)")
    }
    let standard: Set<CGFloat> = [32, 44, 50]
    let band = bar.height - nav.navigationBar.contentHeight
    if !standard.contains(nav.navigationBar.contentHeight) || band < -0.001 || band > 52.001 {
      violations.append("step \(stepIndex): bar height \(bar.height)")
    }
    let expected = navSafe.top + bar.height
    if abs(top.view.safeAreaInsets.top - expected) > 0.001 {
      violations.append(
        "step \(stepIndex): content safe-area top \(top.view.safeAreaInsets.top), "
          + "expected \(expected)")
    }
  }
}
