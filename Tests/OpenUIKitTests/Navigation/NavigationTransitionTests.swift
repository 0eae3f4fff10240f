import Foundation
import Testing

@testable import OpenUIKit

/// Push and pop: the stack, the appearance and containment callbacks in UIKit's order, the
/// delegate, and the slide on the virtual clock.
@MainActor
@Suite struct NavigationTransitionTests {
  /// A navigation controller with `a` at the root, on screen, with its log emptied.
  func makeStack(_ log: AppearanceLog) -> (
    RecordingNavigationController, RecordingController, UIWindow
  ) {
    let a = RecordingController("A", log: log)
    let nav = RecordingNavigationController(rootViewController: a)
    nav.log = log
    nav.delegate = nav
    let window = showInWindow(nav)
    return (nav, a, window)
  }

  @Test func theRootAppearsWithTheNavigationController() {
    let log = AppearanceLog()
    let a = RecordingController("A", log: log)
    let nav = RecordingNavigationController(rootViewController: a)
    #expect(log.take() == ["A.willMove(toParent: nav)", "A.didMove(toParent: nav)"])
    let window = showInWindow(nav)
    #expect(
      log.take() == [
        "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
        "A.viewDidAppear(false)",
      ])
    #expect(a.parent === nav)
    #expect(nav.children.count == 1)
    _ = window
  }

  @Test func animatedPushAndPop() {
    withVirtualAnimation { environment, _ in
      let log = AppearanceLog()
      let (nav, a, window) = makeStack(log)
      log.entries.removeAll()
      let b = RecordingController("B", log: log)
      var alongside: [String] = []
      nav.pushViewController(b, animated: true)
      #expect(nav.viewControllers == [a, b])
      #expect(nav.topViewController === b)
      #expect(nav.visibleViewController === b)
      #expect(b.navigationController === nav)
      #expect(
        log.take() == [
          "B.willMove(toParent: nav)", "B.viewDidLoad", "nav.willShow B true",
          "A.viewWillDisappear(true)", "B.viewWillAppear(true) moving",
          "B.viewIsAppearing(true)",
        ])
      let coordinator = b.transitionCoordinator
      #expect(coordinator?.transitionDuration == 0.35)
      #expect(coordinator?.isAnimated == true)
      coordinator?.animate(
        alongsideTransition: nil,
        completion: { context in
          alongside.append("completion \(context.percentComplete)")
        })
      // Both views are in the container while B slides in over A.
      #expect(b.view.superview === nav.view)
      #expect(a.view.superview === nav.view)
      expectRect(b.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
      expectRect(a.view.frame, CGRect(x: -118, y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.175)
      let bx = presentedFrame(b.view)?.minX ?? -1
      let ax = presentedFrame(a.view)?.minX ?? 1
      #expect(bx > 0 && bx < 393)
      #expect(ax < 0 && ax > -118)
      // The bar's new title fades in over the slide.
      let bar = nav.navigationBar
      #expect(bar.titleLabel.text == "B")
      #expect(bar.titleLabel.alpha == 1)
      let opacity = bar.titleLabel.layer.presentation()?.opacity ?? -1
      #expect(opacity > 0 && opacity < 1)
      #expect(log.take().isEmpty)
      environment.runLoop.run(for: 0.2)
      #expect(
        log.take() == [
          "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: nav)",
          "nav.didShow B true",
        ])
      #expect(alongside == ["completion 1.0"])
      #expect(a.view.superview == nil)
      #expect(b.transitionCoordinator == nil)
      expectInsets(b.view.safeAreaInsets, UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))

      // Pop: B slides out to the trailing edge, uncovering A.
      let popped = nav.popViewController(animated: true)
      #expect(popped === b)
      #expect(nav.viewControllers == [a])
      #expect(
        log.take() == [
          "B.willMove(toParent: nil)", "nav.willShow A true",
          "B.viewWillDisappear(true) moving", "A.viewWillAppear(true)",
          "A.viewIsAppearing(true)",
        ])
      expectRect(b.view.frame, CGRect(x: 393, y: 0, width: 393, height: 852))
      expectRect(a.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.4)
      #expect(
        log.take() == [
          "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent: nil)",
          "nav.didShow A true",
        ])
      #expect(b.parent == nil)
      #expect(b.view.superview == nil)
      _ = window
    }
  }

  @Test func pushAndPopWithoutAnimationFinishBeforeReturning() {
    let log = AppearanceLog()
    let (nav, a, window) = makeStack(log)
    log.entries.removeAll()
    let b = RecordingController("B", log: log)
    nav.pushViewController(b, animated: false)
    #expect(
      log.take() == [
        "B.willMove(toParent: nav)", "B.viewDidLoad", "nav.willShow B false",
        "A.viewWillDisappear(false)", "B.viewWillAppear(false) moving",
        "B.viewIsAppearing(false)", "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
        "B.didMove(toParent: nav)", "nav.didShow B false",
      ])
    #expect(a.view.superview == nil)
    nav.popViewController(animated: false)
    #expect(
      log.take() == [
        "B.willMove(toParent: nil)", "nav.willShow A false",
        "B.viewWillDisappear(false) moving", "A.viewWillAppear(false)",
        "A.viewIsAppearing(false)", "B.viewDidDisappear(false)", "A.viewDidAppear(false)",
        "B.didMove(toParent: nil)", "nav.didShow A false",
      ])
    // Popping the root does nothing.
    #expect(nav.popViewController(animated: false) == nil)
    #expect(log.take().isEmpty)
    _ = window
  }

  @Test func popToRootRemovesEveryControllerAbove() {
    let log = AppearanceLog()
    let (nav, a, window) = makeStack(log)
    let b = RecordingController("B", log: log)
    let c = RecordingController("C", log: log)
    nav.pushViewController(b, animated: false)
    nav.pushViewController(c, animated: false)
    log.entries.removeAll()
    let popped = nav.popToRootViewController(animated: false)
    #expect(popped == [b, c])
    #expect(nav.viewControllers == [a])
    #expect(
      log.take() == [
        "C.willMove(toParent: nil)", "B.willMove(toParent: nil)", "nav.willShow A false",
        "C.viewWillDisappear(false) moving", "A.viewWillAppear(false)",
        "A.viewIsAppearing(false)", "C.viewDidDisappear(false)", "A.viewDidAppear(false)",
        "B.didMove(toParent: nil)", "C.didMove(toParent: nil)", "nav.didShow A false",
      ])
    #expect(nav.popToRootViewController(animated: false) == [])
    _ = window
  }

  @Test func setViewControllersReplacesTheStack() {
    let log = AppearanceLog()
    let (nav, a, window) = makeStack(log)
    log.entries.removeAll()
    let b = RecordingController("B", log: log)
    let c = RecordingController("C", log: log)
    nav.setViewControllers([b, c], animated: false)
    #expect(nav.viewControllers == [b, c])
    #expect(nav.children == [b, c])
    #expect(
      log.take() == [
        "A.willMove(toParent: nil)", "B.willMove(toParent: nav)", "C.willMove(toParent: nav)",
        "C.viewDidLoad", "nav.willShow C false", "A.viewWillDisappear(false) moving",
        "C.viewWillAppear(false) moving", "C.viewIsAppearing(false)",
        "A.viewDidDisappear(false)", "C.viewDidAppear(false)", "B.didMove(toParent: nav)",
        "C.didMove(toParent: nav)", "A.didMove(toParent: nil)", "nav.didShow C false",
      ])
    #expect(a.parent == nil)
    #expect(nav.navigationBar.items?.map(\.title) == ["B", "C"])
    #expect(nav.navigationBar.backButton?.titleLabel.text == "B")
    _ = window
  }

  @Test func misuseIsReportedNotRaised() {
    let log = AppearanceLog()
    let (nav, a, window) = makeStack(log)
    let reports = LayoutDiagnostics.capture {
      nav.pushViewController(a, animated: false)
      nav.pushViewController(UINavigationController(), animated: false)
    }
    #expect(reports.count == 2)
    #expect(reports.first?.message.contains("Pushing the same view controller instance") == true)
    #expect(
      reports.last?.message.contains("Pushing a navigation controller is not supported") == true)
    #expect(nav.viewControllers == [a])
    _ = window
  }

  @Test func aPushWhileAnotherAnimatesFinishesTheFirst() {
    withVirtualAnimation { environment, _ in
      let log = AppearanceLog()
      let (nav, _, window) = makeStack(log)
      let b = RecordingController("B", log: log)
      let c = RecordingController("C", log: log)
      nav.pushViewController(b, animated: true)
      log.entries.removeAll()
      nav.pushViewController(c, animated: true)
      #expect(
        Array(log.take().prefix(4)) == [
          "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent: nav)",
          "nav.didShow B true",
        ])
      environment.runLoop.run(for: 0.4)
      #expect(nav.topViewController === c)
      #expect(b.view.superview == nil)
      #expect(c.view.frame.minX == 0)
      _ = window
    }
  }

  /// Found by the fuzzer: a tab switch in the middle of an animated push. The covered
  /// controller ends disappeared; the pushed one follows its navigation controller.
  @Test func aTabSwitchDuringAPush() {
    withVirtualAnimation { environment, _ in
      let log = AppearanceLog()
      let a = RecordingController("A", log: log)
      let nav = RecordingNavigationController(rootViewController: a)
      let other = RecordingController("O", log: log)
      let tabs = UITabBarController()
      tabs.viewControllers = [nav, other]
      let window = showInWindow(tabs)
      let b = RecordingController("B", log: log)
      nav.pushViewController(b, animated: true)
      log.entries.removeAll()
      tabs.selectedIndex = 1
      #expect(
        log.take() == [
          "O.viewDidLoad", "O.viewWillAppear(false)", "B.viewWillDisappear(false)",
          "O.viewIsAppearing(false)", "B.viewDidDisappear(false)", "O.viewDidAppear(false)",
        ])
      environment.runLoop.run(for: 0.4)
      #expect(log.take() == ["A.viewDidDisappear(true)", "B.didMove(toParent: nav)"])
      #expect(a.appearanceState == .disappeared)
      tabs.selectedIndex = 0
      #expect(
        log.take() == [
          "B.viewWillAppear(false)", "O.viewWillDisappear(false)", "B.viewIsAppearing(false)",
          "O.viewDidDisappear(false)", "B.viewDidAppear(false)",
        ])
      _ = window
    }
  }
}
