import Foundation
import OpenUIKit
import Testing

/// UITableView (plain): row heights, content size, visible cells and reuse, updates, scrolling
/// to rows, self-sizing rows (reference §7.4).
@MainActor
@Suite struct TableViewTests: LayoutBehaviorSuite {
  @MainActor final class Rows: UITableViewDataSource, UITableViewDelegate {
    var count: Int
    var made = 0
    var heights: [Int: CGFloat] = [:]
    init(_ count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.tag = indexPath.row
      return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heights[indexPath.row] ?? tableView.rowHeight
    }
  }

  /// A cell whose content is a 20 pt tall view with 10 pt above and below it.
  final class PaddedCell: UITableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      let body = LayoutFixtures.IntrinsicView(100, 20)
      contentView.addSubview(body)
      NSLayoutConstraint.activate([
        body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  func makeTable(rows: Int, height: CGFloat = 400) -> (UIView, UITableView, Rows) {
    let root = makeRoot(width: 320, height: height)
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let rows = Rows(rows)
    table.dataSource = rows
    table.delegate = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    return (root, table, rows)
  }

  @Test func indexPathsUseUIKitsSpelling() {
    let path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.section == 1)
    #expect(Array(path) == [1, 3])
  }

  /// 44 pt rows; each content view is one pixel (1/3 pt at 3×) shorter for the separator.
  @Test func threeRows() {
    let (_, table, rows) = makeTable(rows: 3)
    defer { withExtendedLifetime(rows) {} }
    #expect(table.contentSize == CGSize(width: 320, height: 132))
    #expect(table.numberOfRows(inSection: 0) == 3)
    let cells = table.visibleCells
    #expect(cells.map(\.tag) == [0, 1, 2])
    expectFrame(cells[1].frame, 0, 44, 320, 44)
    expectFrame(cells[2].contentView.frame, 0, 0, 320, 43.667)
    #expect(
      table.rectForRow(at: IndexPath(row: 2, section: 0))
        == CGRect(x: 0, y: 88, width: 320, height: 44))
  }

  /// The tutorial's insert: contentSize is up to date as soon as endUpdates returns.
  @Test func insertAndDeleteUpdateTheContentSize() {
    let (_, table, rows) = makeTable(rows: 3)
    rows.count = 4
    table.beginUpdates()
    table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
    table.endUpdates()
    #expect(table.contentSize.height == 176)
    #expect(table.visibleCells.count == 4)
    rows.count = 2
    table.deleteRows(
      at: [IndexPath(row: 3, section: 0), IndexPath(row: 2, section: 0)], with: .fade)
    #expect(table.contentSize.height == 88)
    #expect(table.visibleCells.map(\.tag) == [0, 1])
  }

  /// Only the rows in view get cells; scrolling reuses them.
  @Test func visibleRowsAndReuse() {
    let (root, table, rows) = makeTable(rows: 20)
    defer { withExtendedLifetime(rows) {} }
    #expect(table.contentSize.height == 880)
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...9))
    let firstCell = table.visibleCells[0]
    table.scrollToRow(at: IndexPath(row: 19, section: 0), at: .bottom, animated: false)
    #expect(table.contentOffset.y == 480)
    root.layoutIfNeeded()
    #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(10...19))
    #expect(table.visibleCells.contains { $0 === firstCell })
    table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
    #expect(table.contentOffset.y == 220)
    table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .middle, animated: false)
    #expect(table.contentOffset.y == 42)
  }

  @Test func delegateHeights() {
    let root = makeRoot(width: 320, height: 400)
    let table = UITableView(frame: root.bounds)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let rows = Rows(3)
    rows.heights = [1: 100]
    table.delegate = rows
    table.dataSource = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    #expect(table.contentSize.height == 188)
    expectFrame(table.visibleCells[2].frame, 0, 144, 320, 44)
  }

  /// Self-sizing: 10 + 20 + 10 of content, plus the 1/3 pt separator.
  @Test func selfSizingRows() {
    let root = makeRoot(width: 320, height: 400)
    let table = UITableView(frame: root.bounds)
    table.register(PaddedCell.self, forCellReuseIdentifier: "cell")
    table.rowHeight = UITableView.automaticDimension
    let rows = Rows(2)
    table.dataSource = rows
    root.addSubview(table)
    root.layoutIfNeeded()
    #expect(abs(table.contentSize.height - 2 * (40 + 1.0 / 3)) < 0.001)
    expectFrame(table.visibleCells[1].contentView.frame, 0, 0, 320, 40)
    expectFrame(table.visibleCells[1].contentView.subviews[0].frame, 16, 10, 100, 20)
  }

  @Test func unregisteredIdentifierIsReported() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let diagnostics = LayoutDiagnostics.capture {
      _ = table.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
    }
    #expect(diagnostics.count == 1)
    #expect(table.dequeueReusableCell(withIdentifier: "missing") == nil)
  }
}
