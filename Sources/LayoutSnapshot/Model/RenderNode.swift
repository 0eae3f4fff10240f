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
    /// A recorded drawing (a drawn image's) stretched from its bounds into `rect`.
    case drawing(DisplayList, rect: CGRect)
    /// A shape layer's path, filled and stroked.
    case shapeLayer(RenderShape)
    /// A gradient layer's gradient over the bounds.
    case gradient(DisplayList.Gradient)
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
  /// The visible subviews and sublayers, back to front.
  public var children: [RenderNode]
  /// The view's accessibility, when the app set any of it (nil otherwise, so that views
  /// keeping UIKit's defaults add nothing to a rendering).
  public var accessibility: RenderAccessibility? = nil

  /// What the view's `draw(_:)` recorded, stretched from its bounds into `rect` by the view's
  /// content mode; drawn above the background, below the children.
  public var drawing: RenderDrawing? = nil
  /// Which corners ``cornerRadius`` rounds (all four by default).
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// The corner curve (listed by the text renderer; drawn circular).
  public var cornerCurve = CALayerCornerCurve.circular
  /// The layer mask's outline, when the layer has a mask: everything the node draws is
  /// clipped to it.
  public var mask: RenderMask? = nil
  /// Whether the node is a layer that backs no view (a sublayer an app added).
  public var isLayer = false

  /// Whether every corner is rounded (what a plain rounded rectangle draws).
  var roundsAllCorners: Bool { maskedCorners.isSuperset(of: RenderNode.allCorners) }

  static let allCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]

  /// The radius of each corner (top-left, top-right, bottom-right, bottom-left).
  var cornerRadii: (CGFloat, CGFloat, CGFloat, CGFloat) {
    let r = cornerRadius
    let m = maskedCorners
    return (
      m.contains(.layerMinXMinYCorner) ? r : 0, m.contains(.layerMaxXMinYCorner) ? r : 0,
      m.contains(.layerMaxXMaxYCorner) ? r : 0, m.contains(.layerMinXMaxYCorner) ? r : 0
    )
  }
}

/// A view's drawn content: the recording and where it is shown in the view's bounds.
public struct RenderDrawing: Sendable, Equatable {
  /// What `draw(_:)` recorded, in the coordinates of the list's `bounds`.
  public var list: DisplayList
  /// Where the recording's bounds are shown (bounds coordinates).
  public var rect: CGRect
}

/// A shape layer's drawing, resolved.
public struct RenderShape: Sendable, Equatable {
  /// The path, in the layer's bounds coordinates.
  public var path: [CGPath.Element]
  /// The fill colour, if any.
  public var fill: RenderColor?
  /// The fill rule.
  public var fillRule: CGPathFillRule
  /// The stroke colour, if any.
  public var stroke: RenderColor?
  /// The line style.
  public var style: DisplayList.Stroke
  /// Where the stroke starts and ends along the path (0...1).
  public var strokeStart: CGFloat
  /// Where the stroke ends along the path (0...1).
  public var strokeEnd: CGFloat
}

/// A mask's outline in the masked node's bounds coordinates.
public struct RenderMask: Sendable, Equatable {
  /// The outline.
  public var path: [CGPath.Element]
  /// The fill rule deciding what the outline encloses.
  public var rule: CGPathFillRule
}

/// A view's accessibility as the text rendering shows it.
public struct RenderAccessibility: Sendable, Equatable {
  /// Whether the view is an accessibility element.
  public var isElement: Bool
  /// The label.
  public var label: String?
  /// The value.
  public var value: String?
  /// The hint.
  public var hint: String?
  /// The traits' names, in bit order.
  public var traits: [String]
  /// Whether the view's descendants are hidden from assistive technologies.
  public var elementsHidden: Bool
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
