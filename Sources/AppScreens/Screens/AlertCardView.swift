import Foundation
import OpenUIKit

/// An alert-style card, as apps draw their own confirmation dialogs: 270 pt wide, a title, a
/// message, a hairline and two buttons side by side split by a hairline.
final class AlertCardView: UIView {
  let titleLabel = UILabel()
  let messageLabel = UILabel()
  let cancelButton = UIButton(type: .system)
  let confirmButton = UIButton(type: .system)
  let horizontalRule = UIView()
  let verticalRule = UIView()
  var onChoice: ((Bool) -> Void)?

  init(title: String, message: String, confirm: String) {
    super.init(frame: .zero)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 14
    titleLabel.text = title
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    titleLabel.numberOfLines = 0
    messageLabel.text = message
    messageLabel.font = .systemFont(ofSize: 13)
    messageLabel.textAlignment = .center
    messageLabel.numberOfLines = 0
    cancelButton.setTitle("Cancel", for: .normal)
    confirmButton.setTitle(confirm, for: .normal)
    confirmButton.setTitleColor(.systemRed, for: .normal)
    cancelButton.addTarget(self, action: AlertCardView.cancelTapped, for: .touchUpInside)
    confirmButton.addTarget(self, action: AlertCardView.confirmTapped, for: .touchUpInside)
    horizontalRule.backgroundColor = .separator
    verticalRule.backgroundColor = .separator
    let hairline = 1 / UIScreen.main.scale
    for view in [
      titleLabel, messageLabel, cancelButton, confirmButton, horizontalRule, verticalRule,
    ] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    NSLayoutConstraint.activate([
      widthAnchor.constraint(equalToConstant: 270),
      titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      messageLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
      messageLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
      messageLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
      horizontalRule.topAnchor.constraint(equalTo: messageLabel.bottomAnchor, constant: 20),
      horizontalRule.leadingAnchor.constraint(equalTo: leadingAnchor),
      horizontalRule.trailingAnchor.constraint(equalTo: trailingAnchor),
      horizontalRule.heightAnchor.constraint(equalToConstant: hairline),
      cancelButton.topAnchor.constraint(equalTo: horizontalRule.bottomAnchor),
      cancelButton.leadingAnchor.constraint(equalTo: leadingAnchor),
      cancelButton.heightAnchor.constraint(equalToConstant: 44),
      cancelButton.bottomAnchor.constraint(equalTo: bottomAnchor),
      verticalRule.leadingAnchor.constraint(equalTo: cancelButton.trailingAnchor),
      verticalRule.topAnchor.constraint(equalTo: cancelButton.topAnchor),
      verticalRule.bottomAnchor.constraint(equalTo: bottomAnchor),
      verticalRule.widthAnchor.constraint(equalToConstant: hairline),
      confirmButton.leadingAnchor.constraint(equalTo: verticalRule.trailingAnchor),
      confirmButton.trailingAnchor.constraint(equalTo: trailingAnchor),
      confirmButton.topAnchor.constraint(equalTo: cancelButton.topAnchor),
      confirmButton.bottomAnchor.constraint(equalTo: cancelButton.bottomAnchor),
      confirmButton.widthAnchor.constraint(equalTo: cancelButton.widthAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func cancelTapped() { onChoice?(false) }
  func confirmTapped() { onChoice?(true) }
}

/// A screen that dims its content and shows the card in the middle.
final class DeleteConfirmationViewController: UIViewController {
  let card = AlertCardView(
    title: "Delete draft?", message: "This draft will be deleted from all your devices.",
    confirm: "Delete")
  let dimming = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    dimming.backgroundColor = UIColor.black.withAlphaComponent(0.4)
    dimming.frame = view.bounds
    dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(dimming)
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    NSLayoutConstraint.activate([
      card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}
