import Foundation

/// Stub.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  func tabBarItemTapped(_ item: UITabBarItem) {}
}
