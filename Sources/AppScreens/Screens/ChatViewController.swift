import Foundation
import OpenUIKit
import SnapKit

/// A chat transcript: bubbles at most 75 % of the row wide, mine on the trailing side in blue,
/// theirs on the leading side in grey, each row sized by its text.
final class ChatViewController: UIViewController, UITableViewDataSource {
  struct Message {
    let text: String
    let isMine: Bool
  }

  var messages: [Message]
  let tableView = UITableView(frame: .zero, style: .plain)

  init(messages: [Message]) {
    self.messages = messages
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(ChatBubbleCell.self, forCellReuseIdentifier: ChatBubbleCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.separatorStyle = .none
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 60
    view.addSubview(tableView)
    tableView.snp.makeConstraints { make in
      make.top.bottom.equalTo(view.safeAreaLayoutGuide)
      make.leading.trailing.equalToSuperview()
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: ChatBubbleCell.reuseIdentifier, for: indexPath)
      as! ChatBubbleCell
    cell.configure(with: messages[indexPath.row])
    return cell
  }
}

/// One message bubble.
final class ChatBubbleCell: UITableViewCell {
  static let reuseIdentifier = "ChatBubbleCell"
  let bubble = UIView()
  let messageLabel = UILabel()
  private var leadingConstraint: Constraint?
  private var trailingConstraint: Constraint?

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    bubble.layer.cornerRadius = 18
    messageLabel.font = .systemFont(ofSize: 16)
    messageLabel.numberOfLines = 0
    contentView.addSubview(bubble)
    bubble.addSubview(messageLabel)
    bubble.snp.makeConstraints { make in
      make.top.bottom.equalToSuperview().inset(4)
      make.width.lessThanOrEqualToSuperview().multipliedBy(0.75)
      leadingConstraint = make.leading.equalToSuperview().offset(12).constraint
      trailingConstraint = make.trailing.equalToSuperview().offset(-12).constraint
    }
    messageLabel.snp.makeConstraints { make in
      make.edges.equalToSuperview().inset(UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12))
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with message: ChatViewController.Message) {
    messageLabel.text = message.text
    messageLabel.textColor = message.isMine ? .white : .label
    bubble.backgroundColor = message.isMine ? .systemBlue : .systemGray5
    if message.isMine {
      leadingConstraint?.deactivate()
      trailingConstraint?.activate()
    } else {
      trailingConstraint?.deactivate()
      leadingConstraint?.activate()
    }
  }
}
