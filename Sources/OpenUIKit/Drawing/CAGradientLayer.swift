import Foundation

/// The kind of a gradient layer's gradient (Core Animation's strings).
public struct CAGradientLayerType: RawRepresentable, Sendable, Hashable {
  /// The kind's name.
  public let rawValue: String
  /// Creates a kind from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Along the line from ``CAGradientLayer/startPoint`` to ``CAGradientLayer/endPoint`` (the
  /// default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// An ellipse centred on the start point, reaching the end point's x and y distances.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point, the angle starting towards the end point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient, as Core Animation's
/// `CAGradientLayer`. Points are in unit coordinates of the bounds ((0, 0) top-left).
open class CAGradientLayer: CALayer {
  /// The colours (``CGColor`` values; other elements are skipped), nil by default.
  open var colors: [Any]?
  /// Each colour's location in 0...1 (nil: spread evenly).
  open var locations: [NSNumber]?
  /// Where the gradient starts ((0.5, 0) by default: the top centre).
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends ((0.5, 1) by default: the bottom centre).
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The kind of gradient (``CAGradientLayerType/axial`` by default).
  open var type = CAGradientLayerType.axial

  /// Creates a gradient layer with Core Animation's defaults.
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
    guard let gradient = model as? CAGradientLayer else { return }
    colors = gradient.colors
    locations = gradient.locations
    startPoint = gradient.startPoint
    endPoint = gradient.endPoint
    type = gradient.type
  }

  override func makePresentationCopy(at time: CFTimeInterval) -> CALayer {
    CAGradientLayer(
      presentationOf: self, snapshot: freePresentationSnapshot,
      opacity: Float(presentedValue(of: "opacity", model: CGFloat(opacity), at: time)),
      cornerRadius: cornerRadius, borderColor: borderColor, shadowOpacity: shadowOpacity)
  }

  /// The gradient in the layer's bounds coordinates, nil without colours (an OpenUIKit
  /// accessor for renderers: the stops resolved and the unit points placed in the bounds).
  public var resolvedGradient: DisplayList.Gradient? {
    let resolved = (colors ?? []).compactMap { ($0 as? UIColor).map { DisplayList.Color($0) } }
    guard !resolved.isEmpty else { return nil }
    var stops: [DisplayList.GradientStop] = []
    for (i, color) in resolved.enumerated() {
      let location: CGFloat
      if let locations, i < locations.count {
        location = CGFloat(locations[i].doubleValue)
      } else {
        location = resolved.count == 1 ? 0 : CGFloat(i) / CGFloat(resolved.count - 1)
      }
      stops.append(DisplayList.GradientStop(location: location, color: color))
    }
    let b = bounds
    func place(_ p: CGPoint) -> CGPoint {
      CGPoint(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height)
    }
    let s = place(startPoint)
    let e = place(endPoint)
    let kind: DisplayList.Gradient.Kind
    var transform = CGAffineTransform.identity
    switch type {
    case .radial:
      // An ellipse: a unit circle around the start, scaled to the end point's distances.
      let rx = abs(e.x - s.x)
      let ry = abs(e.y - s.y)
      kind = .radial(startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1)
      transform = CGAffineTransform(scaleX: max(rx, 1e-6), y: max(ry, 1e-6))
        .concatenating(CGAffineTransform(translationX: s.x, y: s.y))
    case .conic:
      kind = .conic(center: s, startAngle: atan2(e.y - s.y, e.x - s.x))
    default:
      kind = .linear(start: s, end: e)
    }
    // Core Animation extends the end colours over the whole layer.
    return DisplayList.Gradient(
      kind: kind, stops: stops, transform: transform, extendsBefore: true, extendsAfter: true)
  }
}
