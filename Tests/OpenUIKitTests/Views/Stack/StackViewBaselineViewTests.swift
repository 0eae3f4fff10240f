import Foundation
import Testing

@testable import OpenUIKit

/// The arranged view whose baseline is the stack's (uikit-semantics §3.6.3).
@MainActor
@Suite struct StackViewBaselineViewTests: StackViewSuite {
  @Test func horizontalStackVendsItsTallestVisibleView() {
    let (root, stack, v) = makeStack(alignment: .leading)
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[1])
    #expect(stack.baselineArrangedView(forFirstBaseline: false) === v[1])
    v[1].isHidden = true
    root.layoutIfNeeded()
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[0])
  }

  @Test func verticalStackVendsItsFirstAndLastVisibleViews() {
    let (_, stack, v) = makeStack(axis: .vertical)
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[0])
    #expect(stack.baselineArrangedView(forFirstBaseline: false) === v[2])
    v[0].isHidden = true
    v[2].isHidden = true
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === v[1])
    #expect(stack.baselineArrangedView(forFirstBaseline: false) === v[1])
    v[1].isHidden = true
    #expect(stack.baselineArrangedView(forFirstBaseline: true) === stack)
  }
}
