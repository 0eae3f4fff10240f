import Foundation
import OpenUIKit

/// What one chain of the DSL has collected so far: the item and attributes, then the
/// relation, target, multiplier, constant, priority and label. Opaque; the maker turns each
/// complete description into a ``Constraint``.
@preconcurrency @MainActor
public class ConstraintDescription {
  // The stored properties of SnapKit's hot classes skip the run-time exclusivity check (no
  // access to them overlaps another; the checks cost as much as the rest of a chain).
  let item: LayoutConstraintItem
  @exclusivity(unchecked) var attributes: ConstraintAttributes
  @exclusivity(unchecked) var relation: ConstraintRelation?
  @exclusivity(unchecked) var sourceLocation: (String, UInt)?
  @exclusivity(unchecked) var label: String?
  @exclusivity(unchecked) var related: ConstraintItem?
  @exclusivity(unchecked) var multiplier: CGFloat = 1.0
  @exclusivity(unchecked) var constant: ConstraintConstantTarget = CGFloat(0)
  @exclusivity(unchecked) var priority: Float = 1000.0
  /// Set when the chain hit one of upstream's fatal errors; it then makes no constraint.
  @exclusivity(unchecked) var isInvalid = false
  @exclusivity(unchecked) private var builtConstraint: Constraint?

  init(item: LayoutConstraintItem, attributes: ConstraintAttributes) {
    self.item = item
    self.attributes = attributes
  }

  /// Whether the chain reached a relation (and did not fail).
  var isComplete: Bool {
    relation != nil && related != nil && sourceLocation != nil && !isInvalid
  }

  /// The chain's constraint, built once, on first use. An invalid chain gives an inert
  /// constraint with no platform constraints.
  var constraint: Constraint {
    if let builtConstraint { return builtConstraint }
    let built: Constraint
    if isComplete, let relation, let related, let sourceLocation {
      built = Constraint(
        from: item, attributes: attributes, to: related,
        relation: relation, sourceLocation: sourceLocation, label: label,
        multiplier: multiplier, constant: constant, priority: priority)
    } else {
      built = Constraint(
        from: item, attributes: .none,
        to: ConstraintItem(target: nil, attributes: .none), relation: relation ?? .equal,
        sourceLocation: sourceLocation ?? ("", 0), label: label, multiplier: multiplier,
        constant: constant, priority: priority)
    }
    builtConstraint = built
    return built
  }
}
