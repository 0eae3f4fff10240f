import Foundation

/// What a view controller tells the navigation and tab bar controllers that show it: its
/// items and how its view extends under their bars.
@MainActor
final class ControllerBarOptions {
  /// The navigation item, made on first use.
  var navigationItem: UINavigationItem?
  /// The tab bar item, made on first use.
  var tabBarItem: UITabBarItem?
  /// The toolbar items.
  var toolbarItems: [UIBarButtonItem]?
  /// Whether the tab bar hides while the controller is in a navigation stack.
  var hidesBottomBarWhenPushed = false
  /// The edges the view extends under bars on.
  var edgesForExtendedLayout = UIRectEdge.all
  /// Whether the view extends under opaque bars too.
  var extendedLayoutIncludesOpaqueBars = false
}
