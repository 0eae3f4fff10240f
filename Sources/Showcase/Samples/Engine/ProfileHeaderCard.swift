import Foundation
import OpenUIKit

/// Sample E7, as the tutorial writes it: an avatar (48 pt), a bold title that stretches and
/// truncates (hugging and compression 250) and a badge that never does (750 / 1000) in a row,
/// placed with anchors and `NSLayoutConstraint.activate`; the card is at least 72 high.
///
/// Showcase changes: accessibility identifiers on the three subviews (they are private);
/// `init?(coder:)` is left out (OpenUIKit has no `NSCoder`).
public final class ProfileHeaderCard: UIView {
  private let avatarImageView: UIImageView = {
    let iv = UIImageView()
    iv.translatesAutoresizingMaskIntoConstraints = false
    iv.contentMode = .scaleAspectFill
    iv.layer.cornerRadius = 24
    iv.clipsToBounds = true
    iv.backgroundColor = .systemGray5
    return iv
  }()

  private let titleLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 16, weight: .bold)
    label.textColor = .label
    return label
  }()

  private let badgeLabel: UILabel = {
    let label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 12, weight: .semibold)
    label.textColor = .systemBlue
    label.backgroundColor = .systemBlue.withAlphaComponent(0.12)
    label.layer.cornerRadius = 6
    label.clipsToBounds = true
    return label
  }()

  /// Creates the card.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    setupViews()
    avatarImageView.accessibilityIdentifier = "avatarImageView"
    titleLabel.accessibilityIdentifier = "titleLabel"
    badgeLabel.accessibilityIdentifier = "badgeLabel"
  }

  /// Not supported: this view is made in code.
  public required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  private func setupViews() {
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

  /// Shows a name and a badge (padded with a space on each side).
  public func configure(name: String, badge: String) {
    titleLabel.text = name
    badgeLabel.text = " \(badge) "
  }
}
