import DesignSystem
import Foundation
import OpenUIKit
import SnapKit
import Testing

/// C7: CardView's vertical stack (spacing 12, inset 16) of header and content; setContent.
/// Parts by position: stack 0 (header 0.0, content 0.1).
@MainActor
@Suite struct CardViewTests {
  func block(height: CGFloat) -> UIView {
    let view = UIView()
    view.snp.makeConstraints { make in
      make.height.equalTo(height)
    }
    return view
  }

  @Test func stackInsetAndSpacing() {
    let card = CardView()
    card.setHeader(title: "Foydalanuvchi darajasi")
    let body = block(height: 30)
    card.setContent(body)
    let root = host(card)
    // 16 + header 21.667 (bold 18) + 12 + 30 + 16.
    expectFrame(card, in: root, 16, 100, 361, 95.667)
    expectFrame(part(card, 0), in: card, 16, 16, 329, 63.667)
    expectFrame(part(card, 0, 0), in: card, 16, 16, 329, 21.667)
    expectFrame(part(card, 0, 1), in: card, 16, 49.667, 329, 30)
    expectFrame(body, in: card, 16, 49.667, 329, 30)
    #expect((part(card, 0, 0) as? UILabel)?.text == "Foydalanuvchi darajasi")
    #expect(card.layer.cornerRadius == 16)
    #expect(card.layer.shadowOpacity == 0.1)
    #expect(card.layer.shadowOffset == CGSize(width: 0, height: 4))
    #expect(card.layer.shadowRadius == 8)
  }

  @Test func setContentReplacesTheContent() {
    let card = CardView()
    let first = block(height: 30)
    card.setContent(first)
    let root = host(card)
    let second = block(height: 120)
    card.setContent(second)
    root.layoutIfNeeded()
    #expect(first.superview == nil)
    #expect(part(card, 0, 1).subviews.count == 1)
    // An empty header label is 0 high: 16 + 0 + 12 + 120 + 16.
    expectFrame(card, in: root, 16, 100, 361, 164)
    expectFrame(second, in: card, 16, 28, 329, 120)
  }
}
