import OpenUIKit
import Testing

/// Navigation and tab bar code as Swift 5 apps write it: bar button items with targets and
/// actions, system items, `UIAction`s and menus, a tab item set by the screen itself, push and
/// pop, and the delegates.
final class MailboxViewController: UIViewController, UINavigationControllerDelegate {
  var taps: [String] = []

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Mailboxes"
    tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      barButtonSystemItem: .compose, target: self, action: MailboxViewController.compose)
    navigationItem.leftBarButtonItems = [
      UIBarButtonItem(
        title: "Edit", style: .plain, target: self, action: MailboxViewController.edit(_:)),
      UIBarButtonItem(
        image: UIImage(systemName: "ellipsis.circle"),
        menu: UIMenu(title: "", children: [UIAction(title: "Sort") { _ in }])),
    ]
    toolbarItems = [
      .flexibleSpace(),
      UIBarButtonItem(title: "Updated Just Now", style: .plain, target: nil, action: nil),
      .flexibleSpace(),
    ]
  }

  func compose() { taps.append("compose") }

  func edit(_ sender: UIBarButtonItem) { taps.append("edit \(sender.title ?? "")") }

  func navigationController(
    _ navigationController: UINavigationController, didShow viewController: UIViewController,
    animated: Bool
  ) {
    taps.append("didShow \(viewController.title ?? "")")
  }
}

@MainActor
@Suite struct NavigationAPISwift5Tests {
  @Test func aMailScreenInATab() {
    let mailbox = MailboxViewController()
    let nav = UINavigationController(rootViewController: mailbox)
    nav.delegate = mailbox
    nav.setToolbarHidden(false, animated: false)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav]
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
    #expect(nav.toolbar.frame == CGRect(x: 0, y: 852 - 83 - 44, width: 393, height: 44))
    #expect(mailbox.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 127, right: 0))
    #expect(tabs.tabBar.items?.first?.title == "Mail")
    // Taps where the items are: Edit at the leading margin, compose at the trailing one.
    let bar = nav.navigationBar
    bar.simulateTap(at: CGPoint(x: 30, y: 22))
    bar.simulateTap(at: CGPoint(x: 393 - 16 - 5, y: 22))
    #expect(mailbox.taps == ["edit Edit", "compose"])
    let detail = UIViewController()
    detail.title = "Inbox"
    nav.pushViewController(detail, animated: false)
    #expect(mailbox.taps.last == "didShow Inbox")
    #expect(nav.popViewController(animated: false) === detail)
  }
}

/// A navigation controller subclass that calls UIKit's designated initializer.
final class RootedNavigationController: UINavigationController {
  init() {
    super.init(rootViewController: MailboxViewController())
    navigationBar.prefersLargeTitles = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

@MainActor
@Suite struct NavigationSubclassSwift5Tests {
  @Test func aSubclassCallsTheDesignatedInitializer() {
    let nav = RootedNavigationController()
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = nav
    window.makeKeyAndVisible()
    #expect(nav.viewControllers.count == 1)
    #expect(nav.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
  }
}
