import Foundation

/// A premultiplied RGBA pixel buffer that anti-aliased polygons are composited into.
public struct Canvas: Sendable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Premultiplied red, green, blue, alpha per pixel, row by row, in 0...1.
  public internal(set) var pixels: [Float]

  /// A transparent canvas.
  public init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    pixels = [Float](repeating: 0, count: self.width * self.height * 4)
  }

  /// The colour of a pixel, unpremultiplied, as 8-bit components (for tests and PNG).
  public func rgba8(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return Self.rgba8(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// A premultiplied pixel unpremultiplied into 8-bit components.
  @inline(__always)
  static func rgba8(_ r: Float, _ g: Float, _ b: Float, _ a: Float) -> (
    UInt8, UInt8, UInt8, UInt8
  ) {
    guard a > 0 else { return (0, 0, 0, 0) }
    if a == 1 { return (byte(r), byte(g), byte(b), 255) }
    return (byte(r / a), byte(g / a), byte(b / a), byte(a))
  }

  /// `v × 255` rounded half away from zero and clamped to 0...255 (NaN gives 255), as
  /// `rounded()` would, without a call into the C library.
  @inline(__always)
  static func byte(_ v: Float) -> UInt8 {
    let y = v * 255
    guard y > 0 else { return y.isNaN ? 255 : 0 }
    guard y < 255 else { return 255 }
    let t = Int(y)
    return UInt8(y - Float(t) >= 0.5 ? t + 1 : t)
  }

  /// Composites `color` over each pixel with the given coverage (0...1 per pixel, full canvas
  /// size), multiplied by the clip mask when there is one.
  mutating func composite(
    coverage: CoverageMask, color: RenderColor, clip: CoverageMask?
  ) {
    let ca = Float(color.alpha)
    guard ca > 0 else { return }
    let cr = Float(color.red) * ca
    let cg = Float(color.green) * ca
    let cb = Float(color.blue) * ca
    let width = width
    let clipValues = clip?.values ?? []
    let (clipMinX, clipMaxX) = (clip?.minX ?? 0, clip?.maxX ?? 0)
    let paint = SIMD4<Float>(cr, cg, cb, ca)
    let solid = SIMD4<Float>(cr, cg, cb, 1)
    pixels.withUnsafeMutableBufferPointer { floats in
      floats.withMemoryRebound(to: SIMD4<Float>.self) { px in
        coverage.values.withUnsafeBufferPointer { cov in
          clipValues.withUnsafeBufferPointer { cl in
            for y in coverage.minY..<coverage.maxY {
              let rowStart = (y - coverage.minY) * coverage.width - coverage.minX
              let clipRow = clip.map { $0.row(y) } ?? nil
              if clip != nil, clipRow == nil { continue }
              let line = y * width
              if clipRow == nil, ca == 1, let base = px.baseAddress {
                // No clip, opaque colour: runs of full coverage are filled at once.
                var x = coverage.minX
                while x < coverage.maxX {
                  let c = cov[rowStart + x]
                  if c == 1 {
                    var end = x + 1
                    while end < coverage.maxX, cov[rowStart + end] == 1 { end += 1 }
                    (base + line + x).update(repeating: solid, count: end - x)
                    x = end
                    continue
                  }
                  if c > 0 { px[line + x] = paint * c + px[line + x] * (1 - ca * c) }
                  x += 1
                }
                continue
              }
              for x in coverage.minX..<coverage.maxX {
                var c = cov[rowStart + x]
                if c <= 0 { continue }
                if let clipRow {
                  c *= x >= clipMinX && x < clipMaxX ? cl[clipRow + x] : 0
                  if c <= 0 { continue }
                }
                if c == 1, ca == 1 {
                  // Opaque: the colour replaces the pixel (k = 0).
                  px[line + x] = solid
                  continue
                }
                let k = 1 - ca * c
                px[line + x] = paint * c + px[line + x] * k
              }
            }
          }
        }
      }
    }
  }
}

/// Coverage values (0...1) over a rectangle of pixels.
struct CoverageMask: Sendable {
  let minX: Int
  let minY: Int
  let maxX: Int
  let maxY: Int
  var values: [Float]

  var width: Int { maxX - minX }

  init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = max(maxX, minX)
    self.maxY = max(maxY, minY)
    values = [Float](repeating: 0, count: (self.maxX - minX) * (self.maxY - minY))
  }

  /// A mask over a rectangle whose values `fill` writes, all of them, row by row.
  init(
    minX: Int, minY: Int, maxX: Int, maxY: Int,
    fill: (UnsafeMutableBufferPointer<Float>) -> Void
  ) {
    self.minX = minX
    self.minY = minY
    self.maxX = max(maxX, minX)
    self.maxY = max(maxY, minY)
    let count = (self.maxX - minX) * (self.maxY - minY)
    values = [Float](unsafeUninitializedCapacity: count) { buffer, initialized in
      fill(buffer)
      initialized = count
    }
  }

  /// The coverage at a pixel (0 outside the rectangle).
  func value(x: Int, y: Int) -> Float {
    guard x >= minX, x < maxX, y >= minY, y < maxY else { return 0 }
    return values[(y - minY) * width + x - minX]
  }

  /// The offset to add to `x` for the value at (x, y) when row `y` is inside the rectangle.
  @inline(__always)
  func row(_ y: Int) -> Int? {
    y >= minY && y < maxY ? (y - minY) * width - minX : nil
  }

  /// This mask times another, pixel by pixel (a nested clip), over this mask's rectangle.
  func intersected(with other: CoverageMask?) -> CoverageMask {
    guard let other else { return self }
    var result = self
    let w = width
    result.values.withUnsafeMutableBufferPointer { out in
      other.values.withUnsafeBufferPointer { theirs in
        for y in minY..<maxY {
          let base = (y - minY) * w - minX
          guard let otherRow = other.row(y) else {
            for x in minX..<maxX { out[base + x] *= 0 }
            continue
          }
          for x in minX..<maxX {
            out[base + x] *= x >= other.minX && x < other.maxX ? theirs[otherRow + x] : 0
          }
        }
      }
    }
    return result
  }
}
