import Foundation

/// A Dynamic Type text size: seven standard sizes (extra small to extra extra extra large,
/// Large the default) and five accessibility sizes (AX1–AX5), with UIKit's raw strings
/// (HIG "Typography › Dynamic Type sizes").
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// UIKit's raw string (`UICTContentSizeCategoryL`).
  public let rawValue: String
  /// Creates a category from its raw string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// No category specified.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small (xS).
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small (S).
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium (M).
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large (L), the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Extra large (xL).
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large (xxL).
  public static let extraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large (xxxL), the largest standard size.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// Accessibility medium (AX1).
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large (AX2).
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large (AX3).
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large (AX4).
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large (AX5), the largest size.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// The twelve specified categories, smallest first (an OpenUIKit extension).
  public static let allSpecified: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The Swift names of ``allSpecified``, in the same order (`extraSmall`…), for command-line
  /// parsing and diagnostics (an OpenUIKit extension).
  public static let specifiedNames = [
    "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge",
    "extraExtraExtraLarge", "accessibilityMedium", "accessibilityLarge",
    "accessibilityExtraLarge", "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
  ]

  /// The category of a Swift name (`extraLarge`) or a raw string
  /// (`UICTContentSizeCategoryXL`), or nil (an OpenUIKit extension).
  public init?(name: String) {
    if let i = UIContentSizeCategory.specifiedNames.firstIndex(of: name) {
      self = UIContentSizeCategory.allSpecified[i]
    } else if let found = UIContentSizeCategory.allSpecified.first(where: { $0.rawValue == name }) {
      self = found
    } else {
      return nil
    }
  }

  /// The position in ``allSpecified`` (0 for extra small … 11 for AX5), or nil for
  /// ``unspecified`` and unknown strings.
  var tableIndex: Int? {
    UIContentSizeCategory.allSpecified.firstIndex(of: self)
  }

  /// Whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool {
    (tableIndex ?? 0) >= 7
  }

  /// The raw string.
  public var description: String { rawValue }

  /// Smaller categories order first; ``unspecified`` (and unknown strings) before all.
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (lhs.tableIndex ?? -1) < (rhs.tableIndex ?? -1)
  }

  /// Posted when the preferred content size category of a window changes (an OpenUIKit
  /// window's ``UITraitCollection/preferredContentSizeCategory``, through its trait
  /// overrides); `userInfo` holds the new category under ``newValueUserInfoKey``.
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The `userInfo` key of the new category in ``didChangeNotification``.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
