import Foundation
import OpenUIKit
import Testing

/// UITableView's UIKit defaults: automatic row and section heights, vertical bouncing (so a
/// short table gets the safe area's insets), the style backgrounds, and self-sizing rows
/// whose content view is sized without the separator (uikit-apps.md §6.1).
@MainActor
@Suite struct TableDefaultsTests: LayoutBehaviorSuite {
  @Test func defaultsAreUIKits() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), style: .plain)
    #expect(table.rowHeight == UITableView.automaticDimension)
    #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    #expect(table.sectionHeaderHeight == UITableView.automaticDimension)
    #expect(table.sectionFooterHeight == UITableView.automaticDimension)
    #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
    #expect(table.estimatedSectionFooterHeight == UITableView.automaticDimension)
    #expect(table.sectionHeaderTopPadding == UITableView.automaticDimension)
    #expect(table.alwaysBounceVertical)
    #expect(!table.alwaysBounceHorizontal)
    #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
    #expect(table.backgroundColor == .systemBackground)
    let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 430, height: 600), style: .grouped)
    #expect(grouped.backgroundColor == .systemGroupedBackground)
    #expect(grouped.separatorInset == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    #expect(UITableView(frame: .zero, style: .insetGrouped).alwaysBounceVertical)
  }

  /// The reproduction: a 30 pt box pinned to the content view with required
  /// constraints. Rows are 30 + 1/3 pt, content views 30 pt, and nothing is logged (it was
  /// 8 reports for 3 rows).
  @Test func selfSizingCellsWithRequiredConstraintsLogNothing() {
    let source = TableFixtures.Sections([3])
    var made: (UIView, UITableView)?
    let diagnostics = LayoutDiagnostics.capture {
      made = TableFixtures.table(.plain, source: source, cellClass: TableFixtures.BoxCell.self)
    }
    #expect(diagnostics.map(\.message) == [])
    guard let (root, table) = made else { return }
    let cells = table.visibleCells
    #expect(cells.count == 3)
    expectValue(table.contentSize.height, 91)
    expectFrame(cells[0].frame, 0, 0, 393, 30.333)
    expectFrame(cells[2].frame, 0, 60.667, 393, 30.333)
    expectFrame(cells[1].contentView.frame, 0, 0, 393, 30)
    let box = (cells[1] as? TableFixtures.BoxCell)?.box
    expectFrame(box?.frame ?? .zero, 0, 0, 393, 30)
    // Reloading and scrolling the same cells logs nothing either.
    let again = LayoutDiagnostics.capture {
      table.reloadData()
      root.layoutIfNeeded()
      table.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
      root.layoutIfNeeded()
    }
    #expect(again.map(\.message) == [])
  }

  /// A default cell with a text label and the automatic height: 44 pt, its content view one
  /// pixel shorter.
  @Test func aDefaultCellIs44() {
    let source = TableFixtures.Sections([2])
    source.configure = { cell, path in cell.textLabel?.text = "Row \(path.row)" }
    let (_, table) = TableFixtures.table(.plain, source: source)
    expectFrame(table.visibleCells[1].frame, 0, 44, 393, 44)
    expectFrame(table.visibleCells[1].contentView.frame, 0, 0, 393, 43.667)
    expectValue(table.contentSize.height, 88)
  }

  /// A short table under a navigation bar: the table bounces vertically, so its top inset
  /// is the bar's bottom (103 on an iPhone 15 Pro) and its first row is right below it.
  @Test func aShortTableUnderANavigationBarGetsItsTopInset() throws {
    let source = TableFixtures.Sections([2])
    let controller = UIViewController()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(table)
    let navigation = UINavigationController(rootViewController: controller)
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    table.frame = controller.view.bounds
    window.layoutIfNeeded()
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -103))
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.convert(first.bounds, to: window) == CGRect(x: 0, y: 103, width: 393, height: 44))
  }

  /// The same table without a bar: below the status bar (59).
  @Test func aShortTableWithoutABarStartsBelowTheStatusBar() {
    let source = TableFixtures.Sections([2])
    let controller = UIViewController()
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
    table.dataSource = source
    controller.view.addSubview(table)
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    table.frame = controller.view.bounds
    window.layoutIfNeeded()
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -59))
    table.alwaysBounceVertical = false
    window.layoutIfNeeded()
    #expect(table.adjustedContentInset == .zero)
  }
}
