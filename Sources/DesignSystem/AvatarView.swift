import Foundation
import OpenUIKit
import SnapKit

/// A round avatar (C6): the image fills the view, the initials are centred under it when
/// there is no image, and a 14 pt green online dot with a white border sits at the
/// bottom-trailing corner. `layoutSubviews` rounds the view, the image and the dot.
///
/// Changes from the tutorial: `import OpenUIKit`; `public`.
@MainActor
public final class AvatarView: BaseView {

  private let imageView = UIImageView()
  private let initialsLabel = UILabel()
  private let onlineIndicator = UIView()

  /// The initials label, the image view and the online dot, styled.
  public override func setupSubviews() {
    backgroundColor = .systemGray5

    addSubview(initialsLabel)
    addSubview(imageView)
    addSubview(onlineIndicator)

    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true

    initialsLabel.textColor = .systemGray
    initialsLabel.font = .systemFont(ofSize: 20, weight: .bold)
    initialsLabel.textAlignment = .center

    onlineIndicator.backgroundColor = .systemGreen
    onlineIndicator.layer.borderColor = UIColor.white.cgColor
    onlineIndicator.layer.borderWidth = 2
  }

  /// Image to the edges, initials centred, the dot 14 × 14 at the bottom-trailing corner.
  public override func setupConstraints() {
    imageView.snp.makeConstraints { make in
      make.edges.equalToSuperview()
    }

    initialsLabel.snp.makeConstraints { make in
      make.center.equalToSuperview()
    }

    onlineIndicator.snp.makeConstraints { make in
      make.size.equalTo(14)
      make.bottom.trailing.equalToSuperview()
    }
  }

  /// Lays out, then makes the view, the image and the dot round.
  public override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.height / 2
    imageView.layer.cornerRadius = bounds.height / 2
    onlineIndicator.layer.cornerRadius = onlineIndicator.bounds.height / 2
  }

  /// Shows the image, or the initials when there is none; shows the dot when online.
  public func configure(image: UIImage?, initials: String, isOnline: Bool) {
    if let img = image {
      imageView.image = img
      initialsLabel.isHidden = true
    } else {
      imageView.image = nil
      initialsLabel.text = initials
      initialsLabel.isHidden = false
    }
    onlineIndicator.isHidden = !isOnline
  }
}
