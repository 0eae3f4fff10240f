import Foundation
import Testing

@testable import OpenUIKit

/// `.fill` when hugging or compression-resistance priorities tie. UIKit resolves it "by
/// arrangement order" without saying how (unverified). OpenUIKit's rule is the solver's
/// deterministic tie-break: the view that joined the layout engine first stretches or
/// squeezes, the others keep their intrinsic sizes. For views arranged in the order they
/// were laid out that is the first arranged view, the rule §6.3 of the UIKit reference
/// suggests; a view inserted in front later does not take that role.
@MainActor
@Suite struct StackViewFillTieBreakTests: StackViewSuite {
  @Test func firstViewStretchesOnUnderflow() {
    let (_, _, v) = makeStack(width: 230)
    expectFrames(v, [(0, 0, 130, 30), (140, 0, 60, 30), (210, 0, 20, 30)])
  }

  @Test func firstViewSqueezesOnOverflow() {
    let (_, _, v) = makeStack(width: 120)
    expectFrames(v, [(0, 0, 20, 30), (30, 0, 60, 30), (100, 0, 20, 30)])
  }

  @Test func verticalStackFollowsTheSameRule() {
    let (_, _, v) = makeStack(axis: .vertical, height: 230)
    expectFrames(v, [(0, 0, 30, 130), (0, 140, 30, 60), (0, 210, 30, 20)])
  }

  @Test func twoAndFourViews() {
    var (_, _, v) = makeStack(sizes: [(40, 20), (60, 30)], width: 200)
    expectFrames(v, [(0, 0, 130, 30), (140, 0, 60, 30)])
    (_, _, v) = makeStack(sizes: [(40, 20), (60, 30), (20, 10), (30, 10)], width: 300)
    expectFrames(v, [(0, 0, 160, 30), (170, 0, 60, 30), (240, 0, 20, 30), (270, 0, 30, 30)])
    (_, _, v) = makeStack(sizes: [(40, 20), (60, 30), (20, 10), (30, 10)], width: 150)
    expectFrames(v, [(0, 0, 10, 30), (20, 0, 60, 30), (90, 0, 20, 30), (120, 0, 30, 30)])
  }

  @Test func aViewInsertedInFrontLaterKeepsItsSize() {
    let (root, stack, v) = makeStack(width: 230)
    let d = IntrinsicView(30, 30)
    stack.insertArrangedSubview(d, at: 0)
    root.layoutIfNeeded()
    expectFrames([d] + v, [(0, 0, 30, 30), (40, 0, 90, 30), (140, 0, 60, 30), (210, 0, 20, 30)])
  }
}
