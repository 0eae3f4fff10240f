import Foundation
import Testing

@testable import OpenUIKit

/// A stand-in for a multi-line label.
@MainActor
final class WrappingTextStandIn: UIView, StackMultilineTextCandidate {
  var isCandidateForMultilineTextWidthDisambiguation: Bool { true }
}

/// `UISV-text-width-disambiguation` for multi-line text side by side.
@MainActor
@Suite struct StackViewTextWidthTests: StackViewSuite {
  @Test func twoWrappingViewsShareTheWidth() {
    let a = WrappingTextStandIn()
    let b = WrappingTextStandIn()
    let plain = UIView()
    let stack = UIStackView(arrangedSubviews: [a, plain, b])
    stack.spacing = 10
    let list = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
    #expect(list.count == 2)
    #expect(list.map(\.priority.rawValue) == [950, 951])
    #expect(list.allSatisfy { $0.multiplier == 0.5 && $0.constant == -5 })
    #expect(list.allSatisfy { $0.relation == .lessThanOrEqual && $0.secondItem === stack })
    let s = "UIStackView:\(address(stack))"
    #expect(
      list[0].description
        == "<NSLayoutConstraint:\(address(list[0])) 'UISV-text-width-disambiguation' "
        + "OpenUIKitTests.WrappingTextStandIn:\(address(a)).width <= 0.5*\(s).width - 5 @950   (active)>"
    )
    stack.distribution = .fillEqually
    #expect(!identifiers(stack).contains("UISV-text-width-disambiguation"))
    stack.distribution = .equalSpacing
    stack.axis = .vertical
    #expect(!identifiers(stack).contains("UISV-text-width-disambiguation"))
  }
}
