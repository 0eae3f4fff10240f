import Foundation

/// A path with its own line style, drawn into the current context with ``fill()`` and
/// ``stroke()``, as UIKit's `UIBezierPath`.
open class UIBezierPath: NSObject {
  /// The path's elements (``cgPath`` reads and writes them).
  var path = CGMutablePath()

  /// The line width (1 by default).
  open var lineWidth: CGFloat = 1
  /// How open subpaths end (``CGLineCap/butt`` by default).
  open var lineCapStyle = CGLineCap.butt
  /// How segments join (``CGLineJoin/miter`` by default).
  open var lineJoinStyle = CGLineJoin.miter
  /// The miter limit (10 by default).
  open var miterLimit: CGFloat = 10
  /// The flatness used when curves are rasterized (0.6 by default, as UIKit; OpenUIKit's
  /// renderers choose their own).
  open var flatness: CGFloat = 0.6
  /// Whether filling uses the even-odd rule (false: nonzero winding).
  open var usesEvenOddFillRule = false
  /// The dash pattern set with ``setLineDash(_:count:phase:)``.
  var dashLengths: [CGFloat] = []
  var dashPhase: CGFloat = 0

  /// An empty path.
  public override init() {
    super.init()
  }

  /// A closed rectangle subpath.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// The oval inscribed in `rect`, clockwise on screen from its right-hand point.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
  /// (UIKit draws a continuous, "squircle" curve here; OpenUIKit draws circular arcs.)
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let r = cornerRadius
    path.addRoundedRect(rect, radii: (r, r, r, r))
  }

  /// A rectangle whose chosen corners are rounded. OpenUIKit draws circular corners of
  /// `cornerRadii.width`, clamped to half the shorter side (UIKit is widely reported to ignore
  /// the height too; the documentation does not say).
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    let r = cornerRadii.width
    path.addRoundedRect(
      rect,
      radii: (
        corners.contains(.topLeft) ? r : 0, corners.contains(.topRight) ? r : 0,
        corners.contains(.bottomRight) ? r : 0, corners.contains(.bottomLeft) ? r : 0
      ))
  }

  /// An arc of the circle around `center`. Angles are in radians from the positive x axis;
  /// `clockwise` is as seen on screen (UIKit's y-down space), the opposite of Core Graphics'
  /// flag.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// A path with a copy of `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path = CGMutablePath(elements: cgPath.elements)
  }

  /// The path as a Core Graphics path (a copy; setting it replaces the elements).
  open var cgPath: CGPath {
    get { CGPath(elements: path.elements) }
    set { path = CGMutablePath(elements: newValue.elements) }
  }

  /// Whether the path has no elements.
  open var isEmpty: Bool { path.isEmpty }

  /// The bounding box of every point, control points included (as UIKit); `CGRect.null` when
  /// empty.
  open var bounds: CGRect { path.boundingBox }

  /// The end of the last element.
  open var currentPoint: CGPoint { path.currentPoint }

  /// Starts a subpath.
  open func move(to point: CGPoint) { path.move(to: point) }
  /// A line from the current point.
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  /// A quadratic curve from the current point.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// A cubic curve from the current point.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  /// An arc (`clockwise` as seen on screen), joined to the current point by a line.
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: !clockwise)
  }

  /// Closes the current subpath.
  open func close() { path.closeSubpath() }

  /// Removes every element.
  open func removeAllPoints() { path = CGMutablePath() }

  /// Appends another path's elements.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  /// Maps every point through `transform`.
  open func apply(_ transform: CGAffineTransform) {
    path = CGMutablePath(elements: path.elements.map { $0.applying(transform) })
  }

  /// Whether the filled area (under the path's fill rule) holds `point`.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// A path with each subpath drawn backwards (same style).
  open func reversing() -> UIBezierPath {
    let copy = UIBezierPath()
    copy.path = CGMutablePath(elements: Self.reversed(path.elements))
    copy.copyStyle(from: self)
    return copy
  }

  func copyStyle(from other: UIBezierPath) {
    lineWidth = other.lineWidth
    lineCapStyle = other.lineCapStyle
    lineJoinStyle = other.lineJoinStyle
    miterLimit = other.miterLimit
    flatness = other.flatness
    usesEvenOddFillRule = other.usesEvenOddFillRule
    dashLengths = other.dashLengths
    dashPhase = other.dashPhase
  }

  /// Each subpath backwards: the segments in reverse order, each from its end to its start.
  static func reversed(_ elements: [CGPath.Element]) -> [CGPath.Element] {
    // Split into subpaths: a start point, segments, and whether it closes.
    struct Segment {
      var from: CGPoint
      var element: CGPath.Element
    }
    var result: [CGPath.Element] = []
    var start: CGPoint?
    var current = CGPoint.zero
    var segments: [Segment] = []
    func flush(closed: Bool) {
      guard let s = start else { return }
      result.append(.moveTo(current))
      for segment in segments.reversed() {
        switch segment.element {
        case .lineTo: result.append(.lineTo(segment.from))
        case .quadCurveTo(_, let c): result.append(.quadCurveTo(segment.from, control: c))
        case .curveTo(_, let c1, let c2):
          result.append(.curveTo(segment.from, control1: c2, control2: c1))
        default: break
        }
      }
      if closed { result.append(.closeSubpath) }
      start = nil
      segments = []
      current = s
    }
    for element in elements {
      switch element {
      case .moveTo(let p):
        flush(closed: false)
        start = p
        current = p
      case .closeSubpath:
        flush(closed: true)
      default:
        if start == nil { start = current }
        let end = element.points.last ?? current
        segments.append(Segment(from: current, element: element))
        current = end
      }
    }
    flush(closed: false)
    return result
  }

  /// Sets the dash pattern: `count` lengths from `pattern` (nil or 0: solid), starting
  /// `phase` into it.
  open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
    guard let pattern, count > 0 else {
      dashLengths = []
      dashPhase = 0
      return
    }
    dashLengths = (0..<count).map { pattern[$0] }
    dashPhase = phase
  }

  /// Copies the dash pattern into `pattern` (when given) and writes its count and phase.
  open func getLineDash(
    _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
    phase: UnsafeMutablePointer<CGFloat>?
  ) {
    if let pattern { for (i, v) in dashLengths.enumerated() { pattern[i] = v } }
    count?.pointee = dashLengths.count
    phase?.pointee = dashPhase
  }

  /// Fills the path with the current context's fill colour (nothing without a context).
  open func fill() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.beginPath()
    context.addPath(path)
    context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    context.restoreGState()
  }

  /// Fills the path at `alpha` (blend modes draw as normal in OpenUIKit).
  open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setAlpha(alpha)
    fill()
    context.restoreGState()
  }

  /// Strokes the path with its line style in the current context's stroke colour.
  open func stroke() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCapStyle)
    context.setLineJoin(lineJoinStyle)
    context.setMiterLimit(miterLimit)
    context.setLineDash(phase: dashPhase, lengths: dashLengths)
    context.beginPath()
    context.addPath(path)
    context.strokePath()
    context.restoreGState()
  }

  /// Strokes the path at `alpha` (blend modes draw as normal in OpenUIKit).
  open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setAlpha(alpha)
    stroke()
    context.restoreGState()
  }

  /// Intersects the current context's clip with the path's filled area.
  open func addClip() {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.beginPath()
    context.addPath(path)
    context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// `UIBezierPath` with its element count and bounds (OpenUIKit's wording).
  public override var description: String {
    "<UIBezierPath: \(path.elements.count) elements; bounds \(bounds)>"
  }
}
