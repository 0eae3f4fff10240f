import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Sample E7: ProfileHeaderCard with fixed-size stand-ins for its image and labels.
@MainActor
@Suite struct SampleE7Tests {
  final class ProfileHeaderCard: UIView {
    let avatarImageView = SizedView(CGSize(width: UIView.noIntrinsicMetric, height: -1))
    let titleLabel = SizedView(CGSize(width: 150, height: 19))
    let badgeLabel = SizedView(CGSize(width: 60, height: 14))

    override init(frame: CGRect) {
      super.init(frame: frame)
      addSubview(avatarImageView)
      addSubview(titleLabel)
      addSubview(badgeLabel)
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

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  func host(width: CGFloat) -> (UIView, ProfileHeaderCard) {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    let card = ProfileHeaderCard(frame: .zero)
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: width),
      card.heightAnchor.constraint(equalToConstant: 72).withPriority(.fittingSizeLevel),
    ])
    root.layoutIfNeeded()
    _ = window
    return (root, card)
  }

  @Test func titleStretchesAndBadgeKeepsItsSize() {
    let (_, card) = host(width: 393)
    #expect(card.frame == CGRect(x: 0, y: 59, width: 393, height: 72))
    #expect(card.avatarImageView.frame == CGRect(x: 16, y: 12, width: 48, height: 48))
    #expect(card.badgeLabel.frame == CGRect(x: 317, y: 29, width: 60, height: 14))
    #expect(card.titleLabel.frame == CGRect(x: 76, y: 26.5, width: 233, height: 19))
  }

  @Test func narrowCardCompressesTheTitleNotTheBadge() {
    let (_, card) = host(width: 220)
    #expect(card.badgeLabel.frame == CGRect(x: 144, y: 29, width: 60, height: 14))
    #expect(card.titleLabel.frame == CGRect(x: 76, y: 26.5, width: 60, height: 19))
  }

  @Test func fittingHeightIsTheMinimum() {
    let card = ProfileHeaderCard(frame: .zero)
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 393, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 393, height: 72))
  }
}

extension NSLayoutConstraint {
  @MainActor
  fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
    self.priority = priority
    return self
  }
}
