import Foundation

/// The view hierarchy.
extension UIView {
  /// The topmost ancestor (the view itself when it has no superview), found without retaining
  /// the views on the way (layout asks for it on every activation and every engine look-up).
  var rootView: UIView { UIView.root(of: .passUnretained(self)).takeUnretainedValue() }

  /// The topmost ancestor of `view`, walked through the unretained superview references.
  nonisolated static func root(of view: Unmanaged<UIView>) -> Unmanaged<UIView> {
    var v = view
    while let s = v._withUnsafeGuaranteedRef({ $0.superviewReference }) { v = s }
    return v
  }

  /// How many views there are from `view` up to `ancestor`, `view` counted and `ancestor` not
  /// (0 when they are the same view or `view` is nil; every view up to the root when
  /// `ancestor` is not above `view`). Walked through the unretained superview references: no
  /// view is retained.
  static func viewCount(from view: Unmanaged<UIView>?, upTo ancestor: UIView) -> Int {
    let stop = Unmanaged.passUnretained(ancestor).toOpaque()
    var count = 0
    var current = view
    while let v = current, v.toOpaque() != stop {
      count += 1
      current = v.takeUnretainedValue().superviewReference
    }
    return count
  }

  /// The window the view is in.
  public var window: UIWindow? { rootView as? UIWindow }

  /// Adds a view at the top of the subviews (removing it from its old superview first).
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of the subviews.
  public func insertSubview(_ view: UIView, at index: Int) {
    if view === self { return }
    if view.superview === self {
      // Only reorder.
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return
    }
    view.removeFromSuperview()
    let joiningWindow = view.window == nil ? window : nil
    if let joiningWindow { view.beginAppearanceOfControllers(joining: joiningWindow) }
    if let old = view.layoutState.hostedEngine {
      old.dispose()
      view.layoutState.hostedEngine = nil
    }
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    LayoutPass.subviewDidJoin(view)
    if view.layer.subtreeNeedsDisplay {
      view.layer.subtreeNeedsDisplay = false
      view.layer.markSubtreeNeedsDisplay()
    }
    engineIfPresent?.attachSubtree(view)
    view.setNeedsLayout()
    setNeedsLayout()
    if let controller = view.owningViewController, !controller.isRootOfWindow {
      // A child controller's view takes its safe area from where it now sits.
      controller.updateSafeArea()
    }
    view.refreshTraits()
    view.didMoveToSuperview()
    if window != nil {
      view.forEachViewInSubtree {
        $0.movedToWindowForDisplay()
        $0.didMoveToWindow()
      }
    }
  }

  /// Inserts a view just above a sibling.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just below a sibling.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.append(view)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    subviews.removeAll { $0 === view }
    subviews.insert(view, at: 0)
  }

  /// Removes the view from its superview, with every constraint that ties the view or its
  /// subtree to views outside it.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    let leaving = window != nil ? beginDisappearanceOfControllers() : []
    var inside = Set<ObjectIdentifier>()
    forEachViewInSubtree { inside.insert(ObjectIdentifier($0)) }
    var crossing: [NSLayoutConstraint] = []
    forEachViewInSubtree { view in
      for c in view.layoutState.referencingConstraints {
        if let container = c.container, !inside.contains(ObjectIdentifier(container)) {
          crossing.append(c)
        }
      }
    }
    crossing.sort { $0.serial < $1.serial }
    NSLayoutConstraint.deactivate(crossing)
    let wasInWindow = window != nil
    engineIfPresent?.detachSubtree(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    parent.setNeedsLayout()
    refreshTraits()
    didMoveToSuperview()
    if wasInWindow { forEachViewInSubtree { $0.didMoveToWindow() } }
    for controller in leaving { controller.endAppearanceTransition() }
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    // Walked through the unretained superview references: no ancestor is retained.
    let target = Unmanaged.passUnretained(view).toOpaque()
    var v: Unmanaged<UIView>? = .passUnretained(self)
    while let current = v {
      if current.toOpaque() == target { return true }
      v = current.takeUnretainedValue().superviewReference
    }
    return false
  }

  /// The nearest common ancestor of two views, or nil.
  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var ancestors = Set<ObjectIdentifier>()
    var v: UIView? = self
    while let current = v {
      ancestors.insert(ObjectIdentifier(current))
      v = current.superview
    }
    v = other
    while let current = v {
      if ancestors.contains(ObjectIdentifier(current)) { return current }
      v = current.superview
    }
    return nil
  }
}
