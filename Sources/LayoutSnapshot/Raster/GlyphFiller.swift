import Foundation
import OpenUIKit

/// Scan conversion of glyph outlines in integer arithmetic: points on a grid of 1/256 pixel,
/// curves flattened by integer subdivision, the non-zero winding rule over eight sub-scanlines
/// per pixel row with exact horizontal coverage on each. Every step after a point is placed on
/// the grid is integer, so a glyph's pixels are the same bytes on every machine.
enum GlyphFiller {
  /// Grid steps per pixel.
  static let one = 256
  /// Sub-scanlines per pixel row.
  static let subsamples = 8

  /// One edge on the grid, top to bottom, with its winding direction.
  struct Edge {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int
    var dir: Int
  }

  /// The coverage of `outline` mapped by `t` (bounds coordinates to device pixels), clipped
  /// to the canvas, or nil when it covers nothing.
  static func coverage(
    of outline: TextOutline, transform t: CGAffineTransform, canvasWidth: Int, canvasHeight: Int
  ) -> CoverageMask? {
    let edges = self.edges(of: outline, transform: t)
    return coverage(of: edges, canvasWidth: canvasWidth, canvasHeight: canvasHeight)
  }

  /// A point on the grid (rounded to the nearest step).
  @inline(__always)
  static func grid(_ p: CGPoint, _ t: CGAffineTransform) -> (Int, Int) {
    let q = p.applying(t)
    let x = (Double(q.x) * Double(one)).rounded()
    let y = (Double(q.y) * Double(one)).rounded()
    let limit = Double(1 << 28)
    return (Int(min(max(x, -limit), limit)), Int(min(max(y, -limit), limit)))
  }

  /// The edges of an outline: lines as they are, curves cut into chords whose number grows
  /// with the square root of the curve's bend (at most a tenth of a pixel off).
  static func edges(of outline: TextOutline, transform t: CGAffineTransform) -> [Edge] {
    var edges: [Edge] = []
    edges.reserveCapacity(outline.points.count * 2)
    var start = (0, 0)
    var current = (0, 0)
    var p = 0
    func add(_ a: (Int, Int), _ b: (Int, Int)) {
      if a.1 == b.1 { return }
      if a.1 < b.1 {
        edges.append(Edge(x0: a.0, y0: a.1, x1: b.0, y1: b.1, dir: 1))
      } else {
        edges.append(Edge(x0: b.0, y0: b.1, x1: a.0, y1: a.1, dir: -1))
      }
    }
    for verb in outline.verbs {
      switch verb {
      case .move:
        add(current, start)
        start = grid(outline.points[p], t)
        current = start
        p += 1
      case .line:
        let b = grid(outline.points[p], t)
        add(current, b)
        current = b
        p += 1
      case .quad:
        let c = grid(outline.points[p], t)
        let e = grid(outline.points[p + 1], t)
        p += 2
        let a = current
        let bend: Int = max(second(a.0, c.0, e.0), second(a.1, c.1, e.1))
        let n = steps(bend / 205)
        var previous = a
        for i in 1...n {
          let q = i == n ? e : (quadratic(a.0, c.0, e.0, i, n), quadratic(a.1, c.1, e.1, i, n))
          add(previous, q)
          previous = q
        }
        current = e
      case .cubic:
        let c1 = grid(outline.points[p], t)
        let c2 = grid(outline.points[p + 1], t)
        let e = grid(outline.points[p + 2], t)
        p += 3
        let a = current
        let bendX: Int = max(second(a.0, c1.0, c2.0), second(c1.0, c2.0, e.0))
        let bendY: Int = max(second(a.1, c1.1, c2.1), second(c1.1, c2.1, e.1))
        let n = steps(max(bendX, bendY) / 34)
        var previous = a
        for i in 1...n {
          let q =
            i == n
            ? e
            : (cubic(a.0, c1.0, c2.0, e.0, i, n), cubic(a.1, c1.1, c2.1, e.1, i, n))
          add(previous, q)
          previous = q
        }
        current = e
      case .close:
        add(current, start)
        current = start
      }
    }
    add(current, start)
    return edges
  }

  /// The size of a second difference (how far a control point bends the curve), in steps.
  @inline(__always)
  static func second(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let d: Int = a - 2 * b + c
    return d < 0 ? -d : d
  }

  /// A quadratic Bézier coordinate at `i / n`, in integers (truncated toward zero).
  @inline(__always)
  static func quadratic(_ a: Int, _ b: Int, _ c: Int, _ i: Int, _ n: Int) -> Int {
    let u: Int = n - i
    let sum: Int = a * u * u + 2 * b * u * i + c * i * i
    return sum / (n * n)
  }

  /// A cubic Bézier coordinate at `i / n`, in integers (truncated toward zero).
  @inline(__always)
  static func cubic(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ i: Int, _ n: Int) -> Int {
    let u: Int = n - i
    let first: Int = a * u * u * u + 3 * b * u * u * i
    let second: Int = 3 * c * u * i * i + d * i * i * i
    return (first + second) / (n * n * n)
  }

  /// The number of chords for a bend measure: its integer square root, 1 to 32.
  @inline(__always)
  static func steps(_ bend: Int) -> Int {
    var n = 1
    while n < 32, n * n < bend { n += 1 }
    return n
  }

  /// The coverage of edges with the non-zero winding rule.
  static func coverage(of edges: [Edge], canvasWidth: Int, canvasHeight: Int) -> CoverageMask? {
    guard !edges.isEmpty else { return nil }
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min
    for e in edges {
      minX = min(minX, e.x0, e.x1)
      maxX = max(maxX, e.x0, e.x1)
      minY = min(minY, e.y0)
      maxY = max(maxY, e.y1)
    }
    let x0 = max(0, floorDiv(minX, one))
    let y0 = max(0, floorDiv(minY, one))
    let x1 = min(canvasWidth, floorDiv(maxX, one) + 1)
    let y1 = min(canvasHeight, floorDiv(maxY, one) + 1)
    guard x1 > x0, y1 > y0 else { return nil }
    let sorted = edges.sorted { ($0.y0, $0.x0, $0.y1, $0.x1) < ($1.y0, $1.x0, $1.y1, $1.x1) }
    let w = x1 - x0
    var mask = CoverageMask(minX: x0, minY: y0, maxX: x1, maxY: y1)
    // The active edges, kept in the order of their crossings (x, then direction) on the last
    // sub-scanline: from one sub-scanline to the next that order barely changes, so an
    // insertion sort puts them back in order in about one pass. Then their crossings' keys,
    // and per pixel the partial coverage (`row`) and runs of whole pixels as +/− marks
    // (`runs`), both in grid steps × sub-scanlines (a full pixel is one × subsamples).
    let n = sorted.count
    var scratch = [Int](repeating: 0, count: 2 * n + 2 * w + 3)
    let step = one / subsamples
    let full = Float(one * subsamples)
    let left = x0 * one
    let right = x1 * one
    sorted.withUnsafeBufferPointer { edges in
      scratch.withUnsafeMutableBufferPointer { scratch in
        mask.values.withUnsafeMutableBufferPointer { values in
          guard let active = scratch.baseAddress else { return }
          let keys = active + n
          let row = keys + n
          let runs = row + w + 1
          var count = 0
          var next = 0
          for y in y0..<y1 {
            var touched = false
            for s in 0..<subsamples {
              let sy = y * one + s * step + step / 2
              while next < n, edges[next].y0 <= sy {
                active[count] = next
                count += 1
                next += 1
              }
              var kept = 0
              for i in 0..<count where edges[active[i]].y1 > sy {
                active[kept] = active[i]
                kept += 1
              }
              count = kept
              if count < 2 { continue }
              for i in 0..<count {
                let e = edges[active[i]]
                let x = e.x0 + floorDiv((sy - e.y0) * (e.x1 - e.x0), e.y1 - e.y0)
                // x, then direction (−1 before +1), in one integer.
                keys[i] = x * 4 + e.dir + 1
              }
              sortTogether(keys, active, count: count)
              var winding = 0
              for i in 0..<count - 1 {
                winding += (keys[i] & 3) - 1
                guard winding != 0 else { continue }
                let a = max(keys[i] >> 2, left) - left
                let b = min(keys[i + 1] >> 2, right) - left
                guard b > a else { continue }
                touched = true
                let first = a / one
                let last = b / one
                if first == last {
                  row[first] += b - a
                } else {
                  row[first] += (first + 1) * one - a
                  if last > first + 1 {
                    runs[first + 1] += one
                    runs[last] -= one
                  }
                  row[last] += b - last * one
                }
              }
            }
            guard touched else { continue }
            let base = (y - y0) * w
            var run = 0
            for k in 0..<w {
              run += runs[k]
              let v = row[k] + run
              values[base + k] = v >= Int(full) ? 1 : Float(v) / full
              row[k] = 0
              runs[k] = 0
            }
            row[w] = 0
            runs[w] = 0
            runs[w + 1] = 0
          }
        }
      }
    }
    return mask
  }

  /// Sorts the first `count` keys ascending by insertion (fast when they are nearly in order),
  /// moving the items with them.
  @inline(__always)
  static func sortTogether(
    _ keys: UnsafeMutablePointer<Int>, _ items: UnsafeMutablePointer<Int>, count: Int
  ) {
    for i in 1..<count {
      let key = keys[i]
      guard key < keys[i - 1] else { continue }
      let item = items[i]
      var j = i - 1
      while j >= 0, keys[j] > key {
        keys[j + 1] = keys[j]
        items[j + 1] = items[j]
        j -= 1
      }
      keys[j + 1] = key
      items[j + 1] = item
    }
  }

  /// `a / b` rounded down (b > 0).
  @inline(__always)
  static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }
}
