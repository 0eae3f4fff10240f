import Foundation
import Testing

@testable import OpenUIKit

/// Where a navigation controller puts its bar and its content, and the content's safe area,
/// on the device presets in both orientations.
@MainActor
@Suite struct NavigationBarLayoutTests {
  @Test func contentUnderTheBarOnIPhone15Pro() {
    let content = UIViewController()
    let label = UILabel()
    label.text = "Top"
    label.translatesAutoresizingMaskIntoConstraints = false
    content.view.addSubview(label)
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: content.view.safeAreaLayoutGuide.topAnchor),
      label.leadingAnchor.constraint(equalTo: content.view.layoutMarginsGuide.leadingAnchor),
    ])
    let nav = UINavigationController(rootViewController: content)
    let window = showInWindow(nav)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
    // The bar's background reaches up under the status bar.
    expectRect(
      frameInWindow(nav.navigationBar.backgroundView), CGRect(x: 0, y: 0, width: 393, height: 103))
    expectRect(content.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
    expectInsets(content.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    expectNumber(label.frame.minY, 103)
    expectNumber(label.frame.minX, 16)
    #expect(nav.navigationBar.superview === nav.view)
    #expect(nav.view.subviews.first === content.view)
    _ = window
  }

  @Test func landscapeIPhone15ProHasACompactBar() {
    let content = UIViewController()
    let nav = UINavigationController(rootViewController: content)
    let window = showInWindow(nav)
    window.rotate(to: .landscapeRight, animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 852, height: 32))
    expectInsets(
      content.view.safeAreaInsets, UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
    window.rotate(to: .portrait, animated: false)
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
    expectInsets(content.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
  }

  @Test func iPhoneSEAndIPad() {
    let phone = UIViewController()
    let phoneNav = UINavigationController(rootViewController: phone)
    let phoneWindow = showInWindow(phoneNav, on: .iPhoneSE)
    expectRect(phoneNav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
    expectInsets(phone.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    phoneWindow.rotate(to: .landscapeLeft, animated: false)
    expectRect(phoneNav.navigationBar.frame, CGRect(x: 0, y: 0, width: 667, height: 32))
    expectInsets(phone.view.safeAreaInsets, UIEdgeInsets(top: 32, left: 0, bottom: 0, right: 0))

    let pad = UIViewController()
    let padNav = UINavigationController(rootViewController: pad)
    let padWindow = showInWindow(padNav, on: .iPad)
    expectRect(padNav.navigationBar.frame, CGRect(x: 0, y: 24, width: 820, height: 50))
    expectInsets(pad.view.safeAreaInsets, UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
    padWindow.rotate(to: .landscapeLeft, animated: false)
    expectRect(padNav.navigationBar.frame, CGRect(x: 0, y: 24, width: 1180, height: 50))
    expectInsets(pad.view.safeAreaInsets, UIEdgeInsets(top: 74, left: 0, bottom: 20, right: 0))
  }

  /// Every preset in both orientations: the bar at the safe-area top, 44 pt (32 in compact
  /// height, 50 on iPad), and the content's safe area grown by it.
  @Test(arguments: presetNames)
  func everyPresetInBothOrientations(_ name: String) throws {
    let screen = try #require(UIScreen.presets.first { $0.name == name })
    for orientation in [UIInterfaceOrientation.portrait, .landscapeLeft] {
      let content = UIViewController()
      let nav = UINavigationController(rootViewController: content)
      let window = showInWindow(nav, on: screen)
      window.rotate(to: orientation, animated: false)
      let size = screen.size(for: orientation)
      let safe = screen.safeAreaInsets(for: orientation)
      let height: CGFloat =
        screen.userInterfaceIdiom == .pad ? 50 : (orientation.isLandscape ? 32 : 44)
      expectRect(
        nav.navigationBar.frame, CGRect(x: 0, y: safe.top, width: size.width, height: height))
      expectInsets(
        content.view.safeAreaInsets,
        UIEdgeInsets(
          top: safe.top + height, left: safe.left, bottom: safe.bottom, right: safe.right))
    }
  }

  @Test func anOpaqueBarEndsTheContent() {
    let content = UIViewController()
    let nav = UINavigationController(rootViewController: content)
    nav.navigationBar.isTranslucent = false
    let window = showInWindow(nav)
    expectRect(content.view.frame, CGRect(x: 0, y: 103, width: 393, height: 749))
    expectInsets(content.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    content.extendedLayoutIncludesOpaqueBars = true
    window.layoutIfNeeded()
    expectRect(content.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
    expectInsets(content.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
  }

  @Test func hidingTheBar() {
    withVirtualAnimation { environment, _ in
      let content = UIViewController()
      let nav = UINavigationController(rootViewController: content)
      let window = showInWindow(nav)
      nav.setNavigationBarHidden(true, animated: false)
      #expect(nav.isNavigationBarHidden)
      #expect(nav.navigationBar.isHidden)
      expectInsets(
        content.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      nav.setNavigationBarHidden(false, animated: true)
      // The model is at the end at once; the bar slides down on screen in 0.2 s.
      #expect(!nav.navigationBar.isHidden)
      expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 59, width: 393, height: 44))
      expectInsets(
        content.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
      environment.runLoop.run(for: 0.1)
      let y = presentedFrame(nav.navigationBar)?.minY ?? 0
      #expect(y > -44 && y < 59)
      environment.runLoop.run(for: 0.15)
      expectRect(presentedFrame(nav.navigationBar), CGRect(x: 0, y: 59, width: 393, height: 44))
      nav.setNavigationBarHidden(true, animated: true)
      environment.runLoop.run(for: 0.25)
      #expect(nav.navigationBar.isHidden)
      expectRect(nav.navigationBar.frame, CGRect(x: 0, y: -44, width: 393, height: 44))
      _ = window
    }
  }

  @Test func theToolbarSitsOnTheBottomOfTheSafeArea() {
    let content = UIViewController()
    let share = UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil)
    let done = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
    content.toolbarItems = [share, .flexibleSpace(), done]
    let nav = UINavigationController(rootViewController: content)
    #expect(nav.isToolbarHidden)
    nav.isToolbarHidden = false
    let window = showInWindow(nav)
    expectRect(nav.toolbar.frame, CGRect(x: 0, y: 774, width: 393, height: 44))
    expectRect(
      frameInWindow(nav.toolbar.backgroundView), CGRect(x: 0, y: 774, width: 393, height: 78))
    expectInsets(content.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 78, right: 0))
    let views = nav.toolbar.itemViews
    #expect(views.count == 3)
    // The share symbol is a 20 × 20 placeholder; "Done" is 17 pt semibold.
    expectRect(views[0].frame, CGRect(x: 16, y: 0, width: 20, height: 44))
    let doneWidth = views[2].frame.width
    expectNumber(views[2].frame.maxX, 393 - 16)
    expectRect(
      views[1].frame, CGRect(x: 44, y: 0, width: 393 - 16 - doneWidth - 8 - 44, height: 44))
    window.rotate(to: .landscapeLeft, animated: false)
    expectRect(nav.toolbar.frame, CGRect(x: 0, y: 393 - 21 - 32, width: 852, height: 32))
    expectNumber(views[0].frame.minX, 59 + 16)
    expectInsets(
      content.view.safeAreaInsets, UIEdgeInsets(top: 32, left: 59, bottom: 53, right: 59))
  }
}

/// A controller that records the sizes of the rotations it hears about.
@MainActor
final class SizeRecordingController: UIViewController {
  var sizes: [CGSize] = []
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    sizes.append(size)
  }
}

/// Containers pass rotations on to their children.
@MainActor
@Suite struct ContainerRotationTests {
  @Test func childrenHearTheRotation() {
    let content = SizeRecordingController()
    let nav = UINavigationController(rootViewController: content)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav]
    let window = showInWindow(tabs)
    window.rotate(to: .landscapeLeft, animated: false)
    #expect(content.sizes == [CGSize(width: 852, height: 393)])
    expectRect(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 852, height: 32))
    expectRect(tabs.tabBar.frame, CGRect(x: 0, y: 340, width: 852, height: 53))
    expectInsets(
      content.view.safeAreaInsets, UIEdgeInsets(top: 32, left: 59, bottom: 53, right: 59))
  }
}
