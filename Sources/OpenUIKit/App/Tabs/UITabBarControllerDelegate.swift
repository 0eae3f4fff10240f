import Foundation

/// Hears a tab bar controller's tab changes made by taps. Every method is optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
  /// Whether a tap may select `viewController` (true by default).
  func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool
  /// A tap selected `viewController` (also when it was already selected).
  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  /// True.
  public func tabBarController(
    _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
  ) -> Bool { true }
  /// Does nothing.
  public func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {}
}
