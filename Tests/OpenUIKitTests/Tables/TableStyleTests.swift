import Foundation
import OpenUIKit
import Testing

/// Grouped and inset-grouped tables: section spacing, inset cells with rounded first and
/// last rows, separators, and the style colours (uikit-apps.md §4.1, §6.1.10, §6.1.11).
@MainActor
@Suite struct TableStyleTests: LayoutBehaviorSuite {
  /// Empty grouped headers are 35 pt above the first section and 18 pt above the others;
  /// empty footers 18 pt. Cells span the table.
  @Test func groupedSectionsAreSpaced() throws {
    let source = TableFixtures.Sections([2, 1])
    let (_, table) = TableFixtures.table(.grouped, source: source)
    expectValue(table.contentSize.height, 221)
    expectFrame(table.rectForRow(at: IndexPath(row: 0, section: 0)), 0, 35, 393, 44)
    expectFrame(table.rectForRow(at: IndexPath(row: 1, section: 0)), 0, 79, 393, 44)
    expectFrame(table.rectForFooter(inSection: 0), 0, 123, 393, 18)
    expectFrame(table.rectForHeader(inSection: 1), 0, 141, 393, 18)
    expectFrame(table.rectForRow(at: IndexPath(row: 0, section: 1)), 0, 159, 393, 44)
    expectFrame(table.rect(forSection: 1), 0, 141, 393, 80)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    expectFrame(cell.frame, 0, 159, 393, 44)
    #expect(cell.backgroundColor == .secondarySystemGroupedBackground)
    #expect(table.backgroundColor == .systemGroupedBackground)
    #expect(cell.layer.cornerRadius == 0)
  }

  /// Inset grouped: cells inset by the 16 pt margin (393 pt wide phone), 10 pt corners on
  /// the first and last cell of each section, no separator under a section's last cell.
  @Test func insetGroupedCellsAreInsetAndRounded() throws {
    let source = TableFixtures.Sections([3, 1])
    let (_, table) = TableFixtures.table(.insetGrouped, source: source)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let middle = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let single = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    expectFrame(first.frame, 16, 35, 361, 44)
    expectFrame(middle.frame, 16, 79, 361, 44)
    expectFrame(last.frame, 16, 123, 361, 44)
    expectFrame(single.frame, 16, 203, 361, 44)
    expectFrame(first.contentView.frame, 0, 0, 361, 43.667)
    #expect(first.layer.cornerRadius == 10)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle.layer.cornerRadius == 0)
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(single.layer.cornerRadius == 10)
    #expect(
      single.layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    // The separator runs from the 16 pt inset to the cell's trailing edge, one pixel tall.
    let separator = try #require(first.subviews.last)
    expectFrame(separator.frame, 16, 43.667, 345, 0.333)
    #expect(!separator.isHidden)
    #expect(last.subviews.last?.isHidden == true)
    #expect(table.indexPathForRow(at: CGPoint(x: 20, y: 100)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 8, y: 100)) == nil)
    #expect(table.indexPath(for: last) == IndexPath(row: 2, section: 0))
  }

  /// A wide phone (430 pt) insets by 20 pt.
  @Test func insetGroupedOnAWidePhone() throws {
    let source = TableFixtures.Sections([1])
    let (_, table) = TableFixtures.table(.insetGrouped, source: source, width: 430)
    let cell = try #require(table.visibleCells.first)
    expectFrame(cell.frame, 20, 35, 390, 44)
  }
}
