import Foundation
import Testing

@testable import OpenUIKit

/// `TextLayout.size`, which a label's intrinsic size reads, against the full layout: the same
/// widths, heights and line counts to the last bit, whichever way it measured (one unlimited
/// line is summed without per-scalar arrays; wrapping walks the line breaks).
@MainActor
@Suite struct TextSizeTests {
  static let texts = [
    "Like", "AVATAR To Wa", "trailing spaces   ", "  leading", "Привет, мир", "안녕하세요 세계",
    "e\u{301}te\u{301}", "zero\u{200B}width", "tab\tand\u{7}bell", "emoji 👍🏽 and 👨‍👩‍👧",
    "two\nparagraphs", "x",
  ]

  func check(_ text: String, font: UIFont, width: CGFloat, lines: Int) {
    let measurer = BuiltInTextMeasurer()
    let size = TextLayout.size(
      text: text, font: font, maxWidth: width, numberOfLines: lines,
      lineBreakMode: .byTruncatingTail, measurer: measurer)
    let layout = TextLayout(
      text: text, font: font, maxWidth: width, numberOfLines: lines,
      lineBreakMode: .byTruncatingTail, measurer: measurer)
    #expect(size == TextBlockSize(layout), "\(text.debugDescription) at \(width), \(lines) lines")
  }

  @Test func anUnlimitedWidthGivesTheLayoutsSize() {
    for text in Self.texts {
      for font in [UIFont.systemFont(ofSize: 13), .boldSystemFont(ofSize: 17)] {
        for lines in [1, 0, 3] { check(text, font: font, width: .infinity, lines: lines) }
      }
    }
  }

  @Test func aLimitedWidthGivesTheLayoutsSize() {
    for text in Self.texts {
      for width: CGFloat in [20, 60, 300] {
        for lines in [1, 0, 2] {
          check(text, font: .systemFont(ofSize: 15), width: width, lines: lines)
        }
      }
    }
  }

  @Test func oneUnlimitedLineIsTheSumOfItsAdvancesAndKerning() {
    let font = UIFont.systemFont(ofSize: 17)
    let measured = BuiltInTextMeasurer().advances(of: "AVATAR To Wa", font: font)
    let size = TextLayout.size(
      text: "AVATAR To Wa", font: font, maxWidth: .infinity, numberOfLines: 1,
      lineBreakMode: .byWordWrapping, measurer: BuiltInTextMeasurer())
    #expect(size.width == measured.width(of: 0..<measured.count))
    #expect(measured.kerning.contains { $0 != 0 })
    #expect(size.height == font.lineHeight && size.lines == 1)
  }
}
