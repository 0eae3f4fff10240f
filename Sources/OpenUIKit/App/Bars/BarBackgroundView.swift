import Foundation

/// A bar's background: translucent or opaque fill, with a one-pixel hairline on the side that
/// faces the content. It may reach past the bar (up under the status bar, down under the home
/// indicator), as UIKit's bar backgrounds do.
@MainActor
final class BarBackgroundView: UIView {
  /// The hairline.
  let shadowView = UIView()
  /// Whether the hairline is at the bottom (navigation bars) or the top (toolbars, tab bars).
  var shadowAtBottom = true

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    shadowView.backgroundColor = BarMetrics.shadowColor
    addSubview(shadowView)
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Fills with `barTintColor` when set, else the translucent grey (`translucent`) or the
  /// system background (opaque).
  func applyStyle(translucent: Bool, barTintColor: UIColor?) {
    backgroundColor =
      barTintColor ?? (translucent ? BarMetrics.translucentBackground : UIColor.systemBackground)
  }

  /// Places the hairline: one pixel tall, just outside the bar's edge facing the content.
  func placeShadow(barEdge: CGFloat, scale: CGFloat) {
    let h = 1 / max(scale, 1)
    shadowView.frame = CGRect(
      x: 0, y: shadowAtBottom ? barEdge : barEdge - h, width: bounds.width, height: h)
  }
}
