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

  @Test func listReportsNothing() {
    let report = LayoutAudit.run { ListScreen() }
    #expect(report.findings.isEmpty, "\(report)")
  }
}
