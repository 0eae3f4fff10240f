import Foundation

/// The shared instances behind the class properties (so `UIColor.red === UIColor.red`, as
/// in UIKit).
enum StandardColors {
  static let black = UIColor(white: 0, alpha: 1)
  static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  static let white = UIColor(white: 1, alpha: 1)
  static let gray = UIColor(white: 0.5, alpha: 1)
  static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  static let clear = UIColor(white: 0, alpha: 0)
}
