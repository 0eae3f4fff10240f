import Foundation
import Testing

@testable import OpenUIKit

/// UITableViewCell's built-in labels: created on first use in the content view, laid out
/// between 16 pt insets (narrow screens) or 20 pt (414 pt and wider).
@MainActor
@Suite struct TableViewCellLabelTests: LayoutBehaviorSuite {
  @MainActor final class Titles: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  @Test func defaultStyleTextLabelFillsTheRowBetweenInsets() throws {
    let root = makeRoot(width: 393, height: 400)
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    let titles = Titles()
    table.dataSource = titles
    root.addSubview(table)
    root.layoutIfNeeded()
    defer { withExtendedLifetime(titles) {} }
    let cells = table.visibleCells
    #expect(cells.count == 2)
    let label = try #require(cells[1].textLabel)
    #expect(label.text == "Row 1")
    #expect(label.superview === cells[1].contentView)
    #expect(label.font.pointSize == 17)
    expectFrame(label.frame, 16, 0, 361, 43.667)
    #expect(cells[1].detailTextLabel == nil)
  }

  @Test func wideCellsInsetBy20() {
    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 820, height: 44)
    cell.textLabel?.text = "Wide"
    cell.layoutIfNeeded()
    expectFrame(cell.textLabel?.frame ?? .zero, 20, 0, 780, 44)
  }

  @Test func subtitleStyleStacksTheLabels() {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 64)
    cell.textLabel?.text = "Title"
    cell.detailTextLabel?.text = "Detail"
    cell.layoutIfNeeded()
    let textHeight = cell.textLabel?.intrinsicContentSize.height ?? 0
    let detailHeight = cell.detailTextLabel?.intrinsicContentSize.height ?? 0
    expectValue(textHeight, 20.333)
    expectValue(cell.detailTextLabel?.font.pointSize ?? 0, 15)
    let top = ((64 - textHeight - detailHeight) / 2).rounded(.down)
    expectFrame(cell.textLabel?.frame ?? .zero, 16, top, 288, textHeight)
    expectFrame(cell.detailTextLabel?.frame ?? .zero, 16, top + textHeight, 288, detailHeight)
  }
}
