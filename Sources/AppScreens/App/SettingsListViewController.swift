import Foundation
import OpenUIKit

/// One row of the settings list.
struct SettingItem {
  let symbol: String
  let tint: UIColor
  let title: String
  let value: String?
  let explanation: String
}

/// The settings tab: a table controller whose rows push a detail screen.
final class SettingsListViewController: UITableViewController {
  let items: [SettingItem] = [
    SettingItem(
      symbol: "textformat.size", tint: .systemBlue, title: "Text Size", value: "Default",
      explanation: "Apps that support Dynamic Type follow the text size you choose here."),
    SettingItem(
      symbol: "moon", tint: .systemIndigo, title: "Appearance", value: "Automatic",
      explanation: "Switch between light and dark, or follow the time of day."),
    SettingItem(
      symbol: "bell", tint: .systemRed, title: "Notifications", value: "On",
      explanation: "Choose which reminders reach you, and when they may interrupt."),
    SettingItem(
      symbol: "lock", tint: .systemGray, title: "Privacy", value: nil,
      explanation: "Your reading history stays on this device unless you turn on sync."),
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
    tableView.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseIdentifier)
    tableView.rowHeight = 52
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: SettingsCell.reuseIdentifier, for: indexPath)
      as! SettingsCell
    let item = items[indexPath.row]
    cell.configure(
      with: SettingsViewController.Row(
        symbol: item.symbol, tint: item.tint, title: item.title, value: item.value))
    cell.accessibilityIdentifier = "setting\(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = SettingDetailViewController(item: items[indexPath.row])
    navigationController?.pushViewController(detail, animated: true)
  }
}
