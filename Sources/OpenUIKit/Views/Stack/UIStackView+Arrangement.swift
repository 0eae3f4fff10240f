import Foundation

/// Rebuilding the stack's constraints: the one place they change.
extension UIStackView {
  /// The attributes along and across the stack's axis (UIKit's `L`, `T`, `D`, `C` and their
  /// cross-axis counterparts).
  struct AxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let dimension: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let crossLeading: NSLayoutConstraint.Attribute
    let crossTrailing: NSLayoutConstraint.Attribute
    let crossDimension: NSLayoutConstraint.Attribute
    let crossCenter: NSLayoutConstraint.Attribute
  }

  /// The attributes of the current axis.
  var axisAttributes: AxisAttributes {
    if axis == .horizontal {
      return AxisAttributes(
        leading: .leading, trailing: .trailing, dimension: .width, center: .centerX,
        crossLeading: .top, crossTrailing: .bottom, crossDimension: .height,
        crossCenter: .centerY)
    }
    return AxisAttributes(
      leading: .top, trailing: .bottom, dimension: .height, center: .centerY,
      crossLeading: .leading, crossTrailing: .trailing, crossDimension: .width,
      crossCenter: .centerX)
  }

  /// The item whose edges the arranged views are fitted to: the stack, or its layout
  /// margins guide when ``isLayoutMarginsRelativeArrangement``.
  var arrangementCanvas: AnyObject {
    isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
  }

  /// The arranged views that are not hidden, in order.
  var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

  /// Brings the constraints and guides the stack generated in line with the ones its
  /// current properties call for (UIKit's modern model: distribution along the axis,
  /// alignment across it, hidden views collapsed). Constraints that stay the same are kept
  /// (so hiding one view changes a handful of constraints, not all of them), the others are
  /// removed or added. This is the single function that changes them, so a caller can
  /// animate the result with `layoutIfNeeded()`.
  func rebuildArrangementConstraints() {
    proportionalLengths = []
    usedGapGuides = []
    let items = arrangedSubviews
    let visible = visibleArrangedSubviews
    var spanner: StackAlignmentSpanner?
    if visible.isEmpty || (items.count > 1 && alignment != .fill) {
      if arrangementSpanner == nil {
        let guide = StackAlignmentSpanner()
        addLayoutGuide(guide)
        arrangementSpanner = guide
      }
      spanner = arrangementSpanner
    }
    var list = distributionConstraints(spanner: spanner)
    list += textWidthDisambiguationConstraints()
    list += hidingConstraints(spanner: spanner)
    list += alignmentConstraints(spanner: spanner)
    // Keep the old constraints that equal new ones.
    var old: [StackConstraintKey: [NSLayoutConstraint]] = [:]
    for c in arrangementConstraints where c.container === self {
      if let key = StackConstraintKey(c) { old[key, default: []].append(c) }
    }
    var added: [NSLayoutConstraint] = []
    for (index, c) in list.enumerated() {
      if let key = StackConstraintKey(c), let kept = old[key]?.popLast() {
        list[index] = kept
      } else {
        added.append(c)
      }
    }
    let keptIDs = Set(list.map { ObjectIdentifier($0) })
    removeArrangementConstraints(
      arrangementConstraints.filter { !keptIDs.contains(ObjectIdentifier($0)) })
    dropUnusedGuides(keepSpanner: spanner != nil)
    // Installed on the stack itself (as UIKit's appear in the stack's `constraints`), also
    // those that involve one arranged view only.
    for c in added { c.install(on: self) }
    arrangementConstraints = list
    // The stack's constraints, in the order of the model, after any others on the stack.
    let installed = list.filter { $0.container === self }
    let mine = Set(installed.map { ObjectIdentifier($0) })
    installedConstraints = installedConstraints.filter { !mine.contains(ObjectIdentifier($0)) }
    installedConstraints += installed
    setNeedsLayout()
    let baselineViews = (
      first: ObjectIdentifier(forFirstBaselineLayout), last: ObjectIdentifier(forLastBaselineLayout)
    )
    if let previous = lastBaselineViews,
      previous.first != baselineViews.first || previous.last != baselineViews.last
    {
      baselineGeometryDidChange()
    }
    lastBaselineViews = baselineViews
  }

  /// The gap guide after `view`, created and added to the stack when needed.
  func gapGuide(after view: UIView) -> StackGapGuide {
    let key = ObjectIdentifier(view)
    let guide: StackGapGuide
    if let existing = gapGuides[key] {
      guide = existing
    } else {
      guide = StackGapGuide()
      addLayoutGuide(guide)
      gapGuides[key] = guide
    }
    usedGapGuides.append(guide)
    return guide
  }

  /// Drops the guides the current arrangement does not use (only the stack's own
  /// constraints refer to them, and those are gone: no search of the subtree as in
  /// `removeLayoutGuide(_:)`).
  func dropUnusedGuides(keepSpanner: Bool) {
    let used = Set(usedGapGuides.map { ObjectIdentifier($0) })
    var dropped: [UILayoutGuide] = []
    // In the order the guides were added (deterministic), not the dictionary's.
    for guide in storedLayoutGuides {
      if let gap = guide as? StackGapGuide, !used.contains(ObjectIdentifier(gap)) {
        dropped.append(gap)
      }
    }
    if !dropped.isEmpty {
      gapGuides = gapGuides.filter { used.contains(ObjectIdentifier($0.value)) }
    }
    if !keepSpanner, let spanner = arrangementSpanner {
      dropped.append(spanner)
      arrangementSpanner = nil
    }
    guard !dropped.isEmpty else { return }
    let engine = engineIfPresent
    for guide in dropped {
      engine?.dropVariables(of: guide)
      guide.owningView = nil
    }
    let ids = Set(dropped.map { ObjectIdentifier($0) })
    storedLayoutGuides.removeAll { ids.contains(ObjectIdentifier($0)) }
  }

  /// Deactivates constraints of the stack in one sweep (deactivating them one by one would
  /// search the stack's installed constraints once per constraint).
  func removeArrangementConstraints(_ list: [NSLayoutConstraint]) {
    guard !list.isEmpty else { return }
    var removed = Set<ObjectIdentifier>()
    for c in list where c.container === self {
      c.engine?.remove(c)
      for reference in [c.firstReference, c.secondReference] {
        NSLayoutConstraint.view(of: reference)?.removeReferencingConstraint(c)
      }
      c.container = nil
      removed.insert(ObjectIdentifier(c))
    }
    installedConstraints.removeAll { removed.contains(ObjectIdentifier($0)) }
    NSLayoutConstraint.deactivate(list.filter { $0.isActive })
  }

  /// A constraint of the stack: `a.attributeA (relation) multiplier × b.attributeB +
  /// constant` at `priority`, named `identifier`.
  func stackConstraint(
    _ a: AnyObject, _ attributeA: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal, _ b: AnyObject? = nil,
    _ attributeB: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
    constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String
  ) -> NSLayoutConstraint {
    let c = NSLayoutConstraint(
      unvalidatedItem: a, attribute: attributeA, relatedBy: relation, toItem: b,
      attribute: attributeB, multiplier: b == nil ? 0 : multiplier, constant: constant)
    c.priority = priority
    c.identifier = identifier
    return c
  }

  /// The points per pixel spacings are rounded to (UIKit's `UIRoundToViewScale`).
  var pixelScale: CGFloat { window?.screen.scale ?? UIScreen.main.scale }

  /// `value` rounded to the nearest pixel.
  func roundedToPixels(_ value: CGFloat) -> CGFloat {
    let scale = pixelScale
    guard value.isFinite, scale > 0 else { return value }
    let pixels: CGFloat = (value * scale).rounded()
    return pixels / scale
  }

  /// The spacing after an arranged view: its custom spacing, else ``spacing``
  /// (``spacingUseDefault`` as ``spacing`` counts as 0).
  func spacing(after view: UIView) -> CGFloat {
    if let custom = customSpacings[ObjectIdentifier(view)] { return custom }
    return spacing == UIStackView.spacingUseDefault ? 0 : spacing
  }

  /// `next.L (relation) prev.T + spacing × factor` (baseline to baseline in a vertical
  /// baseline-relative stack; a system-spacing constraint when the spacing is
  /// ``spacingUseSystem``).
  func edgeToEdgeConstraint(
    from prev: UIView, to next: UIView, relation: NSLayoutConstraint.Relation, factor: CGFloat,
    priority: UILayoutPriority, identifier: String
  ) -> NSLayoutConstraint {
    let ax = axisAttributes
    let baselines = isBaselineRelativeArrangement && axis == .vertical
    let nextAttribute: NSLayoutConstraint.Attribute = baselines ? .firstBaseline : ax.leading
    let prevAttribute: NSLayoutConstraint.Attribute = baselines ? .lastBaseline : ax.trailing
    let gap = spacing(after: prev)
    let system = gap == UIStackView.spacingUseSystem && factor > 0
    let constant: CGFloat =
      system ? factor * UIView.systemSpacing : roundedToPixels(gap) * factor
    let c = stackConstraint(
      next, nextAttribute, relation, prev, prevAttribute, constant: constant,
      priority: priority, identifier)
    if system { c.systemSpacingMultiplier = factor }
    return c
  }
}

/// What makes two stack constraints the same: items, attributes, relation, multiplier,
/// constant, priority, identifier and system-spacing factor.
@MainActor
struct StackConstraintKey: Hashable {
  let first: ObjectIdentifier
  let firstAttribute: NSLayoutConstraint.Attribute
  let relation: NSLayoutConstraint.Relation
  let second: ObjectIdentifier?
  let secondAttribute: NSLayoutConstraint.Attribute
  let multiplier: CGFloat
  let constant: CGFloat
  let priority: Float
  let identifier: String?
  let systemSpacing: CGFloat?

  /// The key of `c`, or nil when an item is gone.
  init?(_ c: NSLayoutConstraint) {
    guard let a = c.firstItem else { return nil }
    let b = c.secondItem
    if c.secondAttribute != .notAnAttribute && b == nil { return nil }
    first = ObjectIdentifier(a)
    firstAttribute = c.firstAttribute
    relation = c.relation
    second = b.map { ObjectIdentifier($0) }
    secondAttribute = c.secondAttribute
    multiplier = c.multiplier
    constant = c.constant
    priority = c.priority.rawValue
    identifier = c.identifier
    systemSpacing = c.systemSpacingMultiplier
  }
}
