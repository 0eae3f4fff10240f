import Foundation

/// Constraints, autoresizing, intrinsic size and content priorities.
extension UIView {
  /// The constraints installed on this view (not the system's autoresizing or content-size
  /// constraints, as in UIKit).
  public var constraints: [NSLayoutConstraint] { installedConstraints }

  /// Installs a constraint on this view (the old API; prefer ``NSLayoutConstraint/isActive``).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.install(on: self)
  }

  /// Installs constraints on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { addConstraint(c) }
  }

  /// Removes a constraint installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    if constraint.container === self { constraint.uninstall() }
  }

  /// Removes constraints installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { removeConstraint(c) }
  }

  /// Whether the frame and ``autoresizingMask`` become constraints (true by default).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { storedTranslatesAutoresizingMask }
    set {
      guard newValue != storedTranslatesAutoresizingMask else { return }
      storedTranslatesAutoresizingMask = newValue
      guard let engine = engineIfPresent, layoutVariables != nil else { return }
      if newValue {
        engine.installAutoresizing(for: self)
      } else {
        engine.removeAutoresizing(for: self)
      }
      superview?.setNeedsLayout()
    }
  }

  /// How the view resizes with its superview (springs and struts); `[]` by default.
  public var autoresizingMask: AutoresizingMask {
    get { storedAutoresizingMask }
    set {
      storedAutoresizingMask = newValue
      if storedTranslatesAutoresizingMask, layoutVariables != nil {
        engineIfPresent?.installAutoresizing(for: self)
      }
    }
  }

  /// The value meaning "no intrinsic size along this axis" (-1).
  public static let noIntrinsicMetric: CGFloat = -1

  func queueIntrinsicSizeUpdate() {
    guard let engine = engineIfPresent, !layoutState.intrinsicSizeQueued else { return }
    layoutState.intrinsicSizeQueued = true
    engine.queueIntrinsicSize(of: self)
    superview?.setNeedsLayout()
  }

  /// The priority with which the view resists growing beyond its intrinsic size.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? contentHugging.horizontal : contentHugging.vertical
  }

  /// Sets the priority with which the view resists growing beyond its intrinsic size.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      contentHugging.horizontal = priority
    } else {
      contentHugging.vertical = priority
    }
    contentPrioritiesDidChange()
  }

  /// The priority with which the view resists shrinking below its intrinsic size.
  public func contentCompressionResistancePriority(
    for axis: NSLayoutConstraint.Axis
  ) -> UILayoutPriority {
    axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
  }

  /// Sets the priority with which the view resists shrinking below its intrinsic size.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionResistance.horizontal = priority
    } else {
      compressionResistance.vertical = priority
    }
    contentPrioritiesDidChange()
  }

  func contentPrioritiesDidChange() {
    if layoutVariables != nil, let engine = engineIfPresent {
      engine.installContentSize(for: self)
      superview?.setNeedsLayout()
    }
  }

  /// The constraints (of any kind) that affect the view's frame along an axis.
  public func constraintsAffectingLayout(
    for axis: NSLayoutConstraint.Axis
  ) -> [NSLayoutConstraint] {
    guard let engine = engineIfPresent, let vars = layoutVariables else { return [] }
    let targets = axis == .horizontal ? [vars.minX, vars.width] : [vars.minY, vars.height]
    let ids = Set(targets.map { ObjectIdentifier($0) })
    engine.endFitting()
    var found: [NSLayoutConstraint] = []
    for form in engine.solver.constraints
    where form.expression.terms.contains(where: { ids.contains(ObjectIdentifier($0.variable)) }) {
      guard let c = LayoutEngine.layoutConstraint(of: form) else { continue }
      found.append(c)
      // A content-size row stands for the hugging and the compression-resistance constraint.
      if let partner = engine.contentSizePartner(of: c) { found.append(partner) }
    }
    return found
  }

  /// The spacing system-spacing anchors use between siblings (8 pt).
  static let systemSpacing: CGFloat = 8

  /// The layout direction used for leading and trailing in constraints held by this view.
  ///
  /// The nearest decision up the superview chain wins: a semantic content attribute other than
  /// `.unspecified` (forced, playback and spatial content), or a layout-direction trait
  /// override (`traitOverrides.layoutDirection` on the view, on the controller whose root view
  /// it is, or on the window). Without either, ``defaultUserInterfaceLayoutDirection``.
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var current: UIView? = self
    while let view = current {
      switch view.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: break
      }
      if let direction = view.overriddenLayoutDirection { return direction }
      current = view.superview
    }
    return UIView.defaultUserInterfaceLayoutDirection
  }

  /// The layout direction this view's or its controller's trait overrides set, if any.
  /// (The view's own overrides first, then its controller's; no list of the two is built:
  /// this runs for every ancestor of every directional constraint's container.)
  var overriddenLayoutDirection: UIUserInterfaceLayoutDirection? {
    if let direction = Self.layoutDirection(overriddenBy: storedTraitState?.overrides) {
      return direction
    }
    return Self.layoutDirection(overriddenBy: owningViewController?.storedTraitState?.overrides)
  }

  /// The layout direction `overrides` set, if they set one other than unspecified.
  private static func layoutDirection(overriddenBy overrides: UITraitOverrides?)
    -> UIUserInterfaceLayoutDirection?
  {
    guard let overrides, overrides.contains(UITraitLayoutDirection.self) else { return nil }
    switch overrides.layoutDirection {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    case .unspecified: return nil
    }
  }

  /// The layout direction of views whose semantic content attribute is unspecified (the
  /// app's language direction; left to right unless set).
  // (Read for every constraint that uses leading or trailing: no run-time exclusivity check;
  // only the main actor touches it.)
  @exclusivity(unchecked) public static var defaultUserInterfaceLayoutDirection =
    UIUserInterfaceLayoutDirection.leftToRight

  /// Leading and trailing may have flipped: re-express the constraints of the subtree.
  func constraintGeometryDidChange() {
    engineIfPresent?.reinstallSubtree(self)
    updateMarginGuideConstants()
    setNeedsLayout()
  }

  /// The view's baselines moved relative to its frame (a label's text changed): re-expresses
  /// the active constraints that use them, and those of a container (a stack view) whose
  /// baseline is this view's.
  func baselineGeometryDidChange() {
    reexpressBaselineConstraints()
    if let parent = superview,
      parent.forFirstBaselineLayout === self || parent.forLastBaselineLayout === self
    {
      parent.baselineGeometryDidChange()
    }
  }

  /// Records an installed constraint that refers to this view.
  /// (Both items of a constraint are recorded one after the other: a constraint between a view
  /// and itself, or one of its guides, is already the last one when it comes again.)
  func addReferencingConstraint(_ c: NSLayoutConstraint) {
    let state = layoutState
    if state.referencingConstraints.last === c { return }
    // Room for a typical view's constraints at once (its edges, its size, a baseline): the
    // list then grows by one allocation instead of three or four.
    if state.referencingConstraints.capacity == 0 {
      state.referencingConstraints.reserveCapacity(6)
    }
    state.referencingConstraints.append(c)
    if c.refersToBaseline(of: self) { state.baselineReferenceCount += 1 }
  }

  /// Forgets a constraint that referred to this view (it was uninstalled). The search starts
  /// from the newest: constraints usually go in the reverse order of their arrival.
  func removeReferencingConstraint(_ c: NSLayoutConstraint) {
    let state = layoutState
    var index = state.referencingConstraints.count - 1
    while index >= 0 && state.referencingConstraints[index] !== c { index -= 1 }
    guard index >= 0 else { return }
    state.referencingConstraints.remove(at: index)
    if c.refersToBaseline(of: self) { state.baselineReferenceCount -= 1 }
  }

  /// Re-expresses the active constraints on this view's own baselines.
  private func reexpressBaselineConstraints() {
    guard layoutState.baselineReferenceCount > 0, let engine = engineIfPresent else { return }
    var affected: [NSLayoutConstraint] = []
    for c in layoutState.referencingConstraints where c.refersToBaseline(of: self) {
      guard c.container != nil else { continue }
      affected.append(c)
    }
    if affected.isEmpty { return }
    // Creation order (the record is in installation order, which may differ).
    let ordered = affected.sorted { $0.serial < $1.serial }
    for c in ordered { engine.reinstall(c) }
    if !ordered.isEmpty { superview?.setNeedsLayout() }
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint uses the first or last baseline of `view` itself.
  func refersToBaseline(of view: UIView) -> Bool {
    ((firstAttribute == .firstBaseline || firstAttribute == .lastBaseline) && firstItem === view)
      || ((secondAttribute == .firstBaseline || secondAttribute == .lastBaseline)
        && secondItem === view)
  }
}
