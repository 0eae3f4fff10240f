import Foundation
import Testing

@testable import OpenUIKit

/// Hidden arranged views collapse (UIKit's modern model: `UISV-hiding` at 999.999, visible
/// neighbours joined by `UISV-spacing`, the hidden view placed by `UISV-spacing-hidden` at
/// 50), and unhiding restores the layout.
@MainActor
@Suite struct StackViewHiddenTests: StackViewSuite {
  @Test func hiddenMiddleViewCollapsesAtHalfTheSpacing() {
    let (root, stack, v) = makeStack()
    v[1].isHidden = true
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (45, 0, 0, 30), (50, 0, 20, 30)])
    expectFrame(stack.frame, 0, 0, 70, 30)
    v[1].isHidden = false
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (50, 0, 60, 30), (120, 0, 20, 30)])
    expectFrame(stack.frame, 0, 0, 140, 30)
  }

  @Test func hiddenFirstAndLastViews() {
    let (root, stack, v) = makeStack()
    v[0].isHidden = true
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 0, 30), (0, 0, 60, 30), (70, 0, 20, 30)])
    expectFrame(stack.frame, 0, 0, 90, 30)
    v[0].isHidden = false
    v[2].isHidden = true
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (50, 0, 60, 30), (110, 0, 0, 30)])
    expectFrame(stack.frame, 0, 0, 110, 30)
  }

  @Test func allHiddenViewsSitAtTheSpannersEnd() {
    let (root, stack, v) = makeStack(width: 100, height: 50)
    for view in v { view.isHidden = true }
    root.layoutIfNeeded()
    expectFrames(v, [(100, 0, 0, 50), (100, 0, 0, 50), (100, 0, 0, 50)])
    expectFrame(stack.frame, 0, 0, 100, 50)
    let fit = stack.constraints.first { $0.identifier == "UISV-spanning-fit" }
    #expect(fit?.priority == UILayoutPriority(0.001))
  }

  @Test func hiddenViewInEqualSpacingFillEquallyAndFillProportionally() {
    var (root, _, v) = makeStack(distribution: .equalSpacing, width: 200)
    v[1].isHidden = true
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (45, 0, 0, 30), (180, 0, 20, 30)])

    (root, _, v) = makeStack(distribution: .fillEqually)
    v[1].isHidden = true
    root.layoutIfNeeded()
    expectFrames(v, [(0, 0, 40, 30), (45, 0, 0, 30), (50, 0, 40, 30)])

    (root, _, v) = makeStack(distribution: .fillProportionally, width: 230)
    v[1].isHidden = true
    root.layoutIfNeeded()
    // Visible a and c: a = 230·40/70 at 999, c takes the rest (997).
    let a: CGFloat = 230.0 * 40 / 70
    expectFrames(v, [(0, 0, a, 30), (a + 5, 0, 0, 30), (a + 10, 0, 220 - a, 30)])
  }

  @Test func hiddenViewInVerticalCenteredStack() {
    let (root, stack, v) = makeStack(axis: .vertical, alignment: .center)
    v[0].isHidden = true
    root.layoutIfNeeded()
    // Hidden views stay in the alignment set (centred) and keep their cross size.
    expectFrames(v, [(5, 0, 20, 0), (0, 0, 30, 60), (10, 70, 10, 20)])
    expectFrame(stack.frame, 0, 0, 30, 90)
  }

  @Test func hidingConstraintsAndIdentifiers() {
    let (_, stack, v) = makeStack(spacing: 8)
    v[1].isHidden = true
    let hiding = stack.constraints.filter { $0.identifier == "UISV-hiding" }
    #expect(hiding.count == 1)
    #expect(hiding.first?.priority.rawValue == Float(999.999))
    #expect(hiding.first?.description.contains(".width == 0 @999.999") == true)
    let hidden = stack.constraints.filter { $0.identifier == "UISV-spacing-hidden" }
    #expect(hidden.count == 1)
    #expect(hidden.first?.constant == 4)
    #expect(hidden.first?.priority == UILayoutPriority(50))
    #expect(identifiers(stack).filter { $0 == "UISV-spacing" }.count == 1)
    #expect(v[1].isHidden && stack.arrangedSubviews.count == 3 && stack.subviews.count == 3)
  }
}
