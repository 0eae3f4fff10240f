import Foundation
import OpenUIKit

/// A search screen: a rounded search field under the safe area, a result count, and a table
/// of the matches, filtered as the user types.
final class SearchResultsViewController: UIViewController, UITableViewDataSource {
  let catalogue: [String]
  private(set) var matches: [String]
  let searchField = UITextField()
  let countLabel = UILabel()
  let tableView = UITableView(frame: .zero, style: .plain)

  init(catalogue: [String]) {
    self.catalogue = catalogue
    matches = catalogue
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    searchField.placeholder = "Search"
    searchField.borderStyle = .roundedRect
    searchField.backgroundColor = .tertiarySystemFill
    searchField.addTarget(
      self, action: SearchResultsViewController.queryChanged, for: .editingChanged)
    countLabel.font = .systemFont(ofSize: 13)
    countLabel.textColor = .secondaryLabel
    tableView.dataSource = self
    tableView.rowHeight = 44
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")
    for subview in [searchField, countLabel, tableView] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      searchField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
      searchField.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      searchField.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      searchField.heightAnchor.constraint(equalToConstant: 36),
      countLabel.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 8),
      countLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      tableView.topAnchor.constraint(equalTo: countLabel.bottomAnchor, constant: 4),
      tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
    ])
    updateCount()
  }

  func queryChanged() {
    let query = (searchField.text ?? "").lowercased()
    matches = query.isEmpty ? catalogue : catalogue.filter { $0.lowercased().contains(query) }
    updateCount()
    tableView.reloadData()
  }

  private func updateCount() {
    countLabel.text = matches.count == 1 ? "1 result" : "\(matches.count) results"
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    matches.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
    cell.textLabel?.text = matches[indexPath.row]
    return cell
  }
}
