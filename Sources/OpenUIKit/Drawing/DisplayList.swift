import Foundation

/// What a drawing recorded: the painting operations of a ``CGContext``, with the context's
/// state (transform, colours, line style, clip, alpha) resolved into each one (an OpenUIKit
/// type: Core Graphics rasterizes at once; OpenUIKit keeps the operations so that renderers
/// draw them at any scale, and tests can read them).
///
/// Coordinates are those of the drawing's area: a view's bounds coordinates (``bounds`` is the
/// view's bounds), or an image's points from its top-left corner.
public struct DisplayList: Sendable, Equatable {
  /// A colour in extended sRGB, alpha included (the context's alpha is multiplied in).
  public struct Color: Sendable, Equatable {
    /// Red.
    public var red: CGFloat
    /// Green.
    public var green: CGFloat
    /// Blue.
    public var blue: CGFloat
    /// Alpha.
    public var alpha: CGFloat

    /// Creates a colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }

    /// The components of a `UIColor`.
    public nonisolated init(_ color: UIColor) {
      var r: CGFloat = 0
      var g: CGFloat = 0
      var b: CGFloat = 0
      var a: CGFloat = 0
      color.getRed(&r, green: &g, blue: &b, alpha: &a)
      self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func fading(_ factor: CGFloat) -> Color {
      Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
  }

  /// A clipping area: the points `path` encloses under `rule`.
  public struct Clip: Sendable, Equatable {
    /// The outline, in the drawing's coordinates.
    public var path: [CGPath.Element]
    /// The fill rule deciding what the outline encloses.
    public var rule: CGPathFillRule

    /// Creates a clip.
    public init(path: [CGPath.Element], rule: CGPathFillRule) {
      self.path = path
      self.rule = rule
    }
  }

  /// How a path is stroked (width and dash lengths are in the drawing's coordinates: the
  /// context's transform scaled them by the square root of its determinant).
  public struct Stroke: Sendable, Equatable {
    /// The line width.
    public var lineWidth: CGFloat
    /// The ends of open subpaths.
    public var lineCap: CGLineCap
    /// The joints.
    public var lineJoin: CGLineJoin
    /// The miter limit (10 by default, as Core Graphics).
    public var miterLimit: CGFloat
    /// The dash lengths (empty: a solid line).
    public var dashLengths: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style.
    public init(
      lineWidth: CGFloat, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
      miterLimit: CGFloat = 10, dashLengths: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
      self.lineWidth = lineWidth
      self.lineCap = lineCap
      self.lineJoin = lineJoin
      self.miterLimit = miterLimit
      self.dashLengths = dashLengths
      self.dashPhase = dashPhase
    }
  }

  /// One colour of a gradient at a location in 0...1.
  public struct GradientStop: Sendable, Equatable {
    /// Where the colour sits along the gradient.
    public var location: CGFloat
    /// The colour.
    public var color: Color

    /// Creates a stop.
    public init(location: CGFloat, color: Color) {
      self.location = location
      self.color = color
    }
  }

  /// A gradient painted over the clip.
  public struct Gradient: Sendable, Equatable {
    /// The gradient's geometry, in the gradient's own space.
    public enum Kind: Sendable, Equatable {
      /// Colour changes along the line from `start` to `end`.
      case linear(start: CGPoint, end: CGPoint)
      /// Colour changes from the circle around `startCenter` to the one around `endCenter`.
      case radial(
        startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat)
      /// Colour changes with the angle around `center`, from `startAngle` clockwise on screen
      /// (an OpenUIKit kind for conic gradient layers).
      case conic(center: CGPoint, startAngle: CGFloat)
    }

    /// The geometry.
    public var kind: Kind
    /// The colours, in order of location.
    public var stops: [GradientStop]
    /// From the gradient's space to the drawing's coordinates (the context's transform when it
    /// was drawn).
    public var transform: CGAffineTransform
    /// Whether the first colour also fills before the start.
    public var extendsBefore: Bool
    /// Whether the last colour also fills after the end.
    public var extendsAfter: Bool

    /// Creates a gradient.
    public init(
      kind: Kind, stops: [GradientStop], transform: CGAffineTransform, extendsBefore: Bool,
      extendsAfter: Bool
    ) {
      self.kind = kind
      self.stops = stops
      self.transform = transform
      self.extendsBefore = extendsBefore
      self.extendsAfter = extendsAfter
    }

    /// The colour at parameter `t` (0 at the start, 1 at the end), nil outside the ends when
    /// the gradient does not extend there.
    public func color(at t: CGFloat) -> Color? {
      guard let first = stops.first, let last = stops.last else { return nil }
      if t < first.location { return extendsBefore || t >= 0 ? first.color : nil }
      if t > last.location { return extendsAfter || t <= 1 ? last.color : nil }
      for i in 1..<stops.count where t <= stops[i].location {
        let a = stops[i - 1]
        let b = stops[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return Color(
          red: a.color.red + (b.color.red - a.color.red) * f,
          green: a.color.green + (b.color.green - a.color.green) * f,
          blue: a.color.blue + (b.color.blue - a.color.blue) * f,
          alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
      }
      return last.color
    }
  }

  /// One painting operation. Every one is limited to the intersection of its clips (the
  /// drawing's area first).
  public enum Operation: Sendable, Equatable {
    /// Fills the area `path` encloses under `rule`.
    case fill(path: [CGPath.Element], color: Color, rule: CGPathFillRule, clip: [Clip])
    /// Strokes `path`.
    case stroke(path: [CGPath.Element], color: Color, style: Stroke, clip: [Clip])
    /// Paints a gradient over the clip.
    case gradient(Gradient, alpha: CGFloat, clip: [Clip])
    /// Makes the area `path` encloses transparent (``CGContext/clear(_:)``).
    case clear(path: [CGPath.Element], clip: [Clip])
    /// Draws another recording (a drawn image) mapped by `transform`.
    case drawing(DisplayList, transform: CGAffineTransform, alpha: CGFloat, clip: [Clip])
    /// Draws laid-out text (`NSString.draw(at:withAttributes:)` and its relatives): the
    /// layout's lines in `box` (its top-left is the first line's top; lines are aligned in
    /// its width), mapped by `transform`.
    case text(TextDrawing, transform: CGAffineTransform, alpha: CGFloat, clip: [Clip])
  }

  /// Text drawn into a context.
  public struct TextDrawing: Sendable, Equatable {
    /// The lines and their runs.
    public var layout: AttributedTextLayout
    /// Where the lines go, in user space before the transform.
    public var box: CGRect

    /// Text laid out to be drawn in `box`.
    public init(layout: AttributedTextLayout, box: CGRect) {
      self.layout = layout
      self.box = box
    }

    /// The x of a line's start in `box`, aligned as a label aligns it (natural and justified
    /// lines start on the left).
    public func x(of line: AttributedTextLayout.Line) -> CGFloat {
      line.startX(inBoxFrom: box.minX, width: box.width)
    }
  }

  /// The drawing's area in its own coordinates.
  public var bounds: CGRect
  /// The operations, in painting order.
  public var operations: [Operation]
  /// Whether the area was filled opaque white first (an opaque image renderer's format).
  public var isOpaque: Bool

  /// Creates a recording.
  public init(bounds: CGRect, operations: [Operation] = [], isOpaque: Bool = false) {
    self.bounds = bounds
    self.operations = operations
    self.isOpaque = isOpaque
  }
}
