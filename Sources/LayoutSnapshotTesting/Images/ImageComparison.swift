import Foundation
import LayoutSnapshot

/// Compares two PNG images as swift-snapshot-testing compares images (uikit-apps.md §9.7):
/// different pixel sizes fail; identical pixels pass; with `perceptualPrecision` below 1 a pixel
/// matches when its colour difference ΔE (CIE94, 0–100) is at most
/// `(1 − perceptualPrecision) × 100`, and at least `precision` of the pixels must match; with
/// `perceptualPrecision` 1 and `precision` below 1, at most `1 − precision` of the bytes may
/// differ.
///
/// Core Image's `CILabDeltaE`, which the original uses, is not on Linux: ΔE is computed here
/// from the premultiplied 8-bit sRGB values (transparent pixels count as black), converted to
/// CIE L*a*b* under D65, with the CIE94 graphic-arts weights.
struct ImageComparison {
  let width: Int
  let height: Int
  let reference: [UInt8]
  let actual: [UInt8]

  /// Nil when either is not a PNG OpenUIKit reads.
  init?(referencePNG: [UInt8], actualPNG: [UInt8]) {
    guard let a = PNGDecoder.decode(referencePNG), let b = PNGDecoder.decode(actualPNG) else {
      return nil
    }
    sizes = ((a.width, a.height), (b.width, b.height))
    sameSize = a.width == b.width && a.height == b.height
    width = a.width
    height = a.height
    reference = a.rgba
    actual = sameSize ? b.rgba : []
  }

  /// Whether both images have the same pixel size (nothing else is compared otherwise).
  let sameSize: Bool

  /// The pixel sizes of the reference and of the new image.
  let sizes: ((Int, Int), (Int, Int))

  /// Nil when the images match; otherwise why not.
  func failure(precision: Float, perceptualPrecision: Float) -> String? {
    guard sameSize else {
      return
        "Newly-taken snapshot@{\(sizes.1.0), \(sizes.1.1)} px does not match reference@"
        + "{\(sizes.0.0), \(sizes.0.1)} px."
    }
    if reference == actual { return nil }
    let generic = "Newly-taken snapshot does not match reference."
    if perceptualPrecision < 1 {
      let threshold = Double(1 - perceptualPrecision) * 100
      var passing = 0
      var worst = 0.0
      let count = width * height
      for k in 0..<count {
        let e = deltaE(at: k)
        if e <= threshold { passing += 1 }
        worst = max(worst, e)
      }
      let fraction = count == 0 ? 1 : Double(passing) / Double(count)
      if fraction >= Double(precision) { return nil }
      var message = generic
      message +=
        "\n\nActual image precision \(Float(fraction)) is less than required \(precision)"
      message +=
        "\nActual perceptual precision \(Float(1 - worst / 100)) is less than required "
        + "\(perceptualPrecision)"
      return message
    }
    if precision >= 1 { return generic }
    var differing = 0
    for k in 0..<reference.count where reference[k] != actual[k] { differing += 1 }
    let allowed = Double(reference.count) * Double(1 - precision)
    if Double(differing) <= allowed { return nil }
    return generic + "\n\nActual image precision "
      + "\(Float(1 - Double(differing) / Double(reference.count))) is less than required "
      + "\(precision)"
  }

  /// The per-channel absolute difference, opaque: black where the images agree.
  func differenceImage() -> [UInt8] {
    guard sameSize else { return [] }
    var out = [UInt8](repeating: 255, count: reference.count)
    for k in 0..<(width * height) {
      for c in 0..<3 {
        let i = k * 4 + c
        out[i] = UInt8(abs(Int(premultiplied(reference, i)) - Int(premultiplied(actual, i))))
      }
    }
    return out
  }

  private func premultiplied(_ rgba: [UInt8], _ i: Int) -> UInt8 {
    let alpha = Int(rgba[i - i % 4 + 3])
    return UInt8((Int(rgba[i]) * alpha + 127) / 255)
  }

  /// ΔE (CIE94) between the two images' pixel `k`.
  func deltaE(at k: Int) -> Double {
    let i = k * 4
    let a = Self.lab(
      premultiplied(reference, i), premultiplied(reference, i + 1), premultiplied(reference, i + 2))
    let b = Self.lab(
      premultiplied(actual, i), premultiplied(actual, i + 1), premultiplied(actual, i + 2))
    return Self.deltaE94(a, b)
  }

  /// CIE L*a*b* (D65) of an 8-bit sRGB colour.
  static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (Double, Double, Double) {
    func linear(_ c: UInt8) -> Double {
      let v = Double(c) / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let (lr, lg, lb) = (linear(r), linear(g), linear(b))
    let x = (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / 0.95047
    let y = 0.2126729 * lr + 0.7151522 * lg + 0.0721750 * lb
    let z = (0.0193339 * lr + 0.1191920 * lg + 0.9503041 * lb) / 1.08883
    func f(_ t: Double) -> Double {
      t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }
    let (fx, fy, fz) = (f(x), f(y), f(z))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// The CIE94 colour difference (graphic arts: kL = 1, K1 = 0.045, K2 = 0.015).
  static func deltaE94(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
    let dl = p.0 - q.0
    let c1 = (p.1 * p.1 + p.2 * p.2).squareRoot()
    let c2 = (q.1 * q.1 + q.2 * q.2).squareRoot()
    let dc = c1 - c2
    let da = p.1 - q.1
    let db = p.2 - q.2
    let dh2 = max(0, da * da + db * db - dc * dc)
    let sc = 1 + 0.045 * c1
    let sh = 1 + 0.015 * c1
    return (dl * dl + (dc / sc) * (dc / sc) + dh2 / (sh * sh)).squareRoot()
  }
}
