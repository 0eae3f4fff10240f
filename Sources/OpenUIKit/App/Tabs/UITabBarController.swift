import Foundation

/// Tabs: one child controller shown at a time above a tab bar, switched by tapping its tab.
///
/// The selected child's view fills the controller's view and extends under the translucent
/// tab bar, whose height (49 pt on iPhone, 32 pt in compact height, 50 pt on iPad) adds to the
/// child's bottom safe area (83 pt on an iPhone 15 Pro: 34 + 49). A tab bar controller shows
/// every tab (it makes no "More" tab). See the article "Containers and Bars".
@preconcurrency @MainActor
open class UITabBarController: UIViewController, UITabBarDelegate {
  /// The tab bar.
  public let tabBar: UITabBar
  /// The delegate.
  open weak var delegate: (any UITabBarControllerDelegate)?
  var tabs: [UIViewController] = []
  var selected: UIViewController?
  /// Whether the tab bar is hidden because the selected navigation stack asks for it.
  var tabBarHiddenByStack = false

  /// Creates an empty tab bar controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tabBar = UITabBar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    tabBar.tabBarController = self
  }

  /// Creates a tab bar controller from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    tabBar = UITabBar()
    super.init(coder: coder)
    tabBar.tabBarController = self
  }

  /// Makes the container view with the tab bar over the selected child's view.
  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.layoutHandler = { [weak self] in self?.layoutContainer() }
    view = container
    container.addSubview(tabBar)
    if let selected { container.insertSubview(selected.view, at: 0) }
  }

  /// Passes a rotation on to the children whose views are loaded (as UIKit's default
  /// implementation does), with the same size: the children fill the container.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    for child in children where child.isViewLoaded {
      child.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// The tabs' controllers, leading first (setting it keeps the selected controller when it
  /// stays, else selects the first).
  open var viewControllers: [UIViewController]? {
    get { tabs.isEmpty ? nil : tabs }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Sets the tabs' controllers (without animation in OpenUIKit).
  open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    var unique: [UIViewController] = []
    for controller in viewControllers ?? [] where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let old = tabs
    let removed = old.filter { c in !unique.contains(where: { $0 === c }) }
    let added = unique.filter { c in !old.contains(where: { $0 === c }) }
    let keep = selected.flatMap { s in unique.contains(where: { $0 === s }) ? s : nil }
    for controller in added { addChild(controller) }
    tabs = unique
    tabBar.setItems(unique.map { $0.tabBarItem }, animated: animated)
    selectTab(keep ?? unique.first)
    for controller in removed {
      controller.willMove(toParent: nil)
      controller.removeFromParent()
    }
    for controller in added { controller.didMove(toParent: self) }
  }

  /// The index of the selected tab (`NSNotFound` when there are no tabs). Setting it selects
  /// the tab without asking the delegate.
  open var selectedIndex: Int {
    get {
      guard let selected, let i = tabs.firstIndex(where: { $0 === selected }) else {
        return NSNotFound
      }
      return i
    }
    set {
      guard newValue >= 0, newValue < tabs.count else { return }
      selectTab(tabs[newValue])
    }
  }

  /// The selected tab's controller. Setting it to one of the tabs selects it.
  open var selectedViewController: UIViewController? {
    get { selected }
    set {
      guard let newValue, tabs.contains(where: { $0 === newValue }) else { return }
      selectTab(newValue)
    }
  }

  /// Whether the controller is in a window (so its children get appearance callbacks).
  var isOnScreen: Bool {
    isViewLoaded && view.window != nil
  }

  /// Shows `controller`'s tab: the new child gets `viewWillAppear(_:)`, the old one
  /// `viewWillDisappear(_:)` and `viewDidDisappear(_:)`, then the new one `viewDidAppear(_:)`
  /// (the order UIKit's tab switches are logged in), before this returns.
  func selectTab(_ controller: UIViewController?) {
    guard controller !== selected else {
      tabBar.selectedItem = controller?.tabBarItem
      return
    }
    let old = selected
    selected = controller
    tabBar.selectedItem = controller?.tabBarItem
    guard let container = storedView else { return }
    let onScreen = isOnScreen
    controller?.loadViewIfNeeded()
    if onScreen {
      controller?.beginAppearanceTransition(true, animated: false)
      old?.beginAppearanceTransition(false, animated: false)
    }
    old?.storedView?.removeFromSuperview()
    if let controller { container.insertSubview(controller.view, belowSubview: tabBar) }
    updateTabBarVisibility()
    container.setNeedsLayout()
    if onScreen { container.layoutIfNeeded() }
    if onScreen {
      old?.endAppearanceTransition()
      controller?.endAppearanceTransition()
    }
  }

  /// A tab was tapped: the delegate may refuse; tapping the selected tab of a navigation
  /// controller pops it to its root (animated), as in UIKit; the delegate hears `didSelect`.
  func tabBarItemTapped(_ item: UITabBarItem) {
    guard let controller = tabs.first(where: { $0.tabBarItem === item }) else { return }
    if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return }
    if controller === selected, let nav = controller as? UINavigationController {
      nav.popToRootViewController(animated: true)
    } else {
      selectTab(controller)
    }
    delegate?.tabBarController(self, didSelect: controller)
  }

  /// A child's tab bar item was replaced.
  func childTabBarItemsDidChange() {
    tabBar.setItems(tabs.map { $0.tabBarItem }, animated: false)
    tabBar.selectedItem = selected?.tabBarItem
  }

  /// The selected navigation controller's stack changed: the tab bar hides while a controller
  /// in it has `hidesBottomBarWhenPushed`.
  func childNavigationStackDidChange() {
    updateTabBarVisibility()
    storedView?.setNeedsLayout()
    if isOnScreen { layoutContainer() }
  }

  /// Hides the tab bar while the selected navigation stack holds a controller that asks for it.
  func updateTabBarVisibility() {
    let stack = (selected as? UINavigationController)?.viewControllers ?? []
    tabBarHiddenByStack = stack.contains { $0.hidesBottomBarWhenPushed }
  }

  /// Places the tab bar and the selected child's view, and sets the child's safe area.
  func layoutContainer() {
    guard let container = storedView else { return }
    let b = container.bounds
    let safe = container.safeAreaInsets
    let height = BarMetrics.tabBarHeight(for: traitCollection)
    tabBar.isHidden = tabBarHiddenByStack
    tabBar.frame = CGRect(
      x: 0, y: tabBarHiddenByStack ? b.height : b.height - safe.bottom - height, width: b.width,
      height: height + safe.bottom)
    guard let child = selected, let v = child.storedView, v.superview === container else { return }
    let under =
      child.edgesForExtendedLayout.contains(.bottom)
      && (tabBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
    var frame = b
    if !tabBarHiddenByStack, !under { frame.size.height = tabBar.frame.minY }
    v.frame = frame
    child.containerSafeAreaInsets = UIEdgeInsets(
      top: 0, left: 0, bottom: !tabBarHiddenByStack && under ? height : 0, right: 0)
  }
}
