import Foundation
import Testing

@testable import OpenUIKit

/// Emoji measured as iOS sets them: one Apple Color Emoji glyph per emoji cluster, advancing
/// 1 em of the font size (17 pt in a 17 pt label), whatever the cluster's scalars.
@MainActor
@Suite struct EmojiMeasurementTests {
  let font = UIFont.systemFont(ofSize: 17)
  let measurer = BuiltInTextMeasurer()

  /// "Hi " in Inter Display Regular at 17 pt (the built-in table's advances).
  static let hiSpace: CGFloat = 19.3076171875

  @Test func theQuickTestLooksAtEveryByteOfShortAndLongText() {
    // Short strings are stored inline, long ones in a buffer: both are read in place.
    #expect(!EmojiClusters.mayContainEmoji(""))
    #expect(!EmojiClusters.mayContainEmoji("Like"))
    #expect(!EmojiClusters.mayContainEmoji("Crème brûlée"))  // two-byte scalars only
    #expect(EmojiClusters.mayContainEmoji("a—b"))  // U+2014: E2 80 94
    let long = String(repeating: "Comment ", count: 40)
    #expect(!EmojiClusters.mayContainEmoji(long))
    #expect(EmojiClusters.mayContainEmoji(long + "👋"))
    #expect(EmojiClusters.mayContainEmoji("👋" + long))
  }

  @Test func aWaveWithASkinToneIsOneAdvance() {
    let measured = measurer.advances(of: "Hi 👋🏽", font: font)
    #expect(measured.emojiClusters == [3..<5])
    #expect(Array(measured.advances[3...]) == [17, 0])
    #expect(Array(measured.kerning[3...]) == [0, 0])
    let width = measurer.width(of: "Hi 👋🏽", font: font)
    #expect(measurer.width(of: "Hi ", font: font) == EmojiMeasurementTests.hiSpace)
    #expect(abs(width - 36.3076171875) < 0.001)
  }

  @Test func aLabelsIntrinsicWidthCountsTheEmojiOnce() {
    let label = UILabel()
    label.text = "Hi 👋🏽"
    // 19.3076… + 17 = 36.3076…, rounded up to the screen's third of a point: 109 / 3.
    #expect(abs(label.intrinsicContentSize.width - 36.333) < 0.001)
    #expect(label.intrinsicContentSize.width == 109.0 / 3)
  }

  @Test func aFamilyZWJSequenceIsOneAdvance() {
    // MAN ZWJ WOMAN ZWJ GIRL ZWJ BOY: seven scalars, one glyph.
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    let measured = measurer.advances(of: family, font: font)
    #expect(measured.emojiClusters == [0..<7])
    #expect(measured.advances == [17, 0, 0, 0, 0, 0, 0])
    #expect(measurer.width(of: family, font: font) == 17)
    #expect(measurer.width(of: family + family, font: font) == 34)
  }

  @Test func aFlagIsOnePairOfRegionalIndicators() {
    let flags = "🇺🇿🇩🇪"
    let measured = measurer.advances(of: flags, font: font)
    #expect(measured.emojiClusters == [0..<2, 2..<4])
    #expect(measured.advances == [17, 0, 17, 0])
    #expect(measurer.width(of: "🇺🇿", font: font) == 17)
    #expect(measurer.width(of: flags, font: .systemFont(ofSize: 20)) == 40)
  }

  @Test func variationSelectorsAndKeycapsChooseThePresentation() {
    // U+2764 HEAVY BLACK HEART with VS16 is an emoji; the digit 1 alone is text, with VS16
    // and U+20E3 a keycap emoji.
    #expect(measurer.width(of: "\u{2764}\u{FE0F}", font: font) == 17)
    #expect(measurer.advances(of: "1\u{FE0F}\u{20E3}", font: font).advances == [17, 0, 0])
    #expect(measurer.advances(of: "1", font: font).emojiClusters.isEmpty)
    // A tag sequence (England's flag) is one glyph.
    let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
    #expect(measurer.width(of: england, font: font) == 17)
    // Text without emoji measures as before.
    #expect(measurer.advances(of: "Hi ", font: font).emojiClusters.isEmpty)
  }

  @Test func linesBreakBetweenClustersNeverInsideOne() {
    let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    let wave = "👋🏽"
    for mode in [NSLineBreakMode.byWordWrapping, .byCharWrapping] {
      let layout = TextLayout(
        text: family + wave + "🇺🇿🇩🇪", font: font, maxWidth: 20, numberOfLines: 0,
        lineBreakMode: mode, measurer: measurer)
      #expect(layout.lines.map(\.text) == [family, wave, "🇺🇿", "🇩🇪"])
      #expect(layout.lines.map(\.width) == [17, 17, 17, 17])
    }
    let two = TextLayout(
      text: "🇺🇿🇩🇪🇺🇿", font: font, maxWidth: 40, numberOfLines: 0,
      lineBreakMode: .byCharWrapping, measurer: measurer)
    #expect(two.lines.map(\.text) == ["🇺🇿🇩🇪", "🇺🇿"])
  }

  @Test func truncationKeepsWholeClusters() {
    let layout = TextLayout(
      text: "👋🏽👋🏽👋🏽👋🏽", font: font, maxWidth: 50, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail, measurer: measurer)
    #expect(layout.lines.map(\.text) == ["👋🏽👋🏽\u{2026}"])
  }
}
