import Foundation

/// Hears a tab bar's selection. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
  /// The user selected `item`.
  func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
  /// Does nothing.
  public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
