import Foundation
import OpenUIKit

/// A controller shown full screen on a device, as an app's window shows it, with what the
/// layout reported while it appeared.
@preconcurrency @MainActor
public struct HostedScreen {
  /// The window.
  public let window: UIWindow
  /// The diagnostics the layout reported while the screen appeared.
  public let diagnostics: [LayoutDiagnostic]

  /// A hosted screen: `window` and what its layout reported.
  public init(window: UIWindow, diagnostics: [LayoutDiagnostic]) {
    self.window = window
    self.diagnostics = diagnostics
  }

  /// The views of the window whose layout is ambiguous.
  public var ambiguousViews: [UIView] {
    var found: [UIView] = []
    var stack: [UIView] = [window]
    while let view = stack.popLast() {
      if view.hasAmbiguousLayout { found.append(view) }
      stack.append(contentsOf: view.subviews)
    }
    return found
  }

  /// Shows `controller` full screen on `screen` (the main screen meanwhile, so that scales and
  /// images follow it) and lays it out.
  public static func host(_ controller: UIViewController, on screen: UIScreen) -> HostedScreen {
    let previous = UIScreen.main
    UIScreen.main = screen
    defer { UIScreen.main = previous }
    let window = UIWindow(screen: screen)
    let diagnostics = LayoutDiagnostics.capture {
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.layoutIfNeeded()
    }
    return HostedScreen(window: window, diagnostics: diagnostics)
  }
}
