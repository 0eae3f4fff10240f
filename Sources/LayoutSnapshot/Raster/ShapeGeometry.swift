import Foundation
import OpenUIKit

/// Outlines of the shapes the renderer draws, as polygons.
enum ShapeGeometry {
  /// A rounded rectangle (a plain one when the radius is 0), corners in ~1 px steps.
  static func roundedRect(_ r: CGRect, radius: CGFloat, pixelsPerPoint: CGFloat) -> [CGPoint] {
    let rad = max(0, min(radius, min(r.width, r.height) / 2))
    guard rad > 0 else {
      return [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ]
    }
    let steps = max(3, Int((rad * pixelsPerPoint).squareRoot() * 2))
    var points: [CGPoint] = []
    let corners: [(CGFloat, CGFloat, CGFloat)] = [
      (r.maxX - rad, r.minY + rad, -CGFloat.pi / 2), (r.maxX - rad, r.maxY - rad, 0),
      (r.minX + rad, r.maxY - rad, CGFloat.pi / 2), (r.minX + rad, r.minY + rad, CGFloat.pi),
    ]
    for (cx, cy, start) in corners {
      for i in 0...steps {
        let angle: CGFloat = start + CGFloat(i) / CGFloat(steps) * CGFloat.pi / 2
        points.append(CGPoint(x: cx + rad * cos(angle), y: cy + rad * sin(angle)))
      }
    }
    return points
  }

  /// A rectangle with one radius per corner (top-left, top-right, bottom-right, bottom-left;
  /// each clamped to half the shorter side).
  static func roundedRect(_ r: CGRect, radii: [CGFloat], pixelsPerPoint: CGFloat) -> [CGPoint] {
    let limit = min(r.width, r.height) / 2
    let rad = radii.map { max(0, min($0, limit)) }
    let corners: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [
      (r.minX + rad[0], r.minY + rad[0], CGFloat.pi, rad[0]),
      (r.maxX - rad[1], r.minY + rad[1], -CGFloat.pi / 2, rad[1]),
      (r.maxX - rad[2], r.maxY - rad[2], 0, rad[2]),
      (r.minX + rad[3], r.maxY - rad[3], CGFloat.pi / 2, rad[3]),
    ]
    var points: [CGPoint] = []
    for (cx, cy, start, radius) in corners {
      guard radius > 0 else {
        points.append(CGPoint(x: cx, y: cy))
        continue
      }
      let steps = max(3, Int((radius * pixelsPerPoint).squareRoot() * 2))
      for i in 0...steps {
        let angle: CGFloat = start + CGFloat(i) / CGFloat(steps) * CGFloat.pi / 2
        points.append(CGPoint(x: cx + radius * cos(angle), y: cy + radius * sin(angle)))
      }
    }
    return points
  }

  /// An ellipse inscribed in `r`.
  static func ellipse(_ r: CGRect, pixelsPerPoint: CGFloat) -> [CGPoint] {
    let radius = max(r.width, r.height) / 2
    let steps = max(12, Int((radius * pixelsPerPoint).squareRoot() * 8))
    var points: [CGPoint] = []
    for i in 0..<steps {
      let angle: CGFloat = CGFloat(i) / CGFloat(steps) * 2 * CGFloat.pi
      points.append(
        CGPoint(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle)))
    }
    return points
  }

  /// A stroke of `width` along the points (closed when `closed`), with round joins and caps:
  /// one quadrilateral per segment and a disc per vertex.
  static func stroke(_ points: [CGPoint], width: CGFloat, closed: Bool, pixelsPerPoint: CGFloat)
    -> [[CGPoint]]
  {
    guard points.count >= 2, width > 0 else { return [] }
    var polygons: [[CGPoint]] = []
    let half = width / 2
    let count = closed ? points.count : points.count - 1
    for i in 0..<count {
      let a = points[i]
      let b = points[(i + 1) % points.count]
      let dx = b.x - a.x
      let dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { continue }
      let nx = -dy / length * half
      let ny = dx / length * half
      polygons.append([
        CGPoint(x: a.x + nx, y: a.y + ny), CGPoint(x: b.x + nx, y: b.y + ny),
        CGPoint(x: b.x - nx, y: b.y - ny), CGPoint(x: a.x - nx, y: a.y - ny),
      ])
    }
    for p in points {
      polygons.append(
        ellipse(
          CGRect(x: p.x - half, y: p.y - half, width: width, height: width),
          pixelsPerPoint: pixelsPerPoint))
    }
    return polygons
  }

  /// Applies a transform to every point.
  static func transformed(_ polygon: [CGPoint], _ t: CGAffineTransform) -> [CGPoint] {
    polygon.map { $0.applying(t) }
  }
}
