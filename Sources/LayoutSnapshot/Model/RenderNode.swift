import Foundation
import OpenUIKit

/// One visible view, captured as plain values: what a renderer draws for it.
///
/// Geometry is local: ``transform`` maps the view's bounds coordinates to its parent node's
/// bounds coordinates (for the root node, to the picture's coordinates, whose origin is the
/// root's bounds origin).
public struct RenderNode: Sendable {
  /// What a view draws besides its background and border.
  public enum Content: Sendable {
    /// Nothing.
    case none
    /// An image's vector shape in `rect` (bounds coordinates), filled or stroked in `color`.
    case shape(ImageShape, rect: CGRect, color: RenderColor)
    /// A blank image (no drawing) in `rect`: drawn as a light placeholder.
    case imagePlaceholder(rect: CGRect)
    /// Lines of text.
    case text(RenderText)
    /// A spinning activity indicator in `color`.
    case activityIndicator(color: RenderColor)
  }

  /// A stable identifier: the accessibility identifier, or the class name and the view's
  /// index in depth-first order (`UIView#3`).
  public var id: String
  /// The view's class name.
  public var className: String
  /// The frame in the superview's coordinates.
  public var frame: CGRect
  /// The bounds (size and origin, the origin being a scroll view's offset).
  public var bounds: CGRect
  /// From the view's bounds coordinates to the parent node's.
  public var transform: CGAffineTransform
  /// The view's own opacity (group opacity: it applies to the subtree as a whole).
  public var alpha: Double
  /// The background colour.
  public var backgroundColor: RenderColor?
  /// The corner radius of the background, the border and (with ``clipsToBounds``) the clip.
  public var cornerRadius: CGFloat
  /// The border's width (drawn inside the bounds, above the content and the subviews).
  public var borderWidth: CGFloat
  /// The border's colour.
  public var borderColor: RenderColor?
  /// The shadow, when its opacity is above 0.
  public var shadow: RenderShadow?
  /// Whether the content and the subviews are clipped to the (rounded) bounds.
  public var clipsToBounds: Bool
  /// What the view draws.
  public var content: Content
  /// The visible subviews, back to front.
  public var children: [RenderNode]
}

/// A layer shadow.
public struct RenderShadow: Sendable, Equatable {
  /// The colour with the shadow's opacity applied.
  public var color: RenderColor
  /// The offset.
  public var offset: CGSize
  /// The blur radius.
  public var radius: CGFloat
}

/// Text laid out in lines, as the label measured it.
public struct RenderText: Sendable, Equatable {
  /// One line: its text and where its baseline starts, in the view's bounds coordinates.
  public struct Line: Sendable, Equatable {
    /// The characters drawn.
    public var text: String
    /// The baseline's left end.
    public var origin: CGPoint
    /// The line's width.
    public var width: CGFloat
    /// The line's styled runs (empty for plain text, drawn in the text's own font and colour).
    public var runs: [RenderTextRun] = []
  }

  /// The lines, top to bottom.
  public var lines: [Line]
  /// The font's family name (as an SVG font-family).
  public var fontFamily: String
  /// The font size in points.
  public var pointSize: CGFloat
  /// The font weight as a CSS number (400 regular, 700 bold).
  public var weight: Int
  /// The text colour.
  public var color: RenderColor

  /// Creates laid-out text.
  public init(
    lines: [Line], fontFamily: String, pointSize: CGFloat, weight: Int, color: RenderColor
  ) {
    self.lines = lines
    self.fontFamily = fontFamily
    self.pointSize = pointSize
    self.weight = weight
    self.color = color
  }
}
