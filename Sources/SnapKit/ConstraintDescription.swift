import Foundation
import OpenUIKit

/// What one chain of the DSL has collected so far: the item and attributes, then the
/// relation, target, multiplier, constant, priority and label. Opaque; the maker turns each
/// complete description into a ``Constraint``.
///
/// A chain's description is the ``ConstraintMakerEditable`` its relation returns (the
/// finalizable makers are descriptions), so that a chain allocates its description once and
/// a relation allocates nothing.
@preconcurrency @MainActor
public class ConstraintDescription {
  // The stored properties of SnapKit's hot classes skip the run-time exclusivity check (no
  // access to them overlaps another; the checks cost as much as the rest of a chain).
  let item: LayoutConstraintItem
  @exclusivity(unchecked) var attributes: ConstraintAttributes
  /// The relation; set, with the target and the source location, by the relation call.
  @exclusivity(unchecked) var relation: ConstraintRelation?
  @exclusivity(unchecked) var sourceLocation: (String, UInt) = ("", 0)
  @exclusivity(unchecked) var label: String?
  /// The target object (a view, guide or other object; nil for a constant). Held strongly
  /// while the chain is built, as a `ConstraintItem` argument held it.
  @exclusivity(unchecked) var relatedTarget: AnyObject?
  /// The target's attributes (`.none` for a whole item or a constant).
  @exclusivity(unchecked) var relatedAttributes: ConstraintAttributes = .none
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
  var isComplete: Bool { relation != nil && !isInvalid }

  /// Records the relation call: its relation, target and source location.
  func relate(
    to target: AnyObject?, attributes targetAttributes: ConstraintAttributes,
    relation: ConstraintRelation, file: String, line: UInt
  ) {
    self.relation = relation
    sourceLocation = (file, line)
    relatedTarget = target
    relatedAttributes = targetAttributes
  }

  /// The chain's constraint, built once, on first use. An invalid chain gives an inert
  /// constraint with no platform constraints.
  var chainConstraint: Constraint {
    if let builtConstraint { return builtConstraint }
    let built: Constraint
    if isComplete, let relation {
      built = Constraint(
        from: item, attributes: attributes, to: relatedTarget, attributes: relatedAttributes,
        relation: relation, sourceLocation: sourceLocation, label: label,
        multiplier: multiplier, constant: constant, priority: priority)
    } else {
      built = Constraint(
        from: item, attributes: .none, to: nil, attributes: .none, relation: relation ?? .equal,
        sourceLocation: sourceLocation, label: label, multiplier: multiplier,
        constant: constant, priority: priority)
    }
    builtConstraint = built
    return built
  }
}
