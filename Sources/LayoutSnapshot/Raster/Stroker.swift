import Foundation
import OpenUIKit

/// Outlines of stroked lines as polygons to fill with the nonzero rule: one quadrilateral per
/// segment, a join piece per inner vertex (miter, round or bevel) and caps at open ends;
/// dashes and partial strokes (a shape layer's `strokeStart` / `strokeEnd`) cut the polylines
/// first.
enum Stroker {
  /// The outline of `lines` (device coordinates) stroked with `style`, whose lengths are
  /// multiplied by `factor` (the device scale).
  static func outline(
    _ lines: [CGPath.Polyline], style: DisplayList.Stroke, factor: CGFloat, pixelsPerPoint: CGFloat
  ) -> [[CGPoint]] {
    let width = style.lineWidth * factor
    guard width > 0 else { return [] }
    var pieces = lines
    if !style.dashLengths.isEmpty {
      pieces = dashed(
        lines, lengths: style.dashLengths.map { $0 * factor }, phase: style.dashPhase * factor)
    }
    var polygons: [[CGPoint]] = []
    for line in pieces {
      polygons += stroke(
        line, width: width, cap: style.lineCap, join: style.lineJoin, miterLimit: style.miterLimit)
    }
    return polygons
  }

  /// One polyline's outline.
  static func stroke(
    _ line: CGPath.Polyline, width: CGFloat, cap: CGLineCap, join: CGLineJoin, miterLimit: CGFloat
  ) -> [[CGPoint]] {
    // Drop repeated points (they have no direction).
    var pts: [CGPoint] = []
    for p in line.points where pts.last.map({ $0 != p }) ?? true { pts.append(p) }
    let closed = line.isClosed && pts.count > 2
    if closed, pts.first == pts.last { pts.removeLast() }
    let half = width / 2
    guard pts.count >= 2 else {
      // A zero-length subpath: a dot for round and square caps.
      guard let p = pts.first else { return [] }
      switch cap {
      case .round: return [disc(p, half)]
      case .square:
        return [
          [
            CGPoint(x: p.x - half, y: p.y - half), CGPoint(x: p.x + half, y: p.y - half),
            CGPoint(x: p.x + half, y: p.y + half), CGPoint(x: p.x - half, y: p.y + half),
          ]
        ]
      case .butt: return []
      }
    }
    var polygons: [[CGPoint]] = []
    let count = closed ? pts.count : pts.count - 1
    var normals: [CGPoint] = []
    for i in 0..<count {
      let a = pts[i]
      let b = pts[(i + 1) % pts.count]
      let dx = b.x - a.x
      let dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      let n = CGPoint(x: -dy / length * half, y: dx / length * half)
      normals.append(n)
      polygons.append([
        CGPoint(x: a.x + n.x, y: a.y + n.y), CGPoint(x: b.x + n.x, y: b.y + n.y),
        CGPoint(x: b.x - n.x, y: b.y - n.y), CGPoint(x: a.x - n.x, y: a.y - n.y),
      ])
    }
    // Joins: at every vertex between two segments.
    let joints = closed ? Array(0..<count) : Array(1..<count)
    for j in joints {
      let v = pts[j]
      let n0 = normals[(j - 1 + count) % count]
      let n1 = normals[j % count]
      polygons += joinPieces(at: v, n0, n1, half: half, join: join, miterLimit: miterLimit)
    }
    if !closed {
      polygons += capPiece(at: pts[0], normal: normals[0], forward: false, half: half, cap: cap)
      polygons += capPiece(
        at: pts[pts.count - 1], normal: normals[count - 1], forward: true, half: half, cap: cap)
    }
    return polygons
  }

  static func joinPieces(
    at v: CGPoint, _ n0: CGPoint, _ n1: CGPoint, half: CGFloat, join: CGLineJoin,
    miterLimit: CGFloat
  ) -> [[CGPoint]] {
    switch join {
    case .round:
      return [disc(v, half)]
    case .bevel, .miter:
      var pieces: [[CGPoint]] = []
      let sum = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
      let sumLength = (sum.x * sum.x + sum.y * sum.y).squareRoot()
      // cos(φ/2) of the turn: |n0 + n1| / (2 · half).
      let cosHalf = sumLength / (2 * half)
      let miterOK = join == .miter && cosHalf > 1e-6 && 1 / cosHalf <= miterLimit
      for s: CGFloat in [1, -1] {
        let a = CGPoint(x: v.x + s * n0.x, y: v.y + s * n0.y)
        let b = CGPoint(x: v.x + s * n1.x, y: v.y + s * n1.y)
        if miterOK {
          let m = half / cosHalf / sumLength
          let tip = CGPoint(x: v.x + s * sum.x * m, y: v.y + s * sum.y * m)
          pieces.append([v, a, tip, b])
        } else {
          pieces.append([v, a, b])
        }
      }
      return pieces
    }
  }

  static func capPiece(
    at p: CGPoint, normal n: CGPoint, forward: Bool, half: CGFloat, cap: CGLineCap
  ) -> [[CGPoint]] {
    switch cap {
    case .butt: return []
    case .round: return [disc(p, half)]
    case .square:
      // Along the segment's direction (the normal turned back a quarter).
      let d = CGPoint(x: n.y, y: -n.x)
      let s: CGFloat = forward ? 1 : -1
      let out = CGPoint(x: p.x + s * d.x, y: p.y + s * d.y)
      return [
        [
          CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: out.x + n.x, y: out.y + n.y),
          CGPoint(x: out.x - n.x, y: out.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y),
        ]
      ]
    }
  }

  static func disc(_ p: CGPoint, _ radius: CGFloat) -> [CGPoint] {
    let steps = max(8, Int((radius.squareRoot() * 6).rounded(.up)))
    return (0..<steps).map { i in
      let angle = CGFloat(i) / CGFloat(steps) * 2 * CGFloat.pi
      return CGPoint(x: p.x + radius * cos(angle), y: p.y + radius * sin(angle))
    }
  }

  static func length(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// The polylines as one open polyline per subpath (a closed one ends back at its start).
  static func opened(_ line: CGPath.Polyline) -> [CGPoint] {
    guard line.isClosed, let first = line.points.first, line.points.last != first else {
      return line.points
    }
    return line.points + [first]
  }

  /// The pieces of `lines` that a dash pattern leaves (each dash an open polyline).
  static func dashed(_ lines: [CGPath.Polyline], lengths: [CGFloat], phase: CGFloat)
    -> [CGPath.Polyline]
  {
    let total = lengths.reduce(0, +)
    guard total > 0 else { return lines }
    var result: [CGPath.Polyline] = []
    for line in lines {
      let pts = opened(line)
      guard pts.count >= 2 else { continue }
      // Where in the pattern the line starts.
      var offset = phase.truncatingRemainder(dividingBy: total)
      if offset < 0 { offset += total }
      var index = 0
      while offset >= lengths[index] {
        offset -= lengths[index]
        index = (index + 1) % lengths.count
      }
      var remaining = lengths[index] - offset
      var on = index % 2 == 0
      var current: [CGPoint] = on ? [pts[0]] : []
      for i in 1..<pts.count {
        var a = pts[i - 1]
        let b = pts[i]
        var segment = length(a, b)
        while segment > remaining {
          let f = remaining / segment
          let cut = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
          if on {
            current.append(cut)
            result.append(CGPath.Polyline(points: current, isClosed: false))
            current = []
          } else {
            current = [cut]
          }
          on.toggle()
          segment -= remaining
          a = cut
          index = (index + 1) % lengths.count
          remaining = lengths[index]
        }
        remaining -= segment
        if on { current.append(b) }
      }
      if on, current.count >= 2 { result.append(CGPath.Polyline(points: current, isClosed: false)) }
    }
    return result
  }

  /// The part of `lines` between fractions `start` and `end` of their total length.
  static func trimmed(_ lines: [CGPath.Polyline], start: CGFloat, end: CGFloat)
    -> [CGPath.Polyline]
  {
    if start <= 0, end >= 1 { return lines }
    guard end > start else { return [] }
    let opens = lines.map(opened)
    var total: CGFloat = 0
    for pts in opens where pts.count >= 2 {
      for i in 1..<pts.count { total += length(pts[i - 1], pts[i]) }
    }
    let from = start * total
    let to = end * total
    var result: [CGPath.Polyline] = []
    var walked: CGFloat = 0
    for pts in opens where pts.count >= 2 {
      var current: [CGPoint] = []
      for i in 1..<pts.count {
        let a = pts[i - 1]
        let b = pts[i]
        let l = length(a, b)
        let s0 = walked
        let s1 = walked + l
        walked = s1
        guard l > 0, s1 > from, s0 < to else { continue }
        func at(_ s: CGFloat) -> CGPoint {
          let f = (s - s0) / l
          return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }
        if current.isEmpty { current.append(s0 >= from ? a : at(from)) }
        current.append(s1 <= to ? b : at(to))
      }
      if current.count >= 2 { result.append(CGPath.Polyline(points: current, isClosed: false)) }
    }
    return result
  }
}
