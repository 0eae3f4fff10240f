import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// OpenUIKit extensions to ``Constraint`` (not in upstream SnapKit).
extension Constraint {
  /// Activates several constraints with a single `NSLayoutConstraint.activate(_:)` call,
  /// then adds each to its item's tracked set (upstream issue #702).
  ///
  /// An OpenUIKit extension. Constraints whose item is gone are skipped with upstream's
  /// warning.
  public static func activate(_ constraints: [Constraint]) {
    var live: [(Constraint, LayoutConstraintItem)] = []
    for constraint in constraints {
      guard let item = constraint.fromItem else {
        SnapKitDiagnostics.warn(
          "WARNING: SnapKit failed to get from item from constraint. Activate will be a no-op.")
        continue
      }
      live.append((constraint, item))
    }
    NSLayoutConstraint.activate(each: layoutConstraints(of: live.lazy.map(\.0)))
    var entries = ItemStorage.Cursor(reserving: live.count)
    for (constraint, item) in live { entries.entry(for: item).add(constraint) }
  }

  /// Deactivates several constraints with a single `NSLayoutConstraint.deactivate(_:)` call,
  /// then removes each from its item's tracked set.
  ///
  /// An OpenUIKit extension.
  public static func deactivate(_ constraints: [Constraint]) {
    var live: [(Constraint, LayoutConstraintItem)] = []
    for constraint in constraints {
      guard let item = constraint.fromItem else {
        SnapKitDiagnostics.warn(
          "WARNING: SnapKit failed to get from item from constraint. Deactivate will be a no-op."
        )
        continue
      }
      live.append((constraint, item))
    }
    NSLayoutConstraint.deactivate(each: layoutConstraints(of: live.lazy.map(\.0)))
    for (constraint, item) in live { item.remove(constraints: [constraint]) }
  }

  /// Changes the multiplier by replacing each platform constraint with a new one that has
  /// the same items, attributes, relation, constant, priority and label (upstream issues
  /// #155, #386, #431, #838; Auto Layout's multiplier is read-only).
  ///
  /// An OpenUIKit extension. Active constraints are swapped (the old ones deactivated, then
  /// the new ones activated), inactive ones are replaced without activation;
  /// ``layoutConstraints`` then holds the new objects, so references taken earlier to the
  /// old platform constraints go stale (and no longer name this chain in their
  /// descriptions). `updateConstraints` chains must use the new multiplier to match
  /// afterwards.
  @discardableResult
  public func update(multiplier: ConstraintMultiplierTarget) -> Constraint {
    let value = multiplier.constraintMultiplierTargetValue
    self.multiplier = value
    var oldActive: [LayoutConstraint] = []
    var newActive: [LayoutConstraint] = []
    layoutConstraints = layoutConstraints.map { old in
      guard old.multiplier != value, let firstItem = old.firstItem else { return old }
      let new = LayoutConstraint(
        item: firstItem, attribute: old.firstAttribute, relatedBy: old.relation,
        toItem: old.secondItem, attribute: old.secondAttribute, multiplier: value,
        constant: old.constant)
      new.label = old.label
      new.priority = old.priority
      new.constraint = self
      new.copySourceLocation(from: old)
      if old.isActive {
        oldActive.append(old)
        newActive.append(new)
      }
      return new
    }
    NSLayoutConstraint.deactivate(oldActive)
    NSLayoutConstraint.activate(newActive)
    return self
  }
}
