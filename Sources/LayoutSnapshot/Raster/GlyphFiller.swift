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

  /// `a / b` rounded down (b > 0).
  @inline(__always)
  static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let q = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
  }
}
