import Foundation
import OpenUIKit
import SnapKit

/// A placeholder screen part for empty lists (C8): an 80 pt icon 24 pt from the top, then the
/// title, subtitle and a ``PrimaryButton`` chained with 16, 8 and 24 pt gaps; the labels are
/// inset 24, the button 40, and the button ends 24 pt above the bottom.
///
/// Changes from the tutorial: `import OpenUIKit`; `public`.
@MainActor
public final class EmptyStateView: BaseView {

  private let iconImageView = UIImageView()
  private let titleLabel = UILabel()
  private let subtitleLabel = UILabel()
  private let actionButton = PrimaryButton()

  /// The icon, the labels and the button, styled.
  public override func setupSubviews() {
    addSubview(iconImageView)
    addSubview(titleLabel)
    addSubview(subtitleLabel)
    addSubview(actionButton)

    iconImageView.tintColor = .systemGray3
    iconImageView.contentMode = .scaleAspectFit

    titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
    titleLabel.textAlignment = .center

    subtitleLabel.font = .systemFont(ofSize: 14)
    subtitleLabel.textColor = .systemGray
    subtitleLabel.textAlignment = .center
    subtitleLabel.numberOfLines = 0
  }

  /// Icon 80 at top 24, centred; title +16, subtitle +8 (inset 24); button +24, inset 40,
  /// bottom −24.
  public override func setupConstraints() {
    iconImageView.snp.makeConstraints { make in
      make.top.equalToSuperview().offset(24)
      make.centerX.equalToSuperview()
      make.size.equalTo(80)
    }

    titleLabel.snp.makeConstraints { make in
      make.top.equalTo(iconImageView.snp.bottom).offset(16)
      make.leading.trailing.equalToSuperview().inset(24)
    }

    subtitleLabel.snp.makeConstraints { make in
      make.top.equalTo(titleLabel.snp.bottom).offset(8)
      make.leading.trailing.equalToSuperview().inset(24)
    }

    actionButton.snp.makeConstraints { make in
      make.top.equalTo(subtitleLabel.snp.bottom).offset(24)
      make.leading.trailing.equalToSuperview().inset(40)
      make.bottom.equalToSuperview().offset(-24)
    }
  }

  /// Sets the icon, texts, the button's title and what the button does.
  public func configure(
    icon: UIImage?, title: String, subtitle: String, buttonTitle: String,
    action: @escaping () -> Void
  ) {
    iconImageView.image = icon
    titleLabel.text = title
    subtitleLabel.text = subtitle
    actionButton.configure(title: buttonTitle)
    actionButton.tapAction = action
  }
}
