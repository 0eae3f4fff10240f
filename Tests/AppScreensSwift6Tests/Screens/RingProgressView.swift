import OpenUIKit

/// A progress ring drawn in `draw(_:)`, the way apps draw small custom indicators.
final class RingProgressView: UIView {
  /// The fraction of the ring that is filled, 0…1.
  var progress: CGFloat = 0 {
    didSet { setNeedsDisplay() }
  }
  /// The ring's width.
  let lineWidth: CGFloat = 10
  /// The rectangles `draw(_:)` was asked to draw, in order.
  private(set) var drawnRects: [CGRect] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    isOpaque = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 120) }

  override func draw(_ rect: CGRect) {
    drawnRects.append(rect)
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
    let track = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    track.lineWidth = lineWidth
    Palette.track.setStroke()
    track.stroke()
    guard progress > 0 else { return }
    let start = -CGFloat.pi / 2
    let arc = UIBezierPath(
      arcCenter: center, radius: radius, startAngle: start,
      endAngle: start + 2 * .pi * min(progress, 1), clockwise: true)
    arc.lineWidth = lineWidth
    arc.lineCapStyle = .round
    Palette.brand.setStroke()
    arc.stroke()
  }
}
