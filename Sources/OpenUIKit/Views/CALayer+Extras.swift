import Foundation

/// The fields most layers leave at their defaults, kept out of every layer's own storage.
///
/// A view's layer takes its geometry and background from the view and is rarely styled, and
/// only presentation copies carry a snapshot: the free-layer geometry (104 bytes), the
/// presentation snapshot (105), the border, shadow and corner styling, ``CALayer/zPosition``,
/// ``CALayer/mask``, ``CALayer/contents`` and ``CALayer/name`` would more than double the
/// size of each view's layer. They live in one box, made on the first write; reads of a layer
/// without one see Core Animation's defaults.
extension CALayer {
  /// The rarely set fields of one layer, with Core Animation's defaults.
  final class Extras {
    var cornerRadius: CGFloat = 0
    var borderWidth: CGFloat = 0
    var borderColor: CGColor? = .black
    var shadowColor: CGColor? = .black
    var shadowOpacity: Float = 0
    var shadowOffset = CGSize(width: 0, height: -3)
    var shadowRadius: CGFloat = 3
    var presentationSnapshot: LayerPresentationSnapshot?
    var bounds = CGRect.zero
    var position = CGPoint.zero
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    var affineTransform = CGAffineTransform.identity
    var backgroundColor: CGColor?
    var zPosition: CGFloat = 0
    var mask: CALayer?
    var cornerCurve = CALayerCornerCurve.circular
    var maskedCorners: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    var contents: Any?
    var name: String?

    /// A box with the same values.
    func copy() -> Extras {
      let copy = Extras()
      copy.cornerRadius = cornerRadius
      copy.borderWidth = borderWidth
      copy.borderColor = borderColor
      copy.shadowColor = shadowColor
      copy.shadowOpacity = shadowOpacity
      copy.shadowOffset = shadowOffset
      copy.shadowRadius = shadowRadius
      copy.presentationSnapshot = presentationSnapshot
      copy.bounds = bounds
      copy.position = position
      copy.anchorPoint = anchorPoint
      copy.affineTransform = affineTransform
      copy.backgroundColor = backgroundColor
      copy.zPosition = zPosition
      copy.mask = mask
      copy.cornerCurve = cornerCurve
      copy.maskedCorners = maskedCorners
      copy.contents = contents
      copy.name = name
      return copy
    }
  }

  /// The defaults, read by layers without a box (never written).
  private static let defaultExtras = Extras()

  /// The layer's box, or the defaults.
  var readableExtras: Extras { extras ?? CALayer.defaultExtras }

  /// The layer's box, made on first use.
  var writableExtras: Extras {
    if let extras { return extras }
    let made = Extras()
    extras = made
    return made
  }

  /// A boxed field: read from the box or the defaults, written to the box (made on first
  /// write).
  subscript<Value>(extra field: ReferenceWritableKeyPath<Extras, Value>) -> Value {
    get { readableExtras[keyPath: field] }
    set { writableExtras[keyPath: field] = newValue }
  }

  /// An optional boxed field whose default is nil: clearing it makes no box.
  subscript<Value>(optionalExtra field: ReferenceWritableKeyPath<Extras, Value?>) -> Value? {
    get { extras?[keyPath: field] }
    set {
      if newValue == nil && extras == nil { return }
      writableExtras[keyPath: field] = newValue
    }
  }

  /// A presentation copy's geometry and background, frozen at the time it was made.
  var presentationSnapshot: LayerPresentationSnapshot? {
    get { self[optionalExtra: \.presentationSnapshot] }
    set { self[optionalExtra: \.presentationSnapshot] = newValue }
  }

  /// A free layer's bounds, position, anchor point (as set), transform and background.
  var storedBounds: CGRect {
    get { self[extra: \.bounds] }
    set { self[extra: \.bounds] = newValue }
  }
  var storedPosition: CGPoint {
    get { self[extra: \.position] }
    set { self[extra: \.position] = newValue }
  }
  var storedAnchorPoint: CGPoint {
    get { self[extra: \.anchorPoint] }
    set { self[extra: \.anchorPoint] = newValue }
  }
  var storedAffineTransform: CGAffineTransform {
    get { self[extra: \.affineTransform] }
    set { self[extra: \.affineTransform] = newValue }
  }
  var storedBackgroundColor: CGColor? {
    get { self[extra: \.backgroundColor] }
    set { self[extra: \.backgroundColor] = newValue }
  }
}
