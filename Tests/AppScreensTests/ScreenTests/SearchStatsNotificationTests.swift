import OpenUIKit
import TestSupport
import Testing

@testable import AppScreens

@MainActor
struct SearchStatsNotificationTests {
  @Test func searchFiltersAsTheUserTypes() {
    let controller = SearchResultsViewController(catalogue: [
      "Linen shirt", "Linen trousers", "Canvas tote", "Wool scarf", "Leather belt",
    ])
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    expectRect(windowFrame(controller.searchField), 16, 67, 361, 36)
    let count = labelHeight(13, scale: 3)
    #expect(abs(windowFrame(controller.countLabel).minY - 111) < 0.001)
    #expect(abs(windowFrame(controller.countLabel).height - count) < 0.001)
    expectRect(windowFrame(controller.tableView), 0, 115 + count, 393, 852 - 115 - count)
    #expect(controller.countLabel.text == "5 results")
    #expect(controller.tableView.visibleCells.count == 5)
    controller.searchField.becomeFirstResponder()
    controller.searchField.insertText("lin")
    hosted.window.layoutIfNeeded()
    #expect(controller.matches == ["Linen shirt", "Linen trousers"])
    #expect(controller.countLabel.text == "2 results")
    let titles = controller.tableView.visibleCells.map { $0.textLabel?.text ?? "" }
    #expect(titles == ["Linen shirt", "Linen trousers"])
    expectRect(controller.tableView.visibleCells[1].frame, 0, 44, 393, 44)
  }

  @Test func dashboardTilesShareTheGrid() {
    for width in [375.0, 820.0] as [CGFloat] {
      let view = StatsDashboardView(stats: [
        .init(caption: "Revenue", value: "€12.4k", change: "8 %", isUp: true),
        .init(caption: "Orders", value: "318", change: "3 %", isUp: true),
        .init(caption: "Refunds", value: "7", change: "2 %", isUp: false),
        .init(caption: "Visitors", value: "9,870", change: "12 %", isUp: true),
      ])
      let hosted = hostView(view, width: width)
      expectClean(hosted)
      let tileHeight =
        24 + labelHeight(13, scale: 3) + 4 + labelHeight(28, scale: 3) + 4
        + labelHeight(13, scale: 3)
      let tileWidth = (width - 32 - 12) / 2
      for (index, tile) in view.tiles.enumerated() {
        let x = 16 + CGFloat(index % 2) * (tileWidth + 12)
        let y = 16 + CGFloat(index / 2) * (tileHeight + 12)
        expectRect(windowFrame(tile), x, y, tileWidth, tileHeight)
      }
      #expect(abs(view.frame.height - (32 + 2 * tileHeight + 12)) < 0.001)
    }
  }

  @Test func notificationRowsGrowWithTheirSummary() throws {
    let controller = NotificationsViewController(items: [
      ("Mira liked your photo", "2m", true),
      (
        "Jonas and 12 others commented on your post about the weekend trip to the coast", "1h",
        false
      ),
    ])
    let hosted = host(controller, on: .iPhone15Pro)
    expectClean(hosted)
    let cells = controller.tableView.visibleCells.compactMap { $0 as? NotificationCell }
    try #require(cells.count == 2)
    // One line of summary: the 40 pt avatar decides the height (12 + 40 + 12).
    expectRect(cells[0].avatar.frame, 16, 12, 40, 40)
    let separator: CGFloat = 1.0 / 3.0
    #expect(abs(cells[0].frame.height - (64 + separator)) < 0.001)
    #expect(cells[0].timeLabel.frame.maxX == 377)
    #expect(
      abs(cells[0].unreadDot.frame.minY - (cells[0].timeLabel.frame.maxY + 6)) < 0.001)
    // Two lines (the most it shows, 36 pt) still fit beside the avatar: 64 pt again.
    let twoLines = labelHeight(15, lines: 2, scale: 3)
    #expect(abs(cells[1].summaryLabel.frame.height - twoLines) < 0.001)
    #expect(abs(cells[1].frame.height - (64 + separator)) < 0.001)
    expectRect(cells[1].frame, 0, 64 + separator, 393, 64 + separator)
    #expect(cells[1].unreadDot.isHidden)
    #expect(cells[1].summaryLabel.frame.maxX <= cells[1].timeLabel.frame.minX - 8)
  }
}
