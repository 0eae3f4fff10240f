import Foundation
import OpenUIKit

/// A colour as a renderer needs it: sRGB components and alpha in 0...1.
public struct RenderColor: Sendable, Equatable {
  /// Red.
  public var red: Double
  /// Green.
  public var green: Double
  /// Blue.
  public var blue: Double
  /// Alpha.
  public var alpha: Double

  /// Creates a colour.
  public init(red: Double, green: Double, blue: Double, alpha: Double) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// The components of a UIKit colour.
  public init(_ color: UIColor) {
    let c = color.extendedSRGBComponents
    self.init(
      red: Double(c.red), green: Double(c.green), blue: Double(c.blue), alpha: Double(c.alpha))
  }

  /// `#rrggbb`, as SVG writes colours (alpha goes in a separate opacity).
  public var hex: String {
    func byte(_ v: Double) -> String {
      let b = Int((min(max(v, 0), 1) * 255).rounded())
      let text = String(b, radix: 16)
      return text.count == 1 ? "0" + text : text
    }
    return "#" + byte(red) + byte(green) + byte(blue)
  }

  /// The same colour with its alpha multiplied by `factor`.
  public func fading(_ factor: Double) -> RenderColor {
    RenderColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }
}
