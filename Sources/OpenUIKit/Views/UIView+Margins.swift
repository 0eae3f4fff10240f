import Foundation

/// Layout margins, the safe area, and the layout guides that stand for them.
extension UIView {
  /// The margins (8 pt on each edge by default).
  public var layoutMargins: UIEdgeInsets {
    get { storedLayoutMargins }
    set {
      storedLayoutMargins = newValue
      updateMarginGuideConstants()
      layoutMarginsDidChange()
      owningViewController?.viewLayoutMarginsDidChange()
      setNeedsLayout()
    }
  }

  /// The margins with leading and trailing resolved by the layout direction.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let m = storedLayoutMargins
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      return NSDirectionalEdgeInsets(
        top: m.top, leading: rtl ? m.right : m.left, bottom: m.bottom,
        trailing: rtl ? m.left : m.right)
    }
    set {
      let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
        bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
    }
  }

  /// Whether the margins include the safe area (true by default): on each edge the
  /// margins guide is inset by the safe-area inset plus the margin.
  public var insetsLayoutMarginsFromSafeArea: Bool {
    get { storedInsetsMarginsFromSafeArea }
    set {
      storedInsetsMarginsFromSafeArea = newValue
      updateMarginGuideConstants()
    }
  }

  /// The safe-area insets: for a view controller's root view those of its window plus the
  /// controller's additional insets; for other views the overlap of their frame with their
  /// superview's safe area.
  public var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

  /// The guide inset from the bounds by the layout margins.
  public var layoutMarginsGuide: UILayoutGuide {
    if let g = marginsGuide { return g }
    let g = makeSystemGuide("UIViewLayoutMarginsGuide")
    marginsGuide = g
    return g
  }

  /// The guide inset from the bounds by the safe-area insets.
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let g = safeAreaGuide { return g }
    let g = makeSystemGuide("UIViewSafeAreaLayoutGuide")
    safeAreaGuide = g
    return g
  }

  /// The guide for readable text; on iPhone-sized views it equals the margins guide, and it
  /// is at most 672 pt wide, centred, on wider views.
  public var readableContentGuide: UILayoutGuide {
    if let g = readableGuide { return g }
    let g = makeSystemGuide("UIViewReadableContentGuide")
    readableGuide = g
    return g
  }

  /// The layout guides added to the view (system guides included once used).
  public var layoutGuides: [UILayoutGuide] { storedLayoutGuides }

  /// Adds a guide to the view.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView !== self else { return }
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    storedLayoutGuides.append(guide)
  }

  /// Removes a guide and the constraints that refer to it.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    var referring: [NSLayoutConstraint] = []
    forEachViewInSubtree { view in
      for c in view.installedConstraints where c.firstItem === guide || c.secondItem === guide {
        referring.append(c)
      }
    }
    NSLayoutConstraint.deactivate(referring)
    if let engine = engineIfPresent {
      removeSystemGuideConstraints(guide, engine: engine)
      engine.dropVariables(of: guide)
    }
    storedLayoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  func makeSystemGuide(_ identifier: String) -> UILayoutGuide {
    let g = UILayoutGuide()
    g.identifier = identifier
    g.isSystemGuide = true
    addLayoutGuide(g)
    return g
  }

  /// The insets of a system guide from the view's bounds.
  func insets(of guide: UILayoutGuide) -> UIEdgeInsets {
    let safe = storedSafeAreaInsets
    switch guide.identifier {
    case "UIViewSafeAreaLayoutGuide":
      return safe
    case "UIViewLayoutMarginsGuide", "UIViewReadableContentGuide":
      var insets = effectiveMarginInsets()
      if guide.identifier == "UIViewReadableContentGuide" {
        let available = storedBounds.width - insets.left - insets.right
        if available > 672 {
          let extra = (available - 672) / 2
          insets.left += extra
          insets.right += extra
        }
      }
      return insets
    case "UIViewKeyboardLayoutGuide":
      return keyboardGuideInsets(for: guide)
    default:
      return .zero
    }
  }

  /// The margins guide's insets from the bounds: the margins (grown to the superview's where
  /// ``preservesSuperviewLayoutMargins``), plus the safe area when
  /// ``insetsLayoutMarginsFromSafeArea``.
  func effectiveMarginInsets() -> UIEdgeInsets {
    var m = storedLayoutMargins
    if preservesSuperviewLayoutMargins, let parent = superview {
      // Provisional rule (UIKit documents none): on each edge, at least the superview's
      // margin minus this view's distance from the superview's edge.
      let pm = parent.effectiveMarginInsets()
      let f = frame
      let b = parent.storedBounds
      m.top = max(m.top, pm.top - (f.minY - b.minY))
      m.left = max(m.left, pm.left - (f.minX - b.minX))
      m.bottom = max(m.bottom, pm.bottom - (b.maxY - f.maxY))
      m.right = max(m.right, pm.right - (b.maxX - f.maxX))
    }
    guard storedInsetsMarginsFromSafeArea else { return m }
    let safe = storedSafeAreaInsets
    return UIEdgeInsets(
      top: m.top + safe.top, left: m.left + safe.left, bottom: m.bottom + safe.bottom,
      right: m.right + safe.right)
  }

  /// The engine created the variables of a system guide: pin it to the view.
  func systemGuideNeedsConstraints(_ guide: UILayoutGuide, engine: LayoutEngine) {
    guard guide.isSystemGuide else { return }
    if let area = layoutContentArea, area.installContentGuideConstraints(guide, engine: engine) {
      return
    }
    let insets = insets(of: guide)
    let prefix =
      guide.identifier == "UIViewSafeAreaLayoutGuide" ? "UIViewSafeAreaLayoutGuide" : "UIView"
    let keyboard = "UIViewKeyboardLayoutGuide"
    let names =
      guide.identifier == keyboard
      ? [
        "\(keyboard)-leadingConstraint", "\(keyboard)-topConstraint",
        "\(keyboard)-trailingConstraint", "\(keyboard)-bottomConstraint",
      ]
      : guide.identifier == "UIViewSafeAreaLayoutGuide"
        ? ["\(prefix)-left", "\(prefix)-top", "\(prefix)-right", "\(prefix)-bottom"]
        : guide.identifier == "UIViewLayoutMarginsGuide"
          ? [
            "UIView-leftMargin-guide-constraint", "UIView-topMargin-guide-constraint",
            "UIView-rightMargin-guide-constraint", "UIView-bottomMargin-guide-constraint",
          ]
          : [
            "UIView-readableContent-left", "UIView-readableContent-top",
            "UIView-readableContent-right", "UIView-readableContent-bottom",
          ]
    let left = engine.systemConstraint(
      guide, .left, .equal, self, .left, multiplier: 1, constant: insets.left, kind: .system,
      identifier: names[0], container: self)
    let top = engine.systemConstraint(
      guide, .top, .equal, self, .top, multiplier: 1, constant: insets.top, kind: .system,
      identifier: names[1], container: self)
    let right = engine.systemConstraint(
      self, .right, .equal, guide, .right, multiplier: 1, constant: insets.right, kind: .system,
      identifier: names[2], container: self)
    let bottom = engine.systemConstraint(
      self, .bottom, .equal, guide, .bottom, multiplier: 1, constant: insets.bottom,
      kind: .system, identifier: names[3], container: self)
    layoutState.guideConstraints[ObjectIdentifier(guide)] = [left, top, right, bottom]
  }

  func removeSystemGuideConstraints(_ guide: UILayoutGuide, engine: LayoutEngine) {
    guard let list = layoutState.guideConstraints.removeValue(forKey: ObjectIdentifier(guide))
    else { return }
    for c in list {
      engine.remove(c)
      c.container = nil
    }
  }

  /// Pushes the current margins and safe-area insets into the system guides' constraints
  /// (in place).
  func updateMarginGuideConstants() {
    // No closures here: this runs for every view that moves.
    if let g = marginsGuide { updateConstants(of: g) }
    if let g = safeAreaGuide { updateConstants(of: g) }
    if let g = readableGuide { updateConstants(of: g) }
    if let g = keyboardGuide { updateConstants(of: g) }
  }

  func updateConstants(of guide: UILayoutGuide) {
    guard let list = layoutState.guideConstraints[ObjectIdentifier(guide)], list.count == 4
    else { return }
    let insets = insets(of: guide)
    if list[0].constant != insets.left { list[0].constant = insets.left }
    if list[1].constant != insets.top { list[1].constant = insets.top }
    if list[2].constant != insets.right { list[2].constant = insets.right }
    if list[3].constant != insets.bottom { list[3].constant = insets.bottom }
  }

  /// Sets the safe-area insets (from the window or the view controller) and propagates.
  func setSafeAreaInsets(_ insets: UIEdgeInsets) {
    guard insets != storedSafeAreaInsets else { return }
    storedSafeAreaInsets = insets
    updateMarginGuideConstants()
    safeAreaInsetsDidChange()
    owningViewController?.viewSafeAreaInsetsDidChange()
    LayoutPass.markNeedsLayout(self)
    for sub in subviews { sub.refreshSafeArea() }
  }

  /// Recomputes this view's safe-area insets from its frame (the overlap with its
  /// superview's safe area) and, when they change, its subviews' too. A view controller's
  /// root view keeps the insets its controller gives it.
  func refreshSafeArea() {
    updateMarginGuideConstants()
    let before = storedSafeAreaInsets
    if let controller = owningViewController {
      // A controller's root view: its controller adds the bars and additional insets.
      if !controller.isRootOfWindow { controller.updateSafeArea() }
    } else if let parent = superview {
      setSafeAreaInsets(safeAreaOverlap(with: parent))
    }
    // Unchanged insets did not reach the subviews, but this view's size may have changed
    // under them: their overlaps with its inset bands are measured again (one level; each
    // goes deeper only if its own insets change).
    if storedSafeAreaInsets == before, before != .zero {
      for sub in subviews { sub.refreshOwnSafeArea() }
    }
  }

  /// Recomputes the view's own safe-area insets from its position (propagating only if they
  /// change).
  func refreshOwnSafeArea() {
    if let controller = owningViewController {
      if !controller.isRootOfWindow { controller.updateSafeArea() }
    } else if let parent = superview {
      setSafeAreaInsets(safeAreaOverlap(with: parent))
    }
  }

  /// The overlap of the view with each of `parent`'s safe-area inset bands (none where the
  /// parent's inset is 0, even if the view hangs outside the parent).
  func safeAreaOverlap(with parent: UIView) -> UIEdgeInsets {
    let f = frame
    let theirs = parent.storedSafeAreaInsets
    let b = parent.storedBounds
    return UIEdgeInsets(
      top: max(0, min(f.maxY, b.minY + theirs.top) - max(f.minY, b.minY)),
      left: max(0, min(f.maxX, b.minX + theirs.left) - max(f.minX, b.minX)),
      bottom: max(0, min(f.maxY, b.maxY) - max(f.minY, b.maxY - theirs.bottom)),
      right: max(0, min(f.maxX, b.maxX) - max(f.minX, b.maxX - theirs.right)))
  }
}
