import Foundation
import LayoutSnapshot

/// A reference PNG's pixels, with, for each row, the first row whose bytes are the same: what
/// a rendered image is compared with before its own PNG is made.
struct ReferencePixels: Sendable {
  let width: Int
  let height: Int
  /// Unpremultiplied 8-bit RGBA, row by row.
  let rgba: [UInt8]
  /// For each row, the first row with the same bytes (itself when there is none before it).
  let firstEqualRow: [Int]

  /// Nil when `png` is not a PNG that ``PNGDecoder`` reads.
  init?(png: [UInt8]) {
    guard let decoded = PNGDecoder.decode(png) else { return nil }
    width = decoded.width
    height = decoded.height
    rgba = decoded.rgba
    firstEqualRow = Self.firstEqualRows(rgba, rowBytes: decoded.width * 4, height: decoded.height)
  }

  /// Rows grouped by a hash of their bytes, then compared byte for byte within a group.
  static func firstEqualRows(_ rgba: [UInt8], rowBytes: Int, height: Int) -> [Int] {
    var first = Array(0..<height)
    guard rowBytes > 0, rgba.count >= rowBytes * height else { return first }
    var byHash: [UInt64: [Int]] = [:]
    rgba.withUnsafeBytes { raw in
      guard let base = raw.baseAddress else { return }
      for y in 0..<height {
        let row = base + y * rowBytes
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        var k = 0
        while k + 8 <= rowBytes {
          hash = (hash ^ row.loadUnaligned(fromByteOffset: k, as: UInt64.self)) &* 0x100_0000_01B3
          k += 8
        }
        while k < rowBytes {
          hash = (hash ^ UInt64(row.load(fromByteOffset: k, as: UInt8.self))) &* 0x100_0000_01B3
          k += 1
        }
        let candidates = byHash[hash, default: []]
        if let same = candidates.first(where: { memcmp(base + $0 * rowBytes, row, rowBytes) == 0 })
        {
          first[y] = same
        } else {
          byHash[hash, default: []].append(y)
        }
      }
    }
    return first
  }
}

/// The pixels of the reference PNG decoded last, kept while the same bytes are compared again
/// (a reference is usually asserted against many times in a row): decoding depends only on the
/// bytes, so a comparison gives the same result as with a fresh decode.
final class ReferencePixelsCache: @unchecked Sendable {
  /// The cache the image diffing uses.
  static let shared = ReferencePixelsCache()

  private let lock = NSLock()
  private var last: (png: [UInt8], pixels: ReferencePixels)?

  /// The pixels of `png`, or nil when it is not a PNG ``PNGDecoder`` reads.
  func pixels(of png: [UInt8]) -> ReferencePixels? {
    if let hit = lock.withLock({ last.flatMap { Self.same($0.png, png) ? $0.pixels : nil } }) {
      return hit
    }
    guard let pixels = ReferencePixels(png: png) else { return nil }
    lock.withLock { last = (png, pixels) }
    return pixels
  }

  /// Whether two byte arrays are equal (compared with `memcmp`, not byte by byte).
  static func same(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
  }
}
