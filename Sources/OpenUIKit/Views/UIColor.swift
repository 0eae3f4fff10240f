import Foundation

/// A colour in the extended sRGB space with an alpha component. System colours have their
/// light-mode values (OpenUIKit has no dark mode).
@preconcurrency @MainActor
public final class UIColor: Equatable, CustomStringConvertible {
  /// Red, green, blue and alpha components in 0...1.
  public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  /// Creates a colour from components in 0...1.
  public nonisolated init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from hue, saturation and brightness in 0...1.
  public nonisolated convenience init(
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

  /// A colour from 8-bit components, as design tools give them (an OpenUIKit convenience).
  nonisolated convenience init(rgb255 r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
  }

  /// Writes the components, as UIKit's `getRed(_:green:blue:alpha:)`; always succeeds.
  @discardableResult
  public nonisolated func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = self.red
    green?.pointee = self.green
    blue?.pointee = self.blue
    alpha?.pointee = self.alpha
    return true
  }

  /// The colour itself: OpenUIKit has no separate Core Graphics colour type.
  public nonisolated var cgColor: UIColor { self }

  /// Creates a grey.
  public nonisolated convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// The same colour with another alpha.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Component-wise equality.
  public nonisolated static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
  }

  /// `UIExtendedSRGBColorSpace r g b a`, as UIKit prints colours.
  public nonisolated var description: String {
    let parts = [red, green, blue, alpha].map { String(format: "%g", Double($0)) }
    return "UIExtendedSRGBColorSpace " + parts.joined(separator: " ")
  }
}
