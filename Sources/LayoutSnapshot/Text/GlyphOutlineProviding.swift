import Foundation
import OpenUIKit

/// A source of glyph outlines other than the built-in ones (Inter Display and Nanum Gothic):
/// a font file read by another module (`FreeTypeText` registers one), so that text measured
/// with that file is drawn from it too. LayoutSnapshot itself reads no font files.
public protocol GlyphOutlineProviding: Sendable {
  /// The outline of `text` set on one line in `font`, from the origin (the left end of the
  /// baseline), in points with y down; nil leaves the text to the built-in outlines.
  func glyphOutline(of text: String, font: UIFont) -> GlyphPath?
}

/// The outline of a run of glyphs in points, y down, from the baseline's left end: closed
/// contours filled with the non-zero rule.
public struct GlyphPath: Sendable, Equatable {
  /// One path element.
  public enum Element: Sendable, Equatable {
    /// Starts a contour.
    case move(CGPoint)
    /// A line to a point.
    case line(CGPoint)
    /// A quadratic curve (control, end).
    case quad(CGPoint, CGPoint)
    /// A cubic curve (two controls, end).
    case cubic(CGPoint, CGPoint, CGPoint)
    /// Closes the contour.
    case close
  }

  /// The elements, contour by contour.
  public var elements: [Element]
  /// How far the run advances the pen (its measured width).
  public var advance: CGFloat
  /// The squares of the run's emoji placeholders (see `emojiPlaceholder(x:advance:)`), drawn
  /// as coloured discs: no font file of a provider draws colour emoji.
  public var emoji: [CGRect]

  /// Creates a path from its elements, the run's advance and its emoji placeholders.
  public init(elements: [Element], advance: CGFloat, emoji: [CGRect] = []) {
    self.elements = elements
    self.advance = advance
    self.emoji = emoji
  }

  /// Where an emoji placeholder goes for an emoji cluster at pen position `x` advancing
  /// `advance`, the baseline at y = 0: a square 0.9 of the advance wide, centred in it and
  /// 0.35 of it above the baseline, where iOS draws an Apple Color Emoji face (its ink spans
  /// 0.044–0.963 em across and −0.113–0.806 em up on iOS, which lowers emoji by 0.15 em).
  public static func emojiPlaceholder(x: CGFloat, advance: CGFloat) -> CGRect {
    let side = advance * 0.9
    return CGRect(
      x: x + (advance - side) / 2, y: -advance * 0.35 - side / 2, width: side, height: side)
  }
}

/// The glyph-outline provider the PNG and SVG renderers draw text with (nil: the built-in
/// outlines). Readable from any thread; set it where the text measurer is set, and set it
/// back to nil with the measurer.
public enum GlyphOutlines {
  /// The provider in use, if any.
  public static var provider: (any GlyphOutlineProviding)? {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }

  private static let lock = NSLock()
  /// Guarded by `lock`.
  nonisolated(unsafe) private static var stored: (any GlyphOutlineProviding)?
}
