/// A numeric wrapper type that compares and adds like its raw value, as UIKit's Swift overlay
/// defines for `UILayoutPriority`, `UIWindow.Level` and `UIFont.Weight`.
///
/// Conforming types get `<` (hence `Comparable`), `Self + RawValue`, `RawValue + Self`,
/// `Self - RawValue`, `Self - Self -> RawValue`, `+=` and `-=`.
public protocol _UIKitNumericRawRepresentable: RawRepresentable, Comparable
where RawValue: Comparable & Numeric {}

extension _UIKitNumericRawRepresentable {
  /// Compares the raw values.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// Returns the value whose raw value is `lhs.rawValue + rhs`.
  public static func + (lhs: Self, rhs: RawValue) -> Self {
    Self(rawValue: lhs.rawValue + rhs)!
  }

  /// Returns the value whose raw value is `lhs + rhs.rawValue`.
  public static func + (lhs: RawValue, rhs: Self) -> Self {
    Self(rawValue: lhs + rhs.rawValue)!
  }

  /// Returns the value whose raw value is `lhs.rawValue - rhs`.
  public static func - (lhs: Self, rhs: RawValue) -> Self {
    Self(rawValue: lhs.rawValue - rhs)!
  }

  /// Returns the difference of the raw values.
  public static func - (lhs: Self, rhs: Self) -> RawValue {
    lhs.rawValue - rhs.rawValue
  }

  /// Adds `rhs` to the raw value of `lhs`.
  public static func += (lhs: inout Self, rhs: RawValue) {
    lhs = Self(rawValue: lhs.rawValue + rhs)!
  }

  /// Subtracts `rhs` from the raw value of `lhs`.
  public static func -= (lhs: inout Self, rhs: RawValue) {
    lhs = Self(rawValue: lhs.rawValue - rhs)!
  }
}
