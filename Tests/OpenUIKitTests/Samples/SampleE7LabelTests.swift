import Foundation
import Testing

@testable import OpenUIKit

/// Sample E7 with real labels: the title (16 pt bold) stretches and truncates, the badge
/// (12 pt semibold, " PRO ") keeps its measured width.
@MainActor
@Suite struct SampleE7LabelTests: LayoutBehaviorSuite {
  /// The card with real labels showing "Alisher Navoiy" and " PRO ", hosted `width` wide.
  func host(width: CGFloat) -> E7ProfileHeaderCard<UILabel> {
    let titleLabel = UILabel()
    titleLabel.font = .systemFont(ofSize: 16, weight: .bold)
    titleLabel.text = "Alisher Navoiy"
    let badgeLabel = UILabel()
    badgeLabel.font = .systemFont(ofSize: 12, weight: .semibold)
    badgeLabel.text = " PRO "
    let card = E7ProfileHeaderCard(titleLabel: titleLabel, badgeLabel: badgeLabel)
    card.host(width: width)
    return card
  }

  @Test func titleStretchesAndBadgeKeepsItsMeasuredWidth() {
    let card = host(width: 393)
    expectFrame(card.frame, 0, 59, 393, 72)
    expectFrame(card.avatarImageView.frame, 16, 12, 48, 48)
    // " PRO " rounds up to 29.333 (88 px); 12 pt line height 14.320 → 14.333.
    expectFrame(card.badgeLabel.frame, 347.667, 28.833, 29.333, 14.333)
    // 16 pt line height 19.094 → 19.333.
    expectFrame(card.titleLabel.frame, 76, 26.333, 263.667, 19.333)
    #expect(
      card.titleLabel.textLines(forBounds: card.titleLabel.bounds).map(\.line.text) == [
        "Alisher Navoiy"
      ])
  }

  @Test func narrowCardTruncatesTheTitleNotTheBadge() {
    let card = host(width: 220)
    expectFrame(card.badgeLabel.frame, 174.667, 28.833, 29.333, 14.333)
    expectFrame(card.titleLabel.frame, 76, 26.333, 90.667, 19.333)
    let title = card.titleLabel.textLines(forBounds: card.titleLabel.bounds)
    #expect(title.map(\.line.text) == ["Alisher Na…"])
    #expect(title[0].line.isTruncated)
  }
}
