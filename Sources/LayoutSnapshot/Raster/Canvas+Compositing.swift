import Foundation
import OpenUIKit

extension Canvas {
  /// Composites `color` over each pixel with the given coverage (0...1 per pixel, inside the
  /// canvas), multiplied by the clip mask when there is one.
  mutating func composite(
    coverage: CoverageMask, color: RenderColor, clip: CoverageMask?
  ) {
    guard let paint = Paint(color), width > 0 else { return }
    // Stored coverage rows: 0 not looked at yet, 1 paints nothing, 2 paints.
    var blank = [UInt8](repeating: 0, count: coverage.storedRows)
    var memo: [RowChangeKey: Int] = [:]
    var released: [Int] = []
    let clipValues = clip?.values ?? []
    coverage.values.withUnsafeBufferPointer { cov in
      clipValues.withUnsafeBufferPointer { cl in
        guard let cov = cov.baseAddress else { return }
        for y in max(coverage.minY, 0)..<min(coverage.maxY, height) {
          let stored = coverage.rowIndex[y - coverage.minY]
          if blank[stored] == 0 { blank[stored] = coverage.isBlank(storedRow: stored) ? 1 : 2 }
          if blank[stored] == 1 { continue }
          var clipRow: ClipRow?
          if let clip {
            guard y >= clip.minY, y < clip.maxY, let values = cl.baseAddress else { continue }
            clipRow = ClipRow(
              values: values, stored: clip.rowIndex[y - clip.minY], minX: clip.minX,
              maxX: clip.maxX, width: clip.width)
          }
          let key = RowChangeKey(slot: rowSlots[y], first: stored, second: clipRow?.stored ?? -1)
          composite(
            row: y, coverage: cov, start: stored * coverage.width - coverage.minX,
            minX: coverage.minX, maxX: coverage.maxX, paint: paint, clip: clipRow, key: key,
            memo: &memo, released: &released)
        }
      }
    }
    free(released)
  }

  /// A colour to composite, premultiplied.
  struct Paint {
    /// The colour's alpha.
    let alpha: Float
    /// Premultiplied red, green, blue and alpha.
    let premultiplied: SIMD4<Float>
    /// The colour where it covers a pixel fully and is opaque.
    let solid: SIMD4<Float>

    /// Nil for a colour that paints nothing (alpha 0 or less).
    init?(_ color: RenderColor) {
      alpha = Float(color.alpha)
      guard alpha > 0 else { return nil }
      let r = Float(color.red) * alpha
      let g = Float(color.green) * alpha
      let b = Float(color.blue) * alpha
      premultiplied = SIMD4(r, g, b, alpha)
      solid = SIMD4(r, g, b, 1)
    }
  }

  /// One row of a clip mask: its values and where they lie.
  struct ClipRow {
    let values: UnsafePointer<Float>
    let stored: Int
    let minX: Int
    let maxX: Int
    let width: Int
  }

  /// Composites `paint` over row `y` where `coverage[start + x]` is the coverage of pixel x
  /// in `minX..<maxX` (times the clip's, when there is one), sharing results through `memo`
  /// when `key` is given.
  @inline(__always)
  mutating func composite(
    row y: Int, coverage cov: UnsafePointer<Float>, start rowStart: Int, minX: Int, maxX: Int,
    paint: Paint, clip: ClipRow?, key: RowChangeKey?, memo: inout [RowChangeKey: Int],
    released: inout [Int]
  ) {
    let ca = paint.alpha
    let color = paint.premultiplied
    let solid = paint.solid
    changeRow(y, key: key, memo: &memo, released: &released) { px in
      guard let clip else {
        if ca == 1 {
          // No clip, opaque colour: runs of full coverage are filled at once.
          var x = minX
          while x < maxX {
            let c = cov[rowStart + x]
            if c == 1 {
              var end = x + 1
              while end < maxX, cov[rowStart + end] == 1 { end += 1 }
              (px + x).update(repeating: solid, count: end - x)
              x = end
              continue
            }
            if c > 0 { px[x] = color * c + px[x] * (1 - ca * c) }
            x += 1
          }
          return
        }
        for x in minX..<maxX {
          let c = cov[rowStart + x]
          if c <= 0 { continue }
          px[x] = color * c + px[x] * (1 - ca * c)
        }
        return
      }
      let clipRow = clip.stored * clip.width - clip.minX
      for x in minX..<maxX {
        var c = cov[rowStart + x]
        if c <= 0 { continue }
        c *= x >= clip.minX && x < clip.maxX ? clip.values[clipRow + x] : 0
        if c <= 0 { continue }
        if c == 1, ca == 1 {
          // Opaque: the colour replaces the pixel (k = 0).
          px[x] = solid
          continue
        }
        let k = 1 - ca * c
        px[x] = color * c + px[x] * k
      }
    }
  }

  /// Composites a colour that varies by pixel (a gradient) over the pixels of `coverage`;
  /// `colorAt` returns nil where nothing is painted.
  mutating func composite(
    coverage: CoverageMask, alpha: Double, colorAt: (Int, Int) -> RenderColor?
  ) {
    changeRows(of: coverage, shared: false) { y, rowStart, px in
      for x in coverage.minX..<coverage.maxX {
        let c = coverage.values[rowStart + x]
        if c <= 0 { continue }
        guard let color = colorAt(x, y) else { continue }
        let ca = Float(color.alpha * alpha) * c
        if ca <= 0 { continue }
        let k = 1 - ca
        var p = px[x]
        p.x = Float(color.red) * ca + p.x * k
        p.y = Float(color.green) * ca + p.y * k
        p.z = Float(color.blue) * ca + p.z * k
        p.w = ca + p.w * k
        px[x] = p
      }
    }
  }

  /// Makes the pixels of `coverage` transparent in proportion to it.
  mutating func clear(coverage: CoverageMask) {
    changeRows(of: coverage, shared: true) { _, rowStart, px in
      for x in coverage.minX..<coverage.maxX {
        let c = coverage.values[rowStart + x]
        if c <= 0 { continue }
        let k = 1 - c
        var p = px[x]
        p.x *= k
        p.y *= k
        p.z *= k
        p.w *= k
        px[x] = p
      }
    }
  }

  /// Changes each row that `coverage` paints: `change` gets the row, the offset to add to x
  /// for its coverage value and the row's pixels. With `shared`, the change depends only on
  /// the pixels and the coverage, so equal rows under equal coverage are changed once.
  private mutating func changeRows(
    of coverage: CoverageMask, shared: Bool,
    _ change: (Int, Int, UnsafeMutablePointer<SIMD4<Float>>) -> Void
  ) {
    guard width > 0 else { return }
    var memo: [RowChangeKey: Int] = [:]
    var released: [Int] = []
    // Stored coverage rows: 0 not looked at yet, 1 paints nothing, 2 paints.
    var blank = [UInt8](repeating: 0, count: coverage.storedRows)
    for y in max(coverage.minY, 0)..<min(coverage.maxY, height) {
      let stored = coverage.rowIndex[y - coverage.minY]
      if blank[stored] == 0 { blank[stored] = coverage.isBlank(storedRow: stored) ? 1 : 2 }
      if blank[stored] == 1 { continue }
      let rowStart = stored * coverage.width - coverage.minX
      let key = shared ? RowChangeKey(slot: rowSlots[y], first: stored, second: -1) : nil
      changeRow(y, key: key, memo: &memo, released: &released) { px in change(y, rowStart, px) }
    }
    free(released)
  }

  /// Composites another canvas of the same size over this one at `alpha`.
  mutating func composite(_ other: Canvas, alpha: Double) {
    let a = Float(alpha)
    let width = width
    guard width > 0, other.width == width else { return }
    var memo: [RowChangeKey: Int] = [:]
    var released: [Int] = []
    other.storage.withUnsafeBufferPointer { theirs in
      for y in 0..<min(height, other.height) {
        let source = other.rowSlots[y]
        // A transparent row adds nothing (unless alpha is not finite: 0 × ∞ is NaN).
        if source == 0, a.isFinite { continue }
        let from = source * width
        let key = RowChangeKey(slot: rowSlots[y], first: source, second: -1)
        changeRow(y, key: key, memo: &memo, released: &released) { px in
          for x in 0..<width {
            let o = theirs[from + x]
            let sa = o.w * a
            if sa <= 0 { continue }
            let k = 1 - sa
            var p = px[x]
            p.x = o.x * a + p.x * k
            p.y = o.y * a + p.y * k
            p.z = o.z * a + p.z * k
            p.w = sa + p.w * k
            px[x] = p
          }
        }
      }
    }
    free(released)
  }
}

extension RenderColor {
  /// A display list's colour.
  init(_ color: DisplayList.Color) {
    self.init(
      red: Double(color.red), green: Double(color.green), blue: Double(color.blue),
      alpha: Double(color.alpha))
  }
}
