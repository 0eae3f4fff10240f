import Foundation
import Testing

@testable import OpenUIKit

/// Spacing: custom spacing after a view, the default and system values, pixel rounding,
/// baseline-relative and margin-relative arrangement.
@MainActor
@Suite struct StackViewSpacingTests: StackViewSuite {
  @Test func customSpacingAfterAView() {
    let (root, stack, v) = makeStack()
    stack.setCustomSpacing(25, after: v[0])
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (65, 0, 60, 30), (135, 0, 20, 30)])
    #expect(stack.customSpacing(after: v[0]) == 25)
    #expect(stack.customSpacing(after: v[1]) == UIStackView.spacingUseDefault)
    // Moves with the view when it is re-ordered.
    stack.insertArrangedSubview(v[0], at: 1)
    root.layoutIfNeeded()
    expectFrames([v[1], v[0], v[2]], [(0, 0, 60, 30), (70, 0, 40, 30), (135, 0, 20, 30)])
    // Removed by spacingUseDefault.
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: v[0])
    root.layoutIfNeeded()
    expectFrame(v[2].frame, 120, 0, 20, 30)
  }

  @Test func customSpacingIsDroppedWithTheViewAndIgnoredForOthers() {
    let (_, stack, v) = makeStack()
    stack.setCustomSpacing(25, after: v[0])
    stack.removeArrangedSubview(v[0])
    stack.addArrangedSubview(v[0])
    #expect(stack.customSpacing(after: v[0]) == UIStackView.spacingUseDefault)
    let stranger = UIView()
    stack.setCustomSpacing(30, after: stranger)
    #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
  }

  @Test func specialSpacingValues() {
    #expect(UIStackView.spacingUseDefault == 3.4028234663852886e38)
    #expect(UIStackView.spacingUseSystem == 1.1754943508222875e-38)
    let (root, stack, v) = makeStack()
    stack.spacing = UIStackView.spacingUseSystem
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (48, 0, 60, 30), (116, 0, 20, 30)])
    let spacing = stack.constraints.first { $0.identifier == "UISV-spacing" }
    #expect(spacing?.description.contains("+ NSLayoutAnchorConstraintSpace(8)") == true)
    stack.spacing = UIStackView.spacingUseDefault
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (40, 0, 60, 30), (100, 0, 20, 30)])
    stack.spacing = -10
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (30, 0, 60, 30), (80, 0, 20, 30)])
  }

  @Test func spacingIsRoundedToPixels() {
    // Scale 3: 10.2 pt is 30.6 px, rounded to 31 px = 10.333 pt.
    let (root, stack, v) = makeStack()
    stack.spacing = 10.2
    root.layoutIfNeeded()
    expectFrame(v[1].frame, 40 + 31.0 / 3, 0, 60, 30)
    expectFrame(v[2].frame, 100 + 62.0 / 3, 0, 20, 30)
  }

  @Test func layoutMarginsRelativeArrangement() {
    let (root, stack, v) = makeStack()
    stack.layoutMargins = UIEdgeInsets(top: 5, left: 7, bottom: 3, right: 9)
    stack.isLayoutMarginsRelativeArrangement = true
    root.layoutIfNeeded()
    expectFrames(v, [(7, 5, 40, 30), (57, 5, 60, 30), (127, 5, 20, 30)])
    expectFrame(stack.frame, 0, 0, 156, 38)
    let connection = stack.constraints.first { $0.identifier == "UISV-canvas-connection" }
    #expect(connection?.firstItem === stack.layoutMarginsGuide)
    stack.isLayoutMarginsRelativeArrangement = false
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (50, 0, 60, 30), (120, 0, 20, 30)])
    expectFrame(stack.frame, 0, 0, 140, 30)
  }

  @Test func baselineRelativeArrangementInAVerticalStack() {
    // A plain view's baselines are its bottom edge: each view's bottom lies 10 below the
    // previous view's bottom.
    let (root, stack, v) = makeStack(axis: .vertical)
    stack.isBaselineRelativeArrangement = true
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 30, 40), (0, -10, 30, 60), (0, 40, 30, 20)])
    expectFrame(stack.frame, 0, 0, 30, 60)
    let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
    #expect(spacing.map(\.firstAttribute) == [.firstBaseline, .firstBaseline])
    #expect(spacing.map(\.secondAttribute) == [.lastBaseline, .lastBaseline])
  }

  @Test func baselineRelativeArrangementIsIgnoredHorizontally() {
    let (root, stack, v) = makeStack()
    stack.isBaselineRelativeArrangement = true
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (50, 0, 60, 30), (120, 0, 20, 30)])
  }
}
