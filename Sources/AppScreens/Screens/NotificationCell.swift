import Foundation
import OpenUIKit
import SnapKit

/// A notification row: an avatar, a two-line summary, the time on the trailing side and an
/// unread dot; the row grows with the summary.
final class NotificationCell: UITableViewCell {
  static let reuseIdentifier = "NotificationCell"
  let avatar = UIImageView()
  let summaryLabel = UILabel()
  let timeLabel = UILabel()
  let unreadDot = UIView()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    avatar.backgroundColor = .systemGray5
    avatar.layer.cornerRadius = 20
    avatar.clipsToBounds = true
    summaryLabel.font = .systemFont(ofSize: 15)
    summaryLabel.numberOfLines = 2
    timeLabel.font = .systemFont(ofSize: 13)
    timeLabel.textColor = .secondaryLabel
    timeLabel.setContentHuggingPriority(.required, for: .horizontal)
    timeLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    unreadDot.backgroundColor = .systemBlue
    unreadDot.layer.cornerRadius = 4
    [avatar, summaryLabel, timeLabel, unreadDot].forEach { contentView.addSubview($0) }
    avatar.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(16)
      make.top.equalToSuperview().offset(12)
      make.size.equalTo(40)
      make.bottom.lessThanOrEqualToSuperview().offset(-12).priority(999)
    }
    timeLabel.snp.makeConstraints { make in
      make.trailing.equalToSuperview().offset(-16)
      make.firstBaseline.equalTo(summaryLabel.snp.firstBaseline)
    }
    summaryLabel.snp.makeConstraints { make in
      make.leading.equalTo(avatar.snp.trailing).offset(12)
      make.top.equalToSuperview().offset(12)
      make.trailing.lessThanOrEqualTo(timeLabel.snp.leading).offset(-8)
      make.bottom.lessThanOrEqualToSuperview().offset(-12).priority(999)
    }
    unreadDot.snp.makeConstraints { make in
      make.size.equalTo(8)
      make.centerX.equalTo(timeLabel)
      make.top.equalTo(timeLabel.snp.bottom).offset(6)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(summary: String, time: String, unread: Bool) {
    summaryLabel.text = summary
    timeLabel.text = time
    unreadDot.isHidden = !unread
  }
}

/// A list of notifications.
final class NotificationsViewController: UIViewController, UITableViewDataSource {
  let items: [(String, String, Bool)]
  let tableView = UITableView(frame: .zero, style: .plain)

  init(items: [(String, String, Bool)]) {
    self.items = items
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(
      NotificationCell.self, forCellReuseIdentifier: NotificationCell.reuseIdentifier)
    tableView.dataSource = self
    tableView.rowHeight = UITableView.automaticDimension
    tableView.estimatedRowHeight = 64
    view.addSubview(tableView)
    tableView.snp.makeConstraints { make in
      make.top.equalTo(view.safeAreaLayoutGuide)
      make.leading.trailing.bottom.equalToSuperview()
    }
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(
        withIdentifier: NotificationCell.reuseIdentifier, for: indexPath)
      as! NotificationCell
    let (summary, time, unread) = items[indexPath.row]
    cell.configure(summary: summary, time: time, unread: unread)
    return cell
  }
}
