import Foundation

extension UIView {
  /// How a view fills its bounds with its content (UIKit's raw values).
  public enum ContentMode: Int, Sendable {
    /// Stretched to the bounds.
    case scaleToFill = 0
    /// Scaled to fit inside the bounds, keeping the aspect ratio.
    case scaleAspectFit = 1
    /// Scaled to cover the bounds, keeping the aspect ratio (the overflow is clipped only with
    /// `clipsToBounds`).
    case scaleAspectFill = 2
    /// Redrawn when the bounds change.
    case redraw = 3
    /// Centred, unscaled.
    case center = 4
    /// At the top, unscaled.
    case top = 5
    /// At the bottom, unscaled.
    case bottom = 6
    /// At the left, unscaled.
    case left = 7
    /// At the right, unscaled.
    case right = 8
    /// At the top-left corner, unscaled.
    case topLeft = 9
    /// At the top-right corner, unscaled.
    case topRight = 10
    /// At the bottom-left corner, unscaled.
    case bottomLeft = 11
    /// At the bottom-right corner, unscaled.
    case bottomRight = 12
  }

  /// The tint of the view's template content: the colour set here, else the superview's,
  /// else systemBlue.
  public var tintColor: UIColor! {
    get {
      var v: UIView? = self
      while let current = v {
        if let color = current.storedTintColor { return color }
        v = current.superview
      }
      return .systemBlue
    }
    set { storedTintColor = newValue }
  }

  /// The rectangle that content of `size` occupies in `bounds` under ``contentMode``.
  public func contentRect(for size: CGSize, in bounds: CGRect) -> CGRect {
    let w = bounds.width
    let h = bounds.height
    guard size.width > 0, size.height > 0 else { return bounds }
    switch contentMode {
    case .scaleToFill, .redraw:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      let sx = w / size.width
      let sy = h / size.height
      let scale = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let fw = size.width * scale
      let fh = size.height * scale
      return CGRect(
        x: bounds.minX + (w - fw) / 2, y: bounds.minY + (h - fh) / 2, width: fw, height: fh)
    default:
      let x: CGFloat
      let y: CGFloat
      switch contentMode {
      case .left, .topLeft, .bottomLeft: x = bounds.minX
      case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
      default: x = bounds.minX + (w - size.width) / 2
      }
      switch contentMode {
      case .top, .topLeft, .topRight: y = bounds.minY
      case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
      default: y = bounds.minY + (h - size.height) / 2
      }
      return CGRect(x: x, y: y, width: size.width, height: size.height)
    }
  }
}
