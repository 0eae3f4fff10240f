import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// Navigation and tab bars are real views: the renderers draw their backgrounds, titles, items
/// and tabs, in light and dark mode.
@MainActor
@Suite struct BarsRenderingTests {
  func screen() -> (UIWindow, UITabBarController) {
    let inbox = UIViewController()
    inbox.title = "Inbox"
    inbox.view.backgroundColor = .systemBackground
    inbox.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: nil, action: nil)
    inbox.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 0)
    let nav = UINavigationController(rootViewController: inbox)
    let tabs = UITabBarController()
    tabs.viewControllers = [nav]
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = tabs
    window.makeKeyAndVisible()
    return (window, tabs)
  }

  /// The tab's item comes from the navigation controller's root; the bar backgrounds reach
  /// under the status bar and the home indicator; dark mode darkens the bars.
  @Test func textRenderingShowsTheBars() {
    let (window, _) = screen()
    #expect(
      TextRenderer.render(window)
        == """
        UIWindow#1 (0 0; 393 852)
          ContainerView#2 (0 0; 393 852)
            ContainerView#3 (0 0; 393 852)
              UIView#4 (0 0; 393 852) bg #ffffff
              UINavigationBar#5 (0 59; 393 44)
                BarBackgroundView#6 (0 -59; 393 103) bg #f9f9f9@0.94
                  UIView#7 (0 103; 393 0.33) bg #000000@0.3
                BarButtonItemView#8 (349 0; 28 44)
                  UILabel#9 (0 12; 28 20.33) text "Edit"
                UILabel#10 (176 12; 42 20.33) text "Inbox"
            UITabBar#11 (0 769; 393 83)
              BarBackgroundView#12 (0 0; 393 83) bg #f9f9f9@0.94
                UIView#13 (0 -0.33; 393 0.33) bg #000000@0.3
              TabBarButtonView#14 (0 0; 393 49)
                UIImageView#15 (186 10; 22 16) shape(2) #007aff
                UILabel#16 (188 28; 18 12) text "Mail"

        """)
    window.overrideUserInterfaceStyle = .dark
    let dark = TextRenderer.render(window)
    #expect(dark.contains("BarBackgroundView#6 (0 -59; 393 103) bg #1d1d1d@0.94"))
    #expect(dark.contains("UIView#7 (0 103; 393 0.33) bg #ffffff@0.15"))
    #expect(dark.contains("UIImageView#15 (186 10; 22 16) shape(2) #0a84ff"))
  }
}
