import Foundation
import Testing

@testable import OpenUIKit

/// Sample E7: ProfileHeaderCard with fixed-size stand-ins for its image and labels.
@MainActor
@Suite struct SampleE7Tests {
  /// The card with fixed-size stand-ins: a 150 × 19 title and a 60 × 14 badge.
  func makeCard() -> E7ProfileHeaderCard<SizedView> {
    E7ProfileHeaderCard(
      titleLabel: SizedView(CGSize(width: 150, height: 19)),
      badgeLabel: SizedView(CGSize(width: 60, height: 14)))
  }

  func host(width: CGFloat) -> E7ProfileHeaderCard<SizedView> {
    let card = makeCard()
    card.host(width: width)
    return card
  }

  @Test func titleStretchesAndBadgeKeepsItsSize() {
    let card = host(width: 393)
    #expect(card.frame == CGRect(x: 0, y: 59, width: 393, height: 72))
    #expect(card.avatarImageView.frame == CGRect(x: 16, y: 12, width: 48, height: 48))
    #expect(card.badgeLabel.frame == CGRect(x: 317, y: 29, width: 60, height: 14))
    #expect(card.titleLabel.frame == CGRect(x: 76, y: 26.5, width: 233, height: 19))
  }

  @Test func narrowCardCompressesTheTitleNotTheBadge() {
    let card = host(width: 220)
    #expect(card.badgeLabel.frame == CGRect(x: 144, y: 29, width: 60, height: 14))
    #expect(card.titleLabel.frame == CGRect(x: 76, y: 26.5, width: 60, height: 19))
  }

  @Test func fittingHeightIsTheMinimum() {
    let card = makeCard()
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 393, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 393, height: 72))
  }
}
