import Foundation
import Testing

@testable import OpenUIKit

/// A settings screen written as apps write it: a UITableViewController subclass overriding
/// the data-source and delegate methods.
@MainActor
final class SettingsTableController: UITableViewController {
  var selections: [IndexPath] = []
  let rows = [["Wi-Fi", "Bluetooth", "Cellular"], ["Notifications", "Sounds"]]

  init() {
    super.init(style: .plain)
  }

  required init?(coder: NSCoder) { fatalError("not used") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
  }

  override func numberOfSections(in tableView: UITableView) -> Int { rows.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows[section].count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    cell.textLabel?.text = rows[indexPath.section][indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selections.append(indexPath)
  }
}

/// UITableViewController: its table, insets and rows on a phone, selection by tap, clearing
/// the selection when the view appears, and the defaults of the data-source methods.
@MainActor
@Suite struct TableViewControllerTests {
  func host(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(screen: .iPhone15Pro)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test func theTableIsTheViewAndFillsTheScreenBelowTheStatusBar() throws {
    let controller = SettingsTableController()
    let window = host(controller)
    let table = try #require(controller.tableView)
    #expect(controller.view === table)
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
    #expect(table.style == .plain)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
    #expect(table.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(table.contentOffset == CGPoint(x: 0, y: -59))
    #expect(table.contentSize == CGSize(width: 393, height: 220))
    #expect(table.numberOfSections == 2)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.textLabel?.text == "Wi-Fi")
    #expect(first.frame == CGRect(x: 0, y: 0, width: 393, height: 44))
    #expect(first.convert(first.bounds, to: window) == CGRect(x: 0, y: 59, width: 393, height: 44))
    let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(
      second.convert(second.bounds, to: window) == CGRect(x: 0, y: 103, width: 393, height: 44))
    let sounds = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
    #expect(sounds.textLabel?.text == "Sounds")
    #expect(
      sounds.convert(sounds.bounds, to: window) == CGRect(x: 0, y: 235, width: 393, height: 44))
    #expect(table.visibleCells.count == 5)
  }

  @Test func aTapSelectsTheRowAndTheSelectionClearsWhenTheViewAppears() throws {
    let controller = SettingsTableController()
    let window = host(controller)
    let table = try #require(controller.tableView)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    cell.simulateTap()
    #expect(controller.selections == [IndexPath(row: 2, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    // A tap in the window at y = 59 + 132 + 10 selects Notifications.
    window.simulateTap(at: CGPoint(x: 100, y: 201))
    #expect(
      controller.selections == [IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1)])

    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    #expect(table.indexPathsForSelectedRows?.count == 2)
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(table.indexPathForSelectedRow == nil)
    #expect(table.indexPathsForSelectedRows == nil)

    controller.clearsSelectionOnViewWillAppear = false
    cell.simulateTap()
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    table.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test func theDefaultsAreOneSectionWithoutRows() throws {
    let controller = UITableViewController()
    #expect(controller.clearsSelectionOnViewWillAppear)
    let table = try #require(controller.tableView)
    #expect(table.style == .plain)
    #expect(controller.numberOfSections(in: table) == 1)
    #expect(controller.tableView(table, numberOfRowsInSection: 0) == 0)
    #expect(
      controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0))
        == UITableView.automaticDimension)
    #expect(table.numberOfRows(inSection: 0) == 0)
    #expect(UITableViewController(style: .insetGrouped).tableView.style == .insetGrouped)
    #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
  }

  @Test func rowsWithoutACellAreReportedAsUIKitRaises() {
    final class Forgetful: UITableViewController {
      override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int)
        -> Int
      { 1 }
    }
    let controller = Forgetful(style: .plain)
    let messages = LayoutDiagnostics.capture {
      _ = host(controller)
    }.map(\.message)
    #expect(messages.count == 1)
    #expect(messages.first?.contains("NSInternalInconsistencyException") == true)
    #expect(messages.first?.contains("failed to obtain a cell from its dataSource") == true)
    #expect(controller.tableView.visibleCells.count == 1)
  }

  @Test func aSetTableBecomesTheView() {
    let controller = UITableViewController(style: .plain)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    controller.tableView = table
    #expect(controller.view === table)
    #expect(controller.tableView === table)
  }
}
