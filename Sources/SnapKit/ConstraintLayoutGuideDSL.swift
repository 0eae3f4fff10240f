import OpenUIKit

/// The `snp` of a layout guide: the same lifecycle as a view's (for a guide, "superview"
/// means its owning view) and its attributes; no content priorities.
@preconcurrency @MainActor
public struct ConstraintLayoutGuideDSL: ConstraintAttributesDSL {
  let guide: ConstraintLayoutGuide

  init(guide: ConstraintLayoutGuide) {
    self.guide = guide
  }

  /// The guide.
  public var target: AnyObject? { guide }

  /// Builds the closure's constraints without activating them.
  @discardableResult
  public func prepareConstraints(_ closure: (_ make: ConstraintMaker) -> Void) -> [Constraint] {
    ConstraintMaker.prepareConstraints(item: guide, closure: closure)
  }

  /// Makes and activates the closure's constraints.
  public func makeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.makeConstraints(item: guide, closure: closure)
  }

  /// Removes the guide's SnapKit constraints, then makes the closure's.
  public func remakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.remakeConstraints(item: guide, closure: closure)
  }

  /// Changes only the constants of existing constraints (see
  /// ``ConstraintViewDSL/updateConstraints(_:)``).
  public func updateConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.updateConstraints(item: guide, closure: closure)
  }

  /// Updates what matches and makes what does not (an OpenUIKit extension; see
  /// ``ConstraintViewDSL/updateOrMakeConstraints(_:)``).
  public func updateOrMakeConstraints(_ closure: (_ make: ConstraintMaker) -> Void) {
    ConstraintMaker.updateOrMakeConstraints(item: guide, closure: closure)
  }

  /// Deactivates every SnapKit constraint made from this guide.
  public func removeConstraints() {
    ConstraintMaker.removeConstraints(item: guide)
  }
}
