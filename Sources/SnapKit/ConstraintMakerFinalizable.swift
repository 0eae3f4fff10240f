import OpenUIKit

/// The end of a chain: label it, or take its ``Constraint``.
@preconcurrency @MainActor
public class ConstraintMakerFinalizable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  /// Labels the chain: the label becomes each platform constraint's `identifier` and
  /// appears in debug output (`SnapKit.LayoutConstraint:myLabel@File.swift#12`).
  @discardableResult
  public func labeled(_ label: String) -> ConstraintMakerFinalizable {
    description.label = label
    return self
  }

  /// The chain's constraint, built once on first use. It is the same object that
  /// `makeConstraints` then activates, so a reference taken inside the closure is the live
  /// one.
  public var constraint: Constraint {
    description.constraint
  }
}
