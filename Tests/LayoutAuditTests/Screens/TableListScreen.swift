import OpenUIKit

/// A settings list as most apps write it: an inset-grouped table controller whose cells use
/// the default content configuration (a title and a value, Dynamic Type by default) and a
/// disclosure indicator.
@MainActor
final class TableListScreen: UITableViewController {
  private let rows = [
    ("Notifications", "On"), ("Privacy and security", "Face ID"), ("Storage", "12 GB"),
    ("Appearance", "Automatic"), ("Language and region", "English"), ("About", "1.4"),
  ]

  init() {
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    var content = UIListContentConfiguration.valueCell()
    content.text = rows[indexPath.row].0
    content.secondaryText = rows[indexPath.row].1
    cell.contentConfiguration = content
    cell.accessoryType = .disclosureIndicator
    cell.accessibilityIdentifier = "row\(indexPath.row)"
    return cell
  }
}
