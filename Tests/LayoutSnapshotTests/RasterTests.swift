import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// The rasterizer and the PNG codec: exact pixels on known shapes.
@MainActor
@Suite struct RasterTests {
  @Test func checksumsMatchTheirStandards() {
    #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)
    #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
  }

  @Test func pngRoundTrip() {
    var canvas = Canvas(width: 3, height: 2)
    canvas.pixels[0] = 1
    canvas.pixels[3] = 1
    canvas.pixels[4 * 5 + 2] = 0.5
    canvas.pixels[4 * 5 + 3] = 0.5
    let png = PNGEncoder.encode(canvas)
    #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let decoded = PNGDecoder.decode(png)
    #expect(decoded?.width == 3 && decoded?.height == 2)
    #expect(Array(decoded?.rgba[0..<4] ?? []) == [255, 0, 0, 255])
    #expect(Array(decoded?.rgba[20..<24] ?? []) == [0, 0, 255, 128])
  }

  @Test func rectangleCoverageIsExactAtPixelEdges() {
    let mask = PolygonFiller.coverage(
      of: [
        [CGPoint(x: 2, y: 2), CGPoint(x: 6.5, y: 2), CGPoint(x: 6.5, y: 6), CGPoint(x: 2, y: 6)]
      ],
      canvasWidth: 10, canvasHeight: 10)
    #expect(mask?.value(x: 3, y: 3) == 1)
    #expect(mask?.value(x: 6, y: 3) == 0.5)
    #expect(mask?.value(x: 1, y: 3) == 0)
    #expect(mask?.value(x: 3, y: 6) == 0)
  }

  @Test func evenOddMakesARing() {
    let outer = [
      CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10),
    ]
    let inner = [
      CGPoint(x: 2, y: 2), CGPoint(x: 8, y: 2), CGPoint(x: 8, y: 8), CGPoint(x: 2, y: 8),
    ]
    let ring = PolygonFiller.coverage(
      of: [outer, inner], evenOdd: true, canvasWidth: 10, canvasHeight: 10)
    #expect(ring?.value(x: 1, y: 5) == 1)
    #expect(ring?.value(x: 5, y: 5) == 0)
    let union = PolygonFiller.coverage(of: [outer, inner], canvasWidth: 10, canvasHeight: 10)
    #expect(union?.value(x: 5, y: 5) == 1)
  }

  /// A 100 × 50 blue card with 10 pt corners, a 2 pt black border and a white square.
  @Test func viewTreeInPixels() {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    card.backgroundColor = .systemBlue
    card.layer.cornerRadius = 10
    card.layer.borderWidth = 2
    card.layer.borderColor = .black
    let square = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    square.backgroundColor = .white
    card.addSubview(square)
    let canvas = RasterRenderer.render(card, scale: 2)
    #expect(canvas.width == 200 && canvas.height == 100)
    #expect(canvas.rgba8(x: 100, y: 50) == (0, 122, 255, 255))
    #expect(canvas.rgba8(x: 30, y: 30) == (255, 255, 255, 255))
    #expect(canvas.rgba8(x: 1, y: 50) == (0, 0, 0, 255))
    #expect(canvas.rgba8(x: 0, y: 0) == (0, 0, 0, 0))
    square.isHidden = true
    #expect(RasterRenderer.render(card, scale: 2).rgba8(x: 30, y: 30) == (0, 122, 255, 255))
  }

  @Test func clippingAndOpacity() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    parent.clipsToBounds = true
    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    child.backgroundColor = .red
    child.alpha = 0.5
    parent.addSubview(child)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    root.addSubview(parent)
    let canvas = RasterRenderer.render(root)
    #expect(canvas.rgba8(x: 15, y: 15) == (255, 0, 0, 128))
    #expect(canvas.rgba8(x: 25, y: 25) == (0, 0, 0, 0))
  }
}

/// The deflate codec round-trips and compresses flat pictures.
@Suite struct DeflateTests {
  @Test func roundTrip() {
    var bytes: [UInt8] = []
    var seed: UInt32 = 7
    for k in 0..<20_000 {
      seed = seed &* 1_664_525 &+ 1_013_904_223
      bytes.append(k % 3 == 0 ? UInt8(seed >> 24) : UInt8(k % 7))
    }
    let packed = Deflate.compress(bytes)
    #expect(Deflate.decompress(packed) == bytes)
    let flat = [UInt8](repeating: 200, count: 100_000)
    let small = Deflate.compress(flat)
    #expect(small.count < 1_000)
    #expect(Deflate.decompress(small) == flat)
    #expect(Deflate.decompress(Deflate.compress([])) == [])
  }
}

/// Reading PNGs written by other encoders (zlib's dynamic Huffman codes, every row filter).
@Suite struct PNGDecoderTests {
  /// A 5 × 4 RGB file written by Python's zlib at level 9, rows filtered Sub, Up, Average and
  /// Paeth; pixel (x, y) is ((40x + 7y) % 256, (13x + 50y) % 256, (9x² + y) % 256).
  @Test func foreignRGBFile() throws {
    let base64 =
      "iVBORw0KGgoAAAANSUhEUgAAAAUAAAAECAIAAADJUWIXAAAAM0lEQVR42mNkYGDQ4OXU4JXW4NXV4LVnYjdiREbM3N5MEgqsEgp8EgriEgoKLCBhXgQCAKM/BKFW+BTTAAAAAElFTkSuQmCC"
    let bytes = [UInt8](try #require(Data(base64Encoded: base64)))
    let image = try #require(PNGDecoder.decode(bytes))
    #expect(image.width == 5 && image.height == 4)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] {
      Array(image.rgba[(y * 5 + x) * 4..<(y * 5 + x) * 4 + 4])
    }
    #expect(pixel(4, 3) == [181, 202, 147, 255])
    #expect(pixel(1, 2) == [54, 113, 11, 255])
    for y in 0..<4 {
      for x in 0..<5 {
        let expected = [
          UInt8((x * 40 + y * 7) % 256), UInt8((x * 13 + y * 50) % 256),
          UInt8((x * x * 9 + y) % 256), 255,
        ]
        #expect(pixel(x, y) == expected)
      }
    }
  }
}
