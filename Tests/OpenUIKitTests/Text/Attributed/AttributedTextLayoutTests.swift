import Foundation
import Testing

@testable import OpenUIKit

/// Attributed text measured run by run: run widths, kern, mixed-font line heights and the
/// paragraph style's spacing and line heights.
@MainActor
@Suite struct AttributedTextLayoutTests {
  let measurer = BuiltInTextMeasurer()
  let regular = UIFont.systemFont(ofSize: 17)
  let bold = UIFont.boldSystemFont(ofSize: 17)

  func layout(
    _ string: NSAttributedString, width: CGFloat = .infinity, lines: Int = 0
  ) -> AttributedTextLayout {
    AttributedTextLayout(
      string, maxWidth: width, numberOfLines: lines, font: regular, color: .black,
      measurer: measurer)
  }

  func twoRuns() -> NSAttributedString {
    let s = NSMutableAttributedString(string: "Hello ", attributes: [.font: bold])
    s.append(
      NSAttributedString(
        string: "World", attributes: [.font: regular, .foregroundColor: UIColor.red]))
    return s
  }

  @Test func runWidthsAreEachRunsFontAdvances() {
    let l = layout(twoRuns())
    #expect(l.lines.count == 1)
    let runs = l.lines[0].runs
    #expect(runs.map(\.text) == ["Hello ", "World"])
    #expect(runs[0].x == 0)
    #expect(runs[0].width == measurer.width(of: "Hello ", font: bold))
    #expect(runs[1].x == runs[0].width)
    #expect(runs[1].width == measurer.width(of: "World", font: regular))
    #expect(l.width == 84.169921875)
    #expect(l.width == runs[0].width + runs[1].width)
    #expect(runs[0].attributes.font == bold)
    #expect(runs[1].attributes.foregroundColor == .red)
    #expect(l.height == 20.287109375)
  }

  @Test func colourOnlyRunsKernAcrossTheirBoundary() {
    // "AV" kerns; split into two colours of one font it measures as one piece.
    let s = NSMutableAttributedString(string: "A", attributes: [.foregroundColor: UIColor.red])
    s.append(NSAttributedString(string: "V", attributes: [.foregroundColor: UIColor.blue]))
    let l = layout(s)
    #expect(l.width == measurer.width(of: "AV", font: regular))
    #expect(
      l.width < measurer.width(of: "A", font: regular) + measurer.width(of: "V", font: regular))
  }

  @Test func kernIsAddedAfterEachCharacterAndZeroTurnsPairKerningOff() {
    let plain = measurer.width(of: "AV", font: regular)
    let kerned = layout(NSAttributedString(string: "AV", attributes: [.kern: CGFloat(2)]))
    #expect(abs(kerned.width - (plain + 4)) < 1e-12)
    let unkerned = layout(NSAttributedString(string: "AV", attributes: [.kern: 0]))
    #expect(
      unkerned.width
        == measurer.width(of: "A", font: regular) + measurer.width(of: "V", font: regular))
    #expect(unkerned.width > plain)
  }

  @Test func mixedFontLineTakesTheTallestFont() {
    let s = NSMutableAttributedString(
      string: "Big ", attributes: [.font: UIFont.systemFont(ofSize: 34)])
    s.append(
      NSAttributedString(string: "small", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
    let l = layout(s)
    #expect(l.height == 40.57421875)  // 34 × 2444 / 2048
    #expect(l.lines[0].baseline == 32.373046875)  // 34 × 1950 / 2048
  }

  @Test func baselineOffsetWidensTheLine() {
    let s = NSMutableAttributedString(string: "x")
    s.append(NSAttributedString(string: "2", attributes: [.baselineOffset: 6]))
    let l = layout(s)
    #expect(abs(l.height - 26.287109375) < 1e-9)
    #expect(abs(l.lines[0].baseline - 22.1865234375) < 1e-9)
  }

  func styled(_ text: String, _ configure: (NSMutableParagraphStyle) -> Void)
    -> NSAttributedString
  {
    let style = NSMutableParagraphStyle()
    configure(style)
    return NSAttributedString(string: text, attributes: [.paragraphStyle: style])
  }

  @Test func lineSpacingGoesBetweenLines() {
    let l = layout(styled("One\nTwo\nThree") { $0.lineSpacing = 4 })
    #expect(l.lines.map(\.top) == [0, 24.287109375, 48.57421875])
    #expect(l.height == 68.861328125)
  }

  @Test func paragraphSpacingGoesBetweenParagraphs() {
    let l = layout(
      styled("One\nTwo") {
        $0.paragraphSpacing = 10
        $0.paragraphSpacingBefore = 3
      })
    #expect(l.lines.map(\.top) == [0, 33.287109375])
    #expect(l.height == 53.57421875)
  }

  @Test func lineHeightMultipleAddsTheSpaceAboveTheText() {
    let l = layout(styled("One") { $0.lineHeightMultiple = 1.5 })
    #expect(l.height == 30.4306640625)
    #expect(l.lines[0].baseline == 26.330078125)
  }

  @Test func minimumAndMaximumLineHeightsBoundTheLine() {
    #expect(layout(styled("One") { $0.minimumLineHeight = 30 }).height == 30)
    #expect(layout(styled("One") { $0.maximumLineHeight = 15 }).height == 15)
    #expect(
      layout(
        styled("One") {
          $0.lineHeightMultiple = 2
          $0.maximumLineHeight = 25
        }
      ).height == 25)
  }

  @Test func indentsNarrowTheLines() {
    let text = "SnapKit orqali qilingan ushbu animatsiya juda silliq"
    let l = layout(
      styled(text) {
        $0.firstLineHeadIndent = 20
        $0.headIndent = 10
        $0.tailIndent = -30
      }, width: 200)
    let plain = TextLayout(
      text: text, font: regular, maxWidth: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping,
      measurer: measurer)
    #expect(l.lines.first?.line.text == plain.lines.first?.text)
    #expect(l.lines.map(\.indent) == [20] + Array(repeating: 10, count: l.lines.count - 1))
    #expect(l.width <= 170 + 1e-9)
  }

  @Test func truncationEndsWithAnEllipsisRun() {
    // The default paragraph style wraps by words: the last line is cut without "…", as
    // UIKit's labels do with such styled text.
    let wrapped = layout(twoRuns(), width: 60, lines: 1)
    #expect(!wrapped.isTruncated)
    #expect(wrapped.lines.map(\.line.text) == ["Hello"])
    let style = NSMutableParagraphStyle()
    style.lineBreakMode = .byTruncatingTail
    let s = NSMutableAttributedString(attributedString: twoRuns())
    s.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: s.length))
    let l = layout(s, width: 60, lines: 1)
    #expect(l.isTruncated)
    #expect(l.lines[0].runs.map(\.text) == ["Hello", "\u{2026}"])
    #expect(l.lines[0].runs[1].attributes.font == bold)
    let runs = l.lines[0].runs
    #expect(runs.last?.text == "\u{2026}")
    #expect(abs(runs.reduce(0) { $0 + $1.width } - l.lines[0].line.width) < 1e-9)
    #expect(l.lines[0].line.text == runs.map(\.text).joined())
  }

  @Test func singleStyleTextLaysOutAsPlainText() {
    let text = TextLayoutTests.accordionText
    for width in [321, 200, 120] as [CGFloat] {
      let plain = TextLayout(
        text: text, font: regular, maxWidth: width, numberOfLines: 0,
        lineBreakMode: .byWordWrapping, measurer: measurer)
      let styled = layout(NSAttributedString(string: text), width: width)
      #expect(styled.lines.map(\.line.text) == plain.lines.map(\.text))
      #expect(styled.lines.map(\.line.width) == plain.lines.map(\.width))
      #expect(styled.height == plain.height)
      #expect(styled.width == plain.width)
    }
  }

  @Test func oddInputLaysOutWithoutTrapping() {
    // An attribute range that ends inside a surrogate pair: the emoji goes with the next run.
    let s = NSMutableAttributedString(string: "a\u{1F600}b")
    s.addAttribute(.font, value: bold, range: NSRange(location: 0, length: 2))
    let l = layout(s)
    #expect(l.lines[0].runs.map(\.text) == ["a", "\u{1F600}b"])
    #expect(layout(NSAttributedString(string: "")).lines.isEmpty)
    let odd = layout(
      styled("abc def") {
        $0.tailIndent = -500
        $0.lineHeightMultiple = -2
        $0.minimumLineHeight = -1
      }, width: 100)
    #expect(odd.lines.map(\.line.text) == ["a", "b", "c", "d", "e", "f"])
    #expect(odd.height == 6 * 20.287109375)
    #expect(
      layout(NSAttributedString(string: "x", attributes: [.font: "wrong"])).height == 20.287109375)
  }

  @Test func underlineStylesHaveUIKitsRawValues() {
    #expect(NSUnderlineStyle.single.rawValue == 1)
    #expect(NSUnderlineStyle.thick.rawValue == 2)
    #expect(NSUnderlineStyle.double.rawValue == 9)
    #expect(NSUnderlineStyle.patternDot.rawValue == 0x100)
    #expect(NSUnderlineStyle.patternDashDotDot.rawValue == 0x400)
    #expect(NSUnderlineStyle.byWord.rawValue == 0x8000)
    #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor")
    #expect(NSAttributedString.Key.underlineStyle.rawValue == "NSUnderline")
    #expect(NSStringDrawingOptions.usesLineFragmentOrigin.rawValue == 1)
    #expect(NSStringDrawingOptions.truncatesLastVisibleLine.rawValue == 32)
  }

  @Test func paragraphStylesCompareByValue() {
    let d = NSParagraphStyle.default
    #expect(d.alignment == .natural)
    #expect(d.lineBreakMode == .byWordWrapping)
    #expect(d.lineSpacing == 0)
    let m = d.mutableCopy() as? NSMutableParagraphStyle
    #expect(m == d)
    m?.lineSpacing = 4
    #expect(m != d)
    let frozen = m?.copy() as? NSParagraphStyle
    #expect(frozen?.lineSpacing == 4)
    #expect(frozen == m)
    #expect(frozen?.hash == m?.hash)
    #expect(m?.description == "LineSpacing 4.0")
  }
}
