import OpenUIKit

/// The `snp` of a view: make, remake, update and remove its constraints, read its attributes
/// as ``ConstraintItem``s, and set its content priorities.
@preconcurrency @MainActor
public struct ConstraintViewDSL: ConstraintAttributesDSL {
  let view: ConstraintView

  init(view: ConstraintView) {
    self.view = view
  }

  /// The view.
  public var target: AnyObject? { view }

  /// Runs the closure and returns a ``Constraint`` for every complete chain, in closure
  /// order, without activating them (activate them later with ``Constraint/activate()``).
  /// The view's `translatesAutoresizingMaskIntoConstraints` is turned off.
  @discardableResult
  public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.prepareConstraints(item: view, closure: closure)
  }

  /// Makes and activates the constraints of the closure. Calling it twice adds duplicates.
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.makeConstraints(item: view, closure: closure)
  }

  /// Removes the view's SnapKit constraints (``removeConstraints()``), then makes the
  /// closure's.
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.remakeConstraints(item: view, closure: closure)
  }

  /// Changes only the constants of existing constraints: each chain must match one made
  /// before (same attributes, target, relation, multiplier and priority). Without any
  /// SnapKit constraint on the view it makes them instead. A chain without a match reports
  /// upstream's fatal error ("Updated constraint could not find existing matching constraint
  /// to update: …") through OpenUIKit's diagnostics and is skipped.
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.updateConstraints(item: view, closure: closure)
  }

  /// Like ``updateConstraints(_:)``, but what matches nothing is made and activated
  /// instead of reported (upstream issues #463 and #469).
  ///
  /// An OpenUIKit extension. A changed multiplier, relation, target or priority makes a new
  /// constraint next to the old one; use ``remakeConstraints(_:)`` or
  /// ``Constraint/update(multiplier:)`` to replace.
  public func updateOrMakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.updateOrMakeConstraints(item: view, closure: closure)
  }

  /// Deactivates every SnapKit constraint made from this view (not those other views made
  /// to it). `translatesAutoresizingMaskIntoConstraints` stays off.
  public func removeConstraints() {
    ConstraintMaker.removeConstraints(item: view)
  }

  /// The view's horizontal content-hugging priority.
  public var contentHuggingHorizontalPriority: Float {
    get { view.contentHuggingPriority(for: .horizontal).rawValue }
    nonmutating set {
      view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .horizontal)
    }
  }

  /// The view's vertical content-hugging priority.
  public var contentHuggingVerticalPriority: Float {
    get { view.contentHuggingPriority(for: .vertical).rawValue }
    nonmutating set {
      view.setContentHuggingPriority(LayoutPriority(rawValue: newValue), for: .vertical)
    }
  }

  /// The view's horizontal compression-resistance priority.
  public var contentCompressionResistanceHorizontalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .horizontal).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(
        LayoutPriority(rawValue: newValue), for: .horizontal)
    }
  }

  /// The view's vertical compression-resistance priority.
  public var contentCompressionResistanceVerticalPriority: Float {
    get { view.contentCompressionResistancePriority(for: .vertical).rawValue }
    nonmutating set {
      view.setContentCompressionResistancePriority(
        LayoutPriority(rawValue: newValue), for: .vertical)
    }
  }
}
