import Foundation

/// Finding a hierarchy's engine: the root view hosts it (a window from its creation, the root
/// of a detached tree once a constraint needs it).
extension UIView {
  /// The engine of this view's hierarchy, if it has one yet.
  var engineIfPresent: LayoutEngine? { rootView.layoutState.hostedEngine }

  /// The engine of this view's hierarchy, created (with every active constraint of the tree)
  /// when needed.
  var engine: LayoutEngine {
    let root = rootView
    if let e = root.layoutState.hostedEngine { return e }
    let e = LayoutEngine(root: root)
    root.layoutState.hostedEngine = e
    e.attachSubtree(root)
    return e
  }
}
