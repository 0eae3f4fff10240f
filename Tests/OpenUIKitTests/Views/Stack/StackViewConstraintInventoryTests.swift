import Foundation
import Testing

@testable import OpenUIKit

/// The constraints a stack generates, as UIKit's logs print them (§6.6's worked example in
/// the modern model), and the guides it adds.
@MainActor
@Suite struct StackViewConstraintInventoryTests: StackViewSuite {
  func line(_ c: NSLayoutConstraint, _ body: String) -> String {
    "<NSLayoutConstraint:\(address(c)) '\(c.identifier ?? "")' \(body)   (active)>"
  }

  @Test func leadingFillEquallyTwoViews() {
    let v1 = UIView()
    let v2 = UIView()
    let stack = UIStackView(arrangedSubviews: [v1, v2])
    stack.alignment = .leading
    stack.distribution = .fillEqually
    stack.spacing = 10
    let guides = stack.layoutGuides
    #expect(guides.count == 1)
    let g = "_UILayoutSpacer:\(address(guides[0]))'UISV-alignment-spanner'"
    let s = "UIStackView:\(address(stack))"
    let a = item(v1)
    let b = item(v2)
    let bodies = [
      "\(s).leading == \(a).leading",
      "\(b).trailing == \(s).trailing",
      "\(b).leading == \(a).trailing + 10",
      "\(b).width == \(a).width",
      "\(s).top == \(a).top",
      "\(g).bottom == \(s).bottom",
      "\(a).top == \(b).top",
      "\(g).top == \(a).top @999.5",
      "\(g).bottom >= \(a).bottom",
      "\(g).top == \(b).top @999.5",
      "\(g).bottom >= \(b).bottom",
      "\(g).height == 0 @51",
      "\(a).height == 0 @25",
      "\(b).height == 0 @25",
    ]
    let constraints = stack.constraints
    #expect(
      identifiers(stack) == [
        "UISV-canvas-connection", "UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally",
        "UISV-canvas-connection", "UISV-canvas-connection", "UISV-alignment",
        "UISV-spanning-boundary", "UISV-spanning-boundary", "UISV-spanning-boundary",
        "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression",
        "UISV-ambiguity-suppression",
      ])
    #expect(constraints.count == bodies.count)
    for (c, body) in zip(constraints, bodies) {
      #expect(c.description == line(c, body))
    }
  }

  @Test func equalSpacingCenteredWithAHiddenViewInMargins() {
    let views = [UIView(), UIView(), UIView()]
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalSpacing
    stack.alignment = .center
    stack.spacing = 6
    stack.isLayoutMarginsRelativeArrangement = true
    views[1].isHidden = true
    let gaps = stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
    #expect(gaps.count == 1)
    let gap = "_UIOLAGapGuide:\(address(gaps[0]))'UISV-distributing'"
    let m = stack.layoutMarginsGuide.identifier
    let margins = "UILayoutGuide:\(address(stack.layoutMarginsGuide))'\(m)'"
    let (a, b, c) = (item(views[0]), item(views[1]), item(views[2]))
    let expected: [(String, String)] = [
      ("UISV-canvas-connection", "\(margins).leading == \(a).leading"),
      ("UISV-canvas-connection", "\(c).trailing == \(margins).trailing"),
      ("UISV-spacing", "\(c).leading >= \(a).trailing + 6"),
      ("UISV-distributing-edge", "\(gap).leading == \(a).trailing"),
      ("UISV-distributing-edge", "\(gap).trailing == \(c).leading"),
      ("UISV-canvas-fit", "\(margins).width == 0 @49"),
      ("UISV-hiding", "\(b).width == 0 @999.999"),
      ("UISV-spacing-hidden", "\(b).leading == \(a).trailing + 3 @50"),
    ]
    let constraints = stack.constraints
    for (index, (identifier, body)) in expected.enumerated() {
      #expect(constraints[index].identifier == identifier)
      #expect(constraints[index].description == line(constraints[index], body))
    }
    let rest = identifiers(stack).dropFirst(expected.count)
    #expect(
      Array(rest) == [
        "UISV-canvas-connection", "UISV-canvas-connection", "UISV-canvas-connection",
        "UISV-alignment", "UISV-alignment", "UISV-spanning-boundary", "UISV-spanning-boundary",
        "UISV-spanning-boundary", "UISV-spanning-boundary", "UISV-spanning-boundary",
        "UISV-spanning-boundary", "UISV-spanning-fit", "UISV-ambiguity-suppression",
        "UISV-ambiguity-suppression", "UISV-ambiguity-suppression",
      ])
  }

  @Test func equalCenteringGapPrioritiesAndProportionalPriorities() {
    let views = (0..<4).map { _ in LayoutFixtures.IntrinsicView(10, 10) }
    let stack = UIStackView(arrangedSubviews: views)
    stack.distribution = .equalCentering
    let gapEquality = stack.constraints.filter { $0.identifier == "UISV-fill-equally" }
    #expect(gapEquality.map(\.priority.rawValue) == [149, 148])
    stack.distribution = .fillProportionally
    stack.spacing = 0
    let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    #expect(proportional.map(\.priority.rawValue) == [999, 998, 997, 996])
    #expect(proportional.map(\.multiplier) == [0.25, 0.25, 0.25, 0.25])
    for view in views.dropFirst() { view.isHidden = true }
    let single = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
    #expect(single.count == 1 && single[0].priority == .required && single[0].multiplier == 1)
  }
}
