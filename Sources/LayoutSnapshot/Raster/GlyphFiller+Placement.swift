import Foundation
import OpenUIKit

/// An outline's bounds and scanned rows kept by what they are worked out from (its verbs and
/// points, the transform and the canvas size, bit for bit): the same outline placed again
/// needs neither its edges nor a scan.
extension GlyphFiller {
  /// An outline as placed on a canvas.
  struct PlacementKey: Hashable {
    let verbs: [TextOutline.Verb]
    let points: [CGPoint]
    /// The transform's six numbers and the canvas's size, as bits.
    let numbers: [UInt64]
    /// A hash of all of them, worked out once.
    let digest: UInt64

    init(_ outline: TextOutline, transform t: CGAffineTransform, width: Int, height: Int) {
      verbs = outline.verbs
      points = outline.points
      numbers =
        [t.a, t.b, t.c, t.d, t.tx, t.ty].map { Double($0).bitPattern }
        + [UInt64(bitPattern: Int64(width)), UInt64(bitPattern: Int64(height))]
      var digest: UInt64 = 0xCBF2_9CE4_8422_2325
      for n in numbers { digest = ScanKey.mix(digest, Int(bitPattern: UInt(n))) }
      digest = ScanKey.mix(digest, verbs.count)
      outline.points.withUnsafeBytes { raw in
        for k in 0..<(raw.count / 8) {
          digest = ScanKey.mix(digest, raw.loadUnaligned(fromByteOffset: 8 * k, as: Int.self))
        }
      }
      self.digest = digest
    }

    static func == (a: PlacementKey, b: PlacementKey) -> Bool {
      a.digest == b.digest && a.numbers == b.numbers && sameBytes(a.verbs, b.verbs)
        && sameBytes(a.points, b.points)
    }

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }
  }

  /// Whether two arrays hold the same bytes.
  static func sameBytes<T>(_ a: [T], _ b: [T]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
  }

  /// Where an outline lands on the canvas and its coverage rows there.
  struct Placement: Sendable {
    let bounds: Bounds
    let rows: ScannedRows
  }

  /// The bounds and coverage rows of `outline` mapped by `t` on a `width` × `height` canvas
  /// (nil when it covers nothing there), kept from the last time it was placed alike.
  static func placement(
    of outline: TextOutline, transform t: CGAffineTransform, width: Int, height: Int
  ) -> Placement? {
    let key = PlacementKey(outline, transform: t, width: width, height: height)
    if let hit = ScanCache.shared.placement(for: key) { return hit }
    let edges = self.edges(of: outline, transform: t)
    guard let b = bounds(of: edges, canvasWidth: width, canvasHeight: height) else { return nil }
    let placement = Placement(bounds: b, rows: scannedRows(edges, in: b))
    ScanCache.shared.keep(placement, for: key)
    return placement
  }
}
