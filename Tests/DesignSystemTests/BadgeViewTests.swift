import DesignSystem
import Foundation
import OpenUIKit
import Testing

/// C4: BadgeView's size from its label, `99+`, hidden at 0, capsule corners.
@MainActor
@Suite struct BadgeViewTests {
  @Test func sizeFollowsTheLabelWithInsets() {
    let badge = BadgeView()
    badge.setNumber(5)
    let root = host(badge, width: nil)
    let label = part(badge, 0) as! UILabel
    #expect(label.text == "5")
    // Bold 12 pt "5": 7.333 × 14.333, plus 6 + 6 and 2 + 2.
    expectFrame(badge, in: root, 16, 100, 19.333, 18.333)
    expectFrame(label, in: badge, 6, 2, 7.333, 14.333)
    #expect(abs(badge.layer.cornerRadius - 18.333 / 2) < 0.001)
    #expect(badge.layer.cornerRadius == badge.bounds.height / 2)
    #expect(badge.backgroundColor == .systemRed)
  }

  @Test func above99Shows99Plus() {
    let badge = BadgeView()
    badge.setNumber(99)
    let root = host(badge, width: nil)
    #expect((part(badge, 0) as? UILabel)?.text == "99")
    badge.setNumber(100)
    root.layoutIfNeeded()
    #expect((part(badge, 0) as? UILabel)?.text == "99+")
    expectFrame(badge, in: root, 16, 100, 34.333, 18.333)
    #expect(badge.layer.cornerRadius == badge.bounds.height / 2)
  }

  @Test func hiddenAtZeroOrBelow() {
    let badge = BadgeView()
    badge.setNumber(3)
    #expect(!badge.isHidden)
    badge.setNumber(0)
    #expect(badge.isHidden)
    badge.setNumber(-4)
    #expect(badge.isHidden)
    // The text stays what it was while hidden.
    #expect((part(badge, 0) as? UILabel)?.text == "3")
    badge.setNumber(1)
    #expect(!badge.isHidden)
    #expect((part(badge, 0) as? UILabel)?.text == "1")
  }
}
