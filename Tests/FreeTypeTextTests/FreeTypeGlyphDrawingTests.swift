import Foundation
import FreeTypeText
import LayoutSnapshot
import OpenUIKit
import Testing

#if FreeType
  /// With a FreeType measurer made current, the PNG and SVG renderers draw text from the same
  /// font file. DejaVu Sans's `H` (read with FreeType from Debian's fonts-dejavu-core) is one
  /// contour of twelve on-curve points: x 201…1339, y 0…1493 in 2048 units per em, an area of
  /// 727 952 square units (the shoelace sum of its points). At 40.96 pt (0.02 pt a unit) it
  /// spans 4.02…26.78 pt across, 29.86 pt up from the baseline, and covers 291.18 pt².
  @MainActor
  @Suite(.enabled(if: FileManager.default.fileExists(atPath: FreeTypeFixtures.regular)))
  struct FreeTypeGlyphDrawingTests {
    /// A label showing "H" at 40.96 pt, drawn at scale 1 with the measurer in use.
    func render(with measurer: FreeTypeTextMeasurer?) -> (
      canvas: Canvas, origin: CGPoint, svg: String
    ) {
      let savedMeasurer = TextMeasurement.current
      let savedProvider = GlyphOutlines.provider
      defer {
        TextMeasurement.current = savedMeasurer
        GlyphOutlines.provider = savedProvider
      }
      measurer?.makeCurrent()
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
      label.font = .systemFont(ofSize: 40.96)
      label.text = "H"
      label.textColor = .black
      var origin = CGPoint.zero
      if case .text(let text)? = RenderTree.capture(label).map(\.content) {
        origin = text.lines.first?.origin ?? .zero
      }
      return (RasterRenderer.render(label, scale: 1), origin, SVGRenderer.render(label))
    }

    /// The inked pixels' bounds (inclusive) and the sum of their coverage.
    func ink(_ canvas: Canvas) -> (minX: Int, minY: Int, maxX: Int, maxY: Int, coverage: Double) {
      var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
      var coverage = 0.0
      for y in 0..<canvas.height {
        for x in 0..<canvas.width {
          let alpha = Double(canvas.rgba8(x: x, y: y).3) / 255
          guard alpha > 0 else { continue }
          coverage += alpha
          (minX, minY) = (min(minX, x), min(minY, y))
          (maxX, maxY) = (max(maxX, x), max(maxY, y))
        }
      }
      return (minX, minY, maxX, maxY, coverage)
    }

    @Test func theFontFilesGlyphIsDrawnNotTheBuiltInOne() throws {
      let measurer = try FreeTypeTextMeasurer(regular: FreeTypeFixtures.regular)
      let file = render(with: measurer)
      let builtIn = render(with: nil)
      #expect(file.canvas.pixels != builtIn.canvas.pixels)
      let drawn = ink(file.canvas)
      let o = file.origin
      // The ink box of DejaVu's H, to the pixel.
      #expect(drawn.minX == Int((o.x + 4.02).rounded(.down)))
      #expect(drawn.maxX == Int((o.x + 26.78).rounded(.up)) - 1)
      #expect(drawn.minY == Int((o.y - 29.86).rounded(.down)))
      #expect(drawn.maxY == Int(o.y.rounded(.up)) - 1)
      // Its area, to 0.2 % (291.04 drawn: the fixed-point coverage rounds edges).
      #expect(abs(drawn.coverage - 291.18) < 0.6, "coverage \(drawn.coverage)")
      // The built-in Inter Display H is another shape.
      let inter = ink(builtIn.canvas)
      #expect(abs(inter.coverage - 291.18) > 10, "Inter's H covers \(inter.coverage)")
      // The SVG draws the same outline: DejaVu's H from its top-left corner, one contour of
      // twelve lines.
      func number(_ v: CGFloat) -> String {
        var s = String(format: "%.2f", Double(v))
        while s.hasSuffix("0") { s.removeLast() }
        return s.hasSuffix(".") ? String(s.dropLast()) : s
      }
      let start = "d=\"M\(number(o.x + 4.02)) \(number(o.y - 29.86)) L"
      let path = file.svg.components(separatedBy: "class=\"glyphs\" ").dropFirst().first
      #expect(path?.hasPrefix(start) == true, "\(path?.prefix(40) ?? "no glyphs") vs \(start)")
      #expect(path?.prefix { $0 != "Z" }.filter { $0 == "L" }.count == 12)
      #expect(!builtIn.svg.contains(start))
    }

    @Test func theOutlineIsTheFilesContourInPoints() throws {
      let measurer = try FreeTypeTextMeasurer(regular: FreeTypeFixtures.regular)
      let path = try #require(measurer.glyphOutline(of: "H", font: .systemFont(ofSize: 40.96)))
      // A move, twelve lines (the last back to the start) and a close.
      #expect(path.elements.count == 14)
      guard case .move(let start)? = path.elements.first else {
        Issue.record("the outline does not start with a move")
        return
      }
      #expect(abs(start.x - 4.02) < 1e-9 && abs(start.y + 29.86) < 1e-9)
      #expect(path.elements.last == .close)
      #expect(abs(path.advance - 30.8) < 1e-9)
      // Only making the measurer current registers it.
      #expect(GlyphOutlines.provider == nil)
    }

    @Test func emojiAreOneAdvanceAndOnePlaceholderPerCluster() throws {
      let measurer = try FreeTypeTextMeasurer(regular: FreeTypeFixtures.regular)
      let font = UIFont.systemFont(ofSize: 17)
      // "Hi " is 1540 + 569 + 651 units in DejaVu Sans; the wave with a skin tone one em.
      let measured = measurer.advances(of: "Hi 👋🏽", font: font)
      #expect(measured.emojiClusters == [3..<5])
      #expect(Array(measured.advances[3...]) == [17, 0])
      let hi: CGFloat = 2760 * 17 / 2048
      #expect(abs(measurer.width(of: "Hi 👋🏽", font: font) - (hi + 17)) < 1e-9)
      let path = try #require(measurer.glyphOutline(of: "Hi 👋🏽", font: font))
      #expect(path.emoji == [GlyphPath.emojiPlaceholder(x: hi, advance: 17)])
      #expect(abs(path.advance - (hi + 17)) < 1e-9)
    }
  }
#endif
