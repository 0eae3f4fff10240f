import Foundation

/// How a shape layer's fill rule is named (Core Animation's strings).
public struct CAShapeLayerFillRule: RawRepresentable, Sendable, Hashable {
  /// The rule's name.
  public let rawValue: String
  /// Creates a rule from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Nonzero winding (the default).
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// Even-odd.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// How a shape layer's line ends are named (Core Animation's strings).
public struct CAShapeLayerLineCap: RawRepresentable, Sendable, Hashable {
  /// The cap's name.
  public let rawValue: String
  /// Creates a cap from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Square ends at the end points (the default).
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Round ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square ends past the end points.
  public static let square = CAShapeLayerLineCap(rawValue: "square")

  /// The Core Graphics cap.
  public var cgLineCap: CGLineCap {
    switch self {
    case .round: .round
    case .square: .square
    default: .butt
    }
  }
}

/// How a shape layer's joints are named (Core Animation's strings).
public struct CAShapeLayerLineJoin: RawRepresentable, Sendable, Hashable {
  /// The join's name.
  public let rawValue: String
  /// Creates a join from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Pointed joints (the default).
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Round joints.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut joints.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

  /// The Core Graphics join.
  public var cgLineJoin: CGLineJoin {
    switch self {
    case .round: .round
    case .bevel: .bevel
    default: .miter
    }
  }
}

/// A layer that draws a path, filled and stroked, as Core Animation's `CAShapeLayer`.
/// Defaults are Core Animation's: black fill, no stroke, line width 1, the whole path
/// (``strokeStart`` 0, ``strokeEnd`` 1).
open class CAShapeLayer: CALayer {
  /// The path, in the layer's bounds coordinates (nil: nothing drawn).
  open var path: CGPath?
  /// The fill colour (opaque black by default; nil: no fill).
  open var fillColor: CGColor? = .black
  /// The fill rule (``CAShapeLayerFillRule/nonZero`` by default).
  open var fillRule = CAShapeLayerFillRule.nonZero
  /// The stroke colour (nil by default: no stroke).
  open var strokeColor: CGColor?
  /// The line width (1 by default).
  open var lineWidth: CGFloat = 1
  /// The miter limit (10 by default).
  open var miterLimit: CGFloat = 10
  /// How open subpaths end.
  open var lineCap = CAShapeLayerLineCap.butt
  /// How segments join.
  open var lineJoin = CAShapeLayerLineJoin.miter
  /// The dash lengths, as numbers (nil: solid).
  open var lineDashPattern: [NSNumber]?
  /// How far into the dash pattern the stroke starts.
  open var lineDashPhase: CGFloat = 0
  /// Where the stroke starts along the path, 0...1 of its length (0 by default; animatable).
  open var strokeStart: CGFloat = 0
  /// Where the stroke ends along the path, 0...1 of its length (1 by default; animatable).
  open var strokeEnd: CGFloat = 1

  /// Creates a shape layer with Core Animation's defaults.
  public override init() {
    super.init()
  }

  override init(
    presentationOf model: CALayer, snapshot: LayerPresentationSnapshot, opacity: Float,
    cornerRadius: CGFloat, borderColor: UIColor?, shadowOpacity: Float
  ) {
    super.init(
      presentationOf: model, snapshot: snapshot, opacity: opacity, cornerRadius: cornerRadius,
      borderColor: borderColor, shadowOpacity: shadowOpacity)
    guard let shape = model as? CAShapeLayer else { return }
    path = shape.path
    fillColor = shape.fillColor
    fillRule = shape.fillRule
    strokeColor = shape.strokeColor
    lineWidth = shape.lineWidth
    miterLimit = shape.miterLimit
    lineCap = shape.lineCap
    lineJoin = shape.lineJoin
    lineDashPattern = shape.lineDashPattern
    lineDashPhase = shape.lineDashPhase
    strokeStart = shape.strokeStart
    strokeEnd = shape.strokeEnd
  }

  override func makePresentationCopy(at time: CFTimeInterval) -> CALayer {
    let shape = CAShapeLayer(
      presentationOf: self, snapshot: freePresentationSnapshot,
      opacity: Float(presentedValue(of: "opacity", model: CGFloat(opacity), at: time)),
      cornerRadius: cornerRadius, borderColor: borderColor, shadowOpacity: shadowOpacity)
    shape.strokeStart = presentedValue(of: "strokeStart", model: strokeStart, at: time)
    shape.strokeEnd = presentedValue(of: "strokeEnd", model: strokeEnd, at: time)
    shape.lineWidth = presentedValue(of: "lineWidth", model: lineWidth, at: time)
    return shape
  }
}
