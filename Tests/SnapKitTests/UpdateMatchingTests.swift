import OpenUIKit
import SnapKit
import Testing

/// `updateConstraints` matching (§4.7), the priority-update rule (§4.6) and the fixed quirks
/// Q-6 and Q-8.
@MainActor
@Suite struct UpdateMatchingTests {
  let superview = UIView()
  let view = UIView()
  let other = UIView()
  let third = UIView()

  init() {
    superview.addSubview(view)
    superview.addSubview(other)
    superview.addSubview(third)
  }

  private let prefix = "Updated constraint could not find existing matching constraint to update: "

  /// Makes a base set, runs an update, and returns the reported reasons and the constants.
  private func update(
    make: (ConstraintMaker) -> Void, update: (ConstraintMaker) -> Void
  ) -> (reasons: [String], constants: [CGFloat]) {
    view.snp.makeConstraints(make)
    let (reasons, _) = snapKitErrors { view.snp.updateConstraints(update) }
    let constants = snpConstraints(superview).map(\.constant) + snpConstraints(view).map(\.constant)
    return (reasons, constants)
  }

  @Test func constantChangesAreApplied() {
    var result = update(
      make: { $0.top.equalTo(other.snp.bottom).offset(5) },
      update: { $0.top.equalTo(other.snp.bottom).offset(9) })
    #expect(result.reasons.isEmpty && result.constants == [9])
    view.snp.removeConstraints()
    result = update(
      make: { $0.bottom.equalToSuperview().inset(5) },
      update: { $0.bottom.equalToSuperview().inset(12) })
    #expect(result.reasons.isEmpty && result.constants == [-12])
    view.snp.removeConstraints()
    result = update(make: { $0.width.equalTo(5) }, update: { $0.width.equalTo(40) })
    #expect(result.reasons.isEmpty && result.constants == [40])
    #expect(view.snp.prepareConstraints { _ in }.isEmpty)
  }

  @Test func updateCopiesConstantsPerAttributeOfTheExistingConstraint() {
    view.snp.makeConstraints { $0.edges.equalToSuperview().inset(4) }
    view.snp.updateConstraints { $0.edges.equalToSuperview().inset(10) }
    #expect(snpConstraints(superview).map(\.constant) == [10, 10, -10, -10])
    // A narrower chain matches a part of a composite.
    view.snp.updateConstraints { $0.right.equalToSuperview().inset(1) }
    #expect(snpConstraints(superview).map(\.constant) == [10, 10, -1, -10])
  }

  @Test func matchingIgnoresLabelsAndResolvesTargets() {
    view.snp.makeConstraints { $0.top.equalTo(other.snp.top).labeled("a") }
    let (reasons, _) = snapKitErrors {
      view.snp.updateConstraints { $0.top.equalTo(other).offset(3).labeled("b") }
    }
    #expect(reasons.isEmpty)
    #expect(snpConstraints(superview).map(\.constant) == [3])
    #expect(snpConstraints(superview).map(\.identifier) == ["a"])
  }

  @Test(arguments: 0..<7)
  func everythingButTheConstantMustMatch(_ row: Int) {
    let changes: [(make: (ConstraintMaker) -> Void, update: (ConstraintMaker) -> Void)] = [
      // multiplier
      ({ $0.width.equalTo(other).multipliedBy(2) }, { $0.width.equalTo(other).multipliedBy(3) }),
      // relation
      ({ $0.top.equalTo(other) }, { $0.top.lessThanOrEqualTo(other) }),
      // target view
      ({ $0.top.equalTo(other) }, { $0.top.equalTo(third) }),
      // target attribute
      ({ $0.top.equalTo(other.snp.top) }, { $0.top.equalTo(other.snp.bottom) }),
      // priority
      ({ $0.top.equalTo(other).priority(.high) }, { $0.top.equalTo(other).offset(2) }),
      // an attribute never made
      ({ $0.top.equalTo(other) }, { $0.width.equalTo(10) }),
      // constant target to view target
      ({ $0.width.equalTo(0) }, { $0.width.equalToSuperview() }),
    ]
    let (make, change) = changes[row]
    view.snp.makeConstraints(make)
    let before = snpConstraints(superview).map(\.constant) + snpConstraints(view).map(\.constant)
    let (reasons, _) = snapKitErrors { view.snp.updateConstraints(change) }
    #expect(reasons.count == 1)
    #expect(reasons.first?.hasPrefix(prefix + "<SnapKit.LayoutConstraint:0x") == true)
    #expect(reasons.first?.contains("@UpdateMatchingTests.swift#") == true)
    let after = snpConstraints(superview).map(\.constant) + snpConstraints(view).map(\.constant)
    #expect(after == before)
    #expect(view.snp.prepareConstraints { _ in }.isEmpty)
  }

  @Test func aViewMovedToAnotherSuperviewNoLongerMatches() {
    view.snp.makeConstraints { $0.left.equalTo(10) }
    let (reasons, _) = snapKitErrors {
      other.addSubview(view)
      view.snp.updateConstraints { $0.left.equalTo(20) }
    }
    #expect(reasons.count == 1)
  }

  @Test func updateWithoutTrackedConstraintsMakes() {
    let (reasons, _) = snapKitErrors {
      view.snp.updateConstraints { $0.top.left.equalToSuperview().offset(7) }
    }
    #expect(reasons.isEmpty)
    #expect(snpConstraints(superview).map(\.constant) == [7, 7])
  }

  /// Upstream stops at the first chain without a match (those before it already changed);
  /// OpenUIKit reports it and goes on with the rest.
  @Test func chainsAfterAFailureAreStillApplied() {
    view.snp.makeConstraints { make in
      make.top.equalToSuperview()
      make.left.equalToSuperview()
    }
    let (reasons, _) = snapKitErrors {
      view.snp.updateConstraints { make in
        make.top.equalToSuperview().offset(5)
        make.width.equalTo(100)
        make.left.equalToSuperview().offset(7)
      }
    }
    #expect(reasons.count == 1)
    #expect(reasons.first?.contains(".width == 100.0>") == true)
    #expect(snpConstraints(superview).map(\.constant) == [5, 7])
    #expect(snpConstraints(view).isEmpty)
  }

  /// Q-8: with duplicates (make called twice), the first constraint made is updated.
  @Test func duplicatesUpdateTheFirstMadeDeterministically() {
    var first: Constraint?
    var second: Constraint?
    view.snp.makeConstraints { first = $0.top.equalToSuperview().offset(1).constraint }
    view.snp.makeConstraints { second = $0.top.equalToSuperview().offset(2).constraint }
    #expect(snpConstraints(superview).count == 2)
    view.snp.updateConstraints { $0.top.equalToSuperview().offset(9) }
    #expect(first?.layoutConstraints[0].constant == 9)
    #expect(second?.layoutConstraints[0].constant == 2)
  }

  /// Q-6: a later priority update keeps the constant `updateConstraints` set.
  @Test func priorityUpdateKeepsTheUpdatedConstant() {
    var constraint: Constraint!
    view.snp.makeConstraints {
      constraint = $0.top.equalToSuperview().offset(10).priority(500).constraint
    }
    view.snp.updateConstraints { $0.top.equalToSuperview().offset(30).priority(500) }
    #expect(constraint.layoutConstraints[0].constant == 30)
    constraint.update(priority: 600)
    #expect(constraint.layoutConstraints[0].priority.rawValue == 600)
    #expect(constraint.layoutConstraints[0].constant == 30)
  }

  @Test func priorityRuleMovesOnlyBetweenOptionalValues() {
    var optional: Constraint!
    var required: Constraint!
    view.snp.makeConstraints { make in
      optional = make.width.equalTo(10).priority(.medium).constraint
      required = make.height.equalTo(10).constraint
    }
    optional.update(priority: ConstraintPriority.high)
    #expect(optional.layoutConstraints[0].priority.rawValue == 750)
    optional.update(priority: UILayoutPriority(251))
    #expect(optional.layoutConstraints[0].priority.rawValue == 251)
    optional.update(priority: ConstraintPriority.required)
    #expect(optional.layoutConstraints[0].priority.rawValue == 251)
    required.update(priority: 999)
    #expect(required.layoutConstraints[0].priority.rawValue == 1000)
    // Q-7 (kept): inactive constraints follow the same rule.
    required.deactivate()
    required.update(priority: ConstraintPriority.low)
    #expect(required.layoutConstraints[0].priority.rawValue == 1000)
    for value in [300 as ConstraintPriorityTarget, UInt(301), Float(302), 303.0, CGFloat(304)] {
      optional.update(priority: value)
      #expect(
        optional.layoutConstraints[0].priority.rawValue == value.constraintPriorityTargetValue)
    }
  }

  @Test func updateOffsetRewritesInactiveConstraintsToo() {
    let constraint = view.snp.prepareConstraints { $0.edges.equalToSuperview().inset(3) }[0]
    constraint.update(offset: 6)
    #expect(constraint.layoutConstraints.map(\.constant) == [6, 6, 6, 6])
    #expect(!constraint.isActive)
    constraint.update(inset: 2)
    #expect(constraint.layoutConstraints.map(\.constant) == [2, 2, -2, -2])
    for offset in [1 as ConstraintOffsetTarget, UInt(1), Float(1), 1.0, CGFloat(1)] {
      constraint.update(offset: offset)
      #expect(constraint.layoutConstraints.map(\.constant) == [1, 1, 1, 1])
    }
  }

  @Test func isActiveIsTrueWhenAnyPlatformConstraintIs() {
    let constraint = view.snp.prepareConstraints { $0.size.equalTo(4) }[0]
    #expect(!constraint.isActive)
    constraint.layoutConstraints[1].isActive = true
    #expect(constraint.isActive)
    constraint.isActive = false
    #expect(constraint.layoutConstraints.allSatisfy { !$0.isActive })
  }
}
