import OpenUIKit

/// A settings row (a Sendable model, as Swift 6 apps keep them).
struct SettingsRow: Sendable, Hashable {
  var title: String
  var isOn: Bool
}

/// A settings list written as a Swift 6 app writes it: a `UITableViewController` subclass
/// with explicit isolation that overrides the data source and delegate.
@MainActor
final class SettingsListController: UITableViewController {
  private let sections: [[SettingsRow]]
  private(set) var toggled: [String] = []

  init(sections: [[SettingsRow]]) {
    self.sections = sections
    super.init(style: .insetGrouped)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    tableView.rowHeight = 52
  }

  override func numberOfSections(in tableView: UITableView) -> Int {
    sections.count
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    cell.textLabel?.text = sections[indexPath.section][indexPath.row].title
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    toggled.append(sections[indexPath.section][indexPath.row].title)
  }
}
