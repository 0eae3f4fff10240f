import OpenUIKit
import SnapKit
import Testing

/// The intent of SnapKit's own 31 tests (reference §5, T01–T31): how many constraints are
/// installed and where, their attributes, constants, priorities and identifiers.
///
/// Upstream pairs `left` with `top` in T01, T04, T06, T07, T11 and T12, as UIKit accepts
/// through the item/attribute initializer; so do these ports, and
/// ``crossAxisPairIsInstalledAndSolved()`` checks the frames it gives.
@MainActor
@Suite struct UpstreamSuiteTests {
  let container = UIView()

  @Test func t01MakeConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(snpConstraints(container).count == 2)
    v2.snp.makeConstraints { make in
      make.edges.equalTo(v1)
    }
    #expect(snpConstraints(container).count == 6)
  }

  @Test func crossAxisPairIsInstalledAndSolved() {
    container.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v2.frame = CGRect(x: 10, y: 30, width: 100, height: 100)
    let diagnostics = LayoutDiagnostics.capture {
      v1.snp.makeConstraints { make in
        make.top.equalTo(v2.snp.top).offset(50)
        make.left.equalTo(v2.snp.top).offset(50)
        make.size.equalTo(20)
      }
      container.layoutIfNeeded()
    }
    #expect(diagnostics.isEmpty)
    #expect(snpConstraints(container).count == 2)
    #expect(snpConstraints(v1).count == 2)
    // left == v2.top + 50 = 80, top == v2.top + 50 = 80.
    #expect(v1.frame == CGRect(x: 80, y: 80, width: 20, height: 20))
  }

  @Test func t02HorizontalVerticalEdges() {
    let v1 = UIView()
    container.addSubview(v1)
    v1.snp.makeConstraints { make in
      make.verticalEdges.equalToSuperview()
      make.horizontalEdges.equalToSuperview()
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(container.constraints.count == 4)
    #expect(constraints.allSatisfy { $0.firstItem === v1 && $0.secondItem === container })
    let pairs = Set(constraints.map { [$0.firstAttribute, $0.secondAttribute] })
    #expect(
      pairs == [[.left, .left], [.right, .right], [.top, .top], [.bottom, .bottom]])
  }

  @Test func t03HorizontalVerticalDirectionalEdges() {
    let v1 = UIView()
    container.addSubview(v1)
    v1.snp.makeConstraints { make in
      make.directionalVerticalEdges.equalToSuperview()
      make.directionalHorizontalEdges.equalToSuperview()
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(container.constraints.count == 4)
    #expect(constraints.allSatisfy { $0.firstItem === v1 && $0.secondItem === container })
    let pairs = Set(constraints.map { [$0.firstAttribute, $0.secondAttribute] })
    #expect(
      pairs == [[.leading, .leading], [.trailing, .trailing], [.top, .top], [.bottom, .bottom]])
  }

  @Test func t04GuideMakeConstraints() {
    let v1 = UIView()
    let g1 = UILayoutGuide()
    container.addSubview(v1)
    container.addLayoutGuide(g1)
    v1.snp.makeConstraints { make in
      make.top.equalTo(g1).offset(50)
      make.left.equalTo(g1.snp.top).offset(50)
    }
    #expect(snpConstraints(container).count == 2)
    g1.snp.makeConstraints { make in
      make.edges.equalTo(v1)
    }
    #expect(snpConstraints(container).count == 6)
  }

  @Test func t05MakeImpliedSuperviewConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(50.0)
      make.left.equalTo(50.0)
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 2)
    #expect(constraints.allSatisfy { $0.secondItem === container })
    v2.snp.makeConstraints { make in
      make.edges.equalTo(v1)
    }
    #expect(snpConstraints(container).count == 6)
  }

  @Test func t06UpdateConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(snpConstraints(container).count == 2)
    v1.snp.updateConstraints { make in
      make.top.equalTo(v2.snp.top).offset(15)
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 2)
    // Upstream does not check the constant; it is 15.
    #expect(constraints.first { $0.firstAttribute == .top }?.constant == 15)
    #expect(constraints.first { $0.firstAttribute == .left }?.constant == 50)
  }

  @Test func t07RemakeConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2.snp.top).offset(50)
      make.left.equalTo(v2.snp.top).offset(50)
    }
    #expect(snpConstraints(container).count == 2)
    v1.snp.remakeConstraints { make in
      make.edges.equalTo(v2)
    }
    #expect(snpConstraints(container).count == 4)
  }

  @Test func t08RemoveConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    v1.snp.makeConstraints { make in
      make.top.equalTo(v2).offset(50)
      make.left.equalTo(v2).offset(50)
    }
    #expect(snpConstraints(container).count == 2)
    v1.snp.removeConstraints()
    #expect(snpConstraints(container).isEmpty)
  }

  @Test func t09PrepareConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    let constraints = v1.snp.prepareConstraints { make in
      make.edges.equalTo(v2)
    }
    #expect(snpConstraints(container).isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(snpConstraints(container).count == 4)
    for constraint in constraints { constraint.deactivate() }
    #expect(snpConstraints(container).isEmpty)
  }

  @Test func t10ReactivateConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    let constraints = v1.snp.prepareConstraints { make in
      make.edges.equalTo(v2)
    }
    #expect(snpConstraints(container).isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(snpConstraints(container).count == 4)
    for constraint in constraints { constraint.deactivate() }
    #expect(snpConstraints(container).isEmpty)
    for constraint in constraints { constraint.activate() }
    #expect(snpConstraints(container).count == 4)
  }

  @Test func t11ActivateDeactivateConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    var c1: Constraint?
    var c2: Constraint?
    let prepared = v1.snp.prepareConstraints { make in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
    }
    #expect(prepared.count == 2)
    #expect(prepared[0] === c1 && prepared[1] === c2)
    #expect(snpConstraints(container).isEmpty)
    c1?.activate()
    c2?.activate()
    #expect(snpConstraints(container).count == 2)
    c1?.deactivate()
    c2?.deactivate()
    #expect(snpConstraints(container).isEmpty)
    c1?.activate()
    c2?.activate()
    #expect(snpConstraints(container).count == 2)
  }

  @Test func t12SetIsActivatedConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    var c1: Constraint?
    var c2: Constraint?
    v1.snp.prepareConstraints { make in
      c1 = make.top.equalTo(v2.snp.top).offset(50).constraint
      c2 = make.left.equalTo(v2.snp.top).offset(50).constraint
    }
    #expect(snpConstraints(container).isEmpty)
    c1?.isActive = true
    c2?.isActive = false
    #expect(snpConstraints(container).count == 1)
    #expect(c1?.isActive == true && c2?.isActive == false)
    c1?.isActive = true
    c2?.isActive = true
    #expect(snpConstraints(container).count == 2)
    c1?.isActive = false
    c2?.isActive = false
    #expect(snpConstraints(container).isEmpty)
  }

  @Test func t13EdgeConstraints() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container).offset(50.0)
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(constraints.map(\.constant) == [50, 50, 50, 50])
  }

  @Test func t14UpdateReferencedConstraints() {
    let v1 = UIView()
    let v2 = UIView()
    container.addSubview(v1)
    container.addSubview(v2)
    var c1: Constraint!
    var c2: Constraint!
    v1.snp.makeConstraints { make in
      c1 = make.top.equalTo(v2).offset(50).constraint
      c2 = make.bottom.equalTo(v2).offset(25).constraint
    }
    let constraints = snpConstraints(container).sorted { $0.constant > $1.constant }
    #expect(constraints.count == 2)
    #expect(constraints.map(\.constant) == [50, 25])
    c1.update(offset: 15)
    c2.update(offset: 20)
    #expect(constraints.map(\.constant) == [15, 20])
    c1.update(inset: 15)
    c2.update(inset: 20)
    #expect(constraints.map(\.constant) == [15, -20])
  }

  @Test func t15InsetsAsConstraintsConstant() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container).inset(50.0)
    }
    let constraints = snpConstraints(container).sorted { $0.constant > $1.constant }
    #expect(constraints.map(\.constant) == [50, 50, -50, -50])
  }

  @Test func t16ConstraintInsetsAsImpliedEqualToConstraints() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
    }
    let constraints = snpConstraints(container).sorted { $0.constant > $1.constant }
    #expect(constraints.map(\.constant) == [25, 25, -25, -25])
  }

  @Test func t17ConstraintInsetsAsConstraintsConstant() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container).inset(
        ConstraintInsets(top: 25, left: 25, bottom: 25, right: 25))
    }
    let constraints = snpConstraints(container).sorted { $0.constant > $1.constant }
    #expect(constraints.map(\.constant) == [25, 25, -25, -25])
  }

  private func directionalInsetConstraints() -> [LayoutConstraint] {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.top.leading.bottom.trailing.equalTo(container).inset(
        ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }
    return snpConstraints(container).sorted {
      $0.firstAttribute.rawValue < $1.firstAttribute.rawValue
    }
  }

  @Test func t18ConstraintDirectionalInsetsAsImpliedEqualToConstraints() {
    let constraints = directionalInsetConstraints()
    #expect(constraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
    #expect(constraints.map(\.constant) == [25, -25, 25, -25])
    #expect(constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
  }

  @Test func t19ConstraintDirectionalInsetsAsConstraintsConstant() {
    let constraints = directionalInsetConstraints()
    #expect(constraints.map(\.firstAttribute) == [.top, .bottom, .leading, .trailing])
    #expect(constraints.map(\.constant) == [25, -25, 25, -25])
    #expect(constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
  }

  @Test func t20ConstraintDirectionalInsetsFallBackForNonDirectionalConstraints() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.edges.equalTo(container).inset(
        ConstraintDirectionalInsets(top: 25, leading: 25, bottom: 25, trailing: 25))
    }
    let constraints = snpConstraints(container).sorted {
      $0.firstAttribute.rawValue < $1.firstAttribute.rawValue
    }
    #expect(constraints.map(\.firstAttribute) == [.left, .right, .top, .bottom])
    #expect(constraints.map(\.constant) == [25, -25, 25, -25])
    #expect(constraints.allSatisfy { $0.firstAttribute == $0.secondAttribute })
  }

  @Test func t21SizeConstraints() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.size.equalTo(CGSize(width: 50, height: 50))
      make.left.top.equalTo(container)
    }
    let own = snpConstraints(view)
    #expect(own.count == 2)
    #expect(snpConstraints(container).count == 2)
    #expect(Set(own.map(\.firstAttribute)) == [.width, .height])
    #expect(own.allSatisfy { $0.constant == 50 && $0.secondItem == nil })
    #expect(own.allSatisfy { $0.secondAttribute == .notAnAttribute })
  }

  @Test func t22CenterConstraints() {
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.center.equalTo(container).offset(50.0)
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 2)
    #expect(constraints.map(\.constant) == [50, 50])
  }

  @Test func t23ConstraintIdentifier() {
    let identifier = "Test-Identifier"
    let view = UIView()
    container.addSubview(view)
    view.snp.makeConstraints { make in
      make.top.equalTo(container.snp.top).labeled(identifier)
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 1)
    #expect(constraints[0].identifier == identifier)
    #expect(constraints[0].label == identifier)
  }

  @Test func t24EdgesToEdges() {
    let view = UIView()
    container.addSubview(view)
    view.snp.remakeConstraints { make in
      make.edges.equalTo(container.snp.edges)
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(Set(constraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
    #expect(Set(constraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
  }

  @Test func t25DirectionalEdgesToDirectionalEdges() {
    let view = UIView()
    container.addSubview(view)
    view.snp.remakeConstraints { make in
      make.directionalEdges.equalTo(container.snp.directionalEdges)
    }
    let constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(Set(constraints.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
    #expect(Set(constraints.map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
  }

  @Test func t26EdgesToMargins() {
    let view = UIView()
    container.addSubview(view)
    view.snp.remakeConstraints { make in
      make.edges.equalTo(container.snp.margins)
    }
    var constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(Set(constraints.map(\.firstAttribute)) == [.top, .left, .bottom, .right])
    #expect(
      Set(constraints.map(\.secondAttribute)) == [
        .topMargin, .leftMargin, .bottomMargin, .rightMargin,
      ])
    view.snp.remakeConstraints { make in
      make.margins.equalTo(container.snp.edges)
    }
    constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(
      Set(constraints.map(\.firstAttribute)) == [
        .topMargin, .leftMargin, .bottomMargin, .rightMargin,
      ])
    #expect(Set(constraints.map(\.secondAttribute)) == [.top, .left, .bottom, .right])
  }

  @Test func t27DirectionalEdgesToDirectionalMargins() {
    let view = UIView()
    container.addSubview(view)
    view.snp.remakeConstraints { make in
      make.directionalEdges.equalTo(container.snp.directionalMargins)
    }
    var constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(Set(constraints.map(\.firstAttribute)) == [.top, .leading, .bottom, .trailing])
    #expect(
      Set(constraints.map(\.secondAttribute)) == [
        .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
      ])
    view.snp.remakeConstraints { make in
      make.directionalMargins.equalTo(container.snp.directionalEdges)
    }
    constraints = snpConstraints(container)
    #expect(constraints.count == 4)
    #expect(
      Set(constraints.map(\.firstAttribute)) == [
        .topMargin, .leadingMargin, .bottomMargin, .trailingMargin,
      ])
    #expect(Set(constraints.map(\.secondAttribute)) == [.top, .leading, .bottom, .trailing])
  }

  @Test func t28LayoutGuideConstraints() {
    let controller = UIViewController()
    controller.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    controller.view.addSubview(container)
    container.snp.makeConstraints { make in
      make.top.equalTo(controller.topLayoutGuide.snp.bottom)
      make.bottom.equalTo(controller.bottomLayoutGuide.snp.top)
    }
    #expect(snpConstraints(controller.view).count == 2)
  }

  @Test func layoutSupportGuidesFollowTheSafeArea() {
    let controller = UIViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.rootViewController = controller
    controller.view.addSubview(container)
    container.snp.makeConstraints { make in
      make.top.equalTo(controller.topLayoutGuide.snp.bottom).offset(8)
      make.bottom.equalTo(controller.bottomLayoutGuide.snp.top)
      make.leading.trailing.equalToSuperview()
    }
    window.layoutIfNeeded()
    #expect(controller.topLayoutGuide.length == 59)
    #expect(controller.bottomLayoutGuide.length == 34)
    #expect(container.frame == CGRect(x: 0, y: 67, width: 393, height: 751))
    #expect(controller.topLayoutGuide === controller.topLayoutGuide)
  }

  @Test func t29CanSetLabel() {
    container.snp.setLabel("Hello World")
    #expect(container.snp.label() == "Hello World")
  }

  @Test func t30PriorityShortcuts() {
    let view = UIView()
    container.addSubview(view)
    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(.required)
    }
    #expect(snpConstraints(container).count == 1)
    #expect(snpConstraints(container).first?.priority.rawValue == 1000)
    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(.low)
    }
    #expect(snpConstraints(container).count == 1)
    #expect(snpConstraints(container).first?.priority.rawValue == 250)
    view.snp.remakeConstraints { make in
      make.left.equalTo(1000.0).priority(ConstraintPriority.low.value + 1)
    }
    #expect(snpConstraints(container).count == 1)
    #expect(snpConstraints(container).first?.priority.rawValue == 251)
  }

  @Test func t31PriorityStride() {
    let higher = ConstraintPriority.high.advanced(by: 1)
    #expect(higher.value == 751)
    #expect(ConstraintPriority.low < ConstraintPriority.medium)
    #expect(ConstraintPriority.high.distance(to: .required) == 250)
  }
}

extension ConstraintItem {
  /// `==` as a method, for `#expect`.
  func isSame(as other: ConstraintItem) -> Bool { self == other }
}
