import Foundation
import OpenUIKit
import SnapKit
import Testing

/// Sample K2 (table + bottom label), pasted from the tutorial with its two documented changes:
/// `@objc` dropped from the action methods, and `addTarget(self, action: #selector(m), for:)`
/// written `addTarget(self, action: TableViewController.m, for:)`.
@MainActor
@Suite struct TableSampleK2Tests {
  final class TableViewController: UIViewController, UITableViewDataSource {
    let tableView: UITableView = {
      let view = UITableView()
      view.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      return view
    }()
    let bottomLabel: UILabel = {
      let label = UILabel()
      label.textColor = .white
      label.backgroundColor = .systemOrange
      label.text = "tableView 밑 label"
      label.textAlignment = .center
      return label
    }()
    let insertButton: UIButton = {
      let button = UIButton()
      button.setTitle("추가", for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.setTitleColor(.blue, for: .highlighted)
      button.backgroundColor = .systemBlue
      return button
    }()
    let removeButton: UIButton = {
      let button = UIButton()
      button.setTitle("삭제", for: .normal)
      button.setTitleColor(.white, for: .normal)
      button.setTitleColor(.red, for: .highlighted)
      button.backgroundColor = .systemRed
      return button
    }()

    var dataSource = [0, 1, 2]
    var tableViewHeight: Constraint?

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = self
      for subview in [tableView, bottomLabel, insertButton, removeButton] {
        view.addSubview(subview)
      }
      insertButton.addTarget(
        self, action: TableViewController.didTapInsertButton, for: .touchUpInside)
      removeButton.addTarget(
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
    }

    func didTapInsertButton() {
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

    func didTapRemoveButton() {
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

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      dataSource.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.tag = dataSource[indexPath.row]
      return cell
    }
  }

  /// Custom buttons: the 18 pt title's line height (21.48) plus 12, rounded up: 34 tall.
  @Test func threeRowsThenTwentyRows() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let controller = TableViewController()
      let window = makeSampleWindow(controller)
      defer { withExtendedLifetime(window) {} }
      expectFrame(controller.insertButton, 0, 784, 196.5, 34)
      expectFrame(controller.removeButton, 196.5, 784, 196.5, 34)
      expectFrame(controller.tableView, 0, 59, 393, 0)
      expectFrame(controller.bottomLabel, 0, 59, 393, 80)
      #expect(controller.tableView.contentSize.height == 132)
      controller.insertButton.simulateTap()
      #expect(controller.dataSource == [0, 1, 2, 3])
      expectFrame(controller.tableView, 0, 59, 393, 176)
      expectFrame(controller.bottomLabel, 0, 235, 393, 80)
      environment.runLoop.run(for: 0.35)
      #expect(controller.tableView.visibleCells.map(\.tag) == [0, 1, 2, 3])
      for _ in 0..<16 { controller.insertButton.simulateTap() }
      environment.runLoop.run(for: 0.35)
      // 20 rows (880 pt) do not fit: the table stops at the label above the buttons.
      expectFrame(controller.tableView, 0, 59, 393, 645)
      expectFrame(controller.bottomLabel, 0, 704, 393, 80)
      expectFrame(controller.insertButton, 0, 784, 196.5, 34)
      #expect(abs(controller.tableView.contentOffset.y - 235) < 0.001)
      window.layoutIfNeeded()
      #expect(controller.tableView.indexPathsForVisibleRows?.last?.row == 19)
      controller.removeButton.simulateTap()
      #expect(controller.tableView.contentSize.height == 836)
    }
  }
}
