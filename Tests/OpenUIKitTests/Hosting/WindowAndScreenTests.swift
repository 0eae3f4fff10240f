import Foundation
import OpenUIKit
import Testing

/// Windows, screens and root view controllers (reference §4.5, §4.6, Appendix A).
@MainActor
@Suite struct WindowAndScreenTests: LayoutBehaviorSuite {
  @Test func screenPresets() {
    #expect(UIScreen.iPhone15Pro.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(UIScreen.iPhone15Pro.scale == 3)
    #expect(
      UIScreen.iPhone15Pro.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(UIScreen.iPhoneSE.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(UIScreen.iPhoneSE.scale == 2)
    #expect(UIScreen.iPhoneSE.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    #expect(UIScreen.iPad.bounds == CGRect(x: 0, y: 0, width: 820, height: 1180))
    #expect(UIScreen.iPad.scale == 2)
    #expect(UIScreen.main === UIScreen.iPhone15Pro)
  }

  @Test func windowHostsTheRootViewControllersView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(window.screen === UIScreen.main)
    #expect(!window.isKeyWindow)
    let controller = UIViewController()
    window.rootViewController = controller
    #expect(controller.view.superview === window)
    #expect(controller.view.window === window)
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    expectFrame(controller.view.frame, 0, 0, 393, 852)
  }

  @Test func aViewControllersTitleIsKeptAndDoesNotLoadTheView() {
    let controller = UIViewController()
    #expect(controller.title == nil)
    controller.title = "Profil"
    #expect(controller.title == "Profil")
    #expect(!controller.isViewLoaded)
    controller.loadViewIfNeeded()
    #expect(controller.isViewLoaded)
    let view = controller.view
    controller.loadViewIfNeeded()
    #expect(controller.view === view)
  }

  @Test func replacingTheRootViewControllerRemovesTheOldView() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let first = UIViewController()
    let second = UIViewController()
    window.rootViewController = first
    window.rootViewController = second
    #expect(first.view.superview == nil)
    #expect(window.subviews.count == 1)
    #expect(window.subviews.first === second.view)
  }

  @Test func windowOnAnotherScreen() {
    let window = UIWindow(screen: .iPhoneSE)
    #expect(window.screen === UIScreen.iPhoneSE)
    expectFrame(window.frame, 0, 0, 375, 667)
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    expectFrame(controller.view.safeAreaLayoutGuide.layoutFrame, 0, 20, 375, 647)
  }

  /// Sample A1 in a window: the box, its constant change and the next layout pass.
  @Test func sampleA1InAPhoneWindow() {
    let (window, root) = makePhoneWindow()
    let box = addAutoLayoutView(to: root)
    let top = box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 50)
    NSLayoutConstraint.activate([
      box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
      top,
    ])
    window.layoutIfNeeded()
    expectFrame(box.frame, 146.5, 109, 100, 100)
    top.constant = 200
    expectFrame(box.frame, 146.5, 109, 100, 100)
    root.layoutIfNeeded()
    expectFrame(box.frame, 146.5, 259, 100, 100)
  }

  /// A window pins its own size: content that asks for more loses (required sizes).
  @Test func aWindowKeepsItsSize() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let child = addAutoLayoutView(to: window)
    let wish = window.widthAnchor.constraint(equalToConstant: 500)
    wish.priority = UILayoutPriority(999)
    NSLayoutConstraint.activate(pin(child, in: window, 0, 0, 10, 10) + [wish])
    let diagnostics = LayoutDiagnostics.capture { window.layoutIfNeeded() }
    #expect(diagnostics.isEmpty)
    expectFrame(window.frame, 0, 0, 300, 300)
  }
}
