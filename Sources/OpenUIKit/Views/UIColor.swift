import Foundation

/// A colour in the sRGB space with an alpha component (a minimal stand-in until the full
/// colour support of the views module; system colours use their light-mode values).
@MainActor
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
    "UIExtendedSRGBColorSpace \(red) \(green) \(blue) \(alpha)"
  }

  /// Black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// White.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// 50 % grey.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// iOS's light-mode systemBlue (0, 122, 255).
  public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  /// iOS's light-mode systemBackground (white).
  public static let systemBackground = UIColor(white: 1, alpha: 1)
}
