import Foundation
import Testing

@testable import OpenUIKit

/// UIFont: sizes, weights, text styles and the SF Pro vertical metrics.
@MainActor
@Suite struct UIFontTests {
  @Test func systemFont17HasUIKitsLineHeight() {
    let font = UIFont.systemFont(ofSize: 17)
    #expect(font.pointSize == 17)
    #expect(font.lineHeight == 20.287109375)
    #expect(font.ascender == 16.1865234375)
    #expect(font.descender == -4.1005859375)
    #expect(font.leading == 0)
    #expect(abs(font.capHeight - 12.21875) < 1e-12)
    #expect(abs(font.xHeight - 8.765625) < 1e-12)
  }

  @Test func fontsAreEqualByNameAndSize() {
    let a = UIFont.systemFont(ofSize: 15, weight: .semibold)
    let b = UIFont.systemFont(ofSize: 15, weight: .semibold)
    #expect(a !== b && a.isEqual(b) && a.hasSameNameAndSize(as: b))
    #expect(!a.isEqual(UIFont.systemFont(ofSize: 15)))
    #expect(!a.hasSameNameAndSize(as: UIFont.systemFont(ofSize: 15)))
    #expect(!a.isEqual(UIFont.systemFont(ofSize: 16, weight: .semibold)))
    #expect(!a.hasSameNameAndSize(as: UIFont.systemFont(ofSize: 16, weight: .semibold)))
    #expect(!a.isEqual("15 pt semibold") && !a.isEqual(nil))
    // A label given an equal font keeps its measured size; a different one re-measures.
    let label = UILabel()
    label.text = "Semibold"
    label.font = a
    let width = label.intrinsicContentSize.width
    label.font = b
    #expect(label.font === b && label.intrinsicContentSize.width == width)
    label.font = UIFont.systemFont(ofSize: 30, weight: .semibold)
    #expect(label.intrinsicContentSize.width > 1.9 * width)
  }

  @Test func lineHeightScalesWithSizeNotWeight() {
    #expect(UIFont.systemFont(ofSize: 12).lineHeight == 14.3203125)
    #expect(UIFont.boldSystemFont(ofSize: 16).lineHeight == 19.09375)
    #expect(UIFont.systemFont(ofSize: 34, weight: .heavy).lineHeight == 40.57421875)
    #expect(UIFont.systemFont(ofSize: 20, weight: .semibold).ascender == 19.04296875)
  }

  @Test func weightsHaveUIKitsRawValues() {
    let raw = UIFont.Weight.named.map(\.rawValue)
    #expect(raw == [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62])
    #expect(UIFont.boldSystemFont(ofSize: 10).weight == .bold)
    #expect(UIFont.Weight(0.35).tableIndex == 5)
    #expect(UIFont.Weight(2).tableIndex == 8)
  }

  @Test func namesFollowTheSystemFontsForm() {
    #expect(UIFont.systemFont(ofSize: 17).fontName == ".SFUI-Regular")
    #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == ".SFUI-Semibold")
    #expect(UIFont.italicSystemFont(ofSize: 12).fontName == ".SFUI-Italic")
    #expect(UIFont.boldSystemFont(ofSize: 12).familyName == ".AppleSystemUIFont")
    #expect(
      UIFont.boldSystemFont(ofSize: 16).description
        == "<UICTFont: 0x7fa8d174db00> font-family: \".SFUI-Bold\"; font-weight: bold; "
        + "font-style: normal; font-size: 16.00pt")
  }

  @Test func textStylesUseTheLargeContentSizes() {
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17),
      (.body, 17), (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12),
      (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size)
    }
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
    #expect(UIFont.preferredFont(forTextStyle: .body).weight == .regular)
    #expect(UIFont.TextStyle.body.rawValue == "UICTFontTextStyleBody")
  }

  @Test func withSizeKeepsWeightAndEqualityIsByValue() {
    let font = UIFont.systemFont(ofSize: 12, weight: .medium).withSize(30)
    #expect(font == UIFont.systemFont(ofSize: 30, weight: .medium))
    #expect(font != UIFont.systemFont(ofSize: 30))
    #expect(UIFont.systemFont(ofSize: -4).pointSize == 0)
    #expect(UIFont.systemFont(ofSize: .nan).lineHeight == 0)
  }
}
