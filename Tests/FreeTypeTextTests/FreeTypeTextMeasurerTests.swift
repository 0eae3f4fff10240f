import Foundation
import FreeTypeText
import OpenUIKit
import Testing

#if FreeType
  /// FreeType's advances and kerning for DejaVu Sans (Debian's fonts-dejavu-core, in the base
  /// image), checked against the font's own tables: hmtx advances and kern pairs in font units
  /// (2048 per em), read with fontTools, scaled to the point size.
  @MainActor
  @Suite(.enabled(if: FileManager.default.fileExists(atPath: FreeTypeFixtures.regular)))
  struct FreeTypeTextMeasurerTests {
    @Test func advancesAreTheFontsUnitsScaledToThePointSize() throws {
      let measurer = try FreeTypeTextMeasurer(regular: FreeTypeFixtures.regular)
      #expect(measurer.unitsPerEm == 2048)
      let result = measurer.advances(of: "Hello", font: .systemFont(ofSize: 17))
      let units: [CGFloat] = [1540, 1260, 569, 569, 1253]
      let scaled: [CGFloat] = units.map { $0 * 17 / 2048 }
      #expect(result.advances == scaled)
      #expect(result.kerning == [0, 0, 0, 0, 0])
      let width: CGFloat = measurer.width(of: "Hello", font: .systemFont(ofSize: 17))
      let expected: CGFloat = 5191 * 17 / 2048  // 43.0903…
      #expect(abs(width - expected) < 1e-9)
    }

    @Test func kernTablePairsAreApplied() throws {
      let measurer = try FreeTypeTextMeasurer(regular: FreeTypeFixtures.regular)
      let av = measurer.advances(of: "AV", font: .systemFont(ofSize: 20))
      let avKern: CGFloat = -131 * 20 / 2048
      #expect(av.kerning == [0, avKern])
      let to = measurer.advances(of: "To", font: .systemFont(ofSize: 20))
      let toKern: CGFloat = -348 * 20 / 2048
      #expect(to.kerning == [0, toKern])
    }

    @Test func boldWeightsUseTheBoldFace() throws {
      let measurer = try FreeTypeTextMeasurer(
        regular: FreeTypeFixtures.regular, bold: FreeTypeFixtures.bold)
      let bold: CGFloat = 1714 / 128
      let medium: CGFloat = 1540 / 128
      #expect(measurer.advances(of: "H", font: .boldSystemFont(ofSize: 16)).advances == [bold])
      let mediumH = measurer.advances(of: "H", font: .systemFont(ofSize: 16, weight: .medium))
      #expect(mediumH.advances == [medium])
    }

    @Test func uzbekModifierLetterIsMeasured() throws {
      let measurer = try FreeTypeTextMeasurer(regular: FreeTypeFixtures.regular)
      // U+02BB MODIFIER LETTER TURNED COMMA (Oʻzbek): 651 units.
      let turnedComma = measurer.advances(of: "\u{2BB}", font: .systemFont(ofSize: 2048))
      #expect(turnedComma.advances == [651])
    }

    @Test func aMissingFileThrows() {
      #expect(throws: FreeTypeError.self) {
        _ = try FreeTypeTextMeasurer(regular: "/nonexistent/font.ttf")
      }
    }

    @Test func labelsMeasureWithIt() throws {
      let saved = TextMeasurement.current
      defer { TextMeasurement.current = saved }
      TextMeasurement.current = try FreeTypeTextMeasurer(regular: FreeTypeFixtures.regular)
      let label = UILabel()
      label.font = .systemFont(ofSize: 17)
      label.text = "Hello"
      // The label's intrinsic width is the text's width rounded up as UIKit rounds it.
      let text: CGFloat = 5191 * 17 / 2048
      let width: CGFloat = label.intrinsicContentSize.width
      #expect(width >= text)
      #expect(width < text + 1)
    }

    #if HarfBuzz
      @Test func harfBuzzShapingIncludesKerningInTheAdvances() throws {
        let measurer = try FreeTypeTextMeasurer(
          regular: FreeTypeFixtures.regular, shaping: .harfBuzz)
        let av = measurer.advances(of: "AV", font: .systemFont(ofSize: 2048))
        #expect(av.kerning == [0, 0])
        let total: CGFloat = av.advances.reduce(0, +)
        #expect(total == 2671)  // 1401 + 1401 − 131
        let hello = measurer.advances(of: "Hello", font: .systemFont(ofSize: 2048))
        let units: [CGFloat] = [1540, 1260, 569, 569, 1253]
        #expect(hello.advances == units)
      }
    #endif
  }

  /// The DejaVu fonts of the base image.
  enum FreeTypeFixtures {
    static let regular = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
  }
#else
  /// Without the `FreeType` trait the module has no backend.
  @Suite struct FreeTypeTextMeasurerTests {
    @Test func theBackendIsOffByDefault() {
      #expect(!FreeTypeTextBackend.hasFreeType)
      #expect(!FreeTypeTextBackend.hasHarfBuzz)
    }
  }
#endif
