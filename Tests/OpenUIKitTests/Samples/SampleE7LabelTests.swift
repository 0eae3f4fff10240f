import Foundation
import Testing

@testable import OpenUIKit

/// Sample E7 with real labels: the title (16 pt bold) stretches and truncates, the badge
/// (12 pt semibold, " PRO ") keeps its measured width.
@MainActor
@Suite struct SampleE7LabelTests: LayoutBehaviorSuite {
  final class ProfileHeaderCard: UIView {
    let avatarImageView = UIView()
    let titleLabel = UILabel()
    let badgeLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.font = .systemFont(ofSize: 16, weight: .bold)
      badgeLabel.font = .systemFont(ofSize: 12, weight: .semibold)
      for view in [avatarImageView, titleLabel, badgeLabel] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
      }
      badgeLabel.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      badgeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
      titleLabel.setContentHuggingPriority(.defaultLow, for: .horizontal)
      titleLabel.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
      NSLayoutConstraint.activate([
        avatarImageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
        avatarImageView.centerYAnchor.constraint(equalTo: centerYAnchor),
        avatarImageView.widthAnchor.constraint(equalToConstant: 48),
        avatarImageView.heightAnchor.constraint(equalToConstant: 48),
        titleLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
        titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        badgeLabel.leadingAnchor.constraint(equalTo: titleLabel.trailingAnchor, constant: 8),
        badgeLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
        badgeLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        heightAnchor.constraint(greaterThanOrEqualToConstant: 72),
      ])
    }

    func configure(name: String, badge: String) {
      titleLabel.text = name
      badgeLabel.text = " \(badge) "
    }
  }

  func host(width: CGFloat) -> ProfileHeaderCard {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let card = ProfileHeaderCard(frame: .zero)
    card.translatesAutoresizingMaskIntoConstraints = false
    card.configure(name: "Alisher Navoiy", badge: "PRO")
    root.addSubview(card)
    let height = card.heightAnchor.constraint(equalToConstant: 72)
    height.priority = .fittingSizeLevel
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: width), height,
    ])
    root.layoutIfNeeded()
    _ = window
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
