import Cassowary
import Foundation

/// The content-size constraints the engine makes from intrinsic sizes and the hugging and
/// compression-resistance priorities (see ``ContentSizeSlot``).
extension LayoutEngine {
  /// Adds or updates the content-size constraints of a view from its intrinsic size and its
  /// hugging and compression-resistance priorities.
  func installContentSize(for view: UIView) {
    let size = view.intrinsicContentSize
    let state = view.layoutState
    // Checked out while edited: a report made on the way reads the view's slots empty.
    var slots = state.contentSizeConstraints
    state.contentSizeConstraints = ContentSizeSlots()
    // One slot at a time (no array of specs: this runs for every intrinsic-size change). When
    // hugging and compression resistance are both required, the pair `<= v`, `>= v` must never
    // cross while the constants move: a growing size moves the `<=` first, a shrinking one the
    // `>=` first (else a transient conflict is reported).
    updateContentSizePair(
      &slots, 0, view, size.width, .width, view.contentHugging.horizontal,
      view.compressionResistance.horizontal)
    updateContentSizePair(
      &slots, 2, view, size.height, .height, view.contentHugging.vertical,
      view.compressionResistance.vertical)
    state.contentSizeConstraints = slots
  }

  /// Updates the hugging (`<=`, slot `i`) and compression (`>=`, slot `i + 1`) constraints of
  /// one axis, in the order that keeps them from crossing.
  ///
  /// When both priorities are optional, the axis is one row in the solver: `size == value`,
  /// its excess weighed by the hugging priority and its shortfall by the compression
  /// resistance. Slot `i` holds the row (bare until its hugging constraint is asked for), slot
  /// `i + 1` the compression constraint once asked for.
  private func updateContentSizePair(
    _ slots: inout ContentSizeSlots, _ i: Int, _ view: UIView, _ value: CGFloat,
    _ attribute: NSLayoutConstraint.Attribute, _ hugging: UILayoutPriority,
    _ resistance: UILayoutPriority
  ) {
    let valid = value != UIView.noIntrinsicMetric && value >= 0
    let wantsPair = valid && hugging != .required && resistance != .required
    let row = slots[i]?.row
    if let row, wantsPair, row.strength == strength(of: hugging),
      row.strengthBelow == strength(of: resistance)
    {
      // One row: its constant moves in place (the layout constraints, if made, follow).
      moveContentSizeRow(&slots, i, row, to: value)
      return
    }
    if row != nil || wantsPair {
      dropContentSize(&slots, i)
      dropContentSize(&slots, i + 1)
    }
    if wantsPair {
      addContentSizeRow(&slots, i, view, value, attribute, hugging, resistance)
      return
    }
    if let floor = slots[i + 1]?.constraint, floor.constant > value {
      updateContentSize(&slots, i + 1, view, value, attribute, .greaterThanOrEqual, resistance)
      updateContentSize(&slots, i, view, value, attribute, .lessThanOrEqual, hugging)
    } else {
      updateContentSize(&slots, i, view, value, attribute, .lessThanOrEqual, hugging)
      updateContentSize(&slots, i + 1, view, value, attribute, .greaterThanOrEqual, resistance)
    }
  }

  /// Moves an axis's row to a new intrinsic size, in place.
  private func moveContentSizeRow(
    _ slots: inout ContentSizeSlots, _ i: Int, _ row: Constraint, to value: CGFloat
  ) {
    if let hug = slots[i]?.constraint {
      if hug.constant != value { hug.constant = value }
      if let floor = slots[i + 1]?.constraint, floor.constant != value { floor.constant = value }
      return
    }
    let constant = -Double(value)
    guard row.constant != constant else { return }
    if !exercises.isEmpty { dropExercises() }
    do {
      try solver.setConstant(constant, of: row)
    } catch {
      // An optional row conflicts with nothing: only an internal failure gets here. Report it
      // on the row's hugging constraint (the slots are checked out of the view: made from it
      // here) and make the row anew.
      if let view = (row.context as? ItemReference)?.node as? UIView {
        report(.invalidConstraint(huggingConstraint(of: row, view, i), reason: error.message))
      }
      dropContentSize(&slots, i)
      dropContentSize(&slots, i + 1)
    }
  }

  /// Adds an axis's row to the solver (both priorities optional); its layout constraints are
  /// made when asked for. Should the row fail to go in (an internal error of the solver), the
  /// two are made and added as constraints of their own instead.
  private func addContentSizeRow(
    _ slots: inout ContentSizeSlots, _ i: Int, _ view: UIView, _ value: CGFloat,
    _ attribute: NSLayoutConstraint.Attribute, _ hugging: UILayoutPriority,
    _ resistance: UILayoutPriority
  ) {
    let vars = variables(for: view)
    let size = attribute == .width ? vars.width : vars.height
    guard
      let row = Constraint(
        size, plus: -Double(value),
        equalWithStrengthAbove: strength(of: hugging), below: strength(of: resistance))
    else { return }
    endSessions()  // as `add(_:as:)` does for a layout constraint
    do {
      try solver.addConstraint(row)
      row.context = view.itemReference
      slots[i] = .row(row)
    } catch {
      if solver.hasConstraint(row) { try? solver.removeConstraint(row) }
      let hug = systemConstraint(
        view, attribute, .lessThanOrEqual, constant: value, priority: hugging,
        kind: .contentSize, container: view, adding: false)
      report(.invalidConstraint(hug, reason: error.message))
      slots[i] = .constraint(hug)
      add(hug)
      let floor = compressionConstraint(view, attribute, value, resistance)
      slots[i + 1] = .constraint(floor)
      add(floor)
    }
  }

  /// The compression-resistance constraint of an axis, `attribute >= value @ resistance`, made
  /// outside the solver.
  private func compressionConstraint(
    _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat,
    _ resistance: UILayoutPriority
  ) -> NSLayoutConstraint {
    systemConstraint(
      view, attribute, .greaterThanOrEqual, constant: value, priority: resistance,
      kind: .contentSize, container: view, adding: false)
  }

  /// Takes content-size slot `k` out of the solver (if it is there) and deactivates
  /// its constraint.
  private func dropContentSize(_ slots: inout ContentSizeSlots, _ k: Int) {
    guard let slot = slots[k] else { return }
    slots[k] = nil
    if let form = slot.bareRow {
      endSessions()  // as `remove(_:)` does for a layout constraint
      takeOut(form)
    } else if let old = slot.constraint {
      remove(old)
      old.container = nil
    }
  }

  /// Whether `c` is a hugging constraint that holds its axis's one content-size row.
  static func isContentSizeRow(_ c: NSLayoutConstraint) -> Bool {
    c.solverConstraint?.strengthBelow != nil
  }

  /// The hugging constraint of a bare content-size row of this engine, made on the first
  /// request (the row's `context` from then on), or nil when `form` is not one.
  func contentSizeConstraint(of form: Constraint) -> NSLayoutConstraint? {
    if let made = form.context as? NSLayoutConstraint { return made }
    guard let view = (form.context as? ItemReference)?.node as? UIView,
      let index = view.layoutState.contentSizeConstraints.firstIndex(where: {
        $0?.bareRow === form
      }), form.strengthBelow != nil
    else { return nil }
    let hug = huggingConstraint(of: form, view, index)
    view.layoutState.contentSizeConstraints[index] = .constraint(hug)
    return hug
  }

  /// Makes the hugging constraint around bare content-size row `form`, slot `index` of
  /// `view`'s slots (0 the width, 2 the height); the caller stores it in the slot.
  private func huggingConstraint(
    of form: Constraint, _ view: UIView, _ index: Int
  ) -> NSLayoutConstraint {
    // The row's strengths are the priorities it was made with (`strength(of:)`).
    let hug = systemConstraint(
      view, index == 0 ? .width : .height, .lessThanOrEqual,
      constant: CGFloat(-form.constant),
      priority: UILayoutPriority(Float(form.strength.value)), kind: .contentSize,
      container: view, adding: false)
    hug.engine = self
    hug.solverConstraint = form
    form.context = hug
    return hug
  }

  /// The compression-resistance constraint whose side a content-size row also stands for,
  /// made on the first request (the same object afterwards, until the row is rebuilt).
  func contentSizePartner(of c: NSLayoutConstraint) -> NSLayoutConstraint? {
    guard Self.isContentSizeRow(c), let view = c.firstItem as? UIView,
      let index = view.layoutState.contentSizeConstraints.firstIndex(where: {
        $0?.constraint === c
      }), index == 0 || index == 2
    else { return nil }
    if let floor = view.layoutState.contentSizeConstraints[index + 1]?.constraint { return floor }
    guard let below = c.solverConstraint?.strengthBelow else { return nil }
    // The row's shortfall strength is the resistance it was made with (`strength(of:)`).
    let resistance = UILayoutPriority(Float(below.value))
    let floor = compressionConstraint(view, c.firstAttribute, c.constant, resistance)
    view.layoutState.contentSizeConstraints[index + 1] = .constraint(floor)
    return floor
  }

  /// Adds, updates in place (constant, optional priority) or removes content-size constraint
  /// `i` of `view`: `attribute relation value @ priority`.
  private func updateContentSize(
    _ slots: inout ContentSizeSlots, _ i: Int, _ view: UIView, _ value: CGFloat,
    _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ priority: UILayoutPriority
  ) {
    if value == UIView.noIntrinsicMetric || value < 0 {
      dropContentSize(&slots, i)
      return
    }
    if let old = slots[i]?.constraint {
      if (old.priority == .required) == (priority == .required) {
        if old.priority != priority { old.priority = priority }
        if old.constant != value { old.constant = value }
        return
      }
      dropContentSize(&slots, i)
    }
    slots[i] = .constraint(
      systemConstraint(
        view, attribute, relation, constant: value, priority: priority, kind: .contentSize,
        container: view))
  }

  /// Re-reads the intrinsic sizes of the views that invalidated them.
  func flushIntrinsicSizes() {
    if rootIntrinsicDirty {
      rootIntrinsicDirty = false
      root.layoutState.intrinsicSizeQueued = false
      if root.layoutVariables != nil { installContentSize(for: root) }
    }
    while let view = intrinsicDirty.popLast() {
      view.layoutState.intrinsicSizeQueued = false
      if view.layoutVariables != nil { installContentSize(for: view) }
    }
  }

  /// Takes a view's content-size constraints out of the solver and forgets them.
  func removeContentSize(for view: UIView) {
    let state = view.layoutState
    var slots = state.contentSizeConstraints
    state.contentSizeConstraints = ContentSizeSlots()
    for k in slots.indices { dropContentSize(&slots, k) }
  }
}
