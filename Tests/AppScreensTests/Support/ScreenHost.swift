import AppScreens
import OpenUIKit
import TestSupport
import Testing

/// The three devices every screen is laid out on.
let screenDevices: [UIScreen] = [.iPhoneSE, .iPhone15Pro, .iPad]

/// Makes the test bundle's resources (its asset catalog) findable by `UIImage(named:)` and
/// `UIColor(named:)`, as an app's main bundle is.
@MainActor
func useAppResources() {
  AppScreenResources.register()
}

/// Shows `controller` full screen on `screen` and lays it out.
@MainActor
func host(_ controller: UIViewController, on screen: UIScreen) -> HostedScreen {
  HostedScreen.host(controller, on: screen)
}

/// Shows a view at `width` (its height from its constraints) and lays it out.
@MainActor
func hostView(_ view: UIView, width: CGFloat) -> HostedScreen {
  let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 2000))
  let diagnostics = LayoutDiagnostics.capture {
    view.translatesAutoresizingMaskIntoConstraints = false
    window.addSubview(view)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: window.topAnchor),
      view.leadingAnchor.constraint(equalTo: window.leadingAnchor),
      view.widthAnchor.constraint(equalToConstant: width),
    ])
    window.layoutIfNeeded()
  }
  return HostedScreen(window: window, diagnostics: diagnostics)
}

/// Expects two rectangles to agree to 1/1000 pt.
@MainActor
func expectRect(
  _ actual: CGRect, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let close =
    abs(actual.minX - x) < 0.001 && abs(actual.minY - y) < 0.001
    && abs(actual.width - width) < 0.001 && abs(actual.height - height) < 0.001
  #expect(
    close, "\(actual) is not (\(x), \(y), \(width), \(height))", sourceLocation: sourceLocation)
}

/// Expects a hosted screen to have laid out cleanly: no diagnostics, no ambiguity.
@MainActor
func expectClean(_ hosted: HostedScreen, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(hosted.diagnostics.isEmpty, "\(hosted.diagnostics)", sourceLocation: sourceLocation)
  #expect(
    hosted.ambiguousViews.isEmpty, "\(hosted.ambiguousViews)", sourceLocation: sourceLocation)
}
