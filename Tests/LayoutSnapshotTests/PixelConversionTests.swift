import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// Converting a pixel on four lanes at once gives the bytes of the one-component-at-a-time
/// conversion, and glyph coverage moved by whole pixels is the same coverage moved.
@MainActor
@Suite struct PixelConversionTests {
  /// `rgba8` packed as the PNG writer stores it (red lowest).
  static func scalar(_ p: SIMD4<Float>) -> UInt32 {
    let (r, g, b, a) = Canvas.rgba8(p.x, p.y, p.z, p.w)
    return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  @Test func packedPixelsAreTheComponentConversion() {
    #expect(Canvas.packed(SIMD4(1, 0.5, 0, 1)) == 0xFF00_80FF)
    #expect(Canvas.packed(SIMD4(0.25, 0.25, 0.25, 0.5)) == 0x8080_8080)
    #expect(Canvas.packed(SIMD4(0.3, 0.2, 0.1, 0)) == 0)
    #expect(Canvas.packed(SIMD4(.nan, -1, 2, 1)) == 0xFFFF_00FF)
    // Every value on both sides of each rounding tie, and values outside 0...1.
    var values: [Float] = [0, -0.0, -1, 1, 2, .infinity, -.infinity, .nan, 1e-30, 0.999_999_9]
    for k in 0...255 {
      let tie = (Float(k) + 0.5) / 255
      values += [tie, tie.nextUp, tie.nextDown, Float(k) / 255]
    }
    var differing = 0
    for alpha: Float in [1, 0.5, 0.25, 1.0 / 3, 0.75, 0.999, 0.01, 1e-20, 0, .nan] {
      for v in values {
        let p = SIMD4(v * alpha, v, min(max(v, 0), 1) * alpha, alpha)
        if Canvas.packed(p) != Self.scalar(p) { differing += 1 }
      }
    }
    #expect(differing == 0)
  }

  @Test func coverageMovedByWholePixelsIsTheSameCoverage() {
    let outline = TextOutline(
      "Hgé", origin: CGPoint(x: 10.3, y: 20.7), width: nil, pointSize: 17, weight: 400,
      italic: true)
    let edges = GlyphFiller.edges(of: outline, transform: CGAffineTransform(scaleX: 3, y: 3))
    let one = GlyphFiller.one
    let moved = edges.map {
      GlyphFiller.Edge(
        x0: $0.x0 + 7 * one, y0: $0.y0 + 5 * one, x1: $0.x1 + 7 * one, y1: $0.y1 + 5 * one,
        dir: $0.dir)
    }
    let b = GlyphFiller.bounds(of: edges, canvasWidth: 400, canvasHeight: 200)
    let c = GlyphFiller.bounds(of: moved, canvasWidth: 400, canvasHeight: 200)
    guard let b, let c else {
      Issue.record("no bounds")
      return
    }
    #expect(c.x0 == b.x0 + 7 && c.y0 == b.y0 + 5 && c.x1 == b.x1 + 7 && c.y1 == b.y1 + 5)
    #expect(GlyphFiller.ScanKey(edges, in: b) == GlyphFiller.ScanKey(moved, in: c))
    let key = GlyphFiller.ScanKey(moved, in: c)
    let rows = GlyphFiller.ScannedRows(scanning: key.edges, width: key.width, height: key.height)
    let mask = GlyphFiller.coverage(of: moved, canvasWidth: 400, canvasHeight: 200)
    #expect(rows.rows.count > 40)
    // Every value of the moved edges' own mask, found from the rows scanned at (0, 0).
    var differing = 0
    var covered = 0
    for i in stride(from: 0, to: rows.rows.count, by: 4) {
      let (y, lo, end, at) = (rows.rows[i], rows.rows[i + 1], rows.rows[i + 2], rows.rows[i + 3])
      for x in 0..<key.width {
        let v = lo <= x && x < end ? rows.values[at + x - lo] : 0
        if v > 0 { covered += 1 }
        if mask?.value(x: c.x0 + x, y: c.y0 + y) != v { differing += 1 }
      }
    }
    #expect(covered > 300)
    #expect(differing == 0)
  }

  @Test func aPlacedOutlineIsItsScanWhetherKeptOrNot() throws {
    let outline = TextOutline(
      "Kept", origin: CGPoint(x: 4.25, y: 30.5), width: nil, pointSize: 21, weight: 700,
      italic: false)
    let t = CGAffineTransform(scaleX: 2, y: 2)
    let edges = GlyphFiller.edges(of: outline, transform: t)
    let b = try #require(GlyphFiller.bounds(of: edges, canvasWidth: 300, canvasHeight: 100))
    let key = GlyphFiller.ScanKey(edges, in: b)
    let scanned = GlyphFiller.ScannedRows(scanning: key.edges, width: key.width, height: key.height)
    #expect(scanned.rows.count > 40)
    for _ in 0..<2 {
      let placed = try #require(
        GlyphFiller.placement(of: outline, transform: t, width: 300, height: 100))
      #expect(placed.bounds.x0 == b.x0 && placed.bounds.y0 == b.y0)
      #expect(placed.bounds.x1 == b.x1 && placed.bounds.y1 == b.y1)
      #expect(placed.rows.rows == scanned.rows)
      #expect(placed.rows.values == scanned.values)
    }
  }
}
