import Cassowary
import Foundation

/// Constraints the engine makes itself: the root's size, autoresizing masks, intrinsic sizes.
extension LayoutEngine {
  /// Makes a system constraint installed on `container`.
  func systemConstraint(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation = .equal, _ other: AnyObject? = nil,
    _ otherAttribute: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 0,
    constant: CGFloat, priority: UILayoutPriority = .required, kind: ConstraintKind,
    identifier: String? = nil, container: UIView, adding: Bool = true
  ) -> NSLayoutConstraint {
    // System constraints may set a location to a constant (autoresizing): no validation.
    let c = NSLayoutConstraint(
      unvalidatedItem: item, attribute: attribute, relatedBy: relation, toItem: other,
      attribute: otherAttribute, multiplier: multiplier, constant: constant)
    c.priority = priority
    c.kind = kind
    c.identifier = identifier
    c.container = container
    if adding { add(c) }
    return c
  }

  /// Pins the root's size to its bounds: required for a window; at 999 for the root of a
  /// detached tree, so that the tree's own required constraints on its size win (its bounds
  /// are then only a preference, as when the tree is measured).
  ///
  /// While ``holdsRootPins`` (a fresh tree built for a fitting), the pins are made but left out
  /// of the solver: the fitting would take them out at once.
  func pinRoot() {
    let size = root.storedBounds.size
    let priority: UILayoutPriority =
      root is LayoutWindowRoot ? .required : UILayoutPriority(999)
    let w = systemConstraint(
      root, .width, constant: size.width, priority: priority, kind: .system,
      identifier: "UIView-Encapsulated-Layout-Width", container: root, adding: !holdsRootPins)
    let h = systemConstraint(
      root, .height, constant: size.height, priority: priority, kind: .system,
      identifier: "UIView-Encapsulated-Layout-Height", container: root, adding: !holdsRootPins)
    rootSize = (w, h)
  }

  /// The root's bounds changed: its size constraints follow.
  func rootBoundsDidChange() {
    guard let (w, h) = rootSize else { return }
    let size = root.storedBounds.size
    if w.constant != size.width { w.constant = size.width }
    if h.constant != size.height { h.constant = size.height }
  }

  // MARK: Autoresizing

  /// Generates the constraints equivalent to a view's frame and autoresizing mask (springs
  /// and struts: a change of the superview's size is shared among the flexible parts in
  /// proportion to their sizes).
  func installAutoresizing(for view: UIView) {
    guard let parent = view.superview else { return }
    let a = view.alignmentRectInsets
    let f = view.frame
    let frame = CGRect(
      x: f.minX + a.left, y: f.minY + a.top, width: f.width - a.left - a.right,
      height: f.height - a.top - a.bottom)
    let mask = view.storedAutoresizingMask
    let parentSize = parent.storedBounds.size
    let specs =
      autoresizingSpecs(
        frame.minX, frame.width, parentSize.width, flexibleLead: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleTrail: mask.contains(.flexibleRightMargin), position: .left, size: .width)
      + autoresizingSpecs(
        frame.minY, frame.height, parentSize.height,
        flexibleLead: mask.contains(.flexibleTopMargin),
        flexibleLength: mask.contains(.flexibleHeight),
        flexibleTrail: mask.contains(.flexibleBottomMargin), position: .top, size: .height)
    // A frame that moved with its superview by the mask gives the same constraints: keep them.
    if let existing = autoresizing[ObjectIdentifier(view)], existing.count == specs.count,
      zip(existing, specs).allSatisfy({ c, spec in
        c.firstAttribute == spec.attribute && c.multiplier == spec.multiplier
          && c.constant == spec.constant && (c.secondItem === parent) == spec.relative
      })
    {
      return
    }
    removeAutoresizing(for: view)
    let bits = UInt8(truncatingIfNeeded: mask.rawValue)
    autoresizing[ObjectIdentifier(view)] = specs.map { spec in
      systemConstraint(
        view, spec.attribute, .equal, spec.relative ? parent : nil, spec.parentAttribute,
        multiplier: spec.multiplier, constant: spec.constant, kind: .autoresizing(maskBits: bits),
        container: parent)
    }
  }

  /// One autoresizing constraint before it is made: `attribute == multiplier·parent's size +
  /// constant` (a constant alone when the multiplier is zero).
  struct AutoresizingSpec {
    var attribute: NSLayoutConstraint.Attribute
    var parentAttribute: NSLayoutConstraint.Attribute
    var multiplier: CGFloat
    var constant: CGFloat
    var relative: Bool { multiplier != 0 }
  }

  /// The position and size constraints of one axis (springs and struts: a change of the
  /// superview's length is shared among the flexible parts in proportion to their lengths).
  func autoresizingSpecs(
    _ origin: CGFloat, _ length: CGFloat, _ total: CGFloat, flexibleLead: Bool,
    flexibleLength: Bool, flexibleTrail: Bool, position: NSLayoutConstraint.Attribute,
    size: NSLayoutConstraint.Attribute
  ) -> [AutoresizingSpec] {
    let trail = total - origin - length
    var sum: CGFloat = 0
    if flexibleLead { sum += origin }
    if flexibleLength { sum += length }
    if flexibleTrail { sum += trail }
    // With every flexible part at zero (a view made with a zero frame in a zero-sized
    // superview, as a content view is), the parts share a change equally, so a flexible
    // width still follows its superview's.
    let flexibleCount = [flexibleLead, flexibleLength, flexibleTrail].filter { $0 }.count
    let evenShare = flexibleCount > 0 ? 1 / CGFloat(flexibleCount) : 0
    var leadShare = flexibleLead ? (sum > 0 ? origin / sum : evenShare) : 0
    let lengthShare = flexibleLength ? (sum > 0 ? length / sum : evenShare) : 0
    if flexibleLead && flexibleTrail && !flexibleLength && total > 0 {
      // Both margins flexible, size fixed: the centre keeps its relative position
      // (UIKit's `centerX == 0.625·superview.width` for x = 160, w = 80 in 320).
      leadShare = (origin + length / 2) / total
    }
    // position: origin + ΔT·leadShare ; size: length + ΔT·lengthShare
    return [
      AutoresizingSpec(
        attribute: position, parentAttribute: size, multiplier: leadShare,
        constant: origin - total * leadShare),
      AutoresizingSpec(
        attribute: size, parentAttribute: size, multiplier: lengthShare,
        constant: length - total * lengthShare),
    ]
  }

  func removeAutoresizing(for view: UIView) {
    guard let list = autoresizing.removeValue(forKey: ObjectIdentifier(view)) else { return }
    for c in list {
      remove(c)
      c.container = nil
    }
  }

  /// A TAMIC view's frame was set: its autoresizing constraints follow (in place when only
  /// constants change).
  func autoresizingFrameDidChange(of view: UIView) {
    guard view.layoutVariables != nil, view !== root else { return }
    let mask = view.storedAutoresizingMask
    if mask.isEmpty, let list = autoresizing[ObjectIdentifier(view)], list.count == 4 {
      let a = view.alignmentRectInsets
      let frame = view.frame
      let f = CGRect(
        x: frame.minX + a.left, y: frame.minY + a.top, width: frame.width - a.left - a.right,
        height: frame.height - a.top - a.bottom)
      for (c, value) in zip(list, [f.minX, f.width, f.minY, f.height]) where c.constant != value {
        c.constant = value
      }
      return
    }
    installAutoresizing(for: view)
  }

  /// `h=-&- v=--&`-style text of a mask.
  static func autoresizingInfo(_ mask: UIView.AutoresizingMask) -> String {
    func flag(_ m: UIView.AutoresizingMask) -> String { mask.contains(m) ? "&" : "-" }
    return "h=" + flag(.flexibleLeftMargin) + flag(.flexibleWidth) + flag(.flexibleRightMargin)
      + " v=" + flag(.flexibleTopMargin) + flag(.flexibleHeight) + flag(.flexibleBottomMargin)
  }

  // MARK: Intrinsic content size

  /// Adds or updates the content-size constraints of a view from its intrinsic size and its
  /// hugging and compression-resistance priorities.
  func installContentSize(for view: UIView) {
    let size = view.intrinsicContentSize
    let state = view.layoutState
    var list = state.contentSizeConstraints ?? [nil, nil, nil, nil]
    state.contentSizeConstraints = nil  // the list is edited in place (no copy)
    // One slot at a time (no array of specs: this runs for every intrinsic-size change). When
    // hugging and compression resistance are both required, the pair `<= v`, `>= v` must never
    // cross while the constants move: a growing size moves the `<=` first, a shrinking one the
    // `>=` first (else a transient conflict is reported).
    updateContentSizePair(
      &list, 0, view, size.width, .width, view.contentHugging.horizontal,
      view.compressionResistance.horizontal)
    updateContentSizePair(
      &list, 2, view, size.height, .height, view.contentHugging.vertical,
      view.compressionResistance.vertical)
    state.contentSizeConstraints = list
  }

  /// Updates the hugging (`<=`, slot `i`) and compression (`>=`, slot `i + 1`) constraints of
  /// one axis, in the order that keeps them from crossing.
  ///
  /// When both priorities are optional (the usual case), the two constraints are one row in
  /// the solver, as UIKit's single `NSContentSizeLayoutConstraint` per axis is: `size ==
  /// value`, its excess weighed by the hugging priority and its shortfall by the compression
  /// resistance. The hugging constraint holds that row; the compression constraint describes
  /// the other side, is not in the solver itself and is made only when asked for
  /// (``contentSizePartner(of:)``): slot `i + 1` stays empty until then.
  private func updateContentSizePair(
    _ list: inout [NSLayoutConstraint?], _ i: Int, _ view: UIView, _ value: CGFloat,
    _ attribute: NSLayoutConstraint.Attribute, _ hugging: UILayoutPriority,
    _ resistance: UILayoutPriority
  ) {
    let valid = value != UIView.noIntrinsicMetric && value >= 0
    let wantsPair = valid && hugging != .required && resistance != .required
    let isRow = list[i].map(Self.isContentSizeRow) ?? false
    if isRow, wantsPair, let hug = list[i], hug.priority == hugging,
      hug.solverConstraint?.strengthBelow == strength(of: resistance)
    {
      // One row: its constant moves in place (the compression constraint only follows).
      if hug.constant != value { hug.constant = value }
      if let floor = list[i + 1], floor.constant != value { floor.constant = value }
      return
    }
    if isRow || wantsPair {
      dropContentSize(&list, i)
      dropContentSize(&list, i + 1)
    }
    if wantsPair {
      addContentSizeRow(&list, i, view, value, attribute, hugging, resistance)
      return
    }
    if let floor = list[i + 1], floor.constant > value {
      updateContentSize(&list, i + 1, view, value, attribute, .greaterThanOrEqual, resistance)
      updateContentSize(&list, i, view, value, attribute, .lessThanOrEqual, hugging)
    } else {
      updateContentSize(&list, i, view, value, attribute, .lessThanOrEqual, hugging)
      updateContentSize(&list, i + 1, view, value, attribute, .greaterThanOrEqual, resistance)
    }
  }

  /// Makes an axis's hugging constraint and adds it to the solver as the axis's one row (both
  /// priorities optional); the compression constraint is made when asked for. Should the row
  /// fail to go in (an internal error of the solver), the two are made and added as
  /// constraints of their own instead.
  private func addContentSizeRow(
    _ list: inout [NSLayoutConstraint?], _ i: Int, _ view: UIView, _ value: CGFloat,
    _ attribute: NSLayoutConstraint.Attribute, _ hugging: UILayoutPriority,
    _ resistance: UILayoutPriority
  ) {
    let hug = systemConstraint(
      view, attribute, .lessThanOrEqual, constant: value, priority: hugging, kind: .contentSize,
      container: view, adding: false)
    list[i] = hug
    let vars = variables(for: view)
    let size = attribute == .width ? vars.width : vars.height
    guard
      let row = Constraint(
        LinearExpression(size) - Double(value),
        equalWithStrengthAbove: strength(of: hugging), below: strength(of: resistance))
    else { return }
    add(hug, as: row)
    if hug.isBroken {
      broken.removeAll { $0 === hug }
      hug.isBroken = false
      add(hug)
      let floor = compressionConstraint(view, attribute, value, resistance)
      list[i + 1] = floor
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

  /// Takes content-size constraint `k` of a list out of the solver (if it is there) and
  /// deactivates it.
  private func dropContentSize(_ list: inout [NSLayoutConstraint?], _ k: Int) {
    guard let old = list[k] else { return }
    remove(old)
    old.container = nil
    list[k] = nil
  }

  /// Whether `c` is a hugging constraint that holds its axis's one content-size row.
  static func isContentSizeRow(_ c: NSLayoutConstraint) -> Bool {
    c.solverConstraint?.strengthBelow != nil
  }

  /// The compression-resistance constraint whose side a content-size row also stands for,
  /// made on the first request (the same object afterwards, until the row is rebuilt).
  func contentSizePartner(of c: NSLayoutConstraint) -> NSLayoutConstraint? {
    guard Self.isContentSizeRow(c), let view = c.firstItem as? UIView,
      let list = view.layoutState.contentSizeConstraints,
      let index = list.firstIndex(where: { $0 === c }), index + 1 < list.count
    else { return nil }
    if let floor = list[index + 1] { return floor }
    guard let below = c.solverConstraint?.strengthBelow else { return nil }
    // The row's shortfall strength is the resistance it was made with (`strength(of:)`).
    let resistance = UILayoutPriority(Float(below.value))
    let floor = compressionConstraint(view, c.firstAttribute, c.constant, resistance)
    view.layoutState.contentSizeConstraints?[index + 1] = floor
    return floor
  }

  /// Adds, updates in place (constant, optional priority) or removes content-size constraint
  /// `i` of `view`: `attribute relation value @ priority`.
  private func updateContentSize(
    _ list: inout [NSLayoutConstraint?], _ i: Int, _ view: UIView, _ value: CGFloat,
    _ attribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ priority: UILayoutPriority
  ) {
    if value == UIView.noIntrinsicMetric || value < 0 {
      dropContentSize(&list, i)
      return
    }
    if let old = list[i] {
      if (old.priority == .required) == (priority == .required) {
        if old.priority != priority { old.priority = priority }
        if old.constant != value { old.constant = value }
        return
      }
      dropContentSize(&list, i)
    }
    list[i] = systemConstraint(
      view, attribute, relation, constant: value, priority: priority, kind: .contentSize,
      container: view)
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

  func removeContentSize(for view: UIView) {
    let state = view.layoutState
    guard var list = state.contentSizeConstraints else { return }
    state.contentSizeConstraints = nil
    for k in list.indices { dropContentSize(&list, k) }
  }
}
