import Foundation
import Testing

@testable import OpenUIKit

/// The appearance callbacks of presentations and dismissals, in UIKit's order ("1 will,
/// 2 will, 1 did, 2 did"; a sheet's presenter stays and gets none), the relations and flags
/// during them, and when the completions run on the virtual clock.
@MainActor
@Suite struct PresentationAppearanceTests {
  @Test func fullScreenWithoutAnimation() {
    let log = AppearanceLog()
    let (window, root) = presentationHost(log: log)
    let modal = LoggingController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    var completions = 0
    root.present(modal, animated: false) { completions += 1 }
    #expect(
      log.take() == [
        "modal.viewDidLoad", "root.viewWillDisappear(false)", "modal.viewWillAppear(false)",
        "modal.viewIsAppearing(false) window=true", "root.viewDidDisappear(false)",
        "modal.viewDidAppear(false)",
      ])
    #expect(completions == 1)
    #expect(root.presentedViewController === modal)
    #expect(modal.presentingViewController === root)
    #expect(root.presentingViewController == nil)
    // The presenter's view left the window; the presented view fills it.
    #expect(root.view.window == nil)
    #expect(modal.view.window === window)
    #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(modal.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))

    modal.dismiss(animated: false) { completions += 1 }
    #expect(
      log.take() == [
        "modal.viewWillDisappear(false)", "root.viewWillAppear(false)",
        "root.viewIsAppearing(false) window=true", "modal.viewDidDisappear(false)",
        "root.viewDidAppear(false)",
      ])
    #expect(completions == 2)
    #expect(root.presentedViewController == nil)
    #expect(modal.presentingViewController == nil)
    #expect(root.view.window === window)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(modal.view.window == nil)
    #expect(window.subviews.count == 1)
  }

  @Test func fullScreenAnimatedOnTheVirtualClock() {
    withVirtualAnimation { environment, clock in
      let log = AppearanceLog()
      let (window, root) = presentationHost(log: log)
      let modal = LoggingController("modal", log: log)
      modal.modalPresentationStyle = .fullScreen
      var completedAt: Double?
      root.present(modal, animated: true) { completedAt = clock.now }
      #expect(
        log.take() == [
          "modal.viewDidLoad", "root.viewWillDisappear(true)", "modal.viewWillAppear(true)",
          "modal.viewIsAppearing(true) window=true",
        ])
      // Both views are in the window during the transition; the presented one slides up.
      #expect(root.view.window === window)
      #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
      environment.runLoop.run(for: 0.1)
      let y = presentedFrame(modal.view)?.minY ?? 0
      #expect(y > 0 && y < 852)
      #expect(completedAt == nil)
      #expect(log.take().isEmpty)
      environment.runLoop.run(for: 0.45)
      #expect(log.take() == ["root.viewDidDisappear(true)", "modal.viewDidAppear(true)"])
      #expect(completedAt.map { abs($0 - 0.5) < 1e-6 } == true)
      #expect(root.view.window == nil)
      expectRect(presentedFrame(modal.view), CGRect(x: 0, y: 0, width: 393, height: 852))

      var dismissedAt: Double?
      root.dismiss(animated: true) { dismissedAt = clock.now }
      #expect(
        log.take() == [
          "modal.viewWillDisappear(true)", "root.viewWillAppear(true)",
          "root.viewIsAppearing(true) window=true",
        ])
      environment.runLoop.run(for: 0.25)
      let down = presentedFrame(modal.view)?.minY ?? 0
      #expect(down > 0 && down < 852)
      environment.runLoop.run(for: 0.3)
      #expect(log.take() == ["modal.viewDidDisappear(true)", "root.viewDidAppear(true)"])
      #expect(dismissedAt.map { abs($0 - 1.05) < 1e-6 } == true)
      #expect(modal.view.window == nil)
      #expect(root.presentedViewController == nil)
    }
  }

  @Test func aSheetLeavesThePresenterOnScreen() {
    withVirtualAnimation { environment, _ in
      let log = AppearanceLog()
      let (window, root) = presentationHost(log: log)
      let sheet = LoggingController("sheet", log: log)
      root.present(sheet, animated: true)
      #expect(
        log.take() == [
          "sheet.viewDidLoad", "sheet.viewWillAppear(true)",
          "sheet.viewIsAppearing(true) window=true",
        ])
      environment.runLoop.run(for: 0.6)
      #expect(log.take() == ["sheet.viewDidAppear(true)"])
      #expect(root.view.window === window)
      sheet.dismiss(animated: false)
      #expect(log.take() == ["sheet.viewWillDisappear(false)", "sheet.viewDidDisappear(false)"])
      #expect(root.view.window === window)
      #expect(sheet.view.window == nil)
      #expect(window.subviews.count == 1)
    }
  }

  @Test func overFullScreenKeepsThePresenter() {
    let log = AppearanceLog()
    let (window, root) = presentationHost(log: log)
    let modal = LoggingController("modal", log: log)
    modal.modalPresentationStyle = .overFullScreen
    root.present(modal, animated: false)
    #expect(
      log.take() == [
        "modal.viewDidLoad", "modal.viewWillAppear(false)",
        "modal.viewIsAppearing(false) window=true", "modal.viewDidAppear(false)",
      ])
    #expect(root.view.window === window)
    #expect(modal.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
  }

  @Test func flagsAndRelationsDuringTheCallbacks() {
    let log = AppearanceLog()
    let (window, root) = presentationHost(log: log)
    defer { withExtendedLifetime(window) {} }
    let modal = FlagController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    root.present(modal, animated: false)
    #expect(
      log.take() == [
        "root.viewWillDisappear(false)",
        "modal.viewWillAppear presenting=root beingPresented=true beingDismissed=false",
        "root.viewDidDisappear(false)",
        "modal.viewDidAppear presenting=root beingPresented=true beingDismissed=false",
      ])
    #expect(!modal.isBeingPresented)
    root.dismiss(animated: false)
    #expect(
      log.take() == [
        "modal.viewWillDisappear presenting=root beingPresented=false beingDismissed=true",
        "root.viewWillAppear(false)", "root.viewIsAppearing(false) window=true",
        "modal.viewDidDisappear presenting=root beingPresented=false beingDismissed=true",
        "root.viewDidAppear(false)",
      ])
    #expect(!modal.isBeingDismissed)
    #expect(modal.presentingViewController == nil)
  }

  @Test func aChildPresentsThroughItsTopmostAncestor() {
    let log = AppearanceLog()
    let (window, root) = presentationHost(log: log)
    defer { withExtendedLifetime(window) {} }
    let child = LoggingController("child", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.layoutIfNeeded()
    _ = log.take()
    let modal = LoggingController("modal", log: log)
    modal.modalPresentationStyle = .fullScreen
    child.present(modal, animated: false)
    #expect(modal.presentingViewController === root)
    #expect(child.presentedViewController === modal)
    #expect(root.presentedViewController === modal)
    // The presenter's children disappear with it.
    #expect(
      log.take().filter { $0.hasPrefix("child.view") } == [
        "child.viewWillDisappear(false)", "child.viewDidDisappear(false)",
      ])
    // A child of the presented controller reaches the presenter too, and dismisses.
    let inner = LoggingController("inner", log: log)
    modal.addChild(inner)
    #expect(inner.presentingViewController === root)
    inner.dismiss(animated: false)
    #expect(root.presentedViewController == nil)
  }

  @Test func presentingOnAControllerThatAlreadyPresentsIsReported() {
    let log = AppearanceLog()
    let (window, root) = presentationHost(log: log)
    defer { withExtendedLifetime(window) {} }
    let first = LoggingController("first", log: log)
    let second = LoggingController("second", log: log)
    root.present(first, animated: false)
    _ = log.take()
    let messages = LayoutDiagnostics.capture {
      root.present(second, animated: false)
    }.map(\.message)
    #expect(
      messages == [
        "[Presentation] Attempt to present \(second) on \(root) (from \(root)) which is already "
          + "presenting \(first)."
      ])
    #expect(root.presentedViewController === first)
    #expect(second.presentingViewController == nil)
    #expect(!second.isViewLoaded)
    #expect(log.take().isEmpty)
    // Presenting from the presented controller stacks a second presentation.
    first.present(second, animated: false)
    #expect(second.presentingViewController === first)
    #expect(first.presentedViewController === second)
    // Dismissing from the root dismisses both, the top one first.
    _ = log.take()
    root.dismiss(animated: false)
    #expect(
      log.take() == [
        "second.viewWillDisappear(false)", "second.viewDidDisappear(false)",
        "first.viewWillDisappear(false)", "first.viewDidDisappear(false)",
      ])
    #expect(root.presentedViewController == nil)
    #expect(first.presentedViewController == nil)
  }

  @Test func refusedPresentationsAreReported() {
    let log = AppearanceLog()
    let (window, root) = presentationHost(log: log)
    defer { withExtendedLifetime(window) {} }
    let loose = UIViewController()
    let modal = UIViewController()
    let messages = LayoutDiagnostics.capture {
      loose.present(modal, animated: false)
      root.present(root, animated: false)
    }.map(\.message)
    #expect(messages.count == 2)
    #expect(
      messages.first
        == "[Presentation] Attempt to present \(modal) on \(loose) (from \(loose)) whose view "
        + "is not in the window hierarchy.")
    #expect(
      messages.last?.contains("Application tried to present modal view controller on itself")
        == true)
    #expect(modal.presentingViewController == nil)
    // Dismissing with nothing presented does nothing, and skips the completion.
    var called = false
    root.dismiss(animated: false) { called = true }
    #expect(!called)
  }

  /// A dismissal without animation during the presentation's animation ends both at once;
  /// the presentation's end then does nothing but call its completion (found by the fuzzer:
  /// it used to take the presenter's view out of the window again).
  @Test func aDismissalDuringThePresentationTakesOver() {
    withVirtualAnimation { environment, _ in
      let log = AppearanceLog()
      let (window, root) = presentationHost(log: log)
      let modal = LoggingController("modal", log: log)
      modal.modalPresentationStyle = .fullScreen
      var presented = false
      root.present(modal, animated: true) { presented = true }
      environment.runLoop.run(for: 0.1)
      root.dismiss(animated: false)
      environment.runLoop.run(for: 0.6)
      #expect(presented)
      #expect(root.view.window === window)
      #expect(modal.view.window == nil)
      #expect(root.presentedViewController == nil)
      #expect(
        log.take() == [
          "modal.viewDidLoad", "root.viewWillDisappear(true)", "modal.viewWillAppear(true)",
          "modal.viewIsAppearing(true) window=true", "modal.viewWillDisappear(false)",
          "root.viewWillAppear(false)", "modal.viewDidDisappear(false)",
          "root.viewIsAppearing(false) window=true", "root.viewDidAppear(false)",
        ])
    }
  }
}
