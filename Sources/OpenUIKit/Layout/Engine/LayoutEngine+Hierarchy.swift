import Foundation

/// Views joining and leaving the engine's hierarchy.
extension LayoutEngine {
  /// Installs every active constraint of a subtree that just joined this engine's hierarchy.
  func attachSubtree(_ top: UIView) {
    reserveCapacity(forAttaching: top)
    let outer = attachingDirection
    keepDirectionsAfresh()
    defer { attachingDirection = outer }
    batched(packing: false) {
      top.forEachViewInSubtree { view in
        for c in view.installedConstraints where c.solverConstraint == nil { add(c) }
      }
      if top.storedTranslatesAutoresizingMask, top.layoutVariables != nil {
        installAutoresizing(for: top)
      }
    }
  }

  /// Makes room in the solver for a subtree's constraints at once (instead of its tables
  /// doubling one addition at a time): each view's and guide's four variables, its installed
  /// constraints, and an estimate of two system constraints per view (content size or
  /// autoresizing).
  private func reserveCapacity(forAttaching top: UIView) {
    var items = 0
    var constraints = 0
    top.forEachViewInSubtree { view in
      items += 1 + view.storedLayoutGuides.count
      constraints += view.installedConstraints.count + 2
    }
    solver.reserveCapacity(constraints: constraints, variables: 4 * items)
  }

  /// Takes a subtree about to leave this engine's hierarchy out of the solver: its
  /// constraints, system constraints and variables.
  func detachSubtree(_ top: UIView) {
    batched { detachViews(of: top) }
  }

  private func detachViews(of top: UIView) {
    top.forEachViewInSubtree { view in
      for c in view.installedConstraints { remove(c) }
      let state = view.layoutState
      if state.movedQueued {
        state.movedQueued = false
        if view === root { rootMoved = false } else { movedViews.removeAll { $0 === view } }
      }
      if state.intrinsicSizeQueued {
        state.intrinsicSizeQueued = false
        if view === root {
          rootIntrinsicDirty = false
        } else {
          intrinsicDirty.removeAll { $0 === view }
        }
      }
      removeAutoresizing(for: view)
      removeContentSize(for: view)
      for guide in view.storedLayoutGuides {
        view.removeSystemGuideConstraints(guide, engine: self)
        dropVariables(of: guide)
      }
      dropVariables(of: view)
    }
  }

  /// Re-expresses every constraint installed in a subtree (layout direction changed).
  func reinstallSubtree(_ top: UIView) {
    // A direction kept while a subtree joins may be the one this change replaced (a view's
    // code run during the attachment, an intrinsic size say, changed it): read it again.
    if attachingDirection != nil { keepDirectionsAfresh() }
    top.forEachViewInSubtree { view in
      for c in view.installedConstraints { reinstall(c) }
    }
  }

  /// Drops the whole engine (its root joined another hierarchy).
  func dispose() {
    detachSubtree(root)
    if let (w, h) = rootSize {
      remove(w)
      remove(h)
      rootSize = nil
    }
  }
}

extension UIView {
  /// Calls `body` with this view and each descendant, parents first.
  func forEachViewInSubtree(_ body: (UIView) -> Void) {
    body(self)
    for sub in subviews { sub.forEachViewInSubtree(body) }
  }
}
