import OpenUIKit

/// The object a `makeConstraints` (`prepare…`, `remake…`, `update…`) closure receives.
///
/// Each attribute accessor starts a new chain; a chain that never reaches a relation is
/// dropped. Creating a maker turns off `translatesAutoresizingMaskIntoConstraints` on the
/// constrained view (not on guides, not on target views).
@preconcurrency @MainActor
public class ConstraintMaker {
  /// The view or layout guide being constrained (public so apps can write their own
  /// helpers, as upstream since 5.6).
  public let item: LayoutConstraintItem
  @exclusivity(unchecked) private var descriptions: [ConstraintDescription] = []
  /// The last chain's extendable: the next chain reuses it when nothing else holds it any
  /// more (`make.top.equalTo(…)` lets go of it at the end of the statement).
  @exclusivity(unchecked) private var spareExtendable: ConstraintMakerExtendable?

  init(item: LayoutConstraintItem) {
    self.item = item
    item.prepare()
  }

  func makeExtendableWithAttributes(_ attributes: ConstraintAttributes)
    -> ConstraintMakerExtendable
  {
    // The chain's description is the editable maker its relation will return.
    let description = ConstraintMakerEditable(item: item, attributes: attributes)
    // Most closures make a few chains: room for four at once (one allocation, not three).
    if descriptions.capacity == 0 { descriptions.reserveCapacity(4) }
    descriptions.append(description)
    if isKnownUniquelyReferenced(&spareExtendable), let spare = spareExtendable {
      spare.description = description
      return spare
    }
    let extendable = ConstraintMakerExtendable(description)
    spareExtendable = extendable
    return extendable
  }

  /// The left edge. Starts a new chain.
  public var left: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.left)
  }

  /// The top edge. Starts a new chain.
  public var top: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.top)
  }

  /// The bottom edge. Starts a new chain.
  public var bottom: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.bottom)
  }

  /// The right edge. Starts a new chain.
  public var right: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.right)
  }

  /// The leading edge. Starts a new chain.
  public var leading: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.leading)
  }

  /// The trailing edge. Starts a new chain.
  public var trailing: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.trailing)
  }

  /// The width. Starts a new chain.
  public var width: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.width)
  }

  /// The height. Starts a new chain.
  public var height: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.height)
  }

  /// The horizontal centre. Starts a new chain.
  public var centerX: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.centerX)
  }

  /// The vertical centre. Starts a new chain.
  public var centerY: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.centerY)
  }

  /// The last baseline (deprecated alias of ``lastBaseline``). Starts a new chain.
  @available(*, deprecated, renamed: "lastBaseline")
  public var baseline: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.lastBaseline)
  }

  /// The last baseline. Starts a new chain.
  public var lastBaseline: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.lastBaseline)
  }

  /// The first baseline. Starts a new chain.
  public var firstBaseline: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.firstBaseline)
  }

  /// The left margin. Starts a new chain.
  public var leftMargin: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.leftMargin)
  }

  /// The right margin. Starts a new chain.
  public var rightMargin: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.rightMargin)
  }

  /// The top margin. Starts a new chain.
  public var topMargin: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.topMargin)
  }

  /// The bottom margin. Starts a new chain.
  public var bottomMargin: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.bottomMargin)
  }

  /// The leading margin. Starts a new chain.
  public var leadingMargin: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.leadingMargin)
  }

  /// The trailing margin. Starts a new chain.
  public var trailingMargin: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.trailingMargin)
  }

  /// The horizontal centre between the margins. Starts a new chain.
  public var centerXWithinMargins: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.centerXWithinMargins)
  }

  /// The vertical centre between the margins. Starts a new chain.
  public var centerYWithinMargins: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.centerYWithinMargins)
  }

  /// Left, top, right and bottom. Starts a new chain.
  public var edges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.edges)
  }

  /// Left and right. Starts a new chain.
  public var horizontalEdges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.horizontalEdges)
  }

  /// Top and bottom. Starts a new chain.
  public var verticalEdges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.verticalEdges)
  }

  /// Top, bottom, leading and trailing. Starts a new chain.
  public var directionalEdges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.directionalEdges)
  }

  /// Leading and trailing. Starts a new chain.
  public var directionalHorizontalEdges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.directionalHorizontalEdges)
  }

  /// Top and bottom. Starts a new chain.
  public var directionalVerticalEdges: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.directionalVerticalEdges)
  }

  /// Width and height. Starts a new chain.
  public var size: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.size)
  }

  /// centerX and centerY. Starts a new chain.
  public var center: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.center)
  }

  /// The four margins (left, top, right and bottom margin). Starts a new chain.
  public var margins: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.margins)
  }

  /// The directional margins (top, bottom, leading and trailing margin). Starts a new chain.
  public var directionalMargins: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.directionalMargins)
  }

  /// Both centres within the margins. Starts a new chain.
  public var centerWithinMargins: ConstraintMakerExtendable {
    makeExtendableWithAttributes(.centerWithinMargins)
  }

  // MARK: Lifecycle

  /// Runs the closure and builds a constraint for every complete chain, in closure order,
  /// without activating them.
  static func prepareConstraints(
    item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void
  ) -> [Constraint] {
    let maker = ConstraintMaker(item: item)
    closure(maker)
    var constraints: [Constraint] = []
    constraints.reserveCapacity(maker.descriptions.count)
    for description in maker.descriptions where description.isComplete {
      constraints.append(description.chainConstraint)
    }
    return constraints
  }

  /// prepare, then activate each constraint and add it to the item's tracked set.
  static func makeConstraints(
    item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void
  ) {
    if ConstraintConfig.activatesInBatches {
      Constraint.activate(prepareConstraints(item: item, closure: closure))
      return
    }
    // Activated straight from the maker's chains: no array of the constraints in between.
    let maker = ConstraintMaker(item: item)
    closure(maker)
    Constraint.activateEach(of: maker.descriptions)
  }

  /// remove, then make.
  static func remakeConstraints(
    item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void
  ) {
    removeConstraints(item: item)
    makeConstraints(item: item, closure: closure)
  }

  /// make when the item has no tracked constraints; otherwise copy each new platform
  /// constraint's constant into its first match among the tracked ones, reporting
  /// upstream's fatal error for each that has none.
  static func updateConstraints(
    item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void
  ) {
    guard !item.snpConstraints.isEmpty else {
      makeConstraints(item: item, closure: closure)
      return
    }
    let existing = Constraint.layoutConstraints(of: item.snpConstraints)
    for constraint in prepareConstraints(item: item, closure: closure) {
      constraint.forEachLayoutConstraint { layoutConstraint in
        guard let match = existing.first(where: { $0.matchesForUpdate(layoutConstraint) }) else {
          SnapKitDiagnostics.fatal(
            "Updated constraint could not find existing matching constraint to update: "
              + layoutConstraint.description)
          return
        }
        copyConstant(of: constraint, into: match)
      }
    }
  }

  /// Like `updateConstraints`, but a platform constraint without a match is activated as a
  /// new constraint (an OpenUIKit extension).
  static func updateOrMakeConstraints(
    item: LayoutConstraintItem, closure: (_ make: ConstraintMaker) -> Void
  ) {
    guard !item.snpConstraints.isEmpty else {
      makeConstraints(item: item, closure: closure)
      return
    }
    let existing = Constraint.layoutConstraints(of: item.snpConstraints)
    for constraint in prepareConstraints(item: item, closure: closure) {
      var unmatched: [LayoutConstraint] = []
      constraint.forEachLayoutConstraint { layoutConstraint in
        if let match = existing.first(where: { $0.matchesForUpdate(layoutConstraint) }) {
          copyConstant(of: constraint, into: match)
        } else {
          unmatched.append(layoutConstraint)
        }
      }
      guard !unmatched.isEmpty else { continue }
      constraint.layoutConstraints = unmatched
      constraint.activateIfNeeded()
    }
  }

  /// Sets `target`'s constant from `constraint`'s constant target, looked up with
  /// `target`'s second attribute (its first one without a second item).
  static func copyConstant(of constraint: Constraint, into target: LayoutConstraint) {
    let attribute =
      target.secondAttribute == .notAnAttribute ? target.firstAttribute : target.secondAttribute
    target.constant = constraint.constant.constraintConstantTargetValueFor(
      layoutAttribute: attribute)
  }

  /// Deactivates every tracked constraint of the item and empties its tracked set.
  static func removeConstraints(item: LayoutConstraintItem) {
    let constraints = item.snpConstraints
    if ConstraintConfig.activatesInBatches {
      Constraint.deactivate(constraints)
    } else {
      for constraint in constraints { constraint.deactivateIfNeeded() }
    }
  }
}
