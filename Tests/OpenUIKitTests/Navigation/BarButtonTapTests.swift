import Foundation
import Testing

@testable import OpenUIKit

/// A screen that sets up its bar as apps do and records what its buttons do.
@MainActor
final class EditorController: UIViewController {
  var events: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Editor"
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Save", style: .done, target: self, action: EditorController.save),
      UIBarButtonItem(
        barButtonSystemItem: .add, target: self, action: EditorController.add(_:)),
    ]
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      systemItem: .cancel, primaryAction: UIAction { [unowned self] _ in events.append("cancel") })
  }

  func save() { events.append("save") }

  func add(_ sender: UIBarButtonItem) { events.append("add \(sender.style.rawValue)") }
}

/// Simulated taps on bar buttons, the back button and tabs.
@MainActor
@Suite struct BarButtonTapTests {
  @Test func tapsRunTargetActionsAndActions() {
    let editor = EditorController()
    let nav = UINavigationController(rootViewController: editor)
    let window = showInWindow(nav)
    let bar = nav.navigationBar
    let left = bar.leftViews
    let right = bar.rightViews
    #expect(left.count == 1)
    #expect(right.count == 2)
    #expect(right[0].titleLabel.text == "Save")
    #expect(right[0].titleLabel.font == UIFont.systemFont(ofSize: 17, weight: .semibold))
    #expect((left[0] as? BarButtonItemView)?.titleLabel.text == "Cancel")
    // Frames: Cancel at the leading margin, Save at the trailing one, + inside it.
    expectNumber(left[0].frame.minX, 16)
    expectNumber(right[0].frame.maxX, 393 - 16)
    expectNumber(right[1].frame.maxX, right[0].frame.minX - 8)
    expectNumber(right[1].frame.width, 19)
    #expect(bar.titleLabel.text == "Editor")
    expectNumber(bar.titleLabel.frame.midY, 22, tolerance: 0.5)

    bar.simulateTap(at: CGPoint(x: right[0].frame.midX, y: 22))
    bar.simulateTap(at: CGPoint(x: right[1].frame.midX, y: 22))
    bar.simulateTap(at: CGPoint(x: left[0].frame.midX, y: 22))
    #expect(editor.events == ["save", "add 0", "cancel"])
    // A disabled item sends nothing.
    editor.navigationItem.rightBarButtonItems?[0].isEnabled = false
    window.layoutIfNeeded()
    bar.simulateTap(at: CGPoint(x: bar.rightViews[0].frame.midX, y: 22))
    #expect(editor.events == ["save", "add 0", "cancel"])
  }

  @Test func aMenuItemShowsItsMenu() {
    let root = UIViewController()
    let menu = UIMenu(title: "", children: [UIAction(title: "Sort") { _ in }])
    let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis.circle"), menu: menu)
    root.navigationItem.rightBarButtonItem = item
    let nav = UINavigationController(rootViewController: root)
    let window = showInWindow(nav)
    nav.navigationBar.rightViews[0].simulateTap()
    #expect(item.menuShowCount == 1)
    _ = window
  }

  @Test func theBackButtonPops() {
    withVirtualAnimation { environment, _ in
      let root = UIViewController()
      root.title = "Inbox"
      let detail = UIViewController()
      detail.title = "Message"
      let nav = UINavigationController(rootViewController: root)
      let window = showInWindow(nav)
      nav.pushViewController(detail, animated: false)
      let bar = nav.navigationBar
      guard let back = bar.backButton else {
        Issue.record("no back button")
        return
      }
      #expect(back.titleLabel.text == "Inbox")
      // The chevron 8 pt from the edge, the title 6 pt after it.
      let titleWidth = back.titleLabel.frame.width
      expectRect(back.frame, CGRect(x: 8, y: 0, width: 12 + 6 + titleWidth, height: 44))
      expectRect(back.chevron.frame, CGRect(x: 0, y: 12, width: 12, height: 21))
      expectNumber(back.titleLabel.frame.minX, 18)
      #expect(bar.titleLabel.text == "Message")
      back.simulateTap()
      environment.runLoop.run(for: 0.4)
      #expect(nav.viewControllers == [root])
      #expect(bar.backButton == nil)
      #expect(bar.titleLabel.text == "Inbox")
      _ = window
    }
  }

  @Test func backButtonTitles() {
    let root = UIViewController()
    root.title = "A very long title"
    root.navigationItem.backButtonTitle = "List"
    let detail = UIViewController()
    let nav = UINavigationController(rootViewController: root)
    let window = showInWindow(nav)
    nav.pushViewController(detail, animated: false)
    #expect(nav.navigationBar.backButton?.titleLabel.text == "List")
    detail.navigationItem.backButtonDisplayMode = .generic
    window.layoutIfNeeded()
    #expect(nav.navigationBar.backButton?.titleLabel.text == "Back")
    detail.navigationItem.backButtonDisplayMode = .minimal
    window.layoutIfNeeded()
    #expect(nav.navigationBar.backButton?.titleLabel.superview == nil)
    detail.navigationItem.hidesBackButton = true
    window.layoutIfNeeded()
    #expect(nav.navigationBar.backButton == nil)
  }

  @Test func aStandaloneBarPopsItsItemsThroughItsDelegate() {
    final class Delegate: UINavigationBarDelegate {
      var popped: [String] = []
      func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
        popped.append(item.title ?? "")
      }
    }
    let window = UIWindow(screen: .iPhone15Pro)
    let root = UIViewController()
    window.rootViewController = root
    let bar = UINavigationBar(frame: CGRect(x: 0, y: 59, width: 393, height: 44))
    root.view.addSubview(bar)
    let delegate = Delegate()
    bar.delegate = delegate
    bar.items = [UINavigationItem(title: "Inbox"), UINavigationItem(title: "Message")]
    window.makeKeyAndVisible()
    #expect(bar.topItem?.title == "Message")
    #expect(bar.backItem?.title == "Inbox")
    expectRect(bar.titleLabel.frame, CGRect(x: 162, y: 12, width: 69, height: 20.333))
    bar.backButton?.simulateTap()
    #expect(delegate.popped == ["Message"])
    #expect(bar.items?.count == 1)
  }

  @Test func titlesFollowTheController() {
    let controller = UIViewController()
    controller.title = "One"
    #expect(controller.navigationItem.title == "One")
    #expect(controller.tabBarItem.title == "One")
    controller.title = "Two"
    #expect(controller.navigationItem.title == "Two")
    #expect(controller.tabBarItem.title == "Two")
    let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
    #expect(done.title == "Done")
    #expect(done.style == .done)
    let space = UIBarButtonItem.fixedSpace(12)
    #expect(space.width == 12)
    let item = UITabBarItem(tabBarSystemItem: .favorites, tag: 4)
    #expect(item.title == "Favorites")
    #expect(item.tag == 4)
  }
}
