import Foundation

/// The fixed colours UIKit names (exact component values).
extension UIColor {
  /// Black (white 0).
  public static let black = UIColor(white: 0, alpha: 1)
  /// Dark grey (white 1/3).
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Light grey (white 2/3).
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// White (white 1).
  public static let white = UIColor(white: 1, alpha: 1)
  /// Grey (white 0.5).
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Pure red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Pure green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Pure blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Yellow (1, 1, 0).
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// Magenta (1, 0, 1).
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Orange (1, 0.5, 0).
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Purple (0.5, 0, 0.5).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Fully transparent black.
  public static let clear = UIColor(white: 0, alpha: 0)
}
