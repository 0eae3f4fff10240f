import LayoutAudit
import OpenUIKit
import Testing

/// The view entry point, the report's grouped description and the configurations' names.
@MainActor
@Suite struct AuditReportTests {
  /// A 300 × 80 card holding a 30 × 30 image-only button at (16, 16).
  func card() -> UIView {
    let card = UIView()
    card.backgroundColor = .secondarySystemBackground
    card.accessibilityIdentifier = "card"
    let close = UIButton(type: .system)
    close.setImage(UIImage(systemName: "xmark"), for: .normal)
    close.frame = CGRect(x: 16, y: 16, width: 30, height: 30)
    close.accessibilityIdentifier = "close"
    card.addSubview(close)
    return card
  }

  @Test func viewAuditGroupsFindingsByView() throws {
    let configurations = [AuditConfiguration(), AuditConfiguration(screen: .iPhoneSE)]
    let report = LayoutAudit.run(
      configurations: configurations, size: CGSize(width: 300, height: 80), card)
    #expect(
      report.findings.map(\.kind) == [
        .smallTapTarget, .missingAccessibilityLabel, .smallTapTarget, .missingAccessibilityLabel,
      ])
    #expect(report.findings.allSatisfy { $0.viewPath == "UIView > UIButton[0]" })
    let first = try #require(report.findings.first)
    #expect(first.frame == CGRect(x: 16, y: 75, width: 30, height: 30))
    #expect(report.findings[2].frame == CGRect(x: 16, y: 36, width: 30, height: 30))
    #expect(
      report.description == """
        4 findings in 2 configurations

        UIView > UIButton[0] 'close'
          smallTapTarget: Its tap target is 30 × 30 pt, smaller than Apple's minimum of 44 × 44 pt.
            fix: constrain its width ≥ 44 and height ≥ 44
            in 2 configurations: iphone15pro portrait large, iphonese portrait large
          missingAccessibilityLabel: It shows only an image and has no accessibilityLabel: \
        VoiceOver cannot say what it does.
            fix: set accessibilityLabel to a short name of its action ("Close", "Share")
            in 2 configurations: iphone15pro portrait large, iphonese portrait large
        """)
  }

  @Test func cleanReportSaysSo() {
    let report = LayoutAudit.run(configurations: [AuditConfiguration()]) { UIViewController() }
    #expect(report.findings.isEmpty)
    #expect(report.description == "No findings in 1 configuration")
  }

  @Test func configurationNames() {
    #expect(
      AuditConfiguration(screen: .iPad, landscape: true, contentSize: .extraLarge).description
        == "ipad landscape extraLarge")
    #expect(
      AuditConfiguration(layoutDirection: .rightToLeft, style: .dark).description
        == "iphone15pro portrait large RTL dark")
    #expect(AuditConfiguration() == AuditConfiguration(screen: .iPhone15Pro))
    #expect(AuditConfiguration() != AuditConfiguration(screen: .iPhone15))
  }
}
