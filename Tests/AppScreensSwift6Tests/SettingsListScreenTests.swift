import OpenUIKit
import TestSupport
import Testing

@MainActor
struct SettingsListScreenTests {
  static let sections = [
    [SettingsRow(title: "Airplane Mode", isOn: false), SettingsRow(title: "Wi-Fi", isOn: true)],
    [SettingsRow(title: "Focus", isOn: false)],
  ]

  @Test(arguments: ["iphonese", "iphone15pro", "ipad"])
  func rowsStartBelowTheStatusBar(name: String) throws {
    let screen = try #require(device(named: name))
    let controller = SettingsListController(sections: Self.sections)
    let (window, diagnostics) = present(controller, on: screen)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let size = screen.bounds.size
    let top = screen.safeAreaInsets.top
    #expect(same(windowFrame(controller.tableView), CGRect(origin: .zero, size: size)))
    #expect(controller.tableView.adjustedContentInset.top == top)
    let cells = controller.tableView.visibleCells
    try #require(cells.count == 3)
    for (index, cell) in cells.enumerated() {
      let expected = CGRect(x: 0, y: top + CGFloat(index) * 52, width: size.width, height: 52)
      #expect(same(windowFrame(cell), expected), "\(windowFrame(cell)) is not \(expected)")
    }
    window.simulateTap(at: CGPoint(x: 40, y: top + 52 * 2 + 20))
    #expect(controller.toggled == ["Focus"])
  }
}
