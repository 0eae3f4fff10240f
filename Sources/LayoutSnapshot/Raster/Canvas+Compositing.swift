import Foundation
import OpenUIKit

extension Canvas {
  /// Composites a colour that varies by pixel (a gradient) over the pixels of `coverage`;
  /// `colorAt` returns nil where nothing is painted.
  mutating func composite(
    coverage: CoverageMask, alpha: Double, colorAt: (Int, Int) -> RenderColor?
  ) {
    for y in coverage.minY..<coverage.maxY {
      let rowStart = (y - coverage.minY) * coverage.width
      for x in coverage.minX..<coverage.maxX {
        let c = coverage.values[rowStart + x - coverage.minX]
        if c <= 0 { continue }
        guard let color = colorAt(x, y) else { continue }
        let ca = Float(color.alpha * alpha) * c
        if ca <= 0 { continue }
        let i = (y * width + x) * 4
        let k = 1 - ca
        pixels[i] = Float(color.red) * ca + pixels[i] * k
        pixels[i + 1] = Float(color.green) * ca + pixels[i + 1] * k
        pixels[i + 2] = Float(color.blue) * ca + pixels[i + 2] * k
        pixels[i + 3] = ca + pixels[i + 3] * k
      }
    }
  }

  /// Makes the pixels of `coverage` transparent in proportion to it.
  mutating func clear(coverage: CoverageMask) {
    for y in coverage.minY..<coverage.maxY {
      let rowStart = (y - coverage.minY) * coverage.width
      for x in coverage.minX..<coverage.maxX {
        let c = coverage.values[rowStart + x - coverage.minX]
        if c <= 0 { continue }
        let i = (y * width + x) * 4
        let k = 1 - c
        for j in 0..<4 { pixels[i + j] *= k }
      }
    }
  }

  /// Composites another canvas of the same size over this one at `alpha`.
  mutating func composite(_ other: Canvas, alpha: Double) {
    let a = Float(alpha)
    for p in stride(from: 0, to: min(pixels.count, other.pixels.count), by: 4) {
      let sa = other.pixels[p + 3] * a
      if sa <= 0 { continue }
      let k = 1 - sa
      for j in 0..<3 { pixels[p + j] = other.pixels[p + j] * a + pixels[p + j] * k }
      pixels[p + 3] = sa + pixels[p + 3] * k
    }
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
