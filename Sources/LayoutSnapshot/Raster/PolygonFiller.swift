import Foundation

/// Scan conversion: the coverage of polygons (device pixels, nonzero winding) with four
/// sub-scanlines per pixel row and exact horizontal coverage on each.
enum PolygonFiller {
  static let subsamples = 4

  /// The coverage of `polygons` clipped to the canvas: their union (each is oriented the same
  /// way first, so overlapping pieces add up), or with `evenOdd` the points inside an odd
  /// number of them (a ring is an outer and an inner outline).
  static func coverage(
    of polygons: [[CGPoint]], evenOdd: Bool = false, canvasWidth: Int, canvasHeight: Int
  ) -> CoverageMask? {
    var minX = CGFloat.infinity
    var minY = CGFloat.infinity
    var maxX = -CGFloat.infinity
    var maxY = -CGFloat.infinity
    for polygon in polygons {
      for p in polygon {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
    }
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return nil }
    let x0 = max(0, Int(minX.rounded(.down)))
    let y0 = max(0, Int(minY.rounded(.down)))
    let x1 = min(canvasWidth, Int(maxX.rounded(.up)) + 1)
    let y1 = min(canvasHeight, Int(maxY.rounded(.up)) + 1)
    guard x1 > x0, y1 > y0 else { return nil }
    var mask = CoverageMask(minX: x0, minY: y0, maxX: x1, maxY: y1)
    // Edges with their winding direction.
    var edges: [(ax: Double, ay: Double, bx: Double, by: Double, dir: Int)] = []
    for polygon in polygons where polygon.count >= 3 {
      let oriented = !evenOdd && signedArea(polygon) < 0 ? polygon.reversed() : polygon
      for i in 0..<oriented.count {
        let a = oriented[i]
        let b = oriented[(i + 1) % oriented.count]
        if a.y == b.y { continue }
        if a.y < b.y {
          edges.append((Double(a.x), Double(a.y), Double(b.x), Double(b.y), 1))
        } else {
          edges.append((Double(b.x), Double(b.y), Double(a.x), Double(a.y), -1))
        }
      }
    }
    let w = x1 - x0
    var row = [Double](repeating: 0, count: w + 1)
    var crossings: [(x: Double, dir: Int)] = []
    let weight = 1.0 / Double(subsamples)
    for y in y0..<y1 {
      for k in 0..<w + 1 { row[k] = 0 }
      for s in 0..<subsamples {
        let sy = Double(y) + (Double(s) + 0.5) * weight
        crossings.removeAll(keepingCapacity: true)
        for e in edges where sy >= e.ay && sy < e.by {
          let t = (sy - e.ay) / (e.by - e.ay)
          crossings.append((e.ax + t * (e.bx - e.ax), e.dir))
        }
        if crossings.count < 2 { continue }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for i in 0..<crossings.count - 1 {
          winding += crossings[i].dir
          if evenOdd ? winding % 2 != 0 : winding != 0 {
            addSpan(from: crossings[i].x, to: crossings[i + 1].x, x0: x0, weight: weight, row: &row)
          }
        }
      }
      let base = (y - y0) * w
      for k in 0..<w { mask.values[base + k] = Float(min(row[k], 1)) }
    }
    return mask
  }

  /// Adds `weight` × the covered fraction of each pixel between `a` and `b`.
  static func addSpan(from a: Double, to b: Double, x0: Int, weight: Double, row: inout [Double]) {
    let lo = max(a - Double(x0), 0)
    let hi = min(b - Double(x0), Double(row.count - 1))
    guard hi > lo else { return }
    let first = Int(lo.rounded(.down))
    let last = Int(hi.rounded(.down))
    if first == last {
      row[first] += (hi - lo) * weight
      return
    }
    row[first] += (Double(first + 1) - lo) * weight
    if last > first + 1 {
      for k in (first + 1)..<last { row[k] += weight }
    }
    if last < row.count { row[last] += (hi - Double(last)) * weight }
  }

  /// Twice the signed area (positive: counter-clockwise in y-down device space means
  /// clockwise on screen; only the sign's consistency matters).
  static func signedArea(_ polygon: [CGPoint]) -> Double {
    var sum = 0.0
    for i in 0..<polygon.count {
      let a = polygon[i]
      let b = polygon[(i + 1) % polygon.count]
      sum += Double(a.x * b.y - b.x * a.y)
    }
    return sum
  }
}
