import Foundation
import Testing

@testable import OpenUIKit

/// UIKit's rules for arranged subviews: adding makes a subview, `removeArrangedSubview`
/// keeps it, `removeFromSuperview` removes it from both; property changes re-arrange.
@MainActor
@Suite struct StackViewArrangedSubviewsTests: StackViewSuite {
  @Test func defaults() {
    let stack = UIStackView(frame: .zero)
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    #expect(UIStackView.Distribution.equalCentering.rawValue == 4)
    #expect(UIStackView.Alignment.lastBaseline.rawValue == 5)
  }

  @Test func addingMakesASubviewWithoutAutoresizingConstraints() {
    let stack = UIStackView()
    let view = UIView()
    stack.addArrangedSubview(view)
    #expect(stack.arrangedSubviews.map { ObjectIdentifier($0) } == [ObjectIdentifier(view)])
    #expect(view.superview === stack)
    #expect(!view.translatesAutoresizingMaskIntoConstraints)
    // Adding it again keeps one entry.
    stack.addArrangedSubview(view)
    #expect(stack.arrangedSubviews.count == 1 && stack.subviews.count == 1)
  }

  @Test func insertMovesAndReportsIndicesBeyondTheEnd() {
    let (root, stack, v) = makeStack()
    let d = IntrinsicView(30, 30)
    stack.insertArrangedSubview(d, at: 1)
    root.layoutIfNeeded()
    expectFrames(
      [v[0], d, v[1], v[2]], [(0, 0, 40, 30), (50, 0, 30, 30), (90, 0, 60, 30), (160, 0, 20, 30)])
    let diagnostics = LayoutDiagnostics.capture { stack.insertArrangedSubview(UIView(), at: 9) }
    #expect(raisedReasons(diagnostics, name: "NSInvalidArgumentException").count == 1)
    #expect(stack.arrangedSubviews.count == 4)
  }

  @Test func removeArrangedSubviewKeepsTheSubview() {
    let (root, stack, v) = makeStack()
    stack.removeArrangedSubview(v[1])
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 2)
    #expect(v[1].superview === stack && stack.subviews.count == 3)
    expectFrames([v[0], v[2]], [(0, 0, 40, 20), (50, 0, 20, 20)])
    #expect(
      v[1].constraintsAffectingLayout(for: .horizontal).allSatisfy {
        $0.identifier?.hasPrefix("UISV") != true
      })
  }

  @Test func removeFromSuperviewRemovesTheArrangedView() {
    let (root, stack, v) = makeStack()
    v[0].removeFromSuperview()
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
    expectFrames([v[1], v[2]], [(0, 0, 60, 30), (70, 0, 20, 30)])
    // Moving an arranged view into another stack removes it from the first.
    let other = UIStackView()
    other.addArrangedSubview(v[2])
    #expect(stack.arrangedSubviews.count == 1)
    #expect(other.arrangedSubviews.first === v[2])
  }

  @Test func propertyChangesRebuildOnlyTheStacksConstraints() {
    let (root, stack, v) = makeStack()
    let outside = stack.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
    outside.isActive = true
    stack.axis = .vertical
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 60, 20), (0, 30, 60, 30), (0, 70, 60, 10)])
    expectFrame(stack.frame, 0, 0, 60, 80)
    #expect(outside.isActive)
    stack.alignment = .center
    stack.spacing = 0
    root.layoutIfNeeded()
    expectFrames(v, [(10, 0, 40, 20), (0, 20, 60, 30), (20, 50, 20, 10)])
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    expectFrames(v, [(10, 0, 40, 30), (0, 30, 60, 30), (20, 60, 20, 30)])
    #expect(
      stack.constraints.allSatisfy { $0 === outside || $0.identifier?.hasPrefix("UISV-") == true })
  }

  @Test func fillProportionallyFollowsIntrinsicSizeChanges() {
    let (root, stack, v) = makeStack(distribution: .fillProportionally)
    v[2].size = CGSize(width: 40, height: 10)
    v[2].invalidateIntrinsicContentSize()
    stack.setNeedsUpdateConstraints()
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (50, 0, 60, 30), (120, 0, 40, 30)])
    expectFrame(stack.frame, 0, 0, 160, 30)
  }
}
