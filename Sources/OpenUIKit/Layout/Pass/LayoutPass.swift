import Foundation

/// The layout cycle of a view hierarchy, as UIKit runs it: the constraint-update pass (leaves
/// to root), the engine's solve, the layout pass (root to leaves: each dirty view's
/// ``UIView/layoutSubviews()``, which writes the solved frames of its subviews), then the
/// display pass.
///
/// ``UIView``'s public methods (``UIView/layoutIfNeeded()``, ``UIView/setNeedsLayout()``,
/// ``UIView/updateConstraintsIfNeeded()``, ``UIView/layoutSubviews()``) call into it; the
/// flags it walks live in each view's ``LayoutItemState``.
@MainActor
enum LayoutPass {
  /// The most passes one ``layoutIfNeeded(_:)`` runs before it reports a layout loop.
  static let maximumPasses = 32

  // MARK: Flags

  /// Marks `view` as needing ``UIView/layoutSubviews()`` in the next pass, and its ancestors
  /// as having a dirty subtree (so a pass only walks the dirty branches).
  static func markNeedsLayout(_ view: UIView) {
    view.layoutState.needsLayout = true
    markSubtreeNeedsLayout(from: view)
  }

  /// Marks `view` as needing ``UIView/updateConstraints()`` in the next update pass.
  static func markNeedsUpdateConstraints(_ view: UIView) {
    view.layoutState.needsUpdateConstraints = true
    markSubtreeNeedsUpdate(from: view)
  }

  /// Marks `view` and its ancestors as having a subtree that needs layout (stops at one
  /// already marked).
  static func markSubtreeNeedsLayout(from view: UIView) {
    markAncestors(from: .passUnretained(view), update: false)
  }

  /// Marks `view` and its ancestors as having a subtree that needs a constraint update.
  static func markSubtreeNeedsUpdate(from view: UIView) {
    markAncestors(from: .passUnretained(view), update: true)
  }

  /// Sets `subtreeNeedsUpdate` (with `update`) or `subtreeNeedsLayout` on `view` and its
  /// ancestors, up to one already set. Nonisolated, reading each view in place through its
  /// unretained superview reference: no view is retained (a walk through `superview` retained
  /// and released every ancestor, and a closure in the main actor's context would check the
  /// executor on every call). Called on the main actor only.
  private nonisolated static func markAncestors(from view: Unmanaged<UIView>, update: Bool) {
    var v: Unmanaged<UIView>? = view
    while let reference = v {
      v = reference._withUnsafeGuaranteedRef { current -> Unmanaged<UIView>? in
        let state = current.layoutState
        if update {
          if state.subtreeNeedsUpdate { return nil }
          state.subtreeNeedsUpdate = true
        } else {
          if state.subtreeNeedsLayout { return nil }
          state.subtreeNeedsLayout = true
        }
        return current.superviewReference
      }
    }
  }

  /// A view just joined a superview: the work pending in its subtree becomes the new
  /// ancestors' too.
  static func subviewDidJoin(_ view: UIView) {
    let state = view.layoutState
    if state.subtreeNeedsLayout {
      state.subtreeNeedsLayout = false
      markSubtreeNeedsLayout(from: view)
    }
    if state.subtreeNeedsUpdate {
      state.subtreeNeedsUpdate = false
      markSubtreeNeedsUpdate(from: view)
    }
  }

  // MARK: Passes

  /// The constraint-update pass of `view`'s subtree, leaves first: each view that asked for
  /// it (or its view controller) gets ``UIView/updateConstraints()``.
  static func updateConstraints(in view: UIView) {
    let state = view.layoutState
    guard state.subtreeNeedsUpdate else { return }
    state.subtreeNeedsUpdate = false
    for sub in view.subviews where sub.layoutState.subtreeNeedsUpdate {
      sub.updateConstraintsIfNeeded()
    }
    if state.needsUpdateConstraints {
      state.needsUpdateConstraints = false
      if let controller = view.owningViewController {
        controller.updateViewConstraints()
      } else {
        view.updateConstraints()
      }
    }
  }

  /// Lays out the whole tree `view` belongs to, as Core Animation lays out from the topmost
  /// dirty ancestor: update constraints, solve, run ``UIView/layoutSubviews()`` top-down on
  /// the dirty views, refresh the safe areas of the views that moved; again while that left
  /// work (at most ``maximumPasses`` times, then a layout loop is reported); then display.
  static func layoutIfNeeded(_ view: UIView) {
    let root = view.rootView
    var passes = 0
    while passes < maximumPasses {
      passes += 1
      root.updateConstraintsIfNeeded()
      if let engine = root.engineIfPresent ?? (usesAutoLayout(root) ? root.engine : nil) {
        engine.solve()
      }
      guard root.layoutState.subtreeNeedsLayout else {
        // The display pass follows layout, as Core Animation's commit.
        root.runDisplayPass()
        root.layoutCycleDidFinish()
        return
      }
      layoutSubtree(root)
      if let engine = root.engineIfPresent {
        // Safe areas and frame-dependent margins of the views that moved.
        for view in engine.takeMovedViews() {
          view.layoutState.movedQueued = false
          view.refreshSafeArea()
        }
      }
    }
    LayoutDiagnostics.report(
      .layoutLoop(root.layoutDescription, passes: passes), engine: root.engineIfPresent)
    // A layout that does not settle still shows: the display pass runs on what it left.
    root.runDisplayPass()
    root.layoutCycleDidFinish()
  }

  /// Whether any constraint or Auto Layout view exists in the subtree (the engine is then
  /// needed).
  static func usesAutoLayout(_ top: UIView) -> Bool {
    var found = false
    top.forEachViewInSubtree { view in
      if !view.installedConstraints.isEmpty || !view.storedTranslatesAutoresizingMask {
        found = true
      }
    }
    return found
  }

  /// The layout pass of `view`'s subtree, parents first: ``UIView/layoutSubviews()`` (between
  /// the view controller's `viewWillLayoutSubviews` and `viewDidLayoutSubviews`) for each
  /// view that needs it.
  static func layoutSubtree(_ view: UIView) {
    let state = view.layoutState
    guard state.subtreeNeedsLayout else { return }
    state.subtreeNeedsLayout = false
    if state.needsLayout {
      state.needsLayout = false
      // UIKit makes the view's traits current around its layout callbacks.
      view.traitCollection.withCurrent {
        if let controller = view.owningViewController {
          // Placed by its superview and in the window: an appearing controller learns it now.
          controller.sendViewIsAppearingIfNeeded()
          controller.viewWillLayoutSubviews()
        }
        view.layoutSubviews()
        view.owningViewController?.viewDidLayoutSubviews()
      }
    }
    for sub in view.subviews where sub.layoutState.subtreeNeedsLayout { layoutSubtree(sub) }
  }
}
