import Foundation
import OpenUIKit
import SnapKit

/// A red capsule with a count (C4).
///
/// The label is inset 6 pt horizontally and 2 pt vertically, so the badge takes its size from
/// the text. ``setNumber(_:)`` shows `99+` above 99 and hides the badge at 0 or below;
/// `layoutSubviews` keeps the corner radius at half the height.
///
/// This is not E2's badge: that one reports an `intrinsicContentSize` (28 or 40 × 20) instead
/// of taking its size from a label's constraints.
///
/// Changes from the tutorial: `import OpenUIKit`; `public`.
@MainActor
public final class BadgeView: BaseView {

  private let textLabel = UILabel()

  /// Red background, the white bold 12 pt centred label.
  public override func setupSubviews() {
    backgroundColor = .systemRed
    addSubview(textLabel)

    textLabel.textColor = .white
    textLabel.font = .systemFont(ofSize: 12, weight: .bold)
    textLabel.textAlignment = .center
  }

  /// The label inset 6 horizontally, 2 vertically.
  public override func setupConstraints() {
    textLabel.snp.makeConstraints { make in
      make.leading.trailing.equalToSuperview().inset(6)
      make.top.bottom.equalToSuperview().inset(2)
    }
  }

  /// Shows `count` (`99+` above 99), or hides the badge when `count` is 0 or less.
  public func setNumber(_ count: Int) {
    if count <= 0 {
      isHidden = true
    } else {
      isHidden = false
      textLabel.text = count > 99 ? "99+" : "\(count)"
    }
    setNeedsLayout()
  }

  /// Lays out, then rounds the corners to a capsule (radius = height / 2).
  public override func layoutSubviews() {
    super.layoutSubviews()
    let radius = bounds.height / 2
    layer.cornerRadius = radius
  }
}
