import Foundation
import OpenUIKit
import SnapKit
import Testing

/// A chain's platform constraints (`Constraint.layoutConstraints`): one for a single
/// attribute, one per attribute in SnapKit's order otherwise; the
/// list can be replaced with any number, and the constraints that leave it, or outlive the
/// chain, stop naming it.
@MainActor
@Suite struct LayoutConstraintListTests {
  let superview = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
  let view = UIView()

  init() {
    superview.addSubview(view)
  }

  @Test func aSingleAttributeMakesOnePlatformConstraint() {
    let c = view.snp.prepareConstraints { $0.top.equalToSuperview().offset(7) }[0]
    #expect(c.layoutConstraints.count == 1)
    #expect(c.layoutConstraints[0].firstAttribute == .top)
    #expect(c.layoutConstraints[0].constant == 7)
    #expect(!c.isActive)
    c.activate()
    #expect(c.isActive && c.layoutConstraints[0].isActive)
    c.update(offset: 9)
    #expect(c.layoutConstraints[0].constant == 9)
    c.update(priority: 500)
    // A required constraint keeps its priority (upstream's rule).
    #expect(c.layoutConstraints[0].priority.rawValue == 1000)
    c.deactivate()
    #expect(!c.isActive && !c.layoutConstraints[0].isActive)
  }

  @Test func severalAttributesMakeOneEachInOrder() {
    let c = view.snp.prepareConstraints { $0.edges.equalToSuperview().inset(4) }[0]
    #expect(c.layoutConstraints.map(\.firstAttribute) == [.left, .top, .right, .bottom])
    #expect(c.layoutConstraints.map(\.constant) == [4, 4, -4, -4])
    c.activate()
    superview.layoutIfNeeded()
    #expect(view.frame == CGRect(x: 4, y: 4, width: 192, height: 92))
    #expect(c.layoutConstraints.allSatisfy { $0.isActive })
  }

  @Test func theListCanBeReplacedWithAnyNumber() {
    let c = view.snp.prepareConstraints { $0.width.height.equalTo(3) }[0]
    let (width, height) = (c.layoutConstraints[0], c.layoutConstraints[1])
    c.layoutConstraints = [height]
    #expect(c.layoutConstraints.count == 1 && c.layoutConstraints[0] === height)
    c.layoutConstraints = []
    #expect(c.layoutConstraints.isEmpty && !c.isActive)
    c.layoutConstraints = [width, height, width]
    #expect(
      c.layoutConstraints.map(ObjectIdentifier.init)
        == [width, height, width].map(ObjectIdentifier.init))
    c.activate()
    superview.layoutIfNeeded()
    #expect(view.frame.size == CGSize(width: 3, height: 3))
  }

  @Test func platformConstraintsOutlivingTheirChainStopNamingIt() {
    var single: LayoutConstraint?
    var pair: [LayoutConstraint] = []
    do {
      let one = view.snp.prepareConstraints { $0.width.equalTo(5) }[0]
      let two = view.snp.prepareConstraints { $0.size.equalTo(6) }[0]
      single = one.layoutConstraints[0]
      pair = two.layoutConstraints
      #expect(single?.description.contains("@LayoutConstraintListTests.swift#") == true)
      #expect(pair.allSatisfy { $0.description.contains("@LayoutConstraintListTests.swift#") })
    }
    #expect(single?.description.contains("@LayoutConstraintListTests.swift#") == false)
    #expect(pair.count == 2)
    #expect(pair.allSatisfy { !$0.description.contains("@LayoutConstraintListTests.swift#") })
  }
}
