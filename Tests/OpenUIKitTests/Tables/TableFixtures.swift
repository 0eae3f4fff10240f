import Foundation
import OpenUIKit
import Testing

/// Data sources and cells shared by the table suites.
@MainActor
enum TableFixtures {
  /// Sections of rows, with optional header and footer titles, header views and fixed
  /// heights; every cell is dequeued under "cell".
  @MainActor final class Sections: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var headerViews: [Int: UIView] = [:]
    var headerHeights: [Int: CGFloat] = [:]
    var configure: ((UITableViewCell, IndexPath) -> Void)?
    var displayed: [IndexPath] = []

    init(_ rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      rows[section]
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.tag = indexPath.section * 100 + indexPath.row
      configure?(cell, indexPath)
      return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      headerTitles[section]
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
      footerTitles[section]
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
      headerViews[section]
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
      headerHeights[section] ?? tableView.sectionHeaderHeight
    }
    func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      displayed.append(indexPath)
    }
  }

  /// A cell whose content is a 30 pt box pinned to the content view's four edges, every
  /// constraint required.
  final class BoxCell: UITableViewCell {
    let box = UIView()

    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      box.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: 30),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  /// A table of `style` filling a `width` × `height` root, with `cellClass` under "cell".
  static func table(
    _ style: UITableView.Style, source: Sections, width: CGFloat = 393, height: CGFloat = 800,
    cellClass: UITableViewCell.Type = UITableViewCell.self
  ) -> (UIView, UITableView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let table = UITableView(frame: root.bounds, style: style)
    table.register(cellClass, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.delegate = source
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table)
  }
}
