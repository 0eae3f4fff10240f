import Foundation

/// Emoji as iOS sets them: each emoji grapheme cluster (an emoji-presentation scalar, a
/// text-default emoji with VS16, a skin-tone modifier sequence, a keycap, a flag's pair of
/// regional indicators, a tag sequence, or a ZWJ sequence of any of these) is one glyph of
/// Apple Color Emoji, whose advance is one em of the font size.
///
/// Apple Color Emoji (18.3d3e1) gives its emoji glyphs an advance of 1.000 em on macOS and
/// iOS (glyph metrics tabulated in "Emoji metrics", wh0.github.io/2024/12/31/emoji-metrics.html;
/// the font has 800 units per em and its sbix glyphs span (0, 0)–(800, 800)). CoreText sets a
/// fallback emoji at the run's point size, so an emoji in a 17 pt label advances 17 pt.
public enum EmojiClusters {
  /// The advance of one emoji cluster, in ems of the font size.
  public static let advancePerEm: CGFloat = 1

  /// Scalars from this value up may start or extend an emoji cluster (U+20E3 COMBINING
  /// ENCLOSING KEYCAP is the lowest); text without them has no emoji.
  static let threshold: UInt32 = 0x20E3

  /// Whether `text` may hold emoji (a quick UTF-8 test: any scalar from U+2000 up).
  @inline(__always) public static func mayContainEmoji(_ text: String) -> Bool {
    // The bytes in place (a native string's are contiguous): a plain loop over a buffer, where
    // the view's own iterator costs a dozen instructions a byte.
    let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.contains { $0 >= 0xE2 }
    }
    return inPlace ?? text.utf8.contains { $0 >= 0xE2 }
  }

  /// The ranges of `scalars` that form emoji clusters, in order. `covered` says whether the
  /// text font draws a scalar itself: a text-default emoji at U+2190 or above (arrows,
  /// dingbats, pictographs) is drawn as an emoji only when the font lacks it, as CoreText
  /// falls back to Apple Color Emoji.
  public static func ranges(
    in scalars: [Unicode.Scalar], covered: (Unicode.Scalar) -> Bool
  ) -> [Range<Int>] {
    var result: [Range<Int>] = []
    let n = scalars.count
    var i = 0
    while i < n {
      let value = scalars[i].value
      if isRegionalIndicator(value) {
        let end = i + 1 < n && isRegionalIndicator(scalars[i + 1].value) ? i + 2 : i + 1
        result.append(i..<end)
        i = end
        continue
      }
      // Letters, CJK and Hangul skip the property look-up: below U+203C (‼) only a VS16 or a
      // keycap makes an emoji (©️, #️⃣), and U+2E80…U+1EFFF have no emoji-presentation scalar.
      let selected = i + 1 < n && (scalars[i + 1].value == 0xFE0F || scalars[i + 1].value == 0x20E3)
      if !selected, value < 0x203C || (0x2E80..<0x1F000).contains(value) {
        i += 1
        continue
      }
      let properties = scalars[i].properties
      guard properties.isEmoji else {
        i += 1
        continue
      }
      let textStyle = i + 1 < n && scalars[i + 1].value == 0xFE0E
      var chosen = false
      var decorated = false
      var j = i + 1
      var base = properties
      while j < n {
        let next = scalars[j].value
        if next == 0xFE0F {
          chosen = true
        } else if next == 0xFE0E {
          // a text presentation selector: part of the cluster
        } else if isModifier(next), base.isEmojiModifierBase {
          decorated = true
        } else if next == 0x20E3 || isTag(next) {
          decorated = true
        } else if next == 0x200D, j + 1 < n, scalars[j + 1].properties.isEmoji {
          base = scalars[j + 1].properties
          j += 1
        } else {
          break
        }
        j += 1
      }
      let emoji =
        !textStyle
        && (properties.isEmojiPresentation || chosen || decorated
          || (value >= 0x2190 && !covered(scalars[i])))
      if emoji {
        result.append(i..<j)
        i = j
      } else {
        i += 1
      }
    }
    return result
  }

  /// U+1F1E6…U+1F1FF: two make a flag.
  @inline(__always) static func isRegionalIndicator(_ value: UInt32) -> Bool {
    (0x1F1E6...0x1F1FF).contains(value)
  }

  /// U+1F3FB…U+1F3FF: the Fitzpatrick skin-tone modifiers.
  @inline(__always) static func isModifier(_ value: UInt32) -> Bool {
    (0x1F3FB...0x1F3FF).contains(value)
  }

  /// U+E0020…U+E007F: tag characters of subdivision flags (England, Scotland, Wales).
  @inline(__always) static func isTag(_ value: UInt32) -> Bool {
    (0xE0020...0xE007F).contains(value)
  }

  /// Gives each emoji cluster of `measured` one advance of 1 em of `pointSize` on its first
  /// scalar, the rest of the cluster zero wide, with no kerning into, inside or out of it.
  public static func apply(
    _ clusters: [Range<Int>], pointSize: CGFloat, to measured: inout TextAdvances
  ) {
    guard !clusters.isEmpty else { return }
    let advance = pointSize * advancePerEm
    for r in clusters {
      for k in r {
        measured.advances[k] = k == r.lowerBound ? advance : 0
        measured.kerning[k] = 0
      }
      if r.upperBound < measured.count { measured.kerning[r.upperBound] = 0 }
    }
    measured.emojiClusters = clusters
  }
}
