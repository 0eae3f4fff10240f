import Foundation
import Testing

@testable import OpenUIKit

/// The appearance cycle in UIKit's order: a window's root, children added while on screen,
/// children removed, and containers driving their children's transitions.
@MainActor
@Suite struct AppearanceCycleTests {
  @Test func theRootAppearsWhenTheWindowIsMadeVisible() {
    let log = AppearanceLog()
    log.includesLayout = true
    let window = UIWindow(screen: .iPhone15Pro)
    let root = LoggingController("root", log: log)
    window.rootViewController = root
    #expect(log.take() == ["root.viewDidLoad"])
    window.makeKeyAndVisible()
    #expect(
      log.take() == [
        "root.viewWillAppear(false)",
        "root.viewIsAppearing(false) window=true",
        "root.viewWillLayoutSubviews",
        "root.viewDidLayoutSubviews",
        "root.viewDidAppear(false)",
      ])
    // Laying out again sends no appearance callbacks.
    root.view.setNeedsLayout()
    window.layoutIfNeeded()
    #expect(log.take() == ["root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews"])
  }

  @Test func childrenAppearAfterTheirParentAndDisappearWithIt() {
    let log = AppearanceLog()
    let window = UIWindow(screen: .iPhone15Pro)
    let root = LoggingController("root", log: log)
    let child = LoggingController("child", log: log)
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(
      log.take() == [
        "child.willMove(toParent: root)", "root.viewDidLoad", "child.viewDidLoad",
        "child.didMove(toParent: root)",
        "root.viewWillAppear(false)", "child.viewWillAppear(false)",
        "root.viewIsAppearing(false) window=true", "child.viewIsAppearing(false) window=true",
        "root.viewDidAppear(false)", "child.viewDidAppear(false)",
      ])
    #expect(root.children.count == 1 && root.children[0] === child)
    #expect(child.parent === root)

    // Replacing the root: the old one and its child disappear, parent first.
    window.rootViewController = LoggingController("other", log: log)
    #expect(
      log.take() == [
        "root.viewWillDisappear(false)", "child.viewWillDisappear(false)",
        "root.viewDidDisappear(false)", "child.viewDidDisappear(false)",
        "other.viewDidLoad", "other.viewWillAppear(false)",
      ])
    window.layoutIfNeeded()
    #expect(
      log.take() == ["other.viewIsAppearing(false) window=true", "other.viewDidAppear(false)"])
  }

  @Test func aChildAddedOnScreenAppearsAfterTheNextLayoutAndLeavesWhenRemoved() {
    let log = AppearanceLog()
    let window = UIWindow(screen: .iPhone15Pro)
    let root = LoggingController("root", log: log)
    window.rootViewController = root
    window.makeKeyAndVisible()
    _ = log.take()

    let child = LoggingController("child", log: log)
    root.addChild(child)
    child.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    #expect(
      log.take() == [
        "child.willMove(toParent: root)", "child.viewDidLoad", "child.viewWillAppear(false)",
        "child.didMove(toParent: root)",
      ])
    window.layoutIfNeeded()
    #expect(
      log.take() == ["child.viewIsAppearing(false) window=true", "child.viewDidAppear(false)"])

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.take() == [
        "child.willMove(toParent: nil)", "child.viewWillDisappear(false)",
        "child.viewDidDisappear(false)", "child.didMove(toParent: nil)",
      ])
    #expect(root.children.isEmpty)
    #expect(child.parent == nil)
  }

  @Test func aContainerDrivesItsChildrensTransitionsWithoutDoubleCalls() {
    let log = AppearanceLog()
    let window = UIWindow(screen: .iPhone15Pro)
    let root = LoggingController("root", log: log)
    let first = LoggingController("first", log: log)
    window.rootViewController = root
    root.addChild(first)
    root.view.addSubview(first.view)
    first.didMove(toParent: root)
    window.makeKeyAndVisible()
    _ = log.take()

    // A hand-written swap, the way a container does it: begin both, move the views, end both.
    let second = LoggingController("second", log: log)
    root.addChild(second)
    first.beginAppearanceTransition(false, animated: true)
    second.beginAppearanceTransition(true, animated: true)
    root.view.addSubview(second.view)
    first.view.removeFromSuperview()
    window.layoutIfNeeded()
    first.endAppearanceTransition()
    second.endAppearanceTransition()
    #expect(
      log.take() == [
        "second.willMove(toParent: root)", "first.viewWillDisappear(true)",
        "second.viewDidLoad", "second.viewWillAppear(true)",
        "second.viewIsAppearing(true) window=true",
        "first.viewDidDisappear(true)", "second.viewDidAppear(true)",
      ])
    // Unbalanced calls are ignored.
    second.endAppearanceTransition()
    first.endAppearanceTransition()
    second.beginAppearanceTransition(true, animated: false)
    #expect(log.take().isEmpty)
  }

  @Test func aControllerWithoutAParentDoesNotAppearWithItsView() {
    let log = AppearanceLog()
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = LoggingController("root", log: log)
    window.makeKeyAndVisible()
    _ = log.take()
    let loose = LoggingController("loose", log: log)
    window.rootViewController?.view.addSubview(loose.view)
    window.layoutIfNeeded()
    #expect(log.take() == ["loose.viewDidLoad"])
  }

  @Test func addingAControllerToItsOwnChildIsReportedNotPerformed() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    let messages = LayoutDiagnostics.capture {
      child.addChild(parent)
      parent.addChild(parent)
    }.map(\.message)
    #expect(messages.count == 2)
    #expect(messages.allSatisfy { $0.contains("NSInvalidArgumentException") })
    #expect(parent.parent == nil)
    #expect(child.children.isEmpty)
  }
}
