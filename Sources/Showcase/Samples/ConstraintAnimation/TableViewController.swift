import Foundation
import OpenUIKit
import SnapKit

/// Sample K2, as the tutorial writes it: a table whose height constraint (0 at 999) follows its
/// `contentSize.height`, a label 80 high under it, and insert / remove buttons each half the
/// width (`dividedBy(2)`) at the safe-area bottom (the insert button's vertical compression
/// resistance is 1000). Each insert or delete updates the height in a 0.3 s animation; once the
/// table is full, an insert scrolls to the new row.
///
/// Showcase changes: accessibility identifiers, `@objc` dropped and the targets written
/// `addTarget(self, action: TableViewController.didTapInsertButton, for:)`.
public final class TableViewController: UIViewController, UITableViewDataSource {
  /// The table.
  public let tableView: UITableView = {
    let view = UITableView()
    view.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    return view
  }()
  /// The label under the table.
  public let bottomLabel: UILabel = {
    let label = UILabel()
    label.textColor = .white
    label.backgroundColor = .systemOrange
    label.text = "tableView 밑 label"
    label.textAlignment = .center
    return label
  }()
  /// Inserts a row.
  public let insertButton: UIButton = {
    let button = UIButton()
    button.setTitle("추가", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(.blue, for: .highlighted)
    button.backgroundColor = .systemBlue
    return button
  }()
  /// Removes the last row.
  public let removeButton: UIButton = {
    let button = UIButton()
    button.setTitle("삭제", for: .normal)
    button.setTitleColor(.white, for: .normal)
    button.setTitleColor(.red, for: .highlighted)
    button.backgroundColor = .systemRed
    return button
  }()

  /// The rows.
  public var dataSource = [0, 1, 2]
  /// The table's height constraint.
  public var tableViewHeight: Constraint?

  public override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    self.tableView.dataSource = self
    self.view.addSubview(self.tableView)
    self.view.addSubview(self.bottomLabel)
    self.view.addSubview(self.insertButton)
    self.view.addSubview(self.removeButton)
    self.insertButton.addTarget(
      self, action: TableViewController.didTapInsertButton, for: .touchUpInside)
    self.removeButton.addTarget(
      self, action: TableViewController.didTapRemoveButton, for: .touchUpInside)

    self.tableView.snp.makeConstraints {
      $0.left.right.equalToSuperview()
      $0.top.equalTo(self.view.safeAreaLayoutGuide)
      $0.bottom.lessThanOrEqualTo(self.insertButton.snp.top)
      self.tableViewHeight = $0.height.equalTo(0).priority(999).constraint
    }
    self.insertButton.setContentCompressionResistancePriority(
      .init(rawValue: 1000), for: .vertical)
    self.bottomLabel.snp.makeConstraints {
      $0.left.right.equalToSuperview()
      $0.top.equalTo(self.tableView.snp.bottom)
      $0.bottom.lessThanOrEqualTo(self.insertButton.snp.top)
      $0.height.equalTo(80)
    }
    self.insertButton.snp.makeConstraints {
      $0.bottom.left.equalTo(self.view.safeAreaLayoutGuide)
      $0.width.equalToSuperview().dividedBy(2)
    }
    self.removeButton.snp.makeConstraints {
      $0.bottom.right.equalTo(self.view.safeAreaLayoutGuide)
      $0.width.equalToSuperview().dividedBy(2)
    }

    tableView.accessibilityIdentifier = "tableView"
    bottomLabel.accessibilityIdentifier = "bottomLabel"
    insertButton.accessibilityIdentifier = "insertButton"
    removeButton.accessibilityIdentifier = "removeButton"
  }

  private func didTapInsertButton() {
    let newItem = self.dataSource.count
    let newIndexPath = IndexPath(row: newItem, section: 0)
    self.dataSource.append(newItem)
    self.tableView.beginUpdates()
    self.tableView.insertRows(at: [newIndexPath], with: .automatic)
    self.tableView.endUpdates()
    self.didUpdateTableViewContentSize()

    guard self.tableView.contentSize.height > self.tableView.frame.height else { return }
    self.tableView.scrollToRow(at: newIndexPath, at: .bottom, animated: true)
  }

  private func didTapRemoveButton() {
    guard !self.dataSource.isEmpty else { return }
    let deleteIndexPath = IndexPath(row: self.dataSource.count - 1, section: 0)
    self.dataSource.removeLast()
    self.tableView.beginUpdates()
    self.tableView.deleteRows(at: [deleteIndexPath], with: .automatic)
    self.tableView.endUpdates()
    self.didUpdateTableViewContentSize()
  }

  private func didUpdateTableViewContentSize() {
    self.tableViewHeight?.update(offset: self.tableView.contentSize.height)
    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
  }

  /// One row per item.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    self.dataSource.count
  }

  /// A default-style cell per row showing its item (the tutorial leaves this method out).
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    cell.tag = self.dataSource[indexPath.row]
    cell.textLabel?.text = "\(self.dataSource[indexPath.row])"
    return cell
  }
}

extension ShowcaseSample {
  /// Taps the button with the identifier `count` times, letting each tap's animation run.
  @MainActor
  static func tapRepeatedly(_ session: ShowcaseSession, _ identifier: String, _ count: Int) {
    for _ in 0..<count {
      session.tap(identifier)
      session.wait(0.35)
    }
  }

  /// K2: one insert, inserts until the table scrolls (20 rows), then six deletes.
  static let k2 = ShowcaseSample(
    id: "K2", title: "Table and bottom label", make: { TableViewController() }
  ) {
    ShowcaseStep("three rows")
    ShowcaseStep("tap insert") { $0.tap("insertButton") }
    ShowcaseStep("insert to 20 rows") { tapRepeatedly($0, "insertButton", 16) }
    ShowcaseStep("remove 6 rows") { tapRepeatedly($0, "removeButton", 6) }
  }
}
