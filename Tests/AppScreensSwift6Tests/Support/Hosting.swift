import OpenUIKit
import TestSupport
import Testing

/// Shows `controller` full screen in a window on `screen`, lays it out and returns the window
/// with what the layout reported.
@MainActor
func present(_ controller: UIViewController, on screen: UIScreen) -> (UIWindow, [LayoutDiagnostic])
{
  let hosted = HostedScreen.host(controller, on: screen)
  return (hosted.window, hosted.diagnostics)
}

/// Whether two rectangles agree to 1/1000 pt.
func same(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
    && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// The device preset called `name` (test arguments are names: the presets belong to the main
/// actor, and arguments are evaluated outside it).
@MainActor
func device(named name: String) -> UIScreen? {
  [UIScreen.iPhoneSE, .iPhone15Pro, .iPad].first { $0.name == name }
}
