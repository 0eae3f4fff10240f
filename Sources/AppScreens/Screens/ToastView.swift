import Foundation
import OpenUIKit

/// A toast: a capsule of blurred material with a symbol and a one-line message, shown 16 pt
/// above the safe area's bottom. The blur is a background view pinned to the edges, and the
/// icon and message size the toast.
final class ToastView: UIView {
  let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
  let iconView = UIImageView()
  let messageLabel = UILabel()

  init(message: String, symbol: String) {
    super.init(frame: .zero)
    blurView.translatesAutoresizingMaskIntoConstraints = false
    addSubview(blurView)
    NSLayoutConstraint.activate([
      blurView.topAnchor.constraint(equalTo: topAnchor),
      blurView.bottomAnchor.constraint(equalTo: bottomAnchor),
      blurView.leadingAnchor.constraint(equalTo: leadingAnchor),
      blurView.trailingAnchor.constraint(equalTo: trailingAnchor),
    ])
    layer.cornerRadius = 22
    clipsToBounds = true
    iconView.image = UIImage(systemName: symbol)
    iconView.tintColor = .label
    messageLabel.text = message
    messageLabel.font = .systemFont(ofSize: 15, weight: .medium)
    for view in [iconView, messageLabel] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      heightAnchor.constraint(equalToConstant: 44),
      iconView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      iconView.centerYAnchor.constraint(equalTo: centerYAnchor),
      iconView.widthAnchor.constraint(equalToConstant: 20),
      iconView.heightAnchor.constraint(equalToConstant: 20),
      messageLabel.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 8),
      messageLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -18),
      messageLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Shows the toast at the bottom of `view`.
  func show(in view: UIView) {
    translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(self)
    NSLayoutConstraint.activate([
      centerXAnchor.constraint(equalTo: view.centerXAnchor),
      bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16),
      widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -32),
    ])
  }
}
