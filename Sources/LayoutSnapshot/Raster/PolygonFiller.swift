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
    if polygons.count == 1, let rect = axisAlignedRect(polygons[0]) {
      return rectangleCoverage(rect, minX: x0, minY: y0, maxX: x1, maxY: y1)
    }
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
    // Partial pixels add into `row`; whole pixels between them mark where a run of `weight`
    // starts and stops in `runs`, summed once per row (sums of quarters are exact).
    var row = [Double](repeating: 0, count: w + 1)
    var runs = [Double](repeating: 0, count: w + 2)
    var crossings: [(x: Double, dir: Int)] = []
    let weight = 1.0 / Double(subsamples)
    mask.values.withUnsafeMutableBufferPointer { values in
      row.withUnsafeMutableBufferPointer { row in
        runs.withUnsafeMutableBufferPointer { runs in
          for y in y0..<y1 {
            for k in 0..<w + 1 { row[k] = 0 }
            for k in 0..<w + 2 { runs[k] = 0 }
            var touched = false
            for s in 0..<subsamples {
              let sy = Double(y) + (Double(s) + 0.5) * weight
              crossings.removeAll(keepingCapacity: true)
              for e in edges where sy >= e.ay && sy < e.by {
                let t = (sy - e.ay) / (e.by - e.ay)
                crossings.append((e.ax + t * (e.bx - e.ax), e.dir))
              }
              if crossings.count < 2 { continue }
              sortByX(&crossings)
              var winding = 0
              for i in 0..<crossings.count - 1 {
                winding += crossings[i].dir
                if evenOdd ? winding % 2 != 0 : winding != 0 {
                  addSpan(
                    from: crossings[i].x, to: crossings[i + 1].x, x0: x0, weight: weight,
                    row: row, runs: runs)
                  touched = true
                }
              }
            }
            guard touched else { continue }
            let base = (y - y0) * w
            var run = 0.0
            for k in 0..<w {
              run += runs[k]
              let v = run == 0 ? row[k] : row[k] + run
              values[base + k] = Float(min(v, 1))
            }
          }
        }
      }
    }
    return mask
  }

  /// Sorts crossings by x (insertion sort: there are few; equal x values bound empty spans, so
  /// their order does not matter).
  static func sortByX(_ crossings: inout [(x: Double, dir: Int)]) {
    for i in 1..<crossings.count {
      let item = crossings[i]
      var j = i - 1
      while j >= 0, crossings[j].x > item.x {
        crossings[j + 1] = crossings[j]
        j -= 1
      }
      crossings[j + 1] = item
    }
  }

  /// Adds `weight` × the covered fraction of each pixel between `a` and `b`: partial pixels
  /// into `row`, whole ones as a run in `runs` (+weight where it starts, −weight after it).
  @inline(__always)
  static func addSpan(
    from a: Double, to b: Double, x0: Int, weight: Double, row: UnsafeMutableBufferPointer<Double>,
    runs: UnsafeMutableBufferPointer<Double>
  ) {
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
      runs[first + 1] += weight
      runs[last] -= weight
    }
    if last < row.count { row[last] += (hi - Double(last)) * weight }
  }

  /// The rectangle a four-point polygon with horizontal and vertical sides outlines (minX,
  /// minY, maxX, maxY), or nil.
  static func axisAlignedRect(_ p: [CGPoint]) -> (Double, Double, Double, Double)? {
    guard p.count == 4 else { return nil }
    let horizontalFirst =
      p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
    let verticalFirst =
      p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
    guard horizontalFirst || verticalFirst else { return nil }
    return (
      Double(min(p[0].x, p[2].x)), Double(min(p[0].y, p[2].y)), Double(max(p[0].x, p[2].x)),
      Double(max(p[0].y, p[2].y))
    )
  }

  /// The coverage of a rectangle, the same values the scanline loop gives it, row by row:
  /// each covered sub-scanline adds the same horizontal coverage, so a row is that coverage
  /// added as many times as sub-scanlines cross the rectangle (0 to 4 row patterns, stored
  /// once each).
  static func rectangleCoverage(
    _ r: (Double, Double, Double, Double), minX x0: Int, minY y0: Int, maxX x1: Int, maxY y1: Int
  ) -> CoverageMask {
    let (left, top, right, bottom) = r
    let w = x1 - x0
    guard right > left, bottom > top else {
      return CoverageMask(
        minX: x0, minY: y0, maxX: x1, maxY: y1, values: [Float](repeating: 0, count: w),
        rowIndex: [Int](repeating: 0, count: y1 - y0))
    }
    let weight = 1.0 / Double(subsamples)
    // One sub-scanline's contribution per pixel.
    var single = [Double](repeating: 0, count: w + 1)
    var runs = [Double](repeating: 0, count: w + 2)
    single.withUnsafeMutableBufferPointer { row in
      runs.withUnsafeMutableBufferPointer { runs in
        addSpan(from: left, to: right, x0: x0, weight: weight, row: row, runs: runs)
      }
    }
    var patterns: [[Float]] = []
    for n in 0...subsamples {
      var pattern = [Float](repeating: 0, count: w)
      if n > 0 {
        var run = 0.0
        for k in 0..<w {
          run += runs[k]
          var sum = 0.0
          for _ in 0..<n { sum += single[k] }
          var allRuns = 0.0
          for _ in 0..<n { allRuns += run }
          let v = allRuns == 0 ? sum : sum + allRuns
          pattern[k] = Float(min(v, 1))
        }
      }
      patterns.append(pattern)
    }
    var index: [Int] = []
    index.reserveCapacity(y1 - y0)
    for y in y0..<y1 {
      var n = 0
      for s in 0..<subsamples {
        let sy = Double(y) + (Double(s) + 0.5) * weight
        if sy >= top, sy < bottom { n += 1 }
      }
      index.append(n)
    }
    return CoverageMask(
      minX: x0, minY: y0, maxX: x1, maxY: y1, values: Array(patterns.joined()), rowIndex: index)
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
