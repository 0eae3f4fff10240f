import Foundation
import OpenUIKit

/// A glyph outline's coverage as a mask, or composited straight into a canvas row by row.
extension GlyphFiller {
  /// The pixels a set of edges can cover, clipped to the canvas.
  struct Bounds {
    let x0: Int
    let y0: Int
    let x1: Int
    let y1: Int
  }

  /// The coverage of edges with the non-zero winding rule.
  static func coverage(of edges: [Edge], canvasWidth: Int, canvasHeight: Int) -> CoverageMask? {
    guard let b = bounds(of: edges, canvasWidth: canvasWidth, canvasHeight: canvasHeight) else {
      return nil
    }
    let w = b.x1 - b.x0
    var mask = CoverageMask(minX: b.x0, minY: b.y0, maxX: b.x1, maxY: b.y1)
    mask.values.withUnsafeMutableBufferPointer { values in
      guard let base = values.baseAddress else { return }
      scan(edges, in: b) { y, row, lo, end in
        (base + (y - b.y0) * w + lo).update(from: row + lo, count: end - lo)
      }
    }
    return mask
  }

  /// Composites `outline` mapped by `t` in `color` over the canvas, row by row from its
  /// scanned coverage rows (kept from an earlier scan of the same edges when there was one):
  /// the same pixels as compositing its `coverage(of:transform:…)` mask, without the mask.
  static func fill(
    _ outline: TextOutline, transform t: CGAffineTransform, color: RenderColor,
    clip: CoverageMask?, canvas: inout Canvas
  ) {
    guard let paint = Canvas.Paint(color), canvas.width > 0 else { return }
    // The rows are those of scanning the edges over their bounds `b` (kept when known).
    guard
      let placed = placement(
        of: outline, transform: t, width: canvas.width, height: canvas.height)
    else { return }
    let b = placed.bounds
    let scanned = placed.rows
    // Each row has coverage of its own: no change is shared.
    var memo: [RowChangeKey: Int] = [:]
    var released: [Int] = []
    let clipValues = clip?.values ?? []
    clipValues.withUnsafeBufferPointer { cl in
      scanned.values.withUnsafeBufferPointer { values in
        guard let coverage = values.baseAddress else { return }
        let rows = scanned.rows
        for i in stride(from: 0, to: rows.count, by: 4) {
          let (y, lo, end, at) = (b.y0 + rows[i], rows[i + 1], rows[i + 2], rows[i + 3])
          var clipRow: Canvas.ClipRow?
          if let clip {
            guard y >= clip.minY, y < clip.maxY, let values = cl.baseAddress else { continue }
            clipRow = Canvas.ClipRow(
              values: values, stored: clip.rowIndex[y - clip.minY], minX: clip.minX,
              maxX: clip.maxX, width: clip.width)
          }
          canvas.composite(
            row: y, coverage: coverage, start: at - lo - b.x0, minX: b.x0 + lo,
            maxX: b.x0 + end, paint: paint, clip: clipRow, key: nil, memo: &memo,
            released: &released)
        }
      }
    }
    canvas.free(released)
  }

  /// The pixels `edges` can cover inside the canvas, or nil for none.
  static func bounds(of edges: [Edge], canvasWidth: Int, canvasHeight: Int) -> Bounds? {
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
    return Bounds(x0: x0, y0: y0, x1: x1, y1: y1)
  }
}
