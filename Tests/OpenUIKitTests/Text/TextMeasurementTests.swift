import Foundation
import Testing

@testable import OpenUIKit

/// The built-in measurer: widths from the generated Inter / Nanum Gothic table.
@MainActor
@Suite struct TextMeasurementTests {
  let measurer = BuiltInTextMeasurer()
  let body = UIFont.systemFont(ofSize: 17)

  func expectWidth(
    _ text: String, _ font: UIFont, _ expected: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let w = measurer.width(of: text, font: font)
    #expect(
      abs(w - expected) < 1e-9, "\(text): \(w) is not \(expected)", sourceLocation: sourceLocation)
  }

  @Test func latinWidths() {
    expectWidth("Hello", body, 36.125)
    expectWidth("Hello, World!", body, 90.013671875)
    expectWidth("Hello, World!", .boldSystemFont(ofSize: 16), 89.6796875)
    expectWidth("AVATAR", body, 59.1845703125)
  }

  @Test func uzbekWidthsIncludeTheModifierLetters() {
    expectWidth("Tafsilotlarni koʻrsatish", body, 153.42333984375)
    expectWidth("oʻzbek maʼlumot", body, 119.431640625)
    expectWidth("oʻzbek maʼlumot", .boldSystemFont(ofSize: 16), 118.9609375)
    // U+02BB and U+02BC are covered glyphs, not the fallback.
    #expect(measurer.width(of: "ʻ", font: body) != measurer.width(of: "?", font: body))
  }

  @Test func cyrillicWidths() {
    expectWidth("Привет, мир!", body, 95.7080078125)
    expectWidth("Привет, мир!", .boldSystemFont(ofSize: 16), 94.0703125)
  }

  @Test func hangulSyllablesShareOneWidth() {
    expectWidth("안녕하세요", body, 79.89501953125)
    expectWidth("한국어 레이아웃", body, 116.58447265625)
    // Nanum Gothic gives every syllable 940/1000 em.
    #expect(abs(measurer.width(of: "가", font: body) - measurer.width(of: "힣", font: body)) < 1e-12)
    expectWidth("ㅎ", body, 15.97900390625)
  }

  @Test func weightsWidenTheText() {
    let widths = UIFont.Weight.named.map {
      measurer.width(of: "Hamburgefonstiv", font: .systemFont(ofSize: 17, weight: $0))
    }
    #expect(abs(widths[3] - 123.78125) < 1e-9)
    #expect(abs(widths[6] - 133.66748046875) < 1e-9)
    #expect(widths == widths.sorted())
  }

  @Test func pairKerningTightensAV() {
    let measured = measurer.advances(of: "AV", font: body)
    #expect(measured.kerning[0] == 0)
    #expect(abs(measured.kerning[1] - -1.1455078125) < 1e-12)
    let apart = measurer.width(of: "A", font: body) + measurer.width(of: "V", font: body)
    #expect(abs(measurer.width(of: "AV", font: body) - (apart - 1.1455078125)) < 1e-9)
  }

  @Test func uncoveredAndCombiningCharacters() {
    // Outside the table: the width of "?"; a combining accent adds nothing; an emoji is one
    // Apple Color Emoji advance of 1 em.
    expectWidth("中", body, 7.9521484375)
    expectWidth("😀", body, 17)
    expectWidth("e\u{301}", body, 8.931640625)
    expectWidth("\u{200B}", body, 0)
    expectWidth("", body, 0)
  }

  @Test func advancesAgreeWithWidthAndRunsAreIdentical() {
    let text = "Layout — oʻzbek, мир, 안녕 AVATAR…"
    let measured = measurer.advances(of: text, font: body)
    #expect(measured.count == text.unicodeScalars.count)
    #expect(measured.width(of: 0..<measured.count) == measurer.width(of: text, font: body))
    #expect(measurer.advances(of: text, font: body) == measured)
  }

  @Test func theCurrentMeasurerCanBeReplaced() {
    struct Monospaced: TextMeasuring {
      func advances(of text: String, font: UIFont) -> TextAdvances {
        let scalars = Array(text.unicodeScalars)
        return TextAdvances(
          scalars: scalars, advances: scalars.map { _ in 10 },
          kerning: scalars.map { _ in 0 })
      }
    }
    let saved = TextMeasurement.current
    defer { TextMeasurement.current = saved }
    TextMeasurement.current = Monospaced()
    let label = UILabel()
    label.text = "abcd"
    #expect(label.intrinsicContentSize == CGSize(width: 40, height: 61.0 / 3))
    #expect(Monospaced().width(of: "abc", font: body) == 30)
  }
}
