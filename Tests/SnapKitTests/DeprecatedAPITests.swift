import OpenUIKit
import SnapKit
import Testing

/// The deprecated forms (§3.17), exercised without deprecation warnings: a deprecated witness
/// of a non-deprecated protocol requirement may use deprecated API silently.
@MainActor
protocol DeprecatedUsage {
  func viewItems(_ view: UIView) -> [ConstraintItem]
  func viewLifecycle(_ view: UIView, _ other: UIView) -> [Int]
  func baselines(_ view: UIView) -> [Constraint]
  func makerPriorities(_ view: UIView) -> [Constraint]
  func constraintMembers(_ constraint: Constraint)
  func prioritizableTypealiasIsTheClass() -> Bool
}

@MainActor
struct Deprecated: DeprecatedUsage {
  @available(*, deprecated)
  func viewItems(_ view: UIView) -> [ConstraintItem] {
    [
      view.snp_left, view.snp_top, view.snp_right, view.snp_bottom, view.snp_leading,
      view.snp_trailing, view.snp_width, view.snp_height, view.snp_centerX, view.snp_centerY,
      view.snp_baseline, view.snp_lastBaseline, view.snp_firstBaseline, view.snp_leftMargin,
      view.snp_topMargin, view.snp_rightMargin, view.snp_bottomMargin, view.snp_leadingMargin,
      view.snp_trailingMargin, view.snp_centerXWithinMargins, view.snp_centerYWithinMargins,
      view.snp_edges, view.snp_size, view.snp_center, view.snp_margins,
      view.snp_centerWithinMargins, view.snp.baseline,
    ]
  }

  @available(*, deprecated)
  func viewLifecycle(_ view: UIView, _ other: UIView) -> [Int] {
    func count() -> Int { view.superview!.constraints.count }
    var counts: [Int] = []
    let prepared = view.snp_prepareConstraints { $0.top.equalTo(other) }
    counts.append(count())
    prepared[0].install()
    counts.append(count())
    prepared[0].uninstall()
    counts.append(count())
    view.snp_makeConstraints { $0.left.equalTo(other) }
    counts.append(count())
    view.snp_updateConstraints { $0.left.equalTo(other).offset(3) }
    counts.append(Int(view.superview!.constraints[0].constant))
    view.snp_remakeConstraints { $0.edges.equalTo(other) }
    counts.append(count())
    view.snp_removeConstraints()
    counts.append(count())
    return counts
  }

  @available(*, deprecated)
  func baselines(_ view: UIView) -> [Constraint] {
    view.snp.prepareConstraints { make in
      make.baseline.equalToSuperview()
      make.top.baseline.equalToSuperview()
    }
  }

  @available(*, deprecated)
  func makerPriorities(_ view: UIView) -> [Constraint] {
    view.snp.prepareConstraints { make in
      make.width.equalTo(1).priorityRequired()
      make.width.equalTo(1).priorityHigh()
      make.width.equalTo(1).priorityMedium()
      make.width.equalTo(1).priorityLow()
    }
  }

  @available(*, deprecated)
  func constraintMembers(_ constraint: Constraint) {
    constraint.updateOffset(amount: 5)
    constraint.updateInsets(amount: 6)
    constraint.updatePriority(amount: 300)
    constraint.updatePriorityHigh()
    constraint.updatePriorityMedium()
    constraint.updatePriorityLow()
    constraint.updatePriorityRequired()
  }

  @available(*, deprecated)
  func prioritizableTypealiasIsTheClass() -> Bool {
    ObjectIdentifier(ConstraintMakerPriortizable.self)
      == ObjectIdentifier(ConstraintMakerPrioritizable.self)
  }
}

@MainActor
@Suite struct DeprecatedAPITests {
  let usage: DeprecatedUsage = Deprecated()
  let superview = UIView()
  let view = UIView()
  let other = UIView()

  init() {
    superview.addSubview(view)
    superview.addSubview(other)
  }

  @Test func viewItemsForwardToSnp() {
    let current: [ConstraintItem] = [
      view.snp.left, view.snp.top, view.snp.right, view.snp.bottom, view.snp.leading,
      view.snp.trailing, view.snp.width, view.snp.height, view.snp.centerX, view.snp.centerY,
      view.snp.lastBaseline, view.snp.lastBaseline, view.snp.firstBaseline,
      view.snp.leftMargin, view.snp.topMargin, view.snp.rightMargin, view.snp.bottomMargin,
      view.snp.leadingMargin, view.snp.trailingMargin, view.snp.centerXWithinMargins,
      view.snp.centerYWithinMargins, view.snp.edges, view.snp.size, view.snp.center,
      view.snp.margins, view.snp.centerWithinMargins, view.snp.lastBaseline,
    ]
    let deprecated = usage.viewItems(view)
    #expect(deprecated.count == current.count)
    for (old, new) in zip(deprecated, current) { #expect(old == new) }
  }

  @Test func viewLifecycleForwardsToSnp() {
    #expect(usage.viewLifecycle(view, other) == [0, 1, 0, 1, 3, 4, 0])
  }

  @Test func baselineIsLastBaseline() {
    let constraints = usage.baselines(view)
    #expect(constraints[0].layoutConstraints.map(\.firstAttribute) == [.lastBaseline])
    #expect(constraints[1].layoutConstraints.map(\.firstAttribute) == [.top, .lastBaseline])
  }

  @Test func makerPriorityShortcuts() {
    let priorities = usage.makerPriorities(view).map {
      $0.layoutConstraints[0].priority.rawValue
    }
    #expect(priorities == [1000, 750, 500, 250])
  }

  /// Q-12 fixed: `updatePriorityHigh/Medium/Low` work (upstream stops the app);
  /// `updatePriorityRequired` stays a no-op by the priority rule.
  @Test func constraintMembersForward() {
    let constraint = view.snp.prepareConstraints {
      $0.bottom.equalToSuperview().priority(.medium)
    }[0]
    let layoutConstraint = constraint.layoutConstraints[0]
    usage.constraintMembers(constraint)
    #expect(layoutConstraint.constant == -6)
    #expect(layoutConstraint.priority.rawValue == 250)
  }

  @Test func priortizableTypealias() {
    #expect(usage.prioritizableTypealiasIsTheClass())
  }
}
