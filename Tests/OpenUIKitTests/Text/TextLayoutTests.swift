import Foundation
import Testing

@testable import OpenUIKit

/// Line breaking and truncation of the accordion sample's text (A5) in the 17 pt system font.
@MainActor
@Suite struct TextLayoutTests {
  static let accordionText =
    "SnapKit orqali qilingan ushbu animatsiya juda silliq va ishlashga qulay. "
    + "Bu yerda siz xohlagancha tekst yozishingiz mumkin."
  let font = UIFont.systemFont(ofSize: 17)

  func layout(
    _ width: CGFloat, lines: Int = 0, mode: NSLineBreakMode = .byWordWrapping,
    text: String = TextLayoutTests.accordionText
  ) -> TextLayout {
    TextLayout(
      text: text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode,
      measurer: BuiltInTextMeasurer())
  }

  @Test func wrapsAtWordsAt321Points() {
    let l = layout(321)
    #expect(
      l.lines.map(\.text) == [
        "SnapKit orqali qilingan ushbu animatsiya",
        "juda silliq va ishlashga qulay. Bu yerda siz",
        "xohlagancha tekst yozishingiz mumkin.",
      ])
    #expect(abs(l.lines[1].width - 299.48388671875) < 1e-9)
    #expect(l.height == 60.861328125)
    #expect(!l.isTruncated)
  }

  @Test func wrapsAt200And120Points() {
    #expect(
      layout(200).lines.map(\.text) == [
        "SnapKit orqali qilingan", "ushbu animatsiya juda silliq", "va ishlashga qulay. Bu",
        "yerda siz xohlagancha", "tekst yozishingiz mumkin.",
      ])
    let narrow = layout(120)
    #expect(narrow.lines.count == 9)
    #expect(narrow.lines.first?.text == "SnapKit orqali")
    #expect(abs(narrow.width - 119.73046875) < 1e-9)
  }

  @Test func aWordLongerThanTheLineBreaksBetweenCharacters() {
    let l = layout(80)
    #expect(l.lines[10].text == "xohlaganc")
    #expect(l.lines[11].text == "ha tekst")
    #expect(l.lines.allSatisfy { $0.width <= 80 })
  }

  @Test func truncationModesOnTheLastAllowedLine() {
    #expect(
      layout(150, lines: 2, mode: .byTruncatingTail).lines.map(\.text) == [
        "SnapKit orqali", "qilingan ushbu ani…",
      ])
    #expect(layout(150, lines: 2, mode: .byTruncatingHead).lines[1].text == "…zishingiz mumkin.")
    #expect(layout(150, lines: 2, mode: .byTruncatingMiddle).lines[1].text == "qilingan…z mumkin.")
    #expect(layout(150, lines: 2, mode: .byWordWrapping).lines[1].text == "qilingan ushbu")
    #expect(
      layout(150, lines: 2, mode: .byCharWrapping).lines.map(\.text) == [
        "SnapKit orqali qiling", "an ushbu animatsiya",
      ])
    let tail = layout(150, lines: 2, mode: .byTruncatingTail)
    #expect(tail.isTruncated)
    #expect(abs(tail.lines[1].width - 143.703125) < 1e-9)
  }

  @Test func singleLineTailTruncation() {
    let l = layout(100, lines: 1, mode: .byTruncatingTail, text: "Tafsilotlarni koʻrsatish")
    #expect(l.lines.map(\.text) == ["Tafsilotlarni…"])
    #expect(l.lines[0].width <= 100)
    let fits = layout(200, lines: 1, mode: .byTruncatingTail, text: "Tafsilotlarni koʻrsatish")
    #expect(fits.lines.map(\.text) == ["Tafsilotlarni koʻrsatish"])
  }

  @Test func newlinesForceBreaksAndCutParagraphsTruncate() {
    let text = "Birinchi\nИккинчи\n세 번째"
    #expect(layout(.infinity, text: text).lines.map(\.text) == ["Birinchi", "Иккинчи", "세 번째"])
    #expect(
      layout(.infinity, lines: 2, mode: .byTruncatingTail, text: text).lines.map(\.text) == [
        "Birinchi", "Иккинчи…",
      ])
  }

  @Test func trailingSpacesCountAtTheEndButHangAtAWrap() {
    let padded = layout(.infinity, lines: 1, mode: .byTruncatingTail, text: " PRO ")
    #expect(padded.lines.map(\.text) == [" PRO "])
    let measurer = BuiltInTextMeasurer()
    #expect(padded.width == measurer.width(of: " PRO ", font: font))
    #expect(padded.width > measurer.width(of: "PRO", font: font) + 8)
    let wrapped = layout(60, text: "Wolf Wolf Wolf")
    #expect(wrapped.lines.map(\.text) == ["Wolf", "Wolf", "Wolf"])
    #expect(abs(wrapped.lines[0].width - 32.240234375) < 1e-9)
  }

  /// Hangul wraps at spaces; a syllable run wider than the line breaks between syllables.
  @Test func hangulWrapsAtSpaces() {
    let l = layout(60, text: "안녕하세요 한국어 레이아웃")
    #expect(l.lines.map(\.text) == ["안녕하", "세요", "한국어", "레이아", "웃"])
  }
}

/// Bad or degenerate input lays out without trapping.
@MainActor
@Suite struct TextLayoutEdgeCaseTests {
  let font = UIFont.systemFont(ofSize: 17)

  func layout(_ text: String, _ width: CGFloat, lines: Int, mode: NSLineBreakMode) -> TextLayout {
    TextLayout(
      text: text, font: font, maxWidth: width, numberOfLines: lines, lineBreakMode: mode,
      measurer: BuiltInTextMeasurer())
  }

  @Test func degenerateWidthsAndLineCounts() {
    // NaN means no limit; a negative line count means no limit.
    #expect(layout("Wolf Wolf", .nan, lines: -3, mode: .byWordWrapping).lines.count == 1)
    // A zero width still puts one character on each line.
    #expect(
      layout("Wolf", 0, lines: 0, mode: .byWordWrapping).lines.map(\.text) == [
        "W", "o", "l", "f",
      ])
    // Too narrow for even the ellipsis: the ellipsis alone.
    #expect(layout("Wolf Wolf", 1, lines: 1, mode: .byTruncatingTail).lines.map(\.text) == ["…"])
    #expect(layout("Wolf Wolf", 1, lines: 1, mode: .byTruncatingHead).lines.map(\.text) == ["…"])
    #expect(layout("Wolf Wolf", 1, lines: 1, mode: .byTruncatingMiddle).lines.map(\.text) == ["…"])
  }

  @Test func emptyParagraphsAndSpaces() {
    let l = layout("a\n\nb", .infinity, lines: 0, mode: .byWordWrapping)
    #expect(l.lines.map(\.text) == ["a", "", "b"])
    #expect(l.height == 3 * font.lineHeight)
    #expect(layout("", 100, lines: 0, mode: .byWordWrapping).lines.isEmpty)
    let spaces = layout("   ", 100, lines: 1, mode: .byTruncatingTail)
    #expect(spaces.lines.map(\.text) == ["   "])
  }

  @Test func labelWithBadValuesStaysFinite() {
    let label = UILabel()
    label.text = "Wolf"
    label.numberOfLines = -1
    label.preferredMaxLayoutWidth = .nan
    let size = label.intrinsicContentSize
    #expect(size.width.isFinite && size.height.isFinite)
    #expect(size == CGSize(width: 97.0 / 3, height: 61.0 / 3))
    label.font = .systemFont(ofSize: .infinity)
    #expect(label.intrinsicContentSize == .zero)
  }
}
