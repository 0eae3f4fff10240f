import Foundation

/// Apple's Dynamic Type table: point size and leading of every text style at every content
/// size category (HIG "Typography › Specifications › Dynamic Type sizes (iOS, iPadOS)",
/// cross-checked cell for cell with a second published table; uikit-apps.md §3.2).
enum DynamicTypeSizes {
  /// `(size, leading)` per category, extra small first, AX5 last.
  typealias Row = [(CGFloat, CGFloat)]

  static let largeTitle: Row = [
    (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57),
    (52, 61), (56, 66), (60, 70),
  ]
  static let title1: Row = [
    (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51),
    (48, 57), (53, 62), (58, 68),
  ]
  static let title2: Row = [
    (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47),
    (44, 52), (50, 59), (56, 66),
  ]
  static let title3: Row = [
    (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44),
    (43, 51), (49, 58), (55, 65),
  ]
  /// Headline and body share sizes (headline is semibold).
  static let body: Row = [
    (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40),
    (40, 48), (47, 56), (53, 62),
  ]
  static let callout: Row = [
    (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39),
    (38, 46), (44, 52), (51, 60),
  ]
  /// Subhead at xxxLarge leads 28, as the HIG publishes it.
  static let subheadline: Row = [
    (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37),
    (36, 43), (42, 50), (49, 58),
  ]
  static let footnote: Row = [
    (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33),
    (33, 40), (38, 46), (44, 52),
  ]
  static let caption1: Row = [
    (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32),
    (32, 39), (37, 44), (43, 51),
  ]
  static let caption2: Row = [
    (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30),
    (29, 35), (34, 41), (40, 48),
  ]

  /// The row of a style (unknown styles use body's).
  static func row(_ style: UIFont.TextStyle) -> Row {
    switch style {
    case .largeTitle: return largeTitle
    case .title1: return title1
    case .title2: return title2
    case .title3: return title3
    case .callout: return callout
    case .subheadline: return subheadline
    case .footnote: return footnote
    case .caption1: return caption1
    case .caption2: return caption2
    default: return body
    }
  }

  /// The table column of a category; unspecified (and unknown) categories read as Large.
  static func column(_ category: UIContentSizeCategory) -> Int {
    category.tableIndex ?? 3
  }
}

extension UIFont.TextStyle {
  /// The point size of the style's system font at a category, from Apple's table (body: 14,
  /// 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53). An unspecified category reads as Large. (An
  /// OpenUIKit extension.)
  public func pointSize(for category: UIContentSizeCategory) -> CGFloat {
    DynamicTypeSizes.row(self)[DynamicTypeSizes.column(category)].0
  }

  /// The leading (design line height) Apple's table gives the style at a category (body at
  /// Large: 22). It is the HIG's line spacing, not ``UIFont/lineHeight``, which comes from the
  /// font's metrics. (An OpenUIKit extension.)
  public func leading(for category: UIContentSizeCategory) -> CGFloat {
    DynamicTypeSizes.row(self)[DynamicTypeSizes.column(category)].1
  }

  /// The style's weight: semibold for headline, regular for the others (HIG).
  public var weight: UIFont.Weight {
    self == .headline ? .semibold : .regular
  }

  /// The weight of the style's emphasized variant (the bold symbolic trait): bold for the
  /// large title and titles 1 and 2, semibold for the others (HIG).
  public var emphasizedWeight: UIFont.Weight {
    switch self {
    case .largeTitle, .title1, .title2: return .bold
    default: return .semibold
    }
  }
}
