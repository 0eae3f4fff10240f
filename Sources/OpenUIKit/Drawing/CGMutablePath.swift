import Foundation

/// A path that can be built up, as Core Graphics' `CGMutablePath`: each `add` method takes an
/// optional transform applied to its points.
public final class CGMutablePath: CGPath {
  /// The start of the current subpath (where a close returns to).
  var subpathStart = CGPoint.zero
  /// Whether the path has a current point (it has one after any element).
  var hasCurrentPoint: Bool { !elements.isEmpty }

  /// Creates an empty path.
  public init() {
    super.init(elements: [])
  }

  /// Creates a path with the given elements.
  override init(elements: [CGPath.Element]) {
    super.init(elements: elements)
    if let start = Self.lastSubpathStart(of: elements) { subpathStart = start }
  }

  static func lastSubpathStart(of elements: [CGPath.Element]) -> CGPoint? {
    for element in elements.reversed() {
      if case .moveTo(let p) = element { return p }
    }
    return nil
  }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    let p = point.applying(transform)
    // Consecutive moves: the last one wins, as Core Graphics keeps only one.
    if case .moveTo = elements.last { elements.removeLast() }
    elements.append(.moveTo(p))
    subpathStart = p
  }

  /// A line from the current point to `point` (a move to it when the path is empty; Core
  /// Graphics logs "no current point" there, OpenUIKit starts the subpath instead).
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    let p = point.applying(transform)
    guard hasCurrentPoint else { return move(to: p) }
    startSubpathAfterCloseIfNeeded()
    elements.append(.lineTo(p))
  }

  /// Lines through the points: a move to the first, then lines to the others.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    guard let first = points.first else { return }
    move(to: first, transform: transform)
    for p in points.dropFirst() { addLine(to: p, transform: transform) }
  }

  /// A quadratic Bézier curve from the current point to `end`.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return move(to: end, transform: transform) }
    startSubpathAfterCloseIfNeeded()
    elements.append(.quadCurveTo(end.applying(transform), control: control.applying(transform)))
  }

  /// A cubic Bézier curve from the current point to `end`.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return move(to: end, transform: transform) }
    startSubpathAfterCloseIfNeeded()
    elements.append(
      .curveTo(
        end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }

  /// Closes the current subpath (nothing when there is none).
  public func closeSubpath() {
    guard hasCurrentPoint else { return }
    if case .closeSubpath = elements.last { return }
    elements.append(.closeSubpath)
  }

  /// After a close, the next segment starts at the closed subpath's start, as Core Graphics.
  func startSubpathAfterCloseIfNeeded() {
    if case .closeSubpath = elements.last { elements.append(.moveTo(subpathStart)) }
  }

  /// A rectangle as a closed subpath: a move to its origin, lines to the other corners
  /// (clockwise on screen) and a close, as Core Graphics.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
    closeSubpath()
  }

  /// Each rectangle as a closed subpath.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for r in rects { addRect(r, transform: transform) }
  }

  /// The ellipse inscribed in `rect`: a complete subpath of four cubic curves from the
  /// right-hand point, clockwise on screen. The control points sit at 0.5523 of each radius
  /// (4/3·(√2 − 1), the usual four-arc approximation; Core Graphics does not document its
  /// constant).
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let k: CGFloat = 0.552_284_749_830_793_4
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
      control2: CGPoint(x: cx + rx * k, y: cy + ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ry * k), transform: transform)
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
      control2: CGPoint(x: cx - rx * k, y: cy - ry), transform: transform)
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ry * k), transform: transform)
    closeSubpath()
  }

  /// A rounded rectangle with elliptical corners (radii clamped to half the sides): a closed
  /// subpath starting after the top-left corner, clockwise on screen. (The start point is
  /// OpenUIKit's choice; Core Graphics does not document it.)
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    let w = max(0, min(cornerWidth, r.width / 2))
    let h = max(0, min(cornerHeight, r.height / 2))
    guard w > 0, h > 0 else { return addRect(r, transform: transform) }
    let k: CGFloat = 0.552_284_749_830_793_4
    move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
    addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + h), control1: CGPoint(x: r.maxX - w + w * k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + h - h * k), transform: transform)
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
    addCurve(
      to: CGPoint(x: r.maxX - w, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - h + h * k),
      control2: CGPoint(x: r.maxX - w + w * k, y: r.maxY), transform: transform)
    addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - h), control1: CGPoint(x: r.minX + w - w * k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - h + h * k), transform: transform)
    addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
    addCurve(
      to: CGPoint(x: r.minX + w, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + h - h * k),
      control2: CGPoint(x: r.minX + w - w * k, y: r.minY), transform: transform)
    closeSubpath()
  }

  /// An arc of the circle around `center`: a line from the current point to the arc's start
  /// (a move when the path is empty), then cubic curves of at most a quarter turn.
  ///
  /// As in Core Graphics, `clockwise` is meant in a y-up space: `true` sweeps towards
  /// decreasing angles, which on a y-down screen (UIKit's views) turns anticlockwise. A sweep
  /// of 2π or more draws the whole circle.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let full = 2 * CGFloat.pi
    var delta = endAngle - startAngle
    if clockwise {
      delta = delta <= -full ? -full : -(fmod(fmod(-delta, full) + full, full))
    } else {
      delta = delta >= full ? full : fmod(fmod(delta, full) + full, full)
    }
    addRelativeArc(
      center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
  }

  /// An arc from `startAngle` sweeping `delta` radians (positive: towards increasing angles).
  public func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    let r = abs(radius)
    func point(_ angle: CGFloat) -> CGPoint {
      CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
    }
    let start = point(startAngle)
    if hasCurrentPoint, !isClosedAtEnd {
      if elements.last.map({ Self.endPoint(of: $0) }) != start.applying(transform) {
        addLine(to: start, transform: transform)
      }
    } else {
      move(to: start, transform: transform)
    }
    guard delta != 0, r > 0 else { return }
    let pieces = max(1, Int((abs(delta) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / CGFloat(pieces)
    let k = 4 / 3 * tan(step / 4)
    var angle = startAngle
    for _ in 0..<pieces {
      let next = angle + step
      let p0 = point(angle)
      let p3 = point(next)
      let c1 = CGPoint(x: p0.x - k * r * sin(angle), y: p0.y + k * r * cos(angle))
      let c2 = CGPoint(x: p3.x + k * r * sin(next), y: p3.y - k * r * cos(next))
      addCurve(to: p3, control1: c1, control2: c2, transform: transform)
      angle = next
    }
  }

  var isClosedAtEnd: Bool {
    if case .closeSubpath = elements.last { return true }
    return false
  }

  static func endPoint(of element: CGPath.Element) -> CGPoint? {
    element.points.last
  }

  /// A line towards `tangent1End` and an arc of `radius` tangent to the lines from the current
  /// point to `tangent1End` and from there to `tangent2End` (a line to `tangent1End` when the
  /// three points are collinear or the radius is 0).
  public func addArc(
    tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    guard hasCurrentPoint else { return move(to: p1, transform: transform) }
    // Work in the untransformed space: invert the transform for the current point.
    let p0 = currentPoint.applying(transform.inverted())
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
    let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
    let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
    let cross = v1.x * v2.y - v1.y * v2.x
    guard radius > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else {
      return addLine(to: p1, transform: transform)
    }
    let u1 = CGPoint(x: v1.x / l1, y: v1.y / l1)
    let u2 = CGPoint(x: v2.x / l2, y: v2.y / l2)
    let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
    let theta = acos(cosTheta)
    let d = radius / tan(theta / 2)
    let t1 = CGPoint(x: p1.x + u1.x * d, y: p1.y + u1.y * d)
    let t2 = CGPoint(x: p1.x + u2.x * d, y: p1.y + u2.y * d)
    let bis = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
    let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
    let h = radius / sin(theta / 2)
    let c = CGPoint(x: p1.x + bis.x / bl * h, y: p1.y + bis.y / bl * h)
    let a1 = atan2(t1.y - c.y, t1.x - c.x)
    let a2 = atan2(t2.y - c.y, t2.x - c.x)
    var sweep = a2 - a1
    while sweep > CGFloat.pi { sweep -= 2 * CGFloat.pi }
    while sweep < -CGFloat.pi { sweep += 2 * CGFloat.pi }
    addLine(to: t1, transform: transform)
    addRelativeArc(center: c, radius: radius, startAngle: a1, delta: sweep, transform: transform)
  }

  /// Appends another path's elements, mapped through `transform`.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    for element in path.elements {
      let e = element.applying(transform)
      if case .moveTo(let p) = e { subpathStart = p }
      elements.append(e)
    }
  }
}
