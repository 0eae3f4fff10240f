import Foundation

/// The drawn shapes of the standard cell accessories (chevrons, checkmarks, the info button,
/// the reorder grip and the editing controls' signs), as shape sublayers of the accessory's
/// view, so that renderings show them. Sizes are the accessories' (see
/// ``UICellAccessory``); the strokes are OpenUIKit's drawing of the SF Symbols UIKit uses.
@MainActor
enum AccessoryGlyph {
  /// What to draw.
  enum Shape {
    /// A chevron pointing to the trailing side (8 × 13).
    case chevron
    /// A checkmark (14 × 12).
    case checkmark
    /// A circled "i" (22 × 22).
    case info
    /// Three horizontal bars (20 × 12).
    case grip
    /// An empty circle (22 × 22).
    case circle
    /// A white minus or plus on a filled circle (22 × 22).
    case minus, plus
  }

  /// Adds `shape`, sized to `size` and stroked in `color`, to `view`'s layer.
  static func add(_ shape: Shape, size: CGSize, color: UIColor, to view: UIView) {
    let layer = CAShapeLayer()
    layer.frame = CGRect(origin: .zero, size: size)
    layer.fillColor = nil
    layer.strokeColor = color
    layer.lineWidth = 2
    layer.lineCap = .round
    layer.lineJoin = .round
    let path = CGMutablePath()
    let w = size.width
    let h = size.height
    switch shape {
    case .chevron:
      path.addLines(between: [
        CGPoint(x: 1.5, y: 1.5), CGPoint(x: w - 1.5, y: h / 2), CGPoint(x: 1.5, y: h - 1.5),
      ])
    case .checkmark:
      path.addLines(between: [
        CGPoint(x: 1, y: h * 0.55), CGPoint(x: w * 0.38, y: h - 1.5), CGPoint(x: w - 1, y: 1.5),
      ])
    case .info:
      layer.lineWidth = 1.5
      path.addEllipse(in: CGRect(x: 0.75, y: 0.75, width: w - 1.5, height: h - 1.5))
      path.move(to: CGPoint(x: w / 2, y: h * 0.45))
      path.addLine(to: CGPoint(x: w / 2, y: h * 0.72))
      path.move(to: CGPoint(x: w / 2, y: h * 0.28))
      path.addLine(to: CGPoint(x: w / 2, y: h * 0.3))
    case .grip:
      layer.lineWidth = 1.5
      for y in [1, h / 2, h - 1] {
        path.move(to: CGPoint(x: 1, y: y))
        path.addLine(to: CGPoint(x: w - 1, y: y))
      }
    case .circle:
      layer.lineWidth = 1.5
      path.addEllipse(in: CGRect(x: 0.75, y: 0.75, width: w - 1.5, height: h - 1.5))
    case .minus, .plus:
      layer.strokeColor = .white
      path.move(to: CGPoint(x: w * 0.27, y: h / 2))
      path.addLine(to: CGPoint(x: w * 0.73, y: h / 2))
      if shape == .plus {
        path.move(to: CGPoint(x: w / 2, y: h * 0.27))
        path.addLine(to: CGPoint(x: w / 2, y: h * 0.73))
      }
    }
    layer.path = path
    view.layer.addSublayer(layer)
  }
}
