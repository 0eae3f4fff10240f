import OpenUIKit
import SnapKit
import Testing

/// The rest of the public surface (§3): lifecycle details, content priorities, labels,
/// priorities, targets, closures and the deprecated forms.
@MainActor
@Suite struct APITests {
  let superview = UIView()
  let view = UIView()
  let other = UIView()

  init() {
    superview.addSubview(view)
    superview.addSubview(other)
  }

  @Test func makerTurnsOffAutoresizingOnlyOnTheConstrainedView() {
    #expect(view.translatesAutoresizingMaskIntoConstraints)
    view.snp.prepareConstraints { $0.edges.equalTo(other) }
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    #expect(other.translatesAutoresizingMaskIntoConstraints)
    // Q-13 (kept): removing does not turn it back on.
    view.snp.makeConstraints { $0.edges.equalTo(other) }
    view.snp.removeConstraints()
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
  }

  @Test func makeTwiceAddsDuplicatesAndRemoveTouchesOnlyOwnConstraints() {
    view.snp.makeConstraints { $0.top.equalTo(other) }
    view.snp.makeConstraints { $0.top.equalTo(other) }
    other.snp.makeConstraints { $0.left.equalTo(view) }
    #expect(snpConstraints(superview).count == 3)
    view.snp.removeConstraints()
    #expect(snpConstraints(superview).count == 1)
    #expect(snpConstraints(superview).first?.firstItem === other)
  }

  @Test func prepareKeepsClosureOrderAndConstraintIsTheLiveObject() {
    var kept: Constraint?
    view.snp.makeConstraints { make in
      make.top.equalToSuperview()
      kept = make.left.equalToSuperview().constraint
    }
    #expect(kept?.isActive == true)
    let prepared = view.snp.prepareConstraints { make in
      make.width.equalTo(1)
      make.height.equalTo(2)
      make.left.equalTo(3)
    }
    #expect(prepared.map { $0.layoutConstraints[0].constant } == [1, 2, 3])
    #expect(prepared.allSatisfy { !$0.isActive })
  }

  @Test func contentPriorities() {
    let dsl = view.snp
    #expect(dsl.contentHuggingHorizontalPriority == 250)
    #expect(dsl.contentCompressionResistanceVerticalPriority == 750)
    dsl.contentHuggingHorizontalPriority = 251
    dsl.contentHuggingVerticalPriority = 252
    dsl.contentCompressionResistanceHorizontalPriority = 753
    dsl.contentCompressionResistanceVerticalPriority = 1000
    #expect(view.contentHuggingPriority(for: .horizontal).rawValue == 251)
    #expect(view.contentHuggingPriority(for: .vertical).rawValue == 252)
    #expect(view.contentCompressionResistancePriority(for: .horizontal).rawValue == 753)
    #expect(view.contentCompressionResistancePriority(for: .vertical).rawValue == 1000)
    #expect(dsl.contentHuggingVerticalPriority == 252)
    #expect(dsl.contentCompressionResistanceHorizontalPriority == 753)
  }

  @Test func targetsAndItems() {
    #expect(view.snp.target === view)
    let guide = UILayoutGuide()
    superview.addLayoutGuide(guide)
    #expect(guide.snp.target === guide)
    let support: ConstraintLayoutSupport = UIViewController().topLayoutGuide
    #expect(support.snp.target === support)
    #expect(view.snp.top == view.snp.top)
    #expect(!(view.snp.top == view.snp.bottom))
    #expect(!(view.snp.top == other.snp.top))
    let item = view.snp.edges
    #expect(item == item)
  }

  @Test func priorities() {
    #expect(ConstraintPriority.required.value == 1000)
    #expect(ConstraintPriority.high.value == 750)
    #expect(ConstraintPriority.medium.value == 500)
    #expect(ConstraintPriority.low.value == 250)
    let literal: ConstraintPriority = 600.5
    #expect(literal == ConstraintPriority(600.5))
    #expect(ConstraintPriority.required > .high && ConstraintPriority.medium < .high)
    let priorities = view.snp.prepareConstraints { make in
      make.width.equalTo(1).priority(600)
      make.width.equalTo(1).priority(UInt(601))
      make.width.equalTo(1).priority(Float(602))
      make.width.equalTo(1).priority(603.5)
      make.width.equalTo(1).priority(CGFloat(604))
      make.width.equalTo(1).priority(UILayoutPriority.defaultLow)
      make.width.equalTo(1).priority(ConstraintPriority.medium)
      make.width.equalTo(1)
    }.map { $0.layoutConstraints[0].priority.rawValue }
    #expect(priorities == [600, 601, 602, 603.5, 604, 250, 500, 1000])
  }

  @Test func multiplierTargets() {
    let multipliers = view.snp.prepareConstraints { make in
      make.width.equalTo(other).multipliedBy(2)
      make.width.equalTo(other).multipliedBy(UInt(3))
      make.width.equalTo(other).multipliedBy(Float(0.5))
      make.width.equalTo(other).multipliedBy(0.25)
      make.width.equalTo(other).multipliedBy(CGFloat(4)).multipliedBy(5)
      make.width.equalTo(other).dividedBy(3)
    }.map { $0.layoutConstraints[0].multiplier }
    #expect(multipliers == [2, 3, 0.5, 0.25, 5, 1.0 / 3])
    #expect(1.constraintMultiplierTargetValue == 1)
  }

  @Test func closureRelations() {
    let names: [(AnyObject, String)] = [
      (view, "v"), (superview, "sv"), (superview.safeAreaLayoutGuide, "safe"),
    ]
    let rows = view.snp.prepareConstraints { make in
      make.top.equalToSuperview { $0.safeAreaLayoutGuide }
      make.bottom.lessThanOrEqualToSuperview { $0.snp.bottom }.inset(2)
      make.width.greaterThanOrEqualToSuperview { $0.snp.height }
    }.flatMap(\.layoutConstraints).map { render($0, names) }
    #expect(rows == ["v.top == safe.top", "v.bottom <= sv.bottom + -2.0", "v.width >= sv.height"])
  }

  @Test func makerItemSupportsCustomHelpers() {
    let rows = view.snp.prepareConstraints { make in
      make.aspectRatio(2)
    }.flatMap(\.layoutConstraints).map { render($0, [(view, "v")]) }
    #expect(rows == ["v.width == v.height * 2.0"])
  }

  @Test func layoutGuideLifecycle() {
    let guide = UILayoutGuide()
    superview.addLayoutGuide(guide)
    let prepared = guide.snp.prepareConstraints { $0.edges.equalToSuperview() }
    #expect(prepared.count == 1 && !prepared[0].isActive)
    guide.snp.makeConstraints { $0.top.left.equalToSuperview() }
    #expect(snpConstraints(superview).count == 2)
    guide.snp.updateConstraints { $0.top.equalToSuperview().offset(4) }
    #expect(snpConstraints(superview).map(\.constant) == [0, 4])
    guide.snp.remakeConstraints { $0.width.height.equalTo(5) }
    #expect(snpConstraints(superview).count == 2)
    #expect(snpConstraints(superview).allSatisfy { $0.secondItem == nil })
    guide.snp.updateOrMakeConstraints { $0.centerX.equalToSuperview() }
    #expect(snpConstraints(superview).count == 3)
    guide.snp.removeConstraints()
    #expect(snpConstraints(superview).isEmpty)
  }

  @Test func updateOrMakeOnViews() {
    view.snp.updateOrMakeConstraints { $0.width.equalTo(3) }
    view.snp.updateOrMakeConstraints { $0.width.equalTo(4) }
    #expect(snpConstraints(view).map(\.constant) == [4])
  }

  @Test func attributeItemsOfEveryDSL() {
    let guide = UILayoutGuide()
    superview.addLayoutGuide(guide)
    let items: [ConstraintItem] = [
      view.snp.left, view.snp.top, view.snp.right, view.snp.bottom, view.snp.leading,
      view.snp.trailing, view.snp.width, view.snp.height, view.snp.centerX, view.snp.centerY,
      view.snp.lastBaseline, view.snp.firstBaseline, view.snp.leftMargin, view.snp.topMargin,
      view.snp.rightMargin, view.snp.bottomMargin, view.snp.leadingMargin,
      view.snp.trailingMargin, view.snp.centerXWithinMargins, view.snp.centerYWithinMargins,
    ]
    let attributes = items.map { item in
      other.snp.prepareConstraints { $0.left.equalTo(item) }[0].layoutConstraints[0]
        .secondAttribute
    }
    #expect(
      attributes
        == NSLayoutConstraint.Attribute.allCases.filter { $0 != .notAnAttribute }.sorted {
          bitOrder($0) < bitOrder($1)
        })
    let composites: [(ConstraintItem, Int)] = [
      (guide.snp.edges, 4), (guide.snp.directionalEdges, 4), (guide.snp.horizontalEdges, 2),
      (guide.snp.verticalEdges, 2), (guide.snp.directionalHorizontalEdges, 2),
      (guide.snp.directionalVerticalEdges, 2), (guide.snp.size, 2), (guide.snp.center, 2),
      (guide.snp.margins, 4), (guide.snp.directionalMargins, 4),
      (guide.snp.centerWithinMargins, 2),
    ]
    for (item, count) in composites {
      #expect(item == item)
      #expect(count > 1)
    }
    #expect(view.snp.edges == view.snp.edges)
    let support: ConstraintLayoutSupport = UIViewController().topLayoutGuide
    #expect(support.snp.top == support.snp.top && !(support.snp.bottom == support.snp.height))
  }

  private func bitOrder(_ attribute: NSLayoutConstraint.Attribute) -> Int {
    let order: [NSLayoutConstraint.Attribute] = [
      .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
      .lastBaseline, .firstBaseline, .leftMargin, .topMargin, .rightMargin, .bottomMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]
    return order.firstIndex(of: attribute)!
  }
}

extension ConstraintMaker {
  /// A helper of the kind upstream made `item` public for (an aspect ratio).
  fileprivate func aspectRatio(_ ratio: CGFloat) {
    guard let view = item as? UIView else { return }
    width.equalTo(view.snp.height).multipliedBy(ratio)
  }
}
