import Foundation

/// A view controller's part in navigation and tab bar controllers: the items their bars show
/// for it, and the containers it is in.
extension UIViewController {
  /// The nearest navigation controller among the controller's ancestors (itself excluded).
  public var navigationController: UINavigationController? {
    var c = parent
    while let current = c {
      if let nav = current as? UINavigationController { return nav }
      c = current.parent
    }
    return nil
  }

  /// The nearest tab bar controller among the controller's ancestors (itself excluded).
  public var tabBarController: UITabBarController? {
    var c = parent
    while let current = c {
      if let tabs = current as? UITabBarController { return tabs }
      c = current.parent
    }
    return nil
  }

  /// What a navigation bar shows for the controller, made on first use with its ``title``.
  public var navigationItem: UINavigationItem {
    if let item = barOptions.navigationItem { return item }
    let item = UINavigationItem()
    item.title = title
    barOptions.navigationItem = item
    return item
  }

  /// What a tab bar shows for the controller, made on first use with its ``title`` and no
  /// image. A navigation controller without one of its own shows its root controller's, so
  /// that a screen can set its tab's title and image itself, as in UIKit.
  public var tabBarItem: UITabBarItem! {
    get {
      if let item = barOptions.tabBarItem { return item }
      if let nav = self as? UINavigationController, let root = nav.viewControllers.first {
        return root.tabBarItem
      }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      barOptions.tabBarItem = item
      return item
    }
    set {
      barOptions.tabBarItem = newValue
      tabBarController?.childTabBarItemsDidChange()
    }
  }

  /// The items a navigation controller's toolbar shows while the controller is on top.
  public var toolbarItems: [UIBarButtonItem]? {
    get { barOptions.toolbarItems }
    set { setToolbarItems(newValue, animated: false) }
  }

  /// Sets the toolbar items (without animation in OpenUIKit).
  public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    barOptions.toolbarItems = toolbarItems
    if let nav = parent as? UINavigationController, nav.topViewController === self {
      nav.toolbar.setItems(toolbarItems, animated: animated)
    }
  }

  /// Whether the tab bar hides while the controller is in a navigation controller's stack
  /// (false by default).
  public var hidesBottomBarWhenPushed: Bool {
    get { barOptions.hidesBottomBarWhenPushed }
    set { barOptions.hidesBottomBarWhenPushed = newValue }
  }

  /// The edges on which a container lets the view extend under its bars (all by default).
  public var edgesForExtendedLayout: UIRectEdge {
    get { barOptions.edgesForExtendedLayout }
    set {
      barOptions.edgesForExtendedLayout = newValue
      parent?.storedView?.setNeedsLayout()
    }
  }

  /// Whether the view extends under opaque bars too (false by default: it ends at an opaque
  /// bar's edge).
  public var extendedLayoutIncludesOpaqueBars: Bool {
    get { barOptions.extendedLayoutIncludesOpaqueBars }
    set {
      barOptions.extendedLayoutIncludesOpaqueBars = newValue
      parent?.storedView?.setNeedsLayout()
    }
  }

  /// The title changed: the items that exist follow it.
  func titleDidChange() {
    barOptions.navigationItem?.title = title
    barOptions.tabBarItem?.title = title
  }

  /// The scroll view a container tracks for the controller: its view when that is a scroll
  /// view, else its view's first subview when that is one (chosen, as UIKit finds a content
  /// scroll view without being told).
  var contentScrollView: UIScrollView? {
    guard let v = storedView else { return nil }
    if let scroll = v as? UIScrollView { return scroll }
    return v.subviews.first as? UIScrollView
  }
}

extension UIScrollView {
  /// Whether the scroll view is the content scroll view of a controller inside a navigation
  /// or tab bar controller.
  var isContentOfBarContainer: Bool {
    let controller = owningViewController ?? superview?.owningViewController
    guard let controller, controller.contentScrollView === self,
      let parent = controller.parent
    else { return false }
    return parent is UINavigationController || parent is UITabBarController
  }
}
