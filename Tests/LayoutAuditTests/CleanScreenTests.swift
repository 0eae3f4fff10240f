import LayoutAudit
import OpenUIKit
import Testing

/// Screens written as apps write them report nothing in any standard configuration: a
/// finding on them would be a false positive.
@MainActor
@Suite struct CleanScreenTests {
  @Test func standardHas42Configurations() {
    let all = AuditConfiguration.standard
    #expect(all.count == 42)
    #expect(Set(all).count == 42)
    #expect(all.first?.description == "iphone15pro portrait large")
    #expect(all[1].description == "iphone15pro landscape large")
    #expect(all.last?.description == "iphone15pro portrait accessibilityExtraExtraExtraLarge dark")
  }

  @Test func formReportsNothing() {
    let report = LayoutAudit.run { FormScreen() }
    #expect(report.findings.isEmpty, "\(report)")
    #expect(report.configurations.count == 42)
  }

  @Test func profileReportsNothing() {
    let report = LayoutAudit.run { ProfileScreen() }
    #expect(report.findings.isEmpty, "\(report)")
  }

  /// The colours UIKit picks for text roles pass the contrast rule; an app's grey and a
  /// lower label level do not.
  @Test func platformTextColoursPassTheContrastRule() {
    let configurations = [AuditConfiguration(), AuditConfiguration(style: .dark)]
    let report = LayoutAudit.run(
      configurations: configurations, size: CGSize(width: 320, height: 300)
    ) {
      let stack = UIStackView()
      stack.axis = .vertical
      stack.spacing = 8
      stack.addArrangedSubview(dynamicLabel("Title", style: .body))
      stack.addArrangedSubview(
        dynamicLabel("Subtitle", style: .footnote, color: .secondaryLabel, id: "subtitle"))
      let system = UIButton(type: .system)
      system.setTitle("Edit", for: .normal)
      system.accessibilityIdentifier = "edit"
      stack.addArrangedSubview(system)
      var filled = UIButton.Configuration.filled()
      filled.title = "Continue"
      stack.addArrangedSubview(UIButton(configuration: filled))
      stack.addArrangedSubview(
        dynamicLabel("Hint", style: .footnote, color: .tertiaryLabel, id: "hint"))
      stack.addArrangedSubview(
        dynamicLabel("Grey", style: .footnote, color: UIColor(white: 0.7, alpha: 1), id: "grey"))
      return stack
    }
    let flagged = report.findings.filter { $0.kind == .lowContrast }
    #expect(Set(flagged.map { $0.viewIdentifier ?? $0.viewPath }) == ["hint", "grey"])
    // The light grey reads well on the dark background: flagged in light mode only.
    #expect(
      flagged.map {
        "\($0.viewIdentifier ?? "") \($0.configuration.style == .dark ? "dark" : "light")"
      }
      .sorted() == ["grey light", "hint dark", "hint light"])
  }

  @Test func tableListReportsNothing() {
    var cellCounts: [String: Int] = [:]
    let report = LayoutAudit.run(inspect: { configuration, window, _ in
      @MainActor func cells(in view: UIView) -> Int {
        view.subviews.reduce(view is UITableViewCell ? 1 : 0) { $0 + cells(in: $1) }
      }
      cellCounts[configuration.description] = cells(in: window)
    }) { UINavigationController(rootViewController: TableListScreen()) }
    #expect(report.findings.isEmpty, "\(report)")
    // The audit saw the rows: all six on a portrait iPhone 15 Pro at the default size.
    #expect(cellCounts["iphone15pro portrait large"] == 6)
  }

  @Test func listReportsNothing() {
    let report = LayoutAudit.run { ListScreen() }
    #expect(report.findings.isEmpty, "\(report)")
  }
}
