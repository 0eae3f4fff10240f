import OpenUIKit

#if OPENUIKIT_DOCS
  import Foundation
#endif

/// One chain of the DSL (`make.edges.equalToSuperview().inset(8)`), standing for one or more
/// platform constraints (``layoutConstraints``, one per expanded attribute).
///
/// Keep it to change the constant later (``update(offset:)``, `update(inset:)`), to change
/// the priority (`update(priority:)`), or to turn the constraints on and off
/// (``activate()``, ``deactivate()``, ``isActive``). Get it with
/// ``ConstraintMakerFinalizable/constraint`` inside a maker closure, or from
/// ``ConstraintViewDSL/prepareConstraints(_:)``.
@preconcurrency @MainActor
public final class Constraint {
  // (A class's stored properties are laid out in declaration order. The file and line are one
  // word, the relation and the priority share the next, and the multiplier and priority are
  // kept as numbers, not as 40-byte targets: a chain's constraint is 120 bytes, 128
  // allocated, where it took 200 and 208. The constrained item is held by a handle, not a
  // `ConstraintItem` object of its own; the target item is read while the platform
  // constraints are made and not kept: it goes with the maker.)
  /// The file and line of the chain's relation call.
  let sourcePosition: SourcePosition
  /// The relation.
  let relation: ConstraintRelation
  /// The priority's value.
  @exclusivity(unchecked) var priority: Float
  /// The chain's label (each platform constraint's identifier).
  let label: String?
  /// The constrained item, held as a ``ConstraintItem`` holds its target (not kept alive).
  private let fromHandle: ItemHandle
  /// The multiplier's value.
  @exclusivity(unchecked) var multiplier: CGFloat
  /// The constant target (a number, point, size or insets).
  @exclusivity(unchecked) var constant: ConstraintConstantTarget

  /// The platform constraints: nil, a chain's only one (most chains make one: no array), or a
  /// ``LayoutConstraintList`` of several. One plain reference told apart by its class, not an
  /// enum with payloads: such an enum keeps its case in the spare bits of the pointer, which
  /// LeakSanitizer cannot follow (it reported the lists of live chains as leaked).
  @exclusivity(unchecked) private var storedLayoutConstraints: AnyObject?

  /// The platform constraints, one per expanded attribute, in SnapKit's canonical attribute
  /// order (left, top, right, bottom, leading, trailing, width, height, centerX, centerY,
  /// baselines, then the margin attributes). Built when the chain is finished, before
  /// activation.
  public var layoutConstraints: [LayoutConstraint] {
    get {
      guard let stored = storedLayoutConstraints else { return [] }
      if let list = LayoutConstraintList.list(in: stored) { return list.constraints }
      return [unsafeDowncast(stored, to: LayoutConstraint.self)]
    }
    set {
      let old = layoutConstraints
      storedLayoutConstraints = LayoutConstraintList.storage(of: newValue)
      Constraint.detach(old, keeping: newValue, owner: ObjectIdentifier(self))
    }
  }

  /// Calls `body` with each platform constraint, in order, without making an array.
  @inline(__always)
  func forEachLayoutConstraint(_ body: (LayoutConstraint) -> Void) {
    guard let stored = storedLayoutConstraints else { return }
    if let list = LayoutConstraintList.list(in: stored) {
      for c in list.constraints { body(c) }
    } else {
      body(unsafeDowncast(stored, to: LayoutConstraint.self))
    }
  }

  /// The platform constraints of `constraints`, in order, in one array: without the array
  /// per constraint that reading each one's ``layoutConstraints`` makes.
  static func layoutConstraints(of constraints: some Sequence<Constraint>) -> [LayoutConstraint] {
    var all: [LayoutConstraint] = []
    all.reserveCapacity(constraints.underestimatedCount)
    for constraint in constraints { constraint.forEachLayoutConstraint { all.append($0) } }
    return all
  }

  /// Whether any of the platform constraints is active; setting it activates or
  /// deactivates all of them.
  public var isActive: Bool {
    get {
      var active = false
      forEachLayoutConstraint { active = active || $0.isActive }
      return active
    }
    set {
      if newValue {
        activate()
      } else {
        deactivate()
      }
    }
  }

  /// The constrained item as a view or guide, while it is alive.
  var fromItem: LayoutConstraintItem? { ConstraintItem.layoutConstraintItem(of: fromHandle.object) }

  init(
    from layoutFrom: LayoutConstraintItem, attributes fromAttributes: ConstraintAttributes,
    to toTarget: AnyObject?, attributes toAttributes: ConstraintAttributes,
    relation: ConstraintRelation,
    sourceLocation: (String, UInt), label: String?, multiplier: CGFloat,
    constant: ConstraintConstantTarget, priority: Float
  ) {
    self.fromHandle = ItemHandle(layoutFrom)
    self.relation = relation
    let position = SourcePosition(file: sourceLocation.0, line: sourceLocation.1)
    self.sourcePosition = position
    self.label = label
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority

    let firstToAttribute = toAttributes.firstLayoutAttribute
    // The same for every attribute: looked up once.
    let numericConstant = numericConstantValue(of: constant)
    let layoutRelation = relation.layoutRelation
    let layoutPriority = LayoutPriority(rawValue: priority)
    // The first one alone; an array only from the second on.
    var first: LayoutConstraint?
    var all: [LayoutConstraint] = []

    for fromAttribute in fromAttributes.layoutAttributeSequence {
      let toAttribute = Constraint.secondAttribute(
        for: fromAttribute, from: fromAttributes, to: toAttributes,
        firstToAttribute: firstToAttribute, toIsConstant: toTarget == nil)
      let layoutConstant =
        numericConstant ?? constant.constraintConstantTargetValueFor(layoutAttribute: toAttribute)

      var toItem: AnyObject? = toTarget
      if toItem == nil && toAttribute != .width && toAttribute != .height {
        toItem = layoutFrom.snpSuperview
      }
      // UIKit stores `.notAnAttribute` as the second attribute when there is no second item.
      let storedToAttribute = toItem == nil ? LayoutAttribute.notAnAttribute : toAttribute

      let layoutConstraint = LayoutConstraint(
        object: layoutFrom, attribute: fromAttribute, relatedBy: layoutRelation,
        toObject: toItem, attribute: storedToAttribute, multiplier: multiplier,
        constant: layoutConstant)
      layoutConstraint.label = label
      layoutConstraint.priority = layoutPriority
      layoutConstraint.constraint = self
      layoutConstraint.setSourcePosition(position)
      if let first {
        if all.isEmpty {
          all.reserveCapacity(fromAttributes.layoutAttributeCount)
          all.append(first)
        }
        all.append(layoutConstraint)
      } else {
        first = layoutConstraint
      }
    }
    storedLayoutConstraints = all.isEmpty ? first : LayoutConstraintList(all)
  }

  deinit {
    let owner = ObjectIdentifier(self)
    mainActorDeinit { forEachLayoutConstraint { Constraint.detach($0, owner: owner) } }
  }

  /// Clears the reference of `layoutConstraint` to `owner`, if it still names it.
  static func detach(_ layoutConstraint: LayoutConstraint, owner: ObjectIdentifier) {
    if layoutConstraint.constraint.map(ObjectIdentifier.init) == owner {
      layoutConstraint.constraint = nil
    }
  }

  /// Clears the reference to `owner` of the platform constraints in `old` that are not in
  /// `new` (see `LayoutConstraint.constraint`): all of them as the owner goes, the ones that
  /// left its list after ``update(multiplier:)`` or an assignment (the owner could go first).
  static func detach(
    _ old: [LayoutConstraint], keeping new: [LayoutConstraint], owner: ObjectIdentifier
  ) {
    for layoutConstraint in old where !new.contains(where: { $0 === layoutConstraint }) {
      detach(layoutConstraint, owner: owner)
    }
  }

  /// The last path component of a `#file` string.
  static func fileName(_ file: String) -> String {
    NSLayoutConstraint.lastPathComponent(file)
  }

  /// Step 2 of target resolution (UIKit rules): the second attribute for `attribute`.
  static func secondAttribute(
    for attribute: LayoutAttribute, from: ConstraintAttributes, to: ConstraintAttributes,
    firstToAttribute: LayoutAttribute?, toIsConstant: Bool
  ) -> LayoutAttribute {
    if from == .edges && to == .margins {
      return [.left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin][
        attribute] ?? attribute
    }
    if from == .margins && to == .edges {
      return [.leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom][
        attribute] ?? attribute
    }
    if from == .directionalEdges && to == .directionalMargins {
      return [
        .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin,
        .bottom: .bottomMargin,
      ][attribute] ?? attribute
    }
    if from == .directionalMargins && to == .directionalEdges {
      return [
        .leadingMargin: .leading, .trailingMargin: .trailing, .topMargin: .top,
        .bottomMargin: .bottom,
      ][attribute] ?? attribute
    }
    if let firstToAttribute {
      return from == to ? attribute : firstToAttribute
    }
    if toIsConstant {
      if attribute == .centerX { return .left }
      if attribute == .centerY { return .top }
    }
    return attribute
  }

  // MARK: Activation

  /// Activates the platform constraints and adds the constraint to its item's tracked set
  /// (the set behind `removeConstraints`, `remakeConstraints` and `updateConstraints`).
  /// Activating twice is harmless.
  public func activate() {
    activateIfNeeded()
  }

  /// Deactivates the platform constraints and removes the constraint from its item's
  /// tracked set.
  public func deactivate() {
    deactivateIfNeeded()
  }

  func activateIfNeeded() {
    // (Reserving nothing: the tracked set grows geometrically, as by one append.)
    var entries = ItemStorage.Cursor(reserving: 0)
    activate(tracking: &entries)
  }

  /// `activateIfNeeded` for each constraint in turn, looking the tracked set up once for a run
  /// of constraints on the same item.
  static func activateEach(_ constraints: [Constraint]) {
    var entries = ItemStorage.Cursor(reserving: constraints.count)
    for constraint in constraints { constraint.activate(tracking: &entries) }
  }

  /// ``activateEach(_:)`` for the constraints of a maker's complete chains, in order.
  static func activateEach(of descriptions: [ConstraintDescription]) {
    var entries = ItemStorage.Cursor(reserving: descriptions.count)
    for description in descriptions where description.isComplete {
      description.chainConstraint.activate(tracking: &entries)
    }
  }

  /// Activates the platform constraints and tracks this constraint in its item's entry.
  private func activate(tracking entries: inout ItemStorage.Cursor) {
    guard let item = fromItem else {
      SnapKitDiagnostics.warn(
        "WARNING: SnapKit failed to get from item from constraint. Activate will be a no-op.")
      return
    }
    forEachLayoutConstraint { $0.activateIfInactive() }
    entries.entry(for: item).add(self)
  }

  func deactivateIfNeeded() {
    guard let item = fromItem else {
      SnapKitDiagnostics.warn(
        "WARNING: SnapKit failed to get from item from constraint. Deactivate will be a no-op.")
      return
    }
    forEachLayoutConstraint { $0.deactivateIfActive() }
    item.remove(constraints: [self])
  }

  // MARK: Updates

  /// Sets the constant to a number, for every platform constraint (no sign flip), active or
  /// not; the change applies to the engine in place.
  @discardableResult
  public func update(offset: ConstraintOffsetTarget) -> Constraint {
    constant = offset.constraintOffsetTargetValue
    updateConstantAndPriorityIfNeeded()
    return self
  }

  /// Sets the constant from insets (a number means the same inset on every side), through
  /// the insets table with each platform constraint's second attribute (its first one when
  /// there is no second item).
  @discardableResult
  public func update(inset: ConstraintInsetTarget) -> Constraint {
    constant = inset.constraintInsetTargetValue
    updateConstantAndPriorityIfNeeded()
    return self
  }

  /// Sets the constant from directional insets, through the directional insets table.
  @discardableResult
  public func update(inset: ConstraintDirectionalInsetTarget) -> Constraint {
    constant = inset.constraintDirectionalInsetTargetValue
    updateConstantAndPriorityIfNeeded()
    return self
  }

  /// Changes the priority of each platform constraint whose priority is below 1000, unless
  /// the new value is 1000: moves to and from `required` are ignored, as upstream.
  ///
  /// Unlike upstream, it leaves the constants alone (upstream rewrites them from a value
  /// `updateConstraints` may have made stale; quirk Q-6, see the Semantics article).
  @discardableResult
  public func update(priority: ConstraintPriorityTarget) -> Constraint {
    self.priority = priority.constraintPriorityTargetValue
    updatePriorityIfNeeded()
    return self
  }

  /// Changes the priority; see ``update(priority:)-(ConstraintPriorityTarget)``.
  @discardableResult
  public func update(priority: ConstraintPriority) -> Constraint {
    update(priority: priority.value)
  }

  func updateConstantAndPriorityIfNeeded() {
    forEachLayoutConstraint { layoutConstraint in
      let attribute =
        layoutConstraint.secondAttribute == .notAnAttribute
        ? layoutConstraint.firstAttribute : layoutConstraint.secondAttribute
      layoutConstraint.constant = constant.constraintConstantTargetValueFor(
        layoutAttribute: attribute)
    }
    updatePriorityIfNeeded()
  }

  func updatePriorityIfNeeded() {
    let required = ConstraintPriority.required.value
    let newValue = priority
    if newValue == required { return }
    forEachLayoutConstraint { layoutConstraint in
      if layoutConstraint.priority.rawValue < required {
        layoutConstraint.priority = LayoutPriority(rawValue: newValue)
      }
    }
  }

  // MARK: Deprecated

  /// Activates; use ``activate()``.
  @available(*, deprecated, renamed: "activate()")
  public func install() {
    activate()
  }

  /// Deactivates; use ``deactivate()``.
  @available(*, deprecated, renamed: "deactivate()")
  public func uninstall() {
    deactivate()
  }

  /// Use ``update(offset:)``.
  @available(*, deprecated, renamed: "update(offset:)")
  public func updateOffset(amount: ConstraintOffsetTarget) {
    update(offset: amount)
  }

  /// Use `update(inset:)`.
  @available(*, deprecated, renamed: "update(inset:)")
  public func updateInsets(amount: ConstraintInsetTarget) {
    update(inset: amount)
  }

  /// Use `update(priority:)`.
  @available(*, deprecated, renamed: "update(priority:)")
  public func updatePriority(amount: ConstraintPriorityTarget) {
    update(priority: amount)
  }

  /// Forwards to `update(priority: .required)`, which the priority rule makes a no-op (as
  /// upstream, where this method does nothing).
  @available(*, deprecated, message: "Use update(priority: ConstraintPriority) instead.")
  public func updatePriorityRequired() {
    update(priority: ConstraintPriority.required)
  }

  /// Forwards to `update(priority: .high)` (upstream stops the app here; quirk Q-12).
  @available(*, deprecated, message: "Use update(priority: ConstraintPriority) instead.")
  public func updatePriorityHigh() {
    update(priority: ConstraintPriority.high)
  }

  /// Forwards to `update(priority: .medium)` (upstream stops the app here; quirk Q-12).
  @available(*, deprecated, message: "Use update(priority: ConstraintPriority) instead.")
  public func updatePriorityMedium() {
    update(priority: ConstraintPriority.medium)
  }

  /// Forwards to `update(priority: .low)` (upstream stops the app here; quirk Q-12).
  @available(*, deprecated, message: "Use update(priority: ConstraintPriority) instead.")
  public func updatePriorityLow() {
    update(priority: ConstraintPriority.low)
  }
}

extension Constraint {
  /// The file and line of the chain's relation call.
  var sourceLocation: (String, UInt) { (sourcePosition.fileName, UInt(sourcePosition.line)) }
}
