import Foundation
import OpenUIKit

/// A settings list: rows with a coloured icon tile, a title, a value and a chevron.
final class SettingsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  struct Row {
    let symbol: String
    let tint: UIColor
    let title: String
    let value: String?
  }

  let rows: [Row] = [
    Row(symbol: "person", tint: .systemBlue, title: "Account", value: nil),
    Row(symbol: "envelope", tint: .systemGreen, title: "Notifications", value: "On"),
    Row(symbol: "camera", tint: .systemOrange, title: "Camera", value: "Allowed"),
    Row(symbol: "photo", tint: .systemPink, title: "Photos", value: "Selected"),
    Row(symbol: "star", tint: .systemYellow, title: "Rate the app", value: nil),
  ]
  private(set) var selectedTitles: [String] = []

  lazy var tableView: UITableView = {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(SettingsCell.self, forCellReuseIdentifier: SettingsCell.reuseIdentifier)
    table.dataSource = self
    table.delegate = self
    table.rowHeight = 52
    table.translatesAutoresizingMaskIntoConstraints = false
    return table
  }()

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Settings"
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(tableView)
    NSLayoutConstraint.activate([
      tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: SettingsCell.reuseIdentifier, for: indexPath)
      as! SettingsCell
    cell.configure(with: rows[indexPath.row])
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selectedTitles.append(rows[indexPath.row].title)
  }
}

/// One settings row.
final class SettingsCell: UITableViewCell {
  static let reuseIdentifier = "SettingsCell"

  let iconTile: UIView = {
    let tile = UIView()
    tile.layer.cornerRadius = 7
    tile.translatesAutoresizingMaskIntoConstraints = false
    return tile
  }()
  let iconView: UIImageView = {
    let view = UIImageView()
    view.tintColor = .white
    view.contentMode = .scaleAspectFit
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()
  let titleLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()
  let valueLabel: UILabel = {
    let label = UILabel()
    label.font = .systemFont(ofSize: 17)
    label.textColor = .secondaryLabel
    label.textAlignment = .right
    label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
  }()
  let chevron: UIImageView = {
    let view = UIImageView(image: UIImage(systemName: "chevron.right"))
    view.tintColor = .tertiaryLabel
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    iconTile.addSubview(iconView)
    [iconTile, titleLabel, valueLabel, chevron].forEach { contentView.addSubview($0) }
    NSLayoutConstraint.activate([
      iconTile.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      iconTile.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      iconTile.widthAnchor.constraint(equalToConstant: 29),
      iconTile.heightAnchor.constraint(equalToConstant: 29),
      iconView.centerXAnchor.constraint(equalTo: iconTile.centerXAnchor),
      iconView.centerYAnchor.constraint(equalTo: iconTile.centerYAnchor),
      iconView.widthAnchor.constraint(equalToConstant: 18),
      iconView.heightAnchor.constraint(equalToConstant: 18),
      titleLabel.leadingAnchor.constraint(equalTo: iconTile.trailingAnchor, constant: 12),
      titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      valueLabel.leadingAnchor.constraint(
        greaterThanOrEqualTo: titleLabel.trailingAnchor, constant: 8),
      valueLabel.trailingAnchor.constraint(equalTo: chevron.leadingAnchor, constant: -8),
      valueLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      chevron.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      chevron.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func configure(with row: SettingsViewController.Row) {
    iconTile.backgroundColor = row.tint
    iconView.image = UIImage(systemName: row.symbol)
    titleLabel.text = row.title
    valueLabel.text = row.value
  }
}
