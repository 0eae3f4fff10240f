import Foundation
import OpenUIKit
import Testing

@testable import LayoutSnapshot

/// Text drawn from the fonts' glyph outlines: the coverage of a known glyph, its SVG path,
/// the `.notdef` box and emoji placeholders, and labels drawn where their layout put them.
@MainActor
@Suite struct GlyphRenderingTests {
  /// Inter Display Regular's `I` is the rectangle x 112…288, y 0…1472 in 2048 units per em:
  /// at 25.6 pt (0.0125 pt per unit) from (10, 30) it covers x 11.4…13.6, y 11.6…30.
  func letterI() -> TextOutline {
    TextOutline(
      "I", origin: CGPoint(x: 10, y: 30), width: nil, pointSize: 25.6, weight: 400, italic: false)
  }

  @Test func theLetterICoversItsRectangleExactly() throws {
    let mask = try #require(
      GlyphFiller.coverage(
        of: letterI(), transform: .identity, canvasWidth: 40, canvasHeight: 40))
    #expect([mask.minX, mask.minY, mask.maxX, mask.maxY] as [Int] == [11, 11, 14, 31])
    // 11.4 and 13.6 lie on the 1/256 grid at 2918 and 3482: 154/256 of the edge pixels.
    #expect(mask.value(x: 11, y: 20) == Float(154) / 256)
    #expect(mask.value(x: 12, y: 20) == 1)
    #expect(mask.value(x: 13, y: 20) == Float(154) / 256)
    // y = 11.6: three of the eight sub-scanlines of row 11 are inside.
    #expect(mask.value(x: 12, y: 11) == Float(3) / 8)
    #expect(mask.value(x: 11, y: 11) == Float(462) / 2048)
    #expect(mask.value(x: 12, y: 29) == 1)
    #expect(mask.value(x: 12, y: 30) == 0)
    #expect(mask.value(x: 14, y: 20) == 0)
  }

  @Test func theLetterIsSVGPathIsItsOutline() {
    #expect(SVGRenderer.pathData(letterI()) == "M13.6 11.6 L11.4 11.6 L11.4 30 L13.6 30 Z")
  }

  @Test func aCharacterTheFontsLackDrawsAHollowBox() {
    let outline = TextOutline(
      "中", origin: CGPoint(x: 0, y: 20), width: nil, pointSize: 20, weight: 400, italic: false)
    #expect(
      outline.verbs == [.move, .line, .line, .line, .close, .move, .line, .line, .line, .close])
    #expect(outline.emoji.isEmpty)
    let mask = GlyphFiller.coverage(
      of: outline, transform: .identity, canvasWidth: 40, canvasHeight: 40)
    // The box's left side is inked, its middle is not.
    let box = outline.points[0...3]
    let left = Int((box.map(\.x).min() ?? 0) + 0.7)
    let middleX = Int(((box.map(\.x).min() ?? 0) + (box.map(\.x).max() ?? 0)) / 2)
    #expect(mask?.value(x: left, y: 14) ?? 0 > 0.5)
    #expect(mask?.value(x: middleX, y: 14) == 0)
  }

  @Test func anEmojiIsAColouredPlaceholderInItsAdvance() {
    let font = UIFont.systemFont(ofSize: 20)
    let advance = BuiltInTextMeasurer().advances(of: "😀", font: font).advances[0]
    let outline = TextOutline(
      "😀", origin: CGPoint(x: 5, y: 20), width: nil, pointSize: 20, weight: 400, italic: false)
    #expect(outline.verbs.isEmpty)
    #expect(outline.emoji.count == 1)
    let side = min(advance, 20) * 0.9
    #expect(abs((outline.emoji.first?.width ?? 0) - side) < 0.001)
    #expect(abs((outline.emoji.first?.midX ?? 0) - (5 + advance / 2)) < 0.001)
  }

  @Test func aLabelsGlyphsAreDrawnInItsColourOnItsLine() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "I"
    label.font = .systemFont(ofSize: 25.6)
    label.textColor = .red
    let canvas = RasterRenderer.render(label, scale: 1)
    guard case .text(let text)? = RenderTree.capture(label).map(\.content) else {
      Issue.record("the label captured no text")
      return
    }
    let origin = try #require(text.lines.first?.origin)
    // The stem's middle pixel column is solid red from the baseline up 18.4 pt.
    let x = Int(origin.x + 2.5)
    #expect(canvas.rgba8(x: x, y: Int(origin.y) - 5) == (255, 0, 0, 255))
    #expect(canvas.rgba8(x: x, y: Int(origin.y - 20)) == (0, 0, 0, 0))
    #expect(canvas.rgba8(x: x + 6, y: Int(origin.y) - 5) == (0, 0, 0, 0))
  }

  @Test func aTruncatedLineDrawsItsEllipsis() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "Foydalanuvchi darajasi"
    label.lineBreakMode = .byTruncatingTail
    guard case .text(let text)? = RenderTree.capture(label).map(\.content) else {
      Issue.record("the label captured no text")
      return
    }
    let line = try #require(text.lines.first)
    #expect(line.text.hasSuffix("…"))
    let outline = TextOutline(
      line.text, origin: line.origin, width: line.width, pointSize: text.pointSize,
      weight: text.weight, italic: false)
    // The last glyph (the ellipsis: three dots) ends inside the line's measured width.
    let maxX = outline.points.map(\.x).max() ?? 0
    #expect(maxX <= line.origin.x + line.width)
    #expect(maxX > line.origin.x + line.width - 3)
  }

  @Test func svgDrawsTheGlyphsAndKeepsTheTextTransparent() {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
    label.text = "I"
    label.font = .systemFont(ofSize: 25.6)
    let svg = SVGRenderer.render(label)
    #expect(svg.contains("<path class=\"glyphs\" d=\"M"))
    #expect(svg.contains("<text opacity=\"0\" "))
    #expect(svg.contains(">I</text>"))
  }
}

/// Emoji clusters drawn as one placeholder each, in PNG and SVG.
@MainActor
@Suite struct EmojiPlaceholderTests {
  static let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"

  @Test func oneDiscPerClusterInItsAdvance() {
    let text = "Hi 👋🏽" + EmojiPlaceholderTests.family + "🇺🇿"
    let outline = TextOutline(
      text, origin: CGPoint(x: 0, y: 20), width: nil, pointSize: 17, weight: 400, italic: false)
    let hi = BuiltInTextMeasurer().width(of: "Hi ", font: .systemFont(ofSize: 17))
    #expect(outline.emoji.count == 3)
    for (k, disc) in outline.emoji.enumerated() {
      #expect(abs(disc.width - 15.3) < 1e-9)
      #expect(abs(disc.midX - (hi + 17 * CGFloat(k) + 8.5)) < 1e-9)
      #expect(abs(disc.midY - (20 - 17 * 0.35)) < 1e-9)
    }
    // No `.notdef` boxes for the modifier, the joiners or the second regional indicator: the
    // glyph outline is that of "Hi " alone.
    let hiOutline = TextOutline(
      "Hi ", origin: CGPoint(x: 0, y: 20), width: nil, pointSize: 17, weight: 400, italic: false)
    #expect(outline.verbs == hiOutline.verbs)
  }

  /// Columns of the canvas holding emoji-yellow pixels, as runs of adjacent columns.
  func yellowColumnRuns(_ canvas: Canvas) -> [ClosedRange<Int>] {
    var runs: [ClosedRange<Int>] = []
    for x in 0..<canvas.width {
      let yellow = (0..<canvas.height).contains { y in
        let (r, g, b, a) = canvas.rgba8(x: x, y: y)
        return a == 255 && r == 255 && g == 204 && b == 51
      }
      guard yellow else { continue }
      if let last = runs.last, last.upperBound == x - 1 {
        runs[runs.count - 1] = last.lowerBound...x
      } else {
        runs.append(x...x)
      }
    }
    return runs
  }

  @Test func pngAndSVGDrawOnePlaceholderPerCluster() {
    let label = UILabel()
    label.text = "Hi 👋🏽" + EmojiPlaceholderTests.family + "🇺🇿"
    label.sizeToFit()
    let canvas = RasterRenderer.render(label, scale: 2)
    // Three discs of 15.3 pt (30.6 px) with 1.7 pt (3.4 px) between them.
    let runs = yellowColumnRuns(canvas)
    #expect(runs.count == 3)
    #expect(runs.allSatisfy { (28...31).contains($0.count) }, "\(runs)")
    let svg = SVGRenderer.render(label)
    let emojiPaths = svg.components(separatedBy: "class=\"emoji\"").count - 1
    #expect(emojiPaths == 1)
    let discs = svg.components(separatedBy: "class=\"emoji\" d=\"").last?
      .prefix { $0 != "\"" }.filter { $0 == "M" }.count
    #expect(discs == 3)
  }
}
