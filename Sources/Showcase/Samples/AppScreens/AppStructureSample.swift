import AppScreens
import Foundation
import OpenUIKit

extension ShowcaseSample {
  /// P4: an app's structure: a tab bar whose tabs are navigation stacks, a settings list in
  /// a table controller under a large title, and a detail screen pushed from it; shown in
  /// dark, at an accessibility text size and in landscape, then popped and switched to the
  /// other tab.
  static let p4 = ShowcaseSample(
    id: "P4", title: "App structure: tabs, navigation, settings and detail",
    make: { AppTabBarController() }
  ) {
    ShowcaseStep("settings tab, large title")
    ShowcaseStep("open Appearance") { $0.tap("setting1") }
    ShowcaseStep("dark appearance") { $0.window.overrideUserInterfaceStyle = .dark }
    ShowcaseStep("accessibility text size") {
      $0.window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
    }
    ShowcaseStep("landscape") { $0.window.rotate(to: .landscapeRight, animated: true) }
    ShowcaseStep("back to the list") { $0.tap("BackButton") }
    ShowcaseStep("library tab") { $0.tap("libraryTab") }
  }
}
