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

  /// Creates a path from its elements and the run's advance.
  public init(elements: [Element], advance: CGFloat) {
    self.elements = elements
    self.advance = advance
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
