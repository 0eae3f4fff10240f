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
      #expect(Self.rows(of: fast) == Self.rows(of: general))
      // The rectangle's rows are stored as at most five patterns.
      #expect(fast.storedRows <= 5)
    }
  }

  /// A mask's values row by row, each row as the rectangle sees it.
  static func rows(of mask: CoverageMask) -> [Float] {
    var out: [Float] = []
    for y in mask.minY..<mask.maxY {
      for x in mask.minX..<mask.maxX { out.append(mask.value(x: x, y: y)) }
    }
    return out
  }

  /// The Adler-32 the encoder sums a row at a time (a row shared by many counted once) is the
  /// Adler-32 of the rows it compresses, shared rows read back as written, and the PNG is the
  /// one the same pixels give through the general path (every byte compared, no row known to
  /// repeat the one above).
  @Test func rowWiseAdler32MatchesTheCompressedRows() throws {
    var canvas = Canvas(width: 37, height: 23)
    let band = try #require(
      PolygonFiller.coverage(
        of: [
          [
            CGPoint(x: 0, y: 2.5), CGPoint(x: 37, y: 2.5), CGPoint(x: 37, y: 20.25),
            CGPoint(x: 0, y: 20.25),
          ]
        ], canvasWidth: 37, canvasHeight: 23))
    canvas.composite(
      coverage: band, color: RenderColor(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8), clip: nil)
    let dot = try #require(
      PolygonFiller.coverage(
        of: [[CGPoint(x: 3, y: 6), CGPoint(x: 30, y: 9.5), CGPoint(x: 11, y: 17)]],
        canvasWidth: 37, canvasHeight: 23))
    canvas.composite(
      coverage: dot, color: RenderColor(red: 1, green: 0.1, blue: 0, alpha: 1), clip: band)
    let png = PNGEncoder.encode(canvas)
    let decoded = try #require(PNGDecoder.decode(png))
    var rows: [UInt8] = []
    for y in 0..<23 {
      rows.append(0)
      rows += decoded.rgba[(y * 37 * 4)..<((y + 1) * 37 * 4)]
      for x in 0..<37 {
        let (r, g, b, a) = canvas.rgba8(x: x, y: y)
        #expect(Array(decoded.rgba[((y * 37 + x) * 4)..<((y * 37 + x) * 4 + 4)]) == [r, g, b, a])
      }
    }
    // The IDAT chunk (the only one) ends with the stream's Adler-32, before its CRC.
    let iend = png.count - 12
    let stored = png[(iend - 8)..<(iend - 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    #expect(stored == Self.referenceAdler32(rows))
    var rgba: [UInt8] = []
    for y in 0..<23 {
      for x in 0..<37 {
        let (r, g, b, a) = canvas.rgba8(x: x, y: y)
        rgba += [r, g, b, a]
      }
    }
    #expect(png == PNGEncoder.encode(width: 37, height: 23, rgba: rgba))
    #expect(canvas.slotUses.count < 23)
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
