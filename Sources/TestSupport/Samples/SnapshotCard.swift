import Foundation
import OpenUIKit
import SnapKit

/// The card that the snapshot tests and the browser check draw: rounded, bordered, shadowed,
/// with an icon, a spinner and a clipped child.
@MainActor
public enum SnapshotCard {
  /// A new card, laid out at 200 × 120 pt.
  public static func make() -> UIView {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
    card.backgroundColor = .white
    let panel = UIView()
    panel.backgroundColor = .systemGray6
    panel.layer.cornerRadius = 16
    panel.layer.borderWidth = 1
    panel.layer.borderColor = .systemGray4
    panel.layer.shadowOpacity = 0.2
    panel.layer.shadowRadius = 6
    panel.layer.shadowOffset = CGSize(width: 0, height: 3)
    card.addSubview(panel)
    panel.snp.makeConstraints { $0.edges.equalToSuperview().inset(12) }
    let icon = UIImageView(image: UIImage(systemName: "person"))
    icon.tintColor = .systemIndigo
    panel.addSubview(icon)
    icon.snp.makeConstraints { make in
      make.leading.top.equalToSuperview().offset(16)
      make.size.equalTo(40)
    }
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    panel.addSubview(spinner)
    spinner.snp.makeConstraints { make in
      make.trailing.bottom.equalToSuperview().inset(16)
    }
    let badge = UIView()
    badge.backgroundColor = .systemRed
    badge.layer.cornerRadius = 10
    badge.clipsToBounds = true
    panel.addSubview(badge)
    badge.snp.makeConstraints { make in
      make.centerY.equalTo(icon)
      make.leading.equalTo(icon.snp.trailing).offset(12)
      make.width.equalTo(60)
      make.height.equalTo(20)
    }
    let stripe = UIView()
    stripe.backgroundColor = .white
    stripe.alpha = 0.5
    badge.addSubview(stripe)
    stripe.snp.makeConstraints { make in
      make.top.bottom.equalToSuperview()
      make.leading.equalToSuperview().offset(40)
      make.width.equalTo(40)
    }
    card.layoutIfNeeded()
    return card
  }
}
