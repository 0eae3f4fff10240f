import Foundation
import OpenUIKit
import Testing

/// UITableViewCell's parts: accessories narrowing the content view, separator insets from
/// the table and the cell, selection and highlight backgrounds.
@MainActor
@Suite struct TableCellPartsTests: LayoutBehaviorSuite {
  func row(_ configure: @escaping (UITableViewCell) -> Void) throws -> (
    UITableView, UITableViewCell
  ) {
    let source = TableFixtures.Sections([1])
    source.configure = { cell, _ in configure(cell) }
    let (_, table) = TableFixtures.table(.plain, source: source)
    withExtendedLifetime(source) {}
    return (table, try #require(table.visibleCells.first))
  }

  /// Each accessory sits 16 pt from the trailing edge, centred in the content height; the
  /// content view ends at its leading edge.
  @Test func accessoriesNarrowTheContentView() throws {
    let cases: [(UITableViewCell.AccessoryType, CGFloat, CGFloat)] = [
      (.disclosureIndicator, 8, 13), (.checkmark, 14, 12), (.detailButton, 22, 22),
      (.detailDisclosureButton, 42, 22),
    ]
    for (type, w, h) in cases {
      let (_, cell) = try row { $0.accessoryType = type }
      expectFrame(cell.contentView.frame, 0, 0, 393 - 16 - w, 43.667)
      let accessory = try #require(
        cell.subviews.first { $0.frame.width == w && $0 !== cell.contentView })
      expectFrame(accessory.frame, 393 - 16 - w, (43.667 - h) / 2, w, h)
    }
    let (_, plain) = try row { _ in }
    expectFrame(plain.contentView.frame, 0, 0, 393, 43.667)
  }

  /// An accessory view is shown at its own size and wins over the type.
  @Test func accessoryViewsWin() throws {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    let (_, cell) = try row {
      $0.accessoryType = .checkmark
      $0.accessoryView = badge
    }
    #expect(badge.superview === cell)
    expectFrame(badge.frame, 327, 6.833, 50, 30)
    expectFrame(cell.contentView.frame, 0, 0, 327, 43.667)
    cell.accessoryView = nil
    cell.layoutIfNeeded()
    #expect(badge.superview == nil)
    expectFrame(cell.contentView.frame, 0, 0, 363, 43.667)
  }

  /// The table's separator inset applies to its cells unless a cell sets its own.
  @Test func separatorInsets() throws {
    let source = TableFixtures.Sections([2])
    source.configure = { cell, path in
      if path.row == 1 { cell.separatorInset = .zero }
    }
    let (root, table) = TableFixtures.table(.plain, source: source)
    let cells = table.visibleCells
    expectFrame(try #require(cells[0].subviews.last).frame, 16, 43.667, 377, 0.333)
    expectFrame(try #require(cells[1].subviews.last).frame, 0, 43.667, 393, 0.333)
    #expect(cells[0].separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    table.separatorInset = UIEdgeInsets(top: 0, left: 60, bottom: 0, right: 10)
    root.layoutIfNeeded()
    expectFrame(try #require(cells[0].subviews.last).frame, 60, 43.667, 323, 0.333)
    expectFrame(try #require(cells[1].subviews.last).frame, 0, 43.667, 393, 0.333)
    table.separatorStyle = .none
    root.layoutIfNeeded()
    expectFrame(table.visibleCells[0].frame, 0, 0, 393, 44)
    expectFrame(table.visibleCells[0].contentView.frame, 0, 0, 393, 44)
    #expect(table.visibleCells[0].subviews.last?.isHidden == true)
  }

  /// Selected or highlighted cells show the system fill (`systemGray4`) behind the content,
  /// or the selected background view; selection style none shows nothing.
  @Test func selectionBackgrounds() throws {
    let (_, cell) = try row { _ in }
    #expect(cell.selectionStyle == .default)
    #expect(cell.selectedBackgroundView == nil)
    cell.setHighlighted(true, animated: true)
    #expect(cell.isHighlighted)
    let fill = try #require(cell.subviews.first)
    #expect(fill.backgroundColor == .systemGray4)
    expectFrame(fill.frame, 0, 0, 393, 44)
    cell.setHighlighted(false, animated: false)
    #expect(fill.superview == nil)
    cell.setSelected(true, animated: false)
    #expect(cell.isSelected)
    #expect(fill.superview === cell)
    let custom = UIView()
    cell.selectedBackgroundView = custom
    #expect(fill.superview == nil)
    #expect(cell.subviews.first === custom)
    expectFrame(custom.frame, 0, 0, 393, 44)
    cell.isSelected = false
    #expect(custom.superview == nil)
    cell.selectionStyle = .none
    cell.setSelected(true, animated: false)
    #expect(custom.superview == nil)
    #expect(cell.isSelected)
    cell.prepareForReuse()
    #expect(!cell.isSelected)
  }

  /// A tap selects the row through setSelected(_:animated:), which subclasses override.
  @Test func aTapCallsSetSelected() throws {
    final class Recording: UITableViewCell {
      var calls: [Bool] = []
      override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        calls.append(selected)
      }
    }
    let source = TableFixtures.Sections([1])
    let (_, table) = TableFixtures.table(.plain, source: source, cellClass: Recording.self)
    let cell = try #require(table.visibleCells.first as? Recording)
    cell.calls = []
    cell.simulateTap()
    #expect(cell.calls == [true])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
  }
}
