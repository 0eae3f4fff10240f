import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// The fast paths give what the general ones give: rectangles filled row by row against the
/// scanline loop, Adler-32 eight bytes at a time against the byte-by-byte definition, the
/// compressor's fixed distances against a plain round trip.
@Suite struct RasterFastPathTests {
  /// Adler-32 as RFC 1950 defines it, one byte at a time.
  static func referenceAdler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return (b << 16) | a
  }

  @Test func adler32MatchesItsDefinitionAtEveryLength() {
    var bytes: [UInt8] = []
    var seed: UInt32 = 11
    for _ in 0..<12_007 {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      bytes.append(UInt8(seed >> 24))
    }
    for count in [0, 1, 7, 8, 9, 5_551, 5_552, 5_553, 12_007] {
      let slice = Array(bytes[0..<count])
      #expect(PNGEncoder.adler32(slice) == Self.referenceAdler32(slice))
    }
    let white = [UInt8](repeating: 255, count: 20_000)
    #expect(PNGEncoder.adler32(white) == Self.referenceAdler32(white))
  }

  /// A rectangle takes the row-pattern path; the same rectangle with a fifth point on one side
  /// takes the scanline loop: the coverage is the same, value for value.
  @Test func rectanglesCoverWhatTheScanlineLoopCovers() throws {
    let rects: [CGRect] = [
      CGRect(x: 1.3, y: 2.6, width: 7.45, height: 3.1),
      CGRect(x: 0, y: 0, width: 10, height: 10),
      CGRect(x: 4.2, y: 4.9, width: 0.3, height: 0.2),
      CGRect(x: -3, y: 5.55, width: 40, height: 2.05),
    ]
    for r in rects {
      let four = [
        CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
        CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
      ]
      let five = [four[0], CGPoint(x: r.midX, y: r.minY)] + four[1...]
      #expect(PolygonFiller.axisAlignedRect(four) != nil)
      #expect(PolygonFiller.axisAlignedRect(five) == nil)
      let fast = try #require(
        PolygonFiller.coverage(of: [four], canvasWidth: 20, canvasHeight: 20))
      let general = try #require(
        PolygonFiller.coverage(of: [five], canvasWidth: 20, canvasHeight: 20))
      #expect(fast.minX == general.minX && fast.maxY == general.maxY)
      #expect(fast.values == general.values)
    }
  }

  /// Pictures compressed with a pixel's and a row's distance tried first inflate to the same
  /// bytes, the same every time.
  @Test func fixedDistancesRoundTrip() {
    var rows: [UInt8] = []
    for y in 0..<40 {
      rows.append(0)
      for x in 0..<50 {
        let shade = UInt8((x / 7 + y / 5) % 3 * 90)
        rows += [shade, shade, 255 - shade, 255]
      }
    }
    let packed = Deflate.compress(rows, distances: [201, 4])
    #expect(Deflate.decompress(packed) == rows)
    #expect(Deflate.compress(rows, distances: [201, 4]) == packed)
    #expect(packed.count < rows.count / 10)
  }
}
