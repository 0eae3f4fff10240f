import Foundation
import OpenUIKit

/// Shows a fresh controller in one configuration's window: the configuration's screen as the
/// main screen, its direction as the app's, its text size, direction and appearance as the
/// window's trait overrides, the window rotated to landscape when asked; then lays it out and
/// lets its animations finish on a virtual clock.
@MainActor
struct AuditHost {
  /// The longest the host waits for animations and timers to finish (virtual seconds). An
  /// OpenUIKit choice: screens settle within a second; a repeating timer never does.
  static let settleLimit: CFTimeInterval = 3

  /// Hosts the controller `make` returns in `configuration`, and hands the window, the
  /// controller and what the layout reported to `body` while the configuration is current.
  static func host<Result>(
    _ configuration: AuditConfiguration, make: () -> UIViewController,
    _ body: (UIWindow, UIViewController, [LayoutDiagnostic]) -> Result
  ) -> Result {
    let screen = configuration.screen
    let savedScreen = UIScreen.main
    let savedDirection = UIView.defaultUserInterfaceLayoutDirection
    let savedTraits = UITraitCollection.current
    UIScreen.main = screen
    UIView.defaultUserInterfaceLayoutDirection =
      configuration.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    defer {
      UIScreen.main = savedScreen
      UIView.defaultUserInterfaceLayoutDirection = savedDirection
      UITraitCollection.current = savedTraits
    }
    let environment = AnimationEnvironment(
      clock: VirtualClock(), maximumFramesPerSecond: screen.maximumFramesPerSecond)
    return AnimationEnvironment.withEnvironment(environment) {
      var diagnostics: [LayoutDiagnostic] = []
      let savedHandler = LayoutDiagnostics.handler
      LayoutDiagnostics.handler = { diagnostics.append($0) }
      let window = UIWindow(screen: screen)
      window.traitOverrides.preferredContentSizeCategory = configuration.contentSize
      window.traitOverrides.layoutDirection = configuration.layoutDirection
      window.overrideUserInterfaceStyle = configuration.style
      if configuration.landscape { window.rotate(to: .landscapeRight, animated: false) }
      // The window's traits are current while the screen is made, as an app's are (so
      // `preferredFont(forTextStyle:)` gives the configuration's sizes).
      UITraitCollection.current = window.traitCollection
      let controller = make()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
      let runLoop = environment.runLoop
      let end = environment.now + settleLimit
      while runLoop.hasPendingWork && environment.now < end - 1e-9 {
        runLoop.runFrames(1)
      }
      window.layoutIfNeeded()
      LayoutDiagnostics.handler = savedHandler
      let result = body(window, controller, diagnostics)
      window.rootViewController = nil
      return result
    }
  }
}
