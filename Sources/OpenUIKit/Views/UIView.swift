import Cassowary
import Foundation

/// A rectangular area on screen that lays out, and is laid out by, Auto Layout constraints.
///
/// As in UIKit, a view has a ``frame`` in its superview's coordinates and a ``bounds`` in its
/// own; Auto Layout sets ``bounds`` size and ``center`` so that a ``transform`` survives
/// layout. Layout runs in passes: constraint changes mark views with ``setNeedsLayout()``,
/// and ``layoutIfNeeded()`` (or the window's pass) solves the constraints and writes frames
/// top-down through ``layoutSubviews()``.
@preconcurrency @MainActor
open class UIView: UIResponder {
  // MARK: Geometry storage
  // (No dynamic exclusivity checks: read for every view by layout and by every animation
  // frame; only the main actor touches them.)
  @exclusivity(unchecked) var storedBounds = CGRect.zero
  @exclusivity(unchecked) var storedCenter = CGPoint.zero
  /// What most views never set (see ``RareStorage``): nil until one of its values is set.
  @exclusivity(unchecked) var storedRare: RareStorage?

  // MARK: Hierarchy storage
  /// The superview, unretained: a superview keeps its subviews alive, and a view that leaves
  /// it or outlives it is detached first (no weak-reference costs in layout). Held as an
  /// `Unmanaged` so that walks up the tree (``rootView``) retain no ancestor.
  /// (Nonisolated: the walk is a nonisolated function, so that it takes no closure that would
  /// check the actor at run time; only the main actor writes it.)
  @exclusivity(unchecked) nonisolated(unsafe) var superviewReference: Unmanaged<UIView>?
  /// The view's superview.
  public internal(set) var superview: UIView? {
    @inline(__always) get { superviewReference?.takeUnretainedValue() }
    @inline(__always) set {
      if let newValue {
        superviewReference = .passUnretained(newValue)
      } else {
        superviewReference = nil
      }
    }
  }
  /// The view's subviews, back to front.
  @exclusivity(unchecked) public internal(set) var subviews: [UIView] = []

  // MARK: Appearance
  /// The view's layer: an instance of the class's ``layerClass``.
  public let layer: CALayer
  /// The background colour (animatable).
  @exclusivity(unchecked) open var backgroundColor: UIColor? {
    didSet { captureAnimatableChange(.backgroundColor, from: AnimationVector(oldValue)) }
  }
  /// Whether the view is hidden (hidden views still take part in layout).
  @exclusivity(unchecked) open var isHidden = false {
    didSet { if isHidden != oldValue { superview?.subviewHiddenDidChange(self) } }
  }
  /// The opacity, stored on the layer.
  open var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }
  /// Whether subviews are clipped to the bounds, stored on the layer.
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// Whether the view receives touches.
  @exclusivity(unchecked) open var isUserInteractionEnabled = true
  /// An integer to find the view with ``viewWithTag(_:)``.
  open var tag: Int {
    get { storedRare?.tag ?? 0 }
    set { if storedRare != nil || newValue != 0 { rareStorage.tag = newValue } }
  }
  /// Whether the view promises to paint every pixel of its bounds opaquely (true by default,
  /// as UIKit's). A hint for drawing systems; OpenUIKit's renderers draw the same either way.
  @exclusivity(unchecked) open var isOpaque = true
  /// Whether the context handed to `draw(_:)` is cleared first (true by default).
  @exclusivity(unchecked) open var clearsContextBeforeDrawing = true
  /// The identifier used by UI tests, and by OpenUIKit's dumps and diagnostics.
  open var accessibilityIdentifier: String? {
    get { storedRare?.accessibilityIdentifier }
    set {
      if storedRare != nil || newValue != nil { rareStorage.accessibilityIdentifier = newValue }
    }
  }
  /// How the content (an image, drawn content) fills the bounds (``ContentMode/scaleToFill``
  /// by default).
  @exclusivity(unchecked) open var contentMode = ContentMode.scaleToFill
  // (The one-byte fields sit together: a class's stored properties are laid out in
  // declaration order, and apart they padded a plain view from 168 bytes to 184.)
  @exclusivity(unchecked) var storedTranslatesAutoresizingMask = true
  @exclusivity(unchecked) var storedInsetsMarginsFromSafeArea = true
  /// Whether the margins grow to respect the superview's margins where they overlap.
  @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
    didSet { updateMarginGuideConstants() }
  }

  // MARK: Layout state
  /// The layout engine's bookkeeping for this view (variables, queue flags, the layout
  /// cycle's flags, constraint references): it belongs to `Layout/`, not to UIKit's surface.
  let layoutState = LayoutItemState()
  /// Constraints installed on this view (the nearest common ancestor of their items).
  @exclusivity(unchecked) var installedConstraints: [NSLayoutConstraint] = []
  @exclusivity(unchecked) var storedAutoresizingMask: AutoresizingMask = []
  @exclusivity(unchecked) var contentHugging:
    (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
      .defaultLow, .defaultLow
    )
  @exclusivity(unchecked) var compressionResistance:
    (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (
      .defaultHigh, .defaultHigh
    )
  /// The semantic content attribute that decides leading and trailing.
  @exclusivity(unchecked) open var semanticContentAttribute = UISemanticContentAttribute.unspecified
  {
    didSet { constraintGeometryDidChange() }
  }

  /// Creates a view with the given frame (the designated initializer, as in UIKit).
  public init(frame: CGRect) {
    storedBounds = CGRect(origin: .zero, size: frame.size)
    storedCenter = CGPoint(x: frame.midX, y: frame.midY)
    layer = CALayer.backingLayer(of: Self.layerClass)
    super.init()
    layer.owningView = self
  }

  /// Creates a view from an archive. OpenUIKit has no storyboards or nibs, so nothing is
  /// decoded: the view starts with a zero frame, as `init(frame: .zero)`. (Required, as in
  /// UIKit: a subclass that adds a designated initializer must provide it too; apps usually
  /// write `fatalError("init(coder:) has not been implemented")`.)
  public required init?(coder: NSCoder) {
    layer = CALayer.backingLayer(of: Self.layerClass)
    super.init()
    layer.owningView = self
  }

  deinit {
    mainActorDeinit {
      layer.owningView = nil
      layoutState.reference?.clear()
      for sub in subviews { sub.superview = nil }
      for guide in storedLayoutGuides { guide.owningView = nil }
      for c in installedConstraints {
        c.container = nil
        c.engine = nil
      }
    }
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// `<UIView: 0x…; frame = (x y; w h); layer = <CALayer: 0x…>>`, as UIKit prints views;
  /// subclasses add their own fields (a label its text) as UIKit's do.
  public nonisolated override var description: String {
    MainActor.assumeIsolated { viewDescription }
  }

  /// Same as ``description``.
  public nonisolated override var debugDescription: String {
    MainActor.assumeIsolated { viewDescription }
  }

  /// The next responder: the view controller whose root view this is, else the superview.
  open override var next: UIResponder? {
    owningViewController ?? superview
  }

  /// The frame in the superview's coordinates. With a non-identity ``transform`` it is the
  /// bounding box of the transformed bounds, as in UIKit.
  open var frame: CGRect {
    get {
      let size = storedBounds.size
      let local = CGRect(
        x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
      let box = storedTransform.isIdentity ? local : local.applying(storedTransform)
      return box.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }
    set {
      let oldBounds = storedBounds
      let oldCenter = storedCenter
      let oldSize = storedBounds.size
      storedCenter = CGPoint(x: newValue.midX, y: newValue.midY)
      if storedTransform.isIdentity {
        storedBounds.size = newValue.size
      }
      captureGeometryChange(oldBounds: oldBounds, oldCenter: oldCenter)
      geometryDidChange(sizeChanged: oldSize != storedBounds.size, oldSize: oldSize)
    }
  }

  /// The bounds in the view's own coordinates.
  open var bounds: CGRect {
    get { storedBounds }
    set {
      let oldBounds = storedBounds
      let oldSize = storedBounds.size
      storedBounds = newValue
      captureGeometryChange(oldBounds: oldBounds, oldCenter: storedCenter)
      geometryDidChange(sizeChanged: oldSize != newValue.size, oldSize: oldSize)
    }
  }

  /// The centre in the superview's coordinates.
  open var center: CGPoint {
    get { storedCenter }
    set {
      let oldCenter = storedCenter
      storedCenter = newValue
      captureGeometryChange(oldBounds: storedBounds, oldCenter: oldCenter)
      geometryDidChange(sizeChanged: false)
    }
  }

  /// The transform applied around the centre; layout ignores it.
  open var transform: CGAffineTransform {
    get { storedTransform }
    set {
      let old = storedTransform
      storedTransform = newValue
      captureAnimatableChange(.transform, from: AnimationVector(old))
    }
  }

  /// A frame change: autoresizing constraints follow it, and a new size needs a layout.
  func geometryDidChange(sizeChanged: Bool, oldSize: CGSize = .zero) {
    engineIfPresent?.noteMoved(self)
    if storedTranslatesAutoresizingMask, superview != nil {
      engineIfPresent?.autoresizingFrameDidChange(of: self)
    }
    if self === rootView, let engine = layoutState.hostedEngine {
      engine.rootBoundsDidChange()
    }
    if sizeChanged {
      setNeedsLayout()
      LayoutPass.resizeAutoresizingSubviews(
        of: self, oldSize: oldSize, includingManaged: true)
    }
  }

  // MARK: Override points (declared here: members of extensions cannot be overridden)

  /// The class of the view's backing layer (``CALayer`` by default). Override it to back a
  /// view with a ``CAShapeLayer`` or ``CAGradientLayer``, as UIKit apps do; the renderers then
  /// draw the layer's path or gradient as the view's content.
  open class var layerClass: AnyClass { CALayer.self }

  /// Marks the view as needing ``layoutSubviews()`` in the next layout pass.
  open func setNeedsLayout() {
    LayoutPass.markNeedsLayout(self)
  }

  /// Marks the view as needing ``updateConstraints()`` in the next update pass.
  open func setNeedsUpdateConstraints() {
    LayoutPass.markNeedsUpdateConstraints(self)
  }

  /// Runs the update pass now for the subtree, leaves first.
  open func updateConstraintsIfNeeded() {
    LayoutPass.updateConstraints(in: self)
  }

  /// Override point to update constraints; call `super` last.
  open func updateConstraints() {}

  /// Lays out the hierarchy now if anything is pending: flushes constraint updates, solves,
  /// and runs ``layoutSubviews()`` top-down on the views that need it (the whole tree the
  /// view belongs to, as Core Animation lays out from the topmost dirty ancestor).
  open func layoutIfNeeded() {
    LayoutPass.layoutIfNeeded(self)
  }

  /// Lays out the subviews. The default implementation writes the frames the engine solved
  /// into the subviews whose rectangles changed; overrides must call `super`.
  open func layoutSubviews() {
    LayoutPass.writeSolvedFrames(intoSubviewsOf: self)
  }

  /// The size the content needs; `(noIntrinsicMetric, noIntrinsicMetric)` for a plain view.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the engine to re-read ``intrinsicContentSize`` in the next layout pass.
  open func invalidateIntrinsicContentSize() {
    queueIntrinsicSizeUpdate()
  }

  /// The size that fits: the current size for a plain view.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Called after the superview changed.
  open func didMoveToSuperview() {}

  /// Called after the window changed.
  open func didMoveToWindow() {}

  /// Called before a subview leaves this view (removed, or moved to another superview).
  open func willRemoveSubview(_ subview: UIView) {}

  /// A subview's `isHidden` changed (stack views re-arrange).
  func subviewHiddenDidChange(_ subview: UIView) {}

  /// The content area constraints installed on this view see, for a view whose subviews lay
  /// out in one (a scroll view answers itself); nil for a plain view.
  var layoutContentArea: LayoutContentArea? { nil }

  /// For a view whose intrinsic height depends on its width (a multi-line label answers
  /// itself): that content, for the fitting pass's second solve; nil for a plain view.
  var layoutWidthDependentContent: LayoutWidthDependentContent? { nil }

  /// Called when the safe-area insets changed.
  open func safeAreaInsetsDidChange() {}

  /// Called when the layout margins changed.
  open func layoutMarginsDidChange() {}

  /// Called on a tree's root when a layout cycle of the tree ended (after the display pass);
  /// a window finishes the appearance transitions that waited for it.
  func layoutCycleDidFinish() {}

  /// The view whose first baseline stands for this view's in constraints on
  /// `firstBaselineAnchor` (UIKit's `viewForFirstBaselineLayout`): ``forLastBaselineLayout``
  /// unless a subclass answers with one of its subviews (a stack view does).
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

  /// The view whose last baseline stands for this view's (UIKit's
  /// `viewForLastBaselineLayout`): the view itself unless a subclass answers with a subview.
  open var forLastBaselineLayout: UIView { self }

  /// Where the first baseline sits: `top + heightFactor × height + constant` of the alignment
  /// rectangle. A plain view's baseline is its bottom edge; text views override this.
  var firstBaselineLayout: (heightFactor: CGFloat, constant: CGFloat) { (1, 0) }

  /// Where the last baseline sits, in the form of ``firstBaselineLayout``.
  var lastBaselineLayout: (heightFactor: CGFloat, constant: CGFloat) { (1, 0) }

  /// How far the alignment rectangle (what constraints position) is inset from the frame;
  /// zero for a plain view.
  open var alignmentRectInsets: UIEdgeInsets { .zero }

  /// The view of the given tag: this view or its first descendant with it (depth first).
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for sub in subviews {
      if let found = sub.viewWithTag(tag) { return found }
    }
    return nil
  }

  // MARK: Drawing

  /// Draws the view's content into the current context (``UIGraphicsGetCurrentContext()``),
  /// in bounds coordinates; `rect` is the area to redraw (the bounds, or what
  /// ``setNeedsDisplay(_:)`` marked). The default draws nothing.
  ///
  /// As in UIKit, the display pass after layout calls it only for views whose class overrides
  /// it: once when the view first has a non-empty size in a window, again after
  /// ``setNeedsDisplay()``, and when the bounds size changes with ``ContentMode/redraw``.
  open func draw(_ rect: CGRect) {
    noteBaseDrawReached()
  }

  /// Marks the whole view as needing ``draw(_:)`` in the next display pass.
  open func setNeedsDisplay() {
    requestDisplay(in: bounds)
  }

  /// Marks `rect` (bounds coordinates) as needing ``draw(_:)``: the next pass redraws it and
  /// keeps the rest of the content.
  open func setNeedsDisplay(_ rect: CGRect) {
    requestDisplay(in: rect)
  }

  // MARK: Hit testing

  /// Whether `point` (in this view's coordinates) is inside the view: inside the bounds by
  /// default. Override it to enlarge or shrink the area that takes touches; simulated touches
  /// honour overrides.
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive descendant (or this view) containing `point` (in this
  /// view's coordinates); later subviews are in front. Hidden views, views with alpha below
  /// 0.01 and views with user interaction off are skipped with their subtrees; a view is
  /// searched only when ``point(inside:with:)`` says the point is inside it.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    defaultHitTest(point, with: event)
  }

  // The block goes on with UIView's other overridable members outside layout: the mask and
  // the accessibility properties.

  /// A view whose alpha masks this view's content, in this view's coordinates. It is not a
  /// subview: layout ignores it, and OpenUIKit's renderers do not apply it.
  open var mask: UIView? {
    get { storedRare?.mask }
    set { if storedRare != nil || newValue != nil { rareStorage.mask = newValue } }
  }

  // Accessibility: UIKit's informal UIAccessibility protocol, stored.

  /// Whether assistive technologies see this view as one element (false for a plain view;
  /// labels, buttons and text fields are elements by default).
  open var isAccessibilityElement: Bool {
    get { storedAccessibility?.isElement ?? false }
    set { accessibilityStorage.isElement = newValue }
  }
  /// What VoiceOver reads for the element (nil for a plain view; a label's text, a button's
  /// title by default).
  open var accessibilityLabel: String? {
    get { storedAccessibility?.label }
    set { accessibilityStorage.label = newValue }
  }
  /// What happens when the element is activated.
  open var accessibilityHint: String? {
    get { storedAccessibility?.hint }
    set { accessibilityStorage.hint = newValue }
  }
  /// The element's value (a text field's text by default).
  open var accessibilityValue: String? {
    get { storedAccessibility?.value }
    set { accessibilityStorage.value = newValue }
  }
  /// What the element is and does (none for a plain view; ``UIAccessibilityTraits/staticText``
  /// for a label, ``UIAccessibilityTraits/button`` for a button by default).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibility?.traits ?? .none }
    set { accessibilityStorage.traits = newValue }
  }
  /// The element's language (nil: the app's).
  open var accessibilityLanguage: String? {
    get { storedAccessibility?.language }
    set { accessibilityStorage.language = newValue }
  }
  /// Whether the view's descendants are hidden from assistive technologies (false).
  open var accessibilityElementsHidden: Bool {
    get { storedAccessibility?.elementsHidden ?? false }
    set { accessibilityStorage.elementsHidden = newValue }
  }
  /// Whether VoiceOver ignores the view's siblings (false).
  open var accessibilityViewIsModal: Bool {
    get { storedAccessibility?.viewIsModal ?? false }
    set { accessibilityStorage.viewIsModal = newValue }
  }
  /// Whether VoiceOver reads the view's descendants as a group (false).
  open var shouldGroupAccessibilityChildren: Bool {
    get { storedAccessibility?.groupsChildren ?? false }
    set { accessibilityStorage.groupsChildren = newValue }
  }
  /// The elements of a container, in reading order (nil: the subviews).
  open var accessibilityElements: [Any]? {
    get { storedAccessibility?.elements }
    set { accessibilityStorage.elements = newValue }
  }
  /// The element's frame in screen (window) coordinates: the bounds converted to the window
  /// unless set.
  open var accessibilityFrame: CGRect {
    get { storedAccessibility?.frame ?? convert(bounds, to: nil) }
    set { accessibilityStorage.frame = newValue }
  }
  /// Whether Smart Invert leaves the view alone (false).
  open var accessibilityIgnoresInvertColors: Bool {
    get { storedAccessibility?.ignoresInvertColors ?? false }
    set { accessibilityStorage.ignoresInvertColors = newValue }
  }
  /// The accessibility values set on the view, created on the first write (unset ones fall
  /// back to the defaults).
  var accessibilityStorage: AccessibilityStorage {
    if let storage = storedAccessibility { return storage }
    let storage = AccessibilityStorage()
    rareStorage.accessibility = storage
    return storage
  }
  /// The storage of ``accessibilityStorage`` (nil until a value is set), kept with the view's
  /// other rare state.
  var storedAccessibility: AccessibilityStorage? { storedRare?.accessibility }

  // Traits (see UIView+Traits.swift).

  /// Called after the view's traits changed (an override, the superview, the window's
  /// orientation or text size), with the new traits current and before the next layout. The
  /// default does nothing. (Deprecated in iOS 17 for `registerForTraitChanges`; still called.)
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// The traits as last computed (nil until they are read). Every laid-out view has them, so
  /// they live in the view; overrides and registrations are rare (``storedTraitState``).
  @exclusivity(unchecked) var storedTraits: UITraitCollection?
}

extension UIView {
  /// Options that resize a view when its superview's bounds change (springs and struts).
  public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a mask from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }
}
