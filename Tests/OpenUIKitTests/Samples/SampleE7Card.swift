import Foundation

@testable import OpenUIKit

/// Sample E7's ProfileHeaderCard, the one copy the E7 suites share: an avatar (48 pt), a title
/// that stretches and gives way first (hugging and compression 250) and a badge that never does
/// (750 / 1000) in a row, placed with anchors; the card is at least 72 high. The title and the
/// badge are passed in: fixed-size stand-ins or real labels.
@MainActor
final class E7ProfileHeaderCard<Label: UIView>: UIView {
  let avatarImageView = UIView()
  let titleLabel: Label
  let badgeLabel: Label

  init(titleLabel: Label, badgeLabel: Label) {
    self.titleLabel = titleLabel
    self.badgeLabel = badgeLabel
    super.init(frame: .zero)
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

  /// Puts the card in the sample window under the safe area, `width` wide, its height left to
  /// the card's `>= 72` (a 72 pt height at fitting-size priority keeps it from growing), and
  /// lays it out.
  func host(width: CGFloat) {
    let window = makeSampleWindow()
    let root = window.rootViewController!.view!
    translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(self)
    let height = heightAnchor.constraint(equalToConstant: 72)
    height.priority = .fittingSizeLevel
    NSLayoutConstraint.activate([
      topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      leadingAnchor.constraint(equalTo: root.leadingAnchor),
      widthAnchor.constraint(equalToConstant: width), height,
    ])
    root.layoutIfNeeded()
    _ = window
  }
}
