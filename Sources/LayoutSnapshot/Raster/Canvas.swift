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
    let a = pixels[i + 3]
    func byte(_ v: Float) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
    guard a > 0 else { return (0, 0, 0, 0) }
    return (byte(pixels[i] / a), byte(pixels[i + 1] / a), byte(pixels[i + 2] / a), byte(a))
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
    for y in coverage.minY..<coverage.maxY {
      let rowStart = (y - coverage.minY) * coverage.width
      for x in coverage.minX..<coverage.maxX {
        var c = coverage.values[rowStart + x - coverage.minX]
        if c <= 0 { continue }
        if let clip { c *= clip.value(x: x, y: y) }
        if c <= 0 { continue }
        let i = (y * width + x) * 4
        let k = 1 - ca * c
        pixels[i] = cr * c + pixels[i] * k
        pixels[i + 1] = cg * c + pixels[i + 1] * k
        pixels[i + 2] = cb * c + pixels[i + 2] * k
        pixels[i + 3] = ca * c + pixels[i + 3] * k
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

  /// The coverage at a pixel (0 outside the rectangle).
  func value(x: Int, y: Int) -> Float {
    guard x >= minX, x < maxX, y >= minY, y < maxY else { return 0 }
    return values[(y - minY) * width + x - minX]
  }

  /// This mask times another, pixel by pixel (a nested clip), over this mask's rectangle.
  func intersected(with other: CoverageMask?) -> CoverageMask {
    guard let other else { return self }
    var result = self
    for y in minY..<maxY {
      for x in minX..<maxX {
        result.values[(y - minY) * width + x - minX] *= other.value(x: x, y: y)
      }
    }
    return result
  }
}
