import Foundation
import OpenUIKit
import Testing

/// Every factory of `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and `NSLayoutDimension`
/// (reference §2.2) and the frames it produces in a 400 × 400 root.
@MainActor
@Suite struct AnchorTests: LayoutBehaviorSuite {
  /// A root with one Auto Layout subview.
  func setUp() -> (root: UIView, view: UIView) {
    let root = makeRoot()
    return (root, addAutoLayoutView(to: root))
  }

  /// A constraint at priority 500: a wish the inequality under test overrides.
  func wish(_ c: NSLayoutConstraint) -> NSLayoutConstraint {
    c.priority = UILayoutPriority(500)
    return c
  }

  @Test func factoriesRecordItemsAttributesRelationAndConstant() {
    let (root, view) = setUp()
    let c = view.trailingAnchor.constraint(lessThanOrEqualTo: root.centerXAnchor, constant: -3)
    #expect(c.firstItem === view && c.firstAttribute == .trailing)
    #expect(c.secondItem === root && c.secondAttribute == .centerX)
    #expect(c.relation == .lessThanOrEqual && c.multiplier == 1 && c.constant == -3)
    let d = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 7)
    #expect(d.firstAttribute == .height && d.secondItem == nil)
    #expect(d.secondAttribute == .notAnAttribute && d.relation == .greaterThanOrEqual)
    #expect(d.constant == 7)
    let e = view.widthAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.25, constant: 2)
    #expect(e.secondItem === root && e.secondAttribute == .height)
    #expect(e.multiplier == 0.25 && e.constant == 2 && e.relation == .equal)
  }

  @Test func xAxisEqualities() {
    let (root, view) = setUp()
    let other = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      view.trailingAnchor.constraint(equalTo: root.centerXAnchor),
      other.leftAnchor.constraint(equalTo: view.rightAnchor),
      other.rightAnchor.constraint(equalTo: root.rightAnchor, constant: -30),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
      other.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      other.heightAnchor.constraint(equalTo: view.heightAnchor),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 20, 0, 180, 10)
    expectFrame(other.frame, 200, 0, 170, 10)
  }

  @Test func xAxisInequalitiesOverrideLowerPriorities() {
    let (root, view) = setUp()
    NSLayoutConstraint.activate([
      view.leadingAnchor.constraint(greaterThanOrEqualTo: root.leadingAnchor, constant: 50),
      wish(view.leadingAnchor.constraint(equalTo: root.leadingAnchor)),
      view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -30),
      wish(view.trailingAnchor.constraint(equalTo: root.trailingAnchor)),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 50, 0, 320, 10)
  }

  @Test func xAxisInequalitiesWithoutConstants() {
    let (root, view) = setUp()
    let fence = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(fence, in: root, 100, 0, 200, 10))
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(greaterThanOrEqualTo: fence.leftAnchor),
      wish(view.leftAnchor.constraint(equalTo: root.leftAnchor)),
      view.rightAnchor.constraint(lessThanOrEqualTo: fence.rightAnchor),
      wish(view.rightAnchor.constraint(equalTo: root.rightAnchor)),
      view.centerXAnchor.constraint(lessThanOrEqualTo: fence.centerXAnchor, constant: 100),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      view.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 100, 20, 200, 10)
  }

  @Test func yAxisEqualitiesAndInequalities() {
    let (root, view) = setUp()
    let below = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      view.bottomAnchor.constraint(equalTo: root.centerYAnchor, constant: -10),
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
      below.topAnchor.constraint(greaterThanOrEqualTo: view.bottomAnchor, constant: 25),
      wish(below.topAnchor.constraint(equalTo: root.topAnchor)),
      below.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor, constant: -40),
      wish(below.bottomAnchor.constraint(equalTo: root.bottomAnchor)),
      below.centerYAnchor.constraint(greaterThanOrEqualTo: root.centerYAnchor),
      below.leftAnchor.constraint(equalTo: root.leftAnchor),
      below.widthAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 0, 10, 10, 180)
    expectFrame(below.frame, 0, 215, 10, 145)
  }

  @Test func yAxisFactoriesWithoutConstants() {
    let (root, view) = setUp()
    let other = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(other, in: root, 0, 100, 10, 60))
    NSLayoutConstraint.activate([
      view.topAnchor.constraint(greaterThanOrEqualTo: other.topAnchor),
      wish(view.topAnchor.constraint(equalTo: root.topAnchor)),
      view.bottomAnchor.constraint(lessThanOrEqualTo: other.bottomAnchor),
      wish(view.bottomAnchor.constraint(equalTo: root.bottomAnchor)),
      view.centerYAnchor.constraint(equalTo: other.centerYAnchor),
      view.leftAnchor.constraint(equalTo: other.rightAnchor),
      view.widthAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 10, 100, 10, 60)
  }

  @Test func dimensionConstants() {
    let (root, view) = setUp()
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 120),
      view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
      wish(view.heightAnchor.constraint(equalToConstant: 10)),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 0, 0, 120, 44)
    let other = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      other.leftAnchor.constraint(equalTo: root.leftAnchor),
      other.topAnchor.constraint(equalTo: root.topAnchor),
      other.widthAnchor.constraint(lessThanOrEqualToConstant: 75),
      wish(other.widthAnchor.constraint(equalToConstant: 300)),
      other.heightAnchor.constraint(equalToConstant: 5),
    ])
    root.layoutIfNeeded()
    expectFrame(other.frame, 0, 0, 75, 5)
  }

  @Test func dimensionToDimension() {
    let (root, view) = setUp()
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(view, in: root, 0, 0, 100, 60))
    NSLayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.widthAnchor.constraint(equalTo: view.widthAnchor),
      a.heightAnchor.constraint(equalTo: view.widthAnchor, constant: 5),
      b.leftAnchor.constraint(equalTo: root.leftAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.widthAnchor.constraint(greaterThanOrEqualTo: view.widthAnchor),
      wish(b.widthAnchor.constraint(equalToConstant: 0)),
      b.heightAnchor.constraint(lessThanOrEqualTo: view.heightAnchor, constant: -10),
      wish(b.heightAnchor.constraint(equalToConstant: 400)),
    ])
    root.layoutIfNeeded()
    expectFrame(a.frame, 0, 0, 100, 105)
    expectFrame(b.frame, 0, 0, 100, 50)
  }

  @Test func dimensionMultipliers() {
    let root = makeRoot()
    let views = (0..<6).map { _ in addAutoLayoutView(to: root) }
    for v in views {
      NSLayoutConstraint.activate([
        v.leftAnchor.constraint(equalTo: root.leftAnchor),
        v.topAnchor.constraint(equalTo: root.topAnchor),
        v.heightAnchor.constraint(equalToConstant: 1),
      ])
    }
    NSLayoutConstraint.activate([
      views[0].widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
      views[1].widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
      views[2].widthAnchor.constraint(greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.3),
      wish(views[2].widthAnchor.constraint(equalToConstant: 0)),
      views[3].widthAnchor.constraint(
        greaterThanOrEqualTo: root.widthAnchor, multiplier: 0.3, constant: 5),
      wish(views[3].widthAnchor.constraint(equalToConstant: 0)),
      views[4].widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.75),
      wish(views[4].widthAnchor.constraint(equalToConstant: 1000)),
      views[5].widthAnchor.constraint(
        lessThanOrEqualTo: root.widthAnchor, multiplier: 0.75, constant: -20),
      wish(views[5].widthAnchor.constraint(equalToConstant: 1000)),
    ])
    root.layoutIfNeeded()
    let widths: [CGFloat] = [200, 110, 120, 125, 300, 280]
    for (v, w) in zip(views, widths) {
      expectFrame(v.frame, 0, 0, w, 1)
    }
  }

  @Test func aspectRatioBetweenWidthAndHeight() {
    let (root, view) = setUp()
    NSLayoutConstraint.activate([
      view.leftAnchor.constraint(equalTo: root.leftAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor),
      view.widthAnchor.constraint(equalToConstant: 160),
      view.heightAnchor.constraint(equalTo: view.widthAnchor, multiplier: 9.0 / 16.0),
    ])
    root.layoutIfNeeded()
    expectFrame(view.frame, 0, 0, 160, 90)
  }

  @Test func systemSpacingAfterIsEightPoints() {
    let root = makeRoot()
    let label = addAutoLayoutView(to: root)
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: root)
    let c = addAutoLayoutView(to: root)
    let d = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(label, in: root, 10, 0, 50, 10))
    for (index, v) in [a, b, c, d].enumerated() {
      NSLayoutConstraint.activate([
        v.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(20 * (index + 1))),
        v.widthAnchor.constraint(equalToConstant: 10),
        v.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
      b.leadingAnchor.constraint(equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 2.5),
      c.leadingAnchor.constraint(
        greaterThanOrEqualToSystemSpacingAfter: label.trailingAnchor, multiplier: 1),
      wish(c.leadingAnchor.constraint(equalTo: root.leadingAnchor)),
      d.leadingAnchor.constraint(
        lessThanOrEqualToSystemSpacingAfter: label.trailingAnchor, multiplier: 3),
      wish(d.leadingAnchor.constraint(equalTo: root.trailingAnchor)),
    ])
    root.layoutIfNeeded()
    expectFrame(a.frame, 68, 20, 10, 10)
    expectFrame(b.frame, 80, 40, 10, 10)
    expectFrame(c.frame, 68, 60, 10, 10)
    expectFrame(d.frame, 84, 80, 10, 10)
  }

  @Test func systemSpacingBelowIsEightPoints() {
    let root = makeRoot()
    let title = addAutoLayoutView(to: root)
    let views = (0..<4).map { _ in addAutoLayoutView(to: root) }
    NSLayoutConstraint.activate(pin(title, in: root, 0, 10, 50, 30))
    for (index, v) in views.enumerated() {
      NSLayoutConstraint.activate([
        v.leftAnchor.constraint(equalTo: root.leftAnchor, constant: CGFloat(20 * (index + 1))),
        v.widthAnchor.constraint(equalToConstant: 10),
        v.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
    NSLayoutConstraint.activate([
      views[0].topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
      views[1].topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 2),
      views[2].topAnchor.constraint(
        greaterThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
      wish(views[2].topAnchor.constraint(equalTo: root.topAnchor)),
      views[3].topAnchor.constraint(
        lessThanOrEqualToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
      wish(views[3].topAnchor.constraint(equalTo: root.bottomAnchor)),
    ])
    root.layoutIfNeeded()
    expectFrame(views[0].frame, 20, 48, 10, 10)
    expectFrame(views[1].frame, 40, 56, 10, 10)
    expectFrame(views[2].frame, 60, 48, 10, 10)
    expectFrame(views[3].frame, 80, 48, 10, 10)
  }

  /// `anchorWithOffset(to:)`: two equal gaps centre a view between two others.
  @Test func anchorWithOffsetMakesEqualGaps() {
    let root = makeRoot()
    let left = addAutoLayoutView(to: root)
    let middle = addAutoLayoutView(to: root)
    let right = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(left, in: root, 0, 0, 50, 10))
    let rightPins = pin(right, in: root, 330, 0, 70, 10)
    NSLayoutConstraint.activate(rightPins)
    let gap1 = left.trailingAnchor.anchorWithOffset(to: middle.leadingAnchor)
    let gap2 = middle.trailingAnchor.anchorWithOffset(to: right.leadingAnchor)
    NSLayoutConstraint.activate([
      gap1.constraint(equalTo: gap2),
      middle.widthAnchor.constraint(equalToConstant: 100),
      middle.topAnchor.constraint(equalTo: root.topAnchor),
      middle.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    expectFrame(middle.frame, 140, 0, 100, 10)
    rightPins[0].constant = 250
    root.layoutIfNeeded()
    expectFrame(middle.frame, 100, 0, 100, 10)
  }

  @Test func anchorWithOffsetVerticallyAndWithDimensionFactories() {
    let root = makeRoot()
    let top = addAutoLayoutView(to: root)
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate(pin(top, in: root, 0, 0, 10, 40))
    NSLayoutConstraint.activate([
      a.leftAnchor.constraint(equalTo: root.leftAnchor),
      a.widthAnchor.constraint(equalToConstant: 10),
      a.heightAnchor.constraint(equalToConstant: 20),
      top.bottomAnchor.anchorWithOffset(to: a.topAnchor).constraint(equalToConstant: 30),
      b.leftAnchor.constraint(equalTo: root.leftAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 20),
      // the gap a → b is twice the gap top → a
      a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(
        equalTo: top.bottomAnchor.anchorWithOffset(to: a.topAnchor), multiplier: 2),
    ])
    root.layoutIfNeeded()
    expectFrame(a.frame, 0, 70, 10, 20)
    expectFrame(b.frame, 0, 150, 10, 20)
  }

  @Test func layoutGuideAnchors() {
    let root = makeRoot()
    let guide = UILayoutGuide()
    guide.identifier = "spacer"
    root.addLayoutGuide(guide)
    #expect(guide.owningView === root)
    #expect(root.layoutGuides.contains { $0 === guide })
    let view = addAutoLayoutView(to: root)
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      guide.trailingAnchor.constraint(equalTo: root.centerXAnchor),
      guide.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      guide.heightAnchor.constraint(equalToConstant: 30),
      view.leftAnchor.constraint(equalTo: guide.rightAnchor),
      view.rightAnchor.constraint(equalTo: root.rightAnchor),
      view.centerYAnchor.constraint(equalTo: guide.centerYAnchor),
      view.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 2),
    ])
    root.layoutIfNeeded()
    expectFrame(guide.layoutFrame, 10, 20, 190, 30)
    expectFrame(view.frame, 200, 5, 200, 60)
    let c = guide.widthAnchor.constraint(equalToConstant: 1)
    #expect(c.firstItem === guide)
    #expect(guide.centerXAnchor.constraint(equalTo: view.centerXAnchor).firstAttribute == .centerX)
    #expect(guide.leftAnchor.constraint(equalTo: view.leftAnchor).secondItem === view)
    #expect(guide.bottomAnchor.constraint(equalTo: view.bottomAnchor).firstAttribute == .bottom)
  }

  @Test func removingAGuideDeactivatesItsConstraints() {
    let root = makeRoot()
    let guide = UILayoutGuide()
    root.addLayoutGuide(guide)
    let view = addAutoLayoutView(to: root)
    let c = view.leadingAnchor.constraint(equalTo: guide.trailingAnchor)
    c.isActive = true
    root.removeLayoutGuide(guide)
    #expect(!c.isActive)
    #expect(guide.owningView == nil)
    #expect(!root.layoutGuides.contains { $0 === guide })
  }
}
