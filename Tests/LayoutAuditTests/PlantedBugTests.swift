import LayoutAudit
import OpenUIKit
import Testing

/// One screen per kind, each with one planted bug: flagged with the right kind, view and
/// configurations, and nothing else.
@MainActor
@Suite struct PlantedBugTests {
  /// The standard configurations that `include` keeps, as descriptions.
  func configurations(where include: (AuditConfiguration) -> Bool = { _ in true }) -> [String] {
    AuditConfiguration.standard.filter(include).map(\.description)
  }

  /// Checks that every finding is of `kind`, on the view `path` / `id`, one per configuration
  /// of `expected`.
  func expectOnly(
    _ report: AuditReport, _ kind: AuditFinding.Kind, path: String, id: String?,
    in expected: [String]
  ) {
    #expect(report.findings.allSatisfy { $0.kind == kind }, "\(report)")
    #expect(report.findings.allSatisfy { $0.viewPath == path && $0.viewIdentifier == id })
    #expect(report.findings.map(\.configuration.description) == expected)
  }

  /// The finding in the configuration described as `configuration`.
  func finding(_ report: AuditReport, _ configuration: String) -> AuditFinding? {
    report.findings.first { $0.configuration.description == configuration }
  }

  @Test func unsatisfiableConstraints() throws {
    let report = LayoutAudit.run(PlantedScreens.unsatisfiable)
    expectOnly(
      report, .unsatisfiableConstraints, path: "UIView > UIView[0] > UIView[0]", id: "bar",
      in: configurations())
    let first = try #require(report.findings.first)
    #expect(
      first.message
        == "Required constraints conflict: `superview.width == 300`, "
        + "`leading == superview.leading + 16`, `trailing == superview.trailing - 16` and "
        + "`width == 200` cannot all hold; the engine broke `width == 200`.")
    #expect(first.suggestion == "lower the priority of `width == 200` to 999")
  }

  @Test func ambiguousLayout() throws {
    let report = LayoutAudit.run(PlantedScreens.ambiguous)
    expectOnly(
      report, .ambiguousLayout, path: "UIView > UIView[0]", id: "panel", in: configurations())
    let first = try #require(report.findings.first)
    #expect(
      first.message == "The constraints do not determine its height: the layout is ambiguous.")
    #expect(first.suggestion == "add constraints that fix its height")
  }

  @Test func truncatedText() throws {
    let report = LayoutAudit.run(PlantedScreens.truncated)
    let large: Set<UIContentSizeCategory> = [
      .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
      .accessibilityExtraExtraExtraLarge,
    ]
    expectOnly(
      report, .truncatedText, path: "UIView > UILabel[0]", id: "status",
      in: configurations { large.contains($0.contentSize) })
    let se = try #require(finding(report, "iphonese portrait accessibilityLarge"))
    #expect(
      se.message
        == "The text \"Your order ships on Tuesday\" needs 403 pt but its label is 343 pt wide: "
        + "it is truncated.")
    #expect(se.suggestion == "set numberOfLines = 0")
    let pro = try #require(
      finding(report, "iphone15pro portrait accessibilityExtraExtraExtraLarge"))
    #expect(
      pro.message
        == "The text \"Your order ships on Tuesday\" needs 646 pt but its label is 361 pt wide: "
        + "it is truncated.")
    #expect(pro.frame.width == 361)
  }

  @Test func clippedContent() throws {
    let report = LayoutAudit.run(PlantedScreens.clipped)
    expectOnly(
      report, .clippedContent, path: "UIView > UIView[0] > UIView[0]", id: "chip",
      in: configurations())
    let first = try #require(report.findings.first)
    #expect(
      first.message
        == "Its superview UIView 'container' clips it: 50 pt past the right edge is cut off.")
    #expect(
      first.suggestion
        == "constrain its trailing inside its superview, or let the superview grow with it")
    #expect(first.frame == CGRect(x: 16, y: 109, width: 150, height: 40))
    let rtl = try #require(finding(report, "iphone15pro portrait large RTL"))
    #expect(
      rtl.message
        == "Its superview UIView 'container' clips it: 50 pt past the left edge is cut off.")
    #expect(
      rtl.suggestion
        == "constrain its trailing inside its superview, or let the superview grow with it")
  }

  @Test func overlappingSiblings() throws {
    let report = LayoutAudit.run(PlantedScreens.overlapping)
    expectOnly(
      report, .overlappingSiblings, path: "UIView > UILabel[1]", id: "subtitle",
      in: configurations())
    let first = try #require(report.findings.first)
    #expect(
      first.message == "Its content overlaps its sibling UILabel 'title' by 30.28 × 10.29 pt.")
    #expect(
      first.suggestion
        == "add spacing constraints between it and UILabel 'title' so that they cannot overlap")
  }

  @Test func outsideSafeArea() throws {
    let report = LayoutAudit.run(PlantedScreens.outsideSafeArea)
    expectOnly(
      report, .outsideSafeArea, path: "UIView > UILabel[0]", id: "heading",
      in: configurations { !($0.landscape && $0.screen.userInterfaceIdiom == .phone) })
    let pro = try #require(finding(report, "iphone15pro portrait large"))
    #expect(
      pro.message == "Its text reaches 51 pt into the unsafe area past the safe area's top edge.")
    #expect(pro.suggestion == "pin the top to safeAreaLayoutGuide")
    let se = try #require(finding(report, "iphonese portrait large"))
    #expect(
      se.message == "Its text reaches 12 pt into the unsafe area past the safe area's top edge.")
  }

  @Test func offscreen() throws {
    let report = LayoutAudit.run(PlantedScreens.offscreen)
    expectOnly(
      report, .offscreen, path: "UIView > UIView[0]", id: "badge",
      in: configurations { !$0.landscape && $0.screen.userInterfaceIdiom == .phone })
    let pro = try #require(finding(report, "iphone15pro portrait large"))
    #expect(pro.message == "It reaches 57 pt past the right edge of the window.")
    #expect(pro.suggestion == "constrain its trailing inside its superview")
    #expect(pro.frame == CGRect(x: 350, y: 79, width: 100, height: 44))
    let rtl = try #require(finding(report, "iphone15pro portrait large RTL"))
    #expect(rtl.message == "It reaches 57 pt past the left edge of the window.")
    #expect(rtl.suggestion == "constrain its trailing inside its superview")
  }

  @Test func smallTapTarget() throws {
    let report = LayoutAudit.run(PlantedScreens.smallTapTarget)
    expectOnly(
      report, .smallTapTarget, path: "UIView > UIButton[0]", id: "edit", in: configurations())
    let first = try #require(report.findings.first)
    #expect(
      first.message == "Its tap target is 24 × 30 pt, smaller than Apple's minimum of 44 × 44 pt.")
    #expect(first.suggestion == "constrain its width ≥ 44 and height ≥ 44")
  }

  @Test func lowContrast() throws {
    let report = LayoutAudit.run(PlantedScreens.lowContrast)
    expectOnly(
      report, .lowContrast, path: "UIView > UILabel[0]", id: "hint",
      in: configurations { $0.style != .dark })
    let first = try #require(report.findings.first)
    #expect(
      first.message
        == "Text #999999 on #FFFFFF has a contrast of 2.85:1, below WCAG 2 AA's 4.5:1 for text "
        + "under 18 pt (14 pt bold).")
    #expect(
      first.suggestion == "use .label for the text, or a colour with at least 4.5:1 against #FFFFFF"
    )
  }

  @Test func missingAccessibilityLabel() throws {
    let report = LayoutAudit.run(PlantedScreens.missingAccessibilityLabel)
    expectOnly(
      report, .missingAccessibilityLabel, path: "UIView > UIButton[0]", id: "close",
      in: configurations())
    let first = try #require(report.findings.first)
    #expect(
      first.message
        == "It shows only an image and has no accessibilityLabel: VoiceOver cannot say what it does."
    )
    #expect(
      first.suggestion
        == "set accessibilityLabel to a short name of its action (\"Close\", \"Share\")")
  }

  /// Every kind has its planted screen above.
  @Test func everyKindIsPlanted() {
    #expect(AuditFinding.Kind.allCases.count == 10)
  }
}
