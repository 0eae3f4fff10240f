import Foundation
import OpenUIKit

/// The app's root, as an app's scene delegate builds it: a tab bar with a library and the
/// settings, each tab a navigation stack.
public final class AppTabBarController: UITabBarController {
  public override func viewDidLoad() {
    super.viewDidLoad()
    let library = UINavigationController(rootViewController: LibraryViewController())
    library.tabBarItem = UITabBarItem(
      title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
    library.tabBarItem.accessibilityIdentifier = "libraryTab"
    library.navigationBar.prefersLargeTitles = true

    let settings = UINavigationController(rootViewController: SettingsListViewController())
    settings.tabBarItem = UITabBarItem(
      title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    settings.tabBarItem.badgeValue = "1"
    settings.tabBarItem.accessibilityIdentifier = "settingsTab"
    settings.navigationBar.prefersLargeTitles = true

    viewControllers = [library, settings]
    selectedIndex = 1
  }
}
