import Foundation

extension CGPath {
  /// One subpath flattened into straight segments (an OpenUIKit extension for renderers and
  /// hit tests).
  public struct Polyline: Sendable, Equatable {
    /// The points in order.
    public var points: [CGPoint]
    /// Whether the subpath was closed.
    public var isClosed: Bool

    /// Creates a polyline.
    public init(points: [CGPoint], isClosed: Bool) {
      self.points = points
      self.isClosed = isClosed
    }
  }

  /// The subpaths of `elements` as polylines, curves cut into segments whose chords stray at
  /// most about `tolerance` from the curve.
  public static func flatten(_ elements: [Element], tolerance: CGFloat = 0.1) -> [Polyline] {
    var result: [Polyline] = []
    var current: [CGPoint] = []
    var start = CGPoint.zero
    func finish(closed: Bool) {
      if !current.isEmpty { result.append(Polyline(points: current, isClosed: closed)) }
      current = []
    }
    let tol = max(tolerance, 1e-4)
    for element in elements {
      switch element {
      case .moveTo(let p):
        finish(closed: false)
        start = p
        current = [p]
      case .lineTo(let p):
        if current.isEmpty { current = [start] }
        current.append(p)
      case .quadCurveTo(let p, let c):
        if current.isEmpty { current = [start] }
        let p0 = current[current.count - 1]
        let n = segments(for: [p0, c, p], tolerance: tol)
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          let u = 1 - t
          current.append(
            CGPoint(
              x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x,
              y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
        }
      case .curveTo(let p, let c1, let c2):
        if current.isEmpty { current = [start] }
        let p0 = current[current.count - 1]
        let n = segments(for: [p0, c1, c2, p], tolerance: tol)
        for i in 1...n {
          let t = CGFloat(i) / CGFloat(n)
          current.append(cubicPoint(p0, c1, c2, p, t))
        }
      case .closeSubpath:
        if current.isEmpty { continue }
        finish(closed: true)
        current = []
      }
    }
    finish(closed: false)
    return result
  }

  static func cubicPoint(
    _ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p: CGPoint, _ t: CGFloat
  ) -> CGPoint {
    let u = 1 - t
    let a = u * u * u
    let b = 3 * u * u * t
    let c = 3 * u * t * t
    let d = t * t * t
    return CGPoint(
      x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
  }

  /// How many chords a curve needs: from the control polygon's deviation (the second
  /// differences), the usual bound for Bézier flattening.
  static func segments(for points: [CGPoint], tolerance: CGFloat) -> Int {
    var deviation: CGFloat = 0
    if points.count >= 3 {
      for i in 0..<(points.count - 2) {
        let dx = points[i].x - 2 * points[i + 1].x + points[i + 2].x
        let dy = points[i].y - 2 * points[i + 1].y + points[i + 2].y
        deviation = max(deviation, (dx * dx + dy * dy).squareRoot())
      }
    }
    let degree = CGFloat(points.count - 1)
    let n = (degree * (degree - 1) / 8 * deviation / tolerance).squareRoot()
    guard n.isFinite else { return 1 }
    return max(1, min(Int(n.rounded(.up)), 512))
  }

  /// The smallest rectangle holding the path's curves themselves, without their control
  /// points (Core Graphics' `boundingBoxOfPath`); `CGRect.null` for an empty path.
  public var boundingBoxOfPath: CGRect {
    var box = CGRect.null
    func add(_ p: CGPoint) { box = box.union(CGRect(origin: p, size: .zero)) }
    var current = CGPoint.zero
    var start = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let p):
        add(p)
        current = p
        start = p
      case .lineTo(let p):
        add(p)
        current = p
      case .quadCurveTo(let p, let c):
        add(p)
        // Extremes where the derivative of each coordinate is 0.
        for (a, b, d) in [(current.x, c.x, p.x), (current.y, c.y, p.y)] {
          let denominator = a - 2 * b + d
          if denominator != 0 {
            let t = (a - b) / denominator
            if t > 0, t < 1 {
              let u = 1 - t
              add(
                CGPoint(
                  x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                  y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
            }
          }
        }
        current = p
      case .curveTo(let p, let c1, let c2):
        add(p)
        for t in Self.cubicExtremes(current, c1, c2, p) {
          add(Self.cubicPoint(current, c1, c2, p, t))
        }
        current = p
      case .closeSubpath:
        current = start
      }
    }
    return box
  }

  /// The parameters in (0, 1) where a cubic's x or y derivative is 0.
  static func cubicExtremes(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p3: CGPoint)
    -> [CGFloat]
  {
    var ts: [CGFloat] = []
    for (a0, a1, a2, a3) in [(p0.x, c1.x, c2.x, p3.x), (p0.y, c1.y, c2.y, p3.y)] {
      // Derivative / 3: a t² + b t + c.
      let a = -a0 + 3 * a1 - 3 * a2 + a3
      let b = 2 * (a0 - 2 * a1 + a2)
      let c = a1 - a0
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { ts.append(-c / b) }
        continue
      }
      let disc = b * b - 4 * a * c
      guard disc >= 0 else { continue }
      let root = disc.squareRoot()
      ts.append((-b + root) / (2 * a))
      ts.append((-b - root) / (2 * a))
    }
    return ts.filter { $0 > 0 && $0 < 1 }
  }

  /// Whether the area the path encloses under `rule` holds `point` (mapped through
  /// `transform` first). Every subpath counts as closed, as when filling.
  public func contains(
    _ point: CGPoint, using rule: CGPathFillRule = .winding,
    transform: CGAffineTransform = .identity
  ) -> Bool {
    let p = transform.isIdentity ? point : point.applying(transform.inverted())
    return Self.winding(of: p, in: Self.flatten(elements, tolerance: 0.01), rule: rule)
  }

  /// Whether the polylines (each closed) hold `p` under `rule`: the crossing number along a
  /// horizontal ray to the right.
  static func winding(of p: CGPoint, in polylines: [Polyline], rule: CGPathFillRule) -> Bool {
    var winding = 0
    for line in polylines where line.points.count >= 3 {
      let pts = line.points
      for i in 0..<pts.count {
        let a = pts[i]
        let b = pts[(i + 1) % pts.count]
        if a.y <= p.y {
          if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
        } else if b.y <= p.y, cross(a, b, p) < 0 {
          winding -= 1
        }
      }
    }
    return rule == .evenOdd ? winding % 2 != 0 : winding != 0
  }

  static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }
}
