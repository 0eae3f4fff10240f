import Foundation
import OpenUIKit

/// A featured card of the home feed's carousel: a tinted rounded card with a title and a
/// subtitle at its bottom leading corner.
final class FeaturedCardCell: UICollectionViewCell {
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.layer.cornerRadius = 16
    contentView.clipsToBounds = true
    titleLabel.font = .preferredFont(forTextStyle: .title2)
    titleLabel.textColor = .white
    titleLabel.adjustsFontForContentSizeCategory = true
    subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
    subtitleLabel.textColor = .white
    subtitleLabel.adjustsFontForContentSizeCategory = true
    let stack = UIStackView(arrangedSubviews: [titleLabel, subtitleLabel])
    stack.axis = .vertical
    stack.spacing = 2
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A category chip: a centred label on a capsule.
final class CategoryChipCell: UICollectionViewCell {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.backgroundColor = .secondarySystemBackground
    contentView.layer.cornerRadius = 20
    label.font = .preferredFont(forTextStyle: .subheadline)
    label.textAlignment = .center
    label.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(label)
    NSLayoutConstraint.activate([
      label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
      label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A row of the recent list: a symbol, a headline and a wrapping summary; its height comes
/// from its content (the section estimates 64 pt).
final class RecentRowCell: UICollectionViewCell {
  let symbol = UIImageView()
  let titleLabel = UILabel()
  let summaryLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    symbol.tintColor = .systemBlue
    symbol.contentMode = .scaleAspectFit
    titleLabel.font = .preferredFont(forTextStyle: .headline)
    summaryLabel.font = .preferredFont(forTextStyle: .subheadline)
    summaryLabel.textColor = .secondaryLabel
    summaryLabel.numberOfLines = 0
    for view in [symbol, titleLabel, summaryLabel] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      symbol.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      symbol.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      symbol.widthAnchor.constraint(equalToConstant: 28),
      symbol.heightAnchor.constraint(equalToConstant: 28),
      titleLabel.leadingAnchor.constraint(equalTo: symbol.trailingAnchor, constant: 12),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      summaryLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      summaryLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      summaryLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 2),
      summaryLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// A section header: a bold title.
final class FeedSectionHeader: UICollectionReusableView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.font = .systemFont(ofSize: 22, weight: .bold)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 8),
      titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

/// The recent section's background: a rounded grouped card behind its rows.
final class FeedSectionBackground: UICollectionReusableView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 12
  }

  required init?(coder: NSCoder) { nil }
}
