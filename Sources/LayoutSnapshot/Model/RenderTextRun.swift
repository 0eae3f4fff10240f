import Foundation
import OpenUIKit

/// A stretch of a line of styled text drawn with one font and colour.
public struct RenderTextRun: Sendable, Equatable {
  /// A line drawn under, through or behind the run: a filled rectangle.
  public struct Decoration: Sendable, Equatable {
    /// The rectangle, in the view's bounds coordinates.
    public var rect: CGRect
    /// The colour.
    public var color: RenderColor
  }

  /// The characters drawn.
  public var text: String
  /// The run's start on the baseline (a baseline offset already applied).
  public var origin: CGPoint
  /// The run's advance.
  public var width: CGFloat
  /// The font size in points.
  public var pointSize: CGFloat
  /// The font weight as a CSS number.
  public var weight: Int
  /// Whether the font is italic.
  public var isItalic: Bool
  /// The text colour.
  public var color: RenderColor
  /// The background behind the run (the line box), if any.
  public var background: Decoration?
  /// Underlines and strikethroughs, in drawing order.
  public var lines: [Decoration]
  /// Whether the run has an underline (for the text rendering).
  public var isUnderlined: Bool
  /// Whether the run has a strikethrough (for the text rendering).
  public var isStruckThrough: Bool
}
