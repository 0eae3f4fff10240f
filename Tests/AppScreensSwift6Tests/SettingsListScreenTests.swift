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
    // Inset grouped, as UIKit: rows inset by the 16 pt margin (20 pt on the iPad), the first
    // section 35 pt below the inset, 18 + 18 pt between sections.
    let inset: CGFloat = size.width < 414 ? 16 : 20
    for (index, cell) in cells.enumerated() {
      let y = top + 35 + CGFloat(index) * 52 + (index >= 2 ? 36 : 0)
      let expected = CGRect(x: inset, y: y, width: size.width - 2 * inset, height: 52)
      #expect(same(windowFrame(cell), expected), "\(windowFrame(cell)) is not \(expected)")
    }
    window.simulateTap(at: CGPoint(x: 40, y: top + 35 + 52 * 2 + 36 + 20))
    #expect(controller.toggled == ["Focus"])
  }
}
