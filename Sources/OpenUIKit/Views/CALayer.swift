import Foundation

/// A layer: the drawing properties UIKit keeps on `view.layer`, and a tree of sublayers
/// (shape, gradient and plain layers that apps add to a view's layer).
///
/// A view's layer reports the view's geometry (``bounds``, ``position``, ``frame``) and
/// background, and setting them sets the view's; a layer that backs no view keeps its own.
///
/// (The stored properties skip dynamic exclusivity checks: they are read for every view in
/// every animation frame, and only the main actor touches them.)
@preconcurrency @MainActor
open class CALayer: NSObject {
  /// The radius of the rounded corners.
  open var cornerRadius: CGFloat {
    get { self[extra: \.cornerRadius] }
    set {
      let old = cornerRadius
      self[extra: \.cornerRadius] = newValue
      noteAnimatableChange(.cornerRadius, from: AnimationVector(Double(old)))
    }
  }
  /// The width of the border.
  open var borderWidth: CGFloat {
    get { self[extra: \.borderWidth] }
    set { self[extra: \.borderWidth] = newValue }
  }
  /// The colour of the border (opaque black by default, as Core Animation).
  open var borderColor: CGColor? {
    get { self[extra: \.borderColor] }
    set {
      let old = borderColor
      self[extra: \.borderColor] = newValue
      noteAnimatableChange(.borderColor, from: AnimationVector(old))
    }
  }
  /// The shadow's colour (opaque black by default).
  open var shadowColor: CGColor? {
    get { self[extra: \.shadowColor] }
    set { self[extra: \.shadowColor] = newValue }
  }
  /// The shadow's opacity (0 by default: no shadow).
  open var shadowOpacity: Float {
    get { self[extra: \.shadowOpacity] }
    set {
      let old = shadowOpacity
      self[extra: \.shadowOpacity] = newValue
      noteAnimatableChange(.shadowOpacity, from: AnimationVector(Double(old)))
    }
  }
  /// The shadow's offset ((0, -3) by default, as Core Animation).
  open var shadowOffset: CGSize {
    get { self[extra: \.shadowOffset] }
    set { self[extra: \.shadowOffset] = newValue }
  }
  /// The shadow's blur radius (3 by default).
  open var shadowRadius: CGFloat {
    get { self[extra: \.shadowRadius] }
    set { self[extra: \.shadowRadius] = newValue }
  }
  // (A class's stored properties are laid out in declaration order: the one-byte fields sit
  // together, and those after the optional rectangle in its last word. With the drawn
  // content boxed, a layer is 120 bytes, 128 allocated, where it took 168 and 176.)
  /// Whether sublayers and content are clipped to the bounds (the view's `clipsToBounds`).
  @exclusivity(unchecked) open var masksToBounds = false
  /// A free layer's `isHidden`.
  var storedIsHidden = false
  /// Whether the layer's content is fully opaque (false by default, as Core Animation's).
  open var isOpaque = false
  /// Whether the layer redraws when its bounds change (false by default).
  open var needsDisplayOnBoundsChange = false
  /// The layer's opacity (the view's `alpha`).
  @exclusivity(unchecked) open var opacity: Float = 1 {
    didSet { noteAnimatableChange(.opacity, from: AnimationVector(Double(oldValue))) }
  }
  /// The view the layer backs; nil for a presentation copy. (Unowned: the view owns its
  /// layer and clears this when it goes, which avoids weak-reference costs per frame.)
  unowned(unsafe) var owningView: UIView?
  /// The rarely set fields (styling, a free layer's geometry, a presentation copy's
  /// snapshot), boxed on first write (see ``Extras``).
  @exclusivity(unchecked) var extras: Extras?

  // MARK: Layer tree and own geometry

  /// The sublayers that back no view, in order (a view's layer interleaves its subviews'
  /// layers among them, see ``sublayers``).
  var ownSublayers: [CALayer] = []
  /// For each of ``ownSublayers`` of a view's layer: the subview whose layer it sits just
  /// above (nil: below every subview).
  var sublayerAnchors: [ObjectIdentifier: SublayerAnchor] = [:]
  /// The layer this one is a sublayer of.
  weak var storedSuperlayer: CALayer?
  /// The area of a view's content waiting to be redrawn (nil: all of it).
  var dirtyRect: CGRect?
  /// Whether ``layoutSublayers()`` is due (free layers).
  var needsLayoutFlag = false
  /// Whether ``display()`` is due.
  var needsDisplayFlag = false
  /// Whether this layer, a sublayer, or (for a view's layer) a subview's layer needs display or
  /// layout: the display pass walks only such branches.
  var subtreeNeedsDisplay = false
  /// Whether the layer has been displayed once.
  var hasDisplayed = false
  /// Whether the view's class draws (overrides `draw(_:)`): nil until its first display tells.
  var viewDraws: Bool?
  /// ``drawnContent``, boxed: most layers never draw, and the list inline took 48 bytes of
  /// each (see `CALayer+DrawnContent.swift`).
  var drawnContentBox: DrawnContentBox?
  /// The layer's position along the z axis (0 by default): among siblings, higher values are
  /// drawn above lower ones (equal values keep their order).
  open var zPosition: CGFloat {
    get { self[extra: \.zPosition] }
    set { self[extra: \.zPosition] = newValue }
  }
  /// A layer whose shape (a shape layer's filled path, else its bounds) masks this layer's
  /// content and sublayers.
  open var mask: CALayer? {
    get { self[optionalExtra: \.mask] }
    set { self[optionalExtra: \.mask] = newValue }
  }
  /// The curve of rounded corners (``CALayerCornerCurve/circular`` by default).
  open var cornerCurve: CALayerCornerCurve {
    get { self[extra: \.cornerCurve] }
    set { self[extra: \.cornerCurve] = newValue }
  }
  /// Which corners ``cornerRadius`` rounds (all four by default).
  open var maskedCorners: CACornerMask {
    get { self[extra: \.maskedCorners] }
    set { self[extra: \.maskedCorners] = newValue }
  }
  /// The layer's contents (an image in Core Animation); OpenUIKit keeps but does not draw it.
  open var contents: Any? {
    get { self[optionalExtra: \.contents] }
    set { self[optionalExtra: \.contents] = newValue }
  }
  /// A name for the layer.
  open var name: String? {
    get { self[optionalExtra: \.name] }
    set { self[optionalExtra: \.name] = newValue }
  }
  /// Animations added with ``add(_:forKey:)``, in order, with the time they began.
  var layerAnimations: [(key: String?, animation: CABasicAnimation, begin: CFTimeInterval)] = []

  /// Creates a layer with Core Animation's defaults.
  public override init() {
    super.init()
  }

  /// Creates a presentation copy of `model` with the given presented values (no observers
  /// run: a copy records no animations).
  init(
    presentationOf model: CALayer, snapshot: LayerPresentationSnapshot, opacity: Float,
    cornerRadius: CGFloat, borderColor: UIColor?, shadowOpacity: Float
  ) {
    // The model's box, with the presented values (the other styling is the model's).
    let box = model.extras?.copy() ?? Extras()
    box.cornerRadius = cornerRadius
    box.borderColor = borderColor
    box.shadowOpacity = shadowOpacity
    box.presentationSnapshot = snapshot
    extras = box
    masksToBounds = model.masksToBounds
    self.opacity = opacity
    super.init()
    copyTreeProperties(from: model)
    if model.owningView != nil { storedAnchorPoint = CGPoint(x: 0.5, y: 0.5) }
  }

  /// Copies the properties a presentation copy shares with its model (everything but the
  /// animated values and the tree links) that its copy of the model's box does not carry.
  func copyTreeProperties(from model: CALayer) {
    ownSublayers = model.ownSublayers
    sublayerAnchors = model.sublayerAnchors
    storedIsHidden = model.storedIsHidden
    drawnContent = model.drawnContent
  }

  // MARK: Override points (declared here: members of extensions cannot be overridden)

  /// Lays out the sublayers; called in the display pass when the layer's bounds changed or
  /// ``setNeedsLayout()`` was called. The default does nothing.
  open func layoutSublayers() {}

  /// Records the layer's content into `ctx`; called by ``display()``. The default draws nothing.
  open func draw(in ctx: CGContext) {}

  /// Draws the layer's content now: runs ``draw(in:)`` with a context of the layer's bounds.
  open func display() {
    let context = CGContext(bounds: bounds)
    withCurrentContext(context) { draw(in: context) }
    drawnContent = context.displayList.operations.isEmpty ? nil : context.displayList
  }

  /// A presentation copy of a layer that backs no view, with the animations added by
  /// ``add(_:forKey:)`` applied at `time` (shape and gradient layers copy their own
  /// properties).
  func makePresentationCopy(at time: CFTimeInterval) -> CALayer {
    CALayer(
      presentationOf: self, snapshot: freePresentationSnapshot,
      opacity: Float(presentedValue(of: "opacity", model: CGFloat(opacity), at: time)),
      cornerRadius: cornerRadius, borderColor: borderColor, shadowOpacity: shadowOpacity)
  }

  /// A free layer's geometry and background, for its presentation copy.
  var freePresentationSnapshot: LayerPresentationSnapshot {
    LayerPresentationSnapshot(
      bounds: storedBounds, position: storedPosition, transform: storedAffineTransform,
      backgroundColor: storedBackgroundColor)
  }

  /// `CALayer` with its class, name and frame (OpenUIKit's wording).
  nonisolated open override var description: String {
    MainActor.assumeIsolated {
      "<\(String(describing: type(of: self))): \(name.map { "\"\($0)\" " } ?? "")frame \(frame)>"
    }
  }
}
