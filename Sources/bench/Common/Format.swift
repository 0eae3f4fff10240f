import Foundation

/// `printf`-style `%.<digits>f`.
func fixed(_ value: Double, _ digits: Int) -> String {
  String(format: "%.\(digits)f", value)
}

extension String {
  /// The string left-aligned in a field of `width` characters (never truncated).
  func leftAligned(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  /// The string right-aligned in a field of `width` characters (never truncated).
  func rightAligned(_ width: Int) -> String {
    count >= width ? self : String(repeating: " ", count: width - count) + self
  }
}
