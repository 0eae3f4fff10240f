import Foundation
import OpenUIKit
import Testing

/// `NSLayoutConstraint.description` in UIKit's format (reference §5.3):
/// `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100   (active)>`.
@MainActor
@Suite struct ConstraintDescriptionTests: LayoutBehaviorSuite {
  /// `<NSLayoutConstraint:0x… body   (active)>` for `c`.
  func expected(_ c: NSLayoutConstraint, _ body: String, active: Bool = true) -> String {
    "<NSLayoutConstraint:\(address(c)) \(body)   (\(active ? "active" : "inactive"))>"
  }

  @Test func constantConstraint() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let c = view.widthAnchor.constraint(equalToConstant: 100)
    c.isActive = true
    #expect(
      String(describing: c)
        == expected(c, "\(item(view)).width == 100"))
    let min = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 330)
    #expect(
      String(describing: min)
        == expected(min, "\(item(view)).height >= 330", active: false))
    let max = view.heightAnchor.constraint(lessThanOrEqualToConstant: 44.5)
    #expect(
      String(describing: max)
        == expected(max, "\(item(view)).height <= 44.5", active: false))
  }

  @Test func twoItemConstraintsWithConstants() {
    let root = makeRoot()
    let a = addAutoLayoutView(to: root)
    let b = addAutoLayoutView(to: root)
    let plain = a.leadingAnchor.constraint(equalTo: b.trailingAnchor)
    let plus = a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)
    let minus = a.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16)
    NSLayoutConstraint.activate([plain, plus, minus])
    #expect(
      plain.description
        == expected(plain, "\(item(a)).leading == \(item(b)).trailing")
    )
    #expect(
      plus.description
        == expected(plus, "\(item(a)).top == \(item(b)).bottom + 8")
    )
    #expect(
      minus.description
        == expected(minus, "\(item(a)).trailing <= \(item(root)).trailing - 16")
    )
  }

  @Test func multiplierIsPrintedBeforeTheSecondItem() {
    let a = UIView()
    let b = UIView()
    let ratio = a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.9)
    #expect(
      ratio.description
        == expected(ratio, "\(item(a)).height == 0.9*\(item(b)).height", active: false)
    )
    let both = a.widthAnchor.constraint(
      greaterThanOrEqualTo: b.widthAnchor, multiplier: 2, constant: -4.5)
    #expect(
      both.description
        == expected(both, "\(item(a)).width >= 2*\(item(b)).width - 4.5", active: false)
    )
  }

  @Test func identifierFollowsTheAddress() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let c = view.widthAnchor.constraint(equalToConstant: 100)
    c.identifier = "UISV-hiding"
    c.isActive = true
    #expect(
      c.description
        == expected(c, "'UISV-hiding' \(item(view)).width == 100"))
  }

  @Test func accessibilityIdentifierNamesTheItem() {
    let view = UIView()
    view.accessibilityIdentifier = "avatar"
    let c = view.widthAnchor.constraint(equalToConstant: 48)
    #expect(
      c.description
        == expected(c, "UIView:\(address(view))'avatar'.width == 48", active: false)
    )
  }

  @Test func everyAttributeIsSpelledAsInUIKit() {
    let root = makeRoot()
    let view = addAutoLayoutView(to: root)
    let cases: [(NSLayoutConstraint.Attribute, String)] = [
      (.left, "left"), (.right, "right"), (.top, "top"), (.bottom, "bottom"),
      (.leading, "leading"), (.trailing, "trailing"), (.centerX, "centerX"),
      (.centerY, "centerY"), (.lastBaseline, "lastBaseline"), (.firstBaseline, "firstBaseline"),
      (.leftMargin, "leftMargin"), (.rightMargin, "rightMargin"), (.topMargin, "topMargin"),
      (.bottomMargin, "bottomMargin"), (.leadingMargin, "leadingMargin"),
      (.trailingMargin, "trailingMargin"), (.centerXWithinMargins, "centerXWithinMargins"),
      (.centerYWithinMargins, "centerYWithinMargins"),
    ]
    for (attribute, name) in cases {
      let c = NSLayoutConstraint(
        item: view, attribute: attribute, relatedBy: .equal, toItem: root, attribute: attribute,
        multiplier: 1, constant: 0)
      #expect(
        c.description
          == expected(c, "\(item(view)).\(name) == \(item(root)).\(name)", active: false)
      )
    }
  }

  @Test func systemSpacingIsPrintedAsAnchorConstraintSpace() {
    let root = makeRoot()
    let label = addAutoLayoutView(to: root)
    let button = addAutoLayoutView(to: root)
    let c = button.leadingAnchor.constraint(
      equalToSystemSpacingAfter: label.trailingAnchor, multiplier: 1)
    #expect(
      c.description
        == "<NSLayoutConstraint:\(address(c)) \(item(button)).leading == \(item(label)).trailing "
        + "+ NSLayoutAnchorConstraintSpace(8)   (inactive)>")
  }

  @Test func activeStateFollowsActivation() {
    let view = UIView()
    let c = view.widthAnchor.constraint(equalToConstant: 1)
    #expect(c.description.hasSuffix("   (inactive)>"))
    c.isActive = true
    #expect(c.description.hasSuffix("   (active)>"))
    c.isActive = false
    #expect(c.description.hasSuffix("   (inactive)>"))
  }
}
