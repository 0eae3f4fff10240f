import Foundation

/// The layout cycle: update constraints (leaves to root), then layout (root to leaves).
extension UIView {

  /// Whether a layout pass is pending for this view.
  public var needsLayout: Bool { needsLayoutFlag }

  /// Whether ``updateConstraints()`` is pending for this view.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  func runUpdateConstraintsPass() {
    guard subtreeNeedsUpdateFlag else { return }
    subtreeNeedsUpdateFlag = false
    for sub in subviews where sub.subtreeNeedsUpdateFlag { sub.updateConstraintsIfNeeded() }
    if needsUpdateConstraintsFlag {
      needsUpdateConstraintsFlag = false
      if let controller = owningViewController {
        controller.updateViewConstraints()
      } else {
        updateConstraints()
      }
    }
  }

  func runLayoutPasses() {
    let root = rootView
    var passes = 0
    while passes < 32 {
      passes += 1
      root.updateConstraintsIfNeeded()
      if let engine = root.engineIfPresent ?? (root.usesAutoLayout ? root.engine : nil) {
        engine.solve()
      }
      guard root.subtreeNeedsLayout() else {
        // The display pass follows layout, as Core Animation's commit.
        root.runDisplayPass()
        return
      }
      root.layoutSubtreeIfNeeded()
      if let engine = root.engineIfPresent {
        // Safe areas and frame-dependent margins of the views that moved.
        let moved = engine.movedViews
        engine.movedViews.removeAll()
        for view in moved {
          view.movedQueued = false
          view.refreshSafeArea()
        }
      }
    }
    LayoutDiagnostics.report(
      .layoutLoop(root.layoutDescription, passes: passes), engine: root.engineIfPresent)
    // A layout that does not settle still shows: the display pass runs on what it left.
    root.runDisplayPass()
  }

  /// Whether any constraint or layout guide exists in the subtree (the engine is then needed).
  var usesAutoLayout: Bool {
    var found = false
    forEachViewInSubtree { view in
      if !view.installedConstraints.isEmpty || !view.storedTranslatesAutoresizingMask {
        found = true
      }
    }
    return found
  }

  func subtreeNeedsLayout() -> Bool {
    subtreeNeedsLayoutFlag
  }

  func layoutSubtreeIfNeeded() {
    guard subtreeNeedsLayoutFlag else { return }
    subtreeNeedsLayoutFlag = false
    if needsLayoutFlag {
      needsLayoutFlag = false
      // UIKit makes the view's traits current around its layout callbacks.
      traitCollection.withCurrent {
        owningViewController?.viewWillLayoutSubviews()
        layoutSubviews()
        owningViewController?.viewDidLayoutSubviews()
      }
    }
    for sub in subviews where sub.subtreeNeedsLayoutFlag { sub.layoutSubtreeIfNeeded() }
  }

  /// Marks this view and its ancestors as having a dirty subtree (stops at one already
  /// marked).
  func markAncestorsDirtyForLayout() {
    var v: UIView? = self
    while let current = v, !current.subtreeNeedsLayoutFlag {
      current.subtreeNeedsLayoutFlag = true
      v = current.superview
    }
  }

  func markAncestorsDirtyForUpdate() {
    var v: UIView? = self
    while let current = v, !current.subtreeNeedsUpdateFlag {
      current.subtreeNeedsUpdateFlag = true
      v = current.superview
    }
  }

  func applyEngineFramesToSubviews() {
    var engine: LayoutEngine?
    for sub in subviews where sub.engineFrameChanged {
      sub.engineFrameChanged = false
      guard let vars = sub.layoutVariables else { continue }
      if engine == nil { engine = engineIfPresent }
      sub.applyEngineRect(vars.rect, engine: engine)
    }
  }

  /// Writes a solved rectangle (bounds size and centre, so a transform survives).
  func applyEngineRect(_ rect: CGRect, engine: LayoutEngine?) {
    // The engine solves the alignment rectangle; the frame surrounds it.
    let a = alignmentRectInsets
    // Raw components: CGRect's minX/width accessors standardize negative sizes.
    var r = CGRect(
      x: rect.origin.x - a.left, y: rect.origin.y - a.top,
      width: rect.size.width + a.left + a.right, height: rect.size.height + a.top + a.bottom)
    if !r.width.isFinite || !r.height.isFinite || !r.minX.isFinite || !r.minY.isFinite {
      LayoutDiagnostics.report(.nonFiniteFrame(layoutDescription, rect), engine: engine)
      return
    }
    // `CGRect.width` and `.height` are standardized (never negative): test the raw size.
    if r.size.width < 0 || r.size.height < 0 {
      LayoutDiagnostics.report(.negativeSize(layoutDescription, rect), engine: engine)
      r.size.width = max(r.size.width, 0)
      r.size.height = max(r.size.height, 0)
    }
    let oldBounds = storedBounds
    let oldCenter = storedCenter
    let oldSize = storedBounds.size
    storedBounds.size = r.size
    storedCenter = CGPoint(x: r.midX, y: r.midY)
    captureGeometryChange(oldBounds: oldBounds, oldCenter: oldCenter)
    engine?.noteMoved(self)
    if oldSize != r.size {
      needsLayoutFlag = true
      resizeSubviewsWithoutEngine(oldSize: oldSize)
    }
  }
}

extension UIView {
  /// Springs and struts for subviews the engine does not manage (they have no variables):
  /// each flexible part takes a share of the size change proportional to its size.
  /// (Called on every size change of the view: its content may be due for display too.)
  func resizeSubviewsWithoutEngine(oldSize: CGSize) {
    boundsSizeChangedForDisplay()
    let newSize = storedBounds.size
    for sub in subviews
    where sub.layoutVariables == nil && sub.storedTranslatesAutoresizingMask
      && !sub.storedAutoresizingMask.isEmpty
    {
      let m = sub.storedAutoresizingMask
      var f = sub.frame
      func adjust(
        _ origin: inout CGFloat, _ length: inout CGFloat, old: CGFloat, new: CGFloat,
        lead: Bool, size: Bool, trail: Bool
      ) {
        let trailing = old - origin - length
        var sum: CGFloat = 0
        if lead { sum += origin }
        if size { sum += length }
        if trail { sum += trailing }
        guard sum > 0 else { return }
        let delta = new - old
        if lead && trail && !size && old > 0 {
          // Both margins flexible, size fixed: the centre keeps its relative position.
          origin = (origin + length / 2) / old * new - length / 2
          return
        }
        if lead { origin += delta * origin / sum }
        if size { length += delta * length / sum }
      }
      adjust(
        &f.origin.x, &f.size.width, old: oldSize.width, new: newSize.width,
        lead: m.contains(.flexibleLeftMargin), size: m.contains(.flexibleWidth),
        trail: m.contains(.flexibleRightMargin))
      adjust(
        &f.origin.y, &f.size.height, old: oldSize.height, new: newSize.height,
        lead: m.contains(.flexibleTopMargin), size: m.contains(.flexibleHeight),
        trail: m.contains(.flexibleBottomMargin))
      sub.frame = f
    }
  }
}
