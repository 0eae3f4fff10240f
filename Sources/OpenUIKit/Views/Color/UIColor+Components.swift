import Foundation

/// Creating colours from other models and reading their components.
extension UIColor {
  /// Creates a colour from hue, saturation and brightness in 0...1 (hue wraps around).
  public convenience init(
    hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat
  ) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6
    let f = h - h.rounded(.down)
    let v = brightness
    let p = v * (1 - saturation)
    let q = v * (1 - saturation * f)
    let t = v * (1 - saturation * (1 - f))
    let rgb: (CGFloat, CGFloat, CGFloat)
    switch sector {
    case 0: rgb = (v, t, p)
    case 1: rgb = (q, v, p)
    case 2: rgb = (p, v, t)
    case 3: rgb = (p, q, v)
    case 4: rgb = (t, p, v)
    default: rgb = (v, p, q)
    }
    self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
  }

  /// Creates a colour from Display P3 components; its extended sRGB components (what
  /// ``getRed(_:green:blue:alpha:)`` returns) are converted with the sRGB transfer curve
  /// and the D65 P3-to-sRGB matrix, so saturated P3 colours leave 0...1.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    let s = UIColor.extendedSRGB(fromDisplayP3: (red, green, blue))
    self.init(
      r: s.0, g: s.1, b: s.2, a: alpha, space: .displayP3(red: red, green: green, blue: blue))
  }

  /// Writes the extended sRGB components and alpha; always succeeds, as UIKit for colours
  /// of the RGB and grey spaces.
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = r
    green?.pointee = g
    blue?.pointee = b
    alpha?.pointee = a
    return true
  }

  /// Writes the white level and alpha of a grey (made with ``init(white:alpha:)``) and
  /// returns true; for other colours returns false and leaves the values unchanged, as UIKit
  /// does for colours not in a compatible colour space.
  @discardableResult
  public func getWhite(
    _ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard space == .extendedGray else { return false }
    white?.pointee = r
    alpha?.pointee = a
    return true
  }

  /// Writes hue, saturation, brightness (each in 0...1) and alpha; always succeeds. A grey
  /// has hue 0 and saturation 0.
  @discardableResult
  public func getHue(
    _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
    brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let maxC = max(r, g, b)
    let minC = min(r, g, b)
    let delta = maxC - minC
    var h: CGFloat = 0
    if delta > 0 {
      if maxC == r {
        h = (g - b) / delta
      } else if maxC == g {
        h = 2 + (b - r) / delta
      } else {
        h = 4 + (r - g) / delta
      }
      h /= 6
      if h < 0 { h += 1 }
    }
    hue?.pointee = h
    saturation?.pointee = maxC > 0 ? delta / maxC : 0
    brightness?.pointee = maxC
    alpha?.pointee = a
    return true
  }

  /// The alpha component (an OpenUIKit shorthand used by the module).
  var alphaComponent: CGFloat { a }

  /// Extended sRGB from Display P3: decode with the sRGB curve (P3 uses it), convert linear
  /// light with the D65 P3 → sRGB matrix, encode again, keeping signs (extended range).
  static func extendedSRGB(fromDisplayP3 p: (CGFloat, CGFloat, CGFloat))
    -> (CGFloat, CGFloat, CGFloat)
  {
    func decode(_ v: Double) -> Double {
      let x = abs(v)
      let y = x <= 0.04045 ? x / 12.92 : pow((x + 0.055) / 1.055, 2.4)
      return v < 0 ? -y : y
    }
    func encode(_ v: Double) -> Double {
      let x = abs(v)
      let y = x <= 0.0031308 ? x * 12.92 : 1.055 * pow(x, 1 / 2.4) - 0.055
      return v < 0 ? -y : y
    }
    let lr = decode(Double(p.0))
    let lg = decode(Double(p.1))
    let lb = decode(Double(p.2))
    // The matrix is M(sRGB)⁻¹ · M(P3), both from their primaries and D65 white.
    let sr = 1.224_940_2 * lr - 0.224_940_2 * lg
    let sg = -0.042_056_9 * lr + 1.042_057_1 * lg
    let sb = -0.019_637_6 * lr - 0.078_636_1 * lg + 1.098_273_5 * lb
    return (CGFloat(encode(sr)), CGFloat(encode(sg)), CGFloat(encode(sb)))
  }
}
