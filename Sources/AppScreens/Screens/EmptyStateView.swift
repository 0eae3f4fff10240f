import Foundation
import OpenUIKit

/// An empty state: a symbol, a title, a message and an action, centred, at most 320 pt wide.
final class InboxEmptyStateView: UIView {
  let imageView: UIImageView = {
    let view = UIImageView(image: UIImage(systemName: "envelope"))
    view.tintColor = .secondaryLabel
    view.contentMode = .scaleAspectFit
    return view
  }()
  let titleLabel: UILabel = {
    let label = UILabel()
    label.text = "No messages yet"
    label.font = .systemFont(ofSize: 20, weight: .semibold)
    label.textAlignment = .center
    return label
  }()
  let messageLabel: UILabel = {
    let label = UILabel()
    label.text = "When someone writes to you, the conversation shows up here."
    label.font = .systemFont(ofSize: 15)
    label.textColor = .secondaryLabel
    label.textAlignment = .center
    label.numberOfLines = 0
    return label
  }()
  let actionButton: UIButton = {
    let button = UIButton(type: .system)
    button.setTitle("Start a conversation", for: .normal)
    return button
  }()
  let stack = UIStackView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 8
    [imageView, titleLabel, messageLabel, actionButton].forEach(stack.addArrangedSubview)
    stack.setCustomSpacing(16, after: imageView)
    stack.setCustomSpacing(20, after: messageLabel)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    let preferredWidth = stack.widthAnchor.constraint(equalTo: widthAnchor, constant: -48)
    preferredWidth.priority = .defaultHigh
    NSLayoutConstraint.activate([
      imageView.widthAnchor.constraint(equalToConstant: 64),
      imageView.heightAnchor.constraint(equalToConstant: 64),
      stack.centerXAnchor.constraint(equalTo: centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
      stack.widthAnchor.constraint(lessThanOrEqualToConstant: 320),
      preferredWidth,
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A screen showing the empty state full screen, under the safe area.
final class InboxViewController: UIViewController {
  let emptyState = InboxEmptyStateView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    emptyState.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(emptyState)
    let guide = view.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
      emptyState.topAnchor.constraint(equalTo: guide.topAnchor),
      emptyState.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      emptyState.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      emptyState.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
  }
}
