import OpenUIKit

/// The end of a chain: label it, or take its ``Constraint``.
///
/// It is the chain's ``ConstraintDescription``: the maker makes it when the chain starts,
/// and the relation call returns it.
@preconcurrency @MainActor
public class ConstraintMakerFinalizable: ConstraintDescription {

  /// Labels the chain: the label becomes each platform constraint's `identifier` and
  /// appears in debug output (`SnapKit.LayoutConstraint:myLabel@File.swift#12`).
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    self.label = label
    return self
  }

  /// The chain's constraint, built once on first use. It is the same object that
  /// `makeConstraints` then activates, so a reference taken inside the closure is the live
  /// one.
  public var constraint: Constraint {
    chainConstraint
  }
}
