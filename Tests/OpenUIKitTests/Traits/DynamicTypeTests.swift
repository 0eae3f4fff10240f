import Foundation
import Testing

@testable import OpenUIKit

/// `preferredFont(forTextStyle:compatibleWith:)` against Apple's published table (HIG
/// "Typography › Dynamic Type sizes"), `UIFontMetrics`, and the categories.
@Suite struct DynamicTypeTests {
  /// Point sizes, xS … AX5, as the HIG lists them.
  static let table: [(UIFont.TextStyle, [CGFloat])] = [
    (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
    (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
    (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
    (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
    (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
    (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
    (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
    (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
    (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
    (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
  ]

  @Test func everyStyleAtEveryCategoryHasApplesSize() {
    #expect(UIContentSizeCategory.allSpecified.count == 12)
    for (style, sizes) in Self.table {
      for (category, size) in zip(UIContentSizeCategory.allSpecified, sizes) {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
        #expect(font.weight == (style == .headline ? .semibold : .regular))
        #expect(font.textStyle == style)
      }
    }
  }

  @Test func leadingFollowsTheTable() {
    #expect(UIFont.TextStyle.body.leading(for: .large) == 22)
    #expect(UIFont.TextStyle.body.leading(for: .accessibilityExtraExtraExtraLarge) == 62)
    #expect(UIFont.TextStyle.subheadline.leading(for: .extraExtraExtraLarge) == 28)
    #expect(UIFont.TextStyle.largeTitle.leading(for: .extraSmall) == 38)
    #expect(UIFont.TextStyle.caption2.leading(for: .medium) == 13)
    #expect(UIFont.TextStyle.title1.emphasizedWeight == .bold)
    #expect(UIFont.TextStyle.footnote.emphasizedWeight == .semibold)
  }

  @Test @MainActor func withoutTraitsTheCurrentCategoryDecides() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    UITraitCollection(preferredContentSizeCategory: .extraExtraLarge).performAsCurrent {
      #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 21)
      #expect(UIFont.preferredFont(forTextStyle: .title2).pointSize == 26)
    }
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    let unspecified = UITraitCollection(preferredContentSizeCategory: .unspecified)
    #expect(
      UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: unspecified).pointSize == 12)
  }

  @Test func categoriesOrderAndKnowTheAccessibilitySizes() {
    let all = UIContentSizeCategory.allSpecified
    #expect(all.filter(\.isAccessibilityCategory) == Array(all[7...]))
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.unspecified.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large)
    #expect(UIContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(
      UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue
        == "UICTContentSizeCategoryAccessibilityXXXL")
    #expect(UIContentSizeCategory(name: "extraLarge") == .extraLarge)
    #expect(UIContentSizeCategory(name: "UICTContentSizeCategoryXS") == .extraSmall)
    #expect(UIContentSizeCategory(name: "huge") == nil)
  }

  @Test func fontMetricsScaleByTheStylesTable() throws {
    let xl = UITraitCollection(preferredContentSizeCategory: .extraLarge)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    #expect(UIFontMetrics.default.textStyle == .body)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xl) == 19)
    #expect(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: ax5) == 106)
    #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: ax5) == 58)
    let base = try #require(UIFont(name: "HelveticaNeue-Bold", size: 20))
    let scaled = UIFontMetrics(forTextStyle: .headline).scaledFont(for: base, compatibleWith: xl)
    #expect(scaled.fontName == "HelveticaNeue-Bold")
    #expect(abs(scaled.pointSize - 20 * 19 / 17) < 1e-12)
    let capped = UIFontMetrics.default.scaledFont(
      for: .systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: ax5)
    #expect(capped.pointSize == 30)
    // Scaling a scaled font starts again from its original size.
    let twice = UIFontMetrics.default.scaledFont(for: scaled, compatibleWith: xl)
    #expect(abs(twice.pointSize - 20 * 19 / 17) < 1e-12)
    // The font re-scales for other traits from its base.
    let large = UITraitCollection(preferredContentSizeCategory: .large)
    #expect(capped.adjusted(for: large)?.pointSize == 17)
  }
}
