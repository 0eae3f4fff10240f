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

/// `view`'s frame in its window's coordinates.
@MainActor
func frameInWindow(_ view: UIView) -> CGRect {
  view.convert(view.bounds, to: nil)
}

/// Whether two rectangles agree to 1/1000 pt.
func same(_ a: CGRect, _ b: CGRect) -> Bool {
  abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001
    && abs(a.width - b.width) < 0.001 && abs(a.height - b.height) < 0.001
}

/// The height of one line of SF Pro at `size` in a label on a screen of `scale`: the line
/// height (size × 2444 / 2048) rounded up to whole pixels, as UIKit sizes labels.
func oneLineHeight(_ size: CGFloat, scale: CGFloat) -> CGFloat {
  (size * 2444 / 2048 * scale).rounded(.up) / scale
}

/// The device preset called `name` (test arguments are names: the presets belong to the main
/// actor, and arguments are evaluated outside it).
@MainActor
func device(named name: String) -> UIScreen? {
  [UIScreen.iPhoneSE, .iPhone15Pro, .iPad].first { $0.name == name }
}
