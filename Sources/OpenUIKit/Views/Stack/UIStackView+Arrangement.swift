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

  /// Replaces every constraint and guide the stack generated with the ones its current
  /// properties call for (UIKit's modern model: distribution along the axis, alignment
  /// across it, hidden views collapsed). This is the single function that changes them, so
  /// a caller can animate the result with `layoutIfNeeded()`.
  func rebuildArrangementConstraints() {
    NSLayoutConstraint.deactivate(arrangementConstraints)
    // Only the stack's own constraints refer to its guides, and they are gone now: drop the
    // guides without `removeLayoutGuide(_:)`'s search of the subtree for referring
    // constraints.
    if !arrangementGuides.isEmpty {
      let engine = engineIfPresent
      for guide in arrangementGuides {
        engine?.dropVariables(of: guide)
        guide.owningView = nil
      }
      let dropped = Set(arrangementGuides.map { ObjectIdentifier($0) })
      storedLayoutGuides.removeAll { dropped.contains(ObjectIdentifier($0)) }
    }
    arrangementConstraints = []
    arrangementGuides = []
    proportionalLengths = []
    let items = arrangedSubviews
    let visible = visibleArrangedSubviews
    var spanner: StackAlignmentSpanner?
    if visible.isEmpty || (items.count > 1 && alignment != .fill) {
      let guide = StackAlignmentSpanner()
      addLayoutGuide(guide)
      arrangementGuides.append(guide)
      spanner = guide
    }
    var list = distributionConstraints(spanner: spanner)
    list += textWidthDisambiguationConstraints()
    list += hidingConstraints(spanner: spanner)
    list += alignmentConstraints(spanner: spanner)
    arrangementConstraints = list
    // Installed on the stack itself (as UIKit's appear in the stack's `constraints`), also
    // those that involve one arranged view only.
    for c in list { c.install(on: self) }
    setNeedsLayout()
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
