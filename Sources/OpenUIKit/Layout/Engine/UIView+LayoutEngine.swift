import Foundation

/// Finding a hierarchy's engine: the root view hosts it (a window from its creation, the root
/// of a detached tree once a constraint needs it).
extension UIView {
  /// The engine of this view's hierarchy, if it has one yet.
  var engineIfPresent: LayoutEngine? { UIView.hostedEngine(ofRootOf: .passUnretained(self)) }

  /// The engine hosted by the root of `view`'s hierarchy. Nonisolated, so that the root is
  /// read in place (not retained) without the executor check that a closure in the main
  /// actor's context costs. Called on the main actor only.
  private nonisolated static func hostedEngine(ofRootOf view: Unmanaged<UIView>)
    -> LayoutEngine?
  {
    root(of: view)._withUnsafeGuaranteedRef { $0.layoutState.hostedEngine }
  }

  /// The engine of this view's hierarchy, created (with every active constraint of the tree)
  /// when needed.
  var engine: LayoutEngine { engineLeavingOptimizationOpen(false).engine }

  /// The engine of this view's hierarchy. When it is made now and `open` is set, the solver
  /// does not optimise the new tree's constraints yet (`deferred` is then true): the caller
  /// changes the system at once and must end the deferral (see
  /// `Solver.beginDeferringOptimization()`) before it reads a value. The fitting does this:
  /// a fresh tree is measured with its size pins out and the fitting constraints in, so one
  /// optimisation serves both.
  ///
  /// With `fitting` (the fitted view is this tree's root), a new engine takes the fitting
  /// constraints before the tree's own (see `LayoutEngine.fittingAhead(of:target:horizontal:vertical:)`).
  func engineLeavingOptimizationOpen(
    _ open: Bool, fitting: FittingRequest? = nil
  ) -> (engine: LayoutEngine, deferred: Bool) {
    let root = rootView
    if let e = root.layoutState.hostedEngine { return (e, false) }
    let e = LayoutEngine(root: root)
    root.layoutState.hostedEngine = e
    var session: FittingSession?
    if open {
      e.solver.beginDeferringOptimization()
      e.holdsRootPins = true
      if let fitting, root === self {
        session = e.fittingAhead(
          of: root, target: fitting.target, horizontal: fitting.horizontal,
          vertical: fitting.vertical)
      }
    }
    e.attachSubtree(root)
    if let session { e.openFittingAhead(session) }
    return (e, open)
  }
}
