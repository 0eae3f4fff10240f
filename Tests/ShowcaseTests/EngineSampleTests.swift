import Foundation
import OpenUIKit
import Showcase
import Testing

/// The Auto Layout engine samples of tutorial 003, run through their showcase scripts.
@MainActor
@Suite struct EngineSampleTests {
  /// E1: `button.leading = container.leading × 1 + 16` and `button.width = container.width ×
  /// 0.5` solved together; a new constant moves the button by 32.
  @Test func e1EquationsAreSolvedTogether() {
    let sample = runSample("E1")
    expectFrame("containerView", in: sample, step: "initial layout", 20, 79, 353, 200)
    expectFrame("button", in: sample, step: "initial layout", 36, 157, 176.5, 44)
    expectFrame("button", in: sample, step: "constant 16 to 48", 68, 157, 176.5, 44)
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }

  /// E2: 28 × 20, 40 × 20 above 99, and back — the trailing edge stays 16 pt in.
  @Test func e2IntrinsicSizeFollowsTheCount() {
    let sample = runSample("E2")
    expectFrame("badgeView", in: sample, step: "count 0", 349, 69, 28, 20)
    expectFrame("badgeView", in: sample, step: "count 120", 337, 69, 40, 20)
    expectFrame("badgeView", in: sample, step: "count 5", 349, 69, 28, 20)
  }

  /// E3: at 393 pt the low-hugging name takes the slack; at 150 pt it is the one compressed,
  /// the role keeps its 73.667 pt.
  @Test func e3HuggingAndCompressionDecide() {
    let sample = runSample("E3")
    expectFrame("stackView", in: sample, step: "row 393", 0, 59, 393, 20.333)
    expectFrame("nameLabel", in: sample, step: "row 393", 0, 59, 319.333, 20.333)
    expectFrame("roleLabel", in: sample, step: "row 393", 319.333, 59, 73.667, 20.333)
    expectFrame("nameLabel", in: sample, step: "row 150", 0, 59, 76.333, 20.333)
    expectFrame("roleLabel", in: sample, step: "row 150", 76.333, 59, 73.667, 20.333)
    #expect(viewState("nameLabel", in: sample, step: "row 150")?.text == "Alisher Navoiy")
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }

  /// E4: 999 beats 998 — swapping them collapses and expands without a conflict.
  @Test func e4PrioritiesToggleTheHeight() {
    let sample = runSample("E4")
    expectFrame("customView", in: sample, step: "expanded", 0, 59, 393, 200)
    expectFrame("customView", in: sample, step: "collapse", 0, 59, 393, 0)
    expectFrame("customView", in: sample, step: "expand", 0, 59, 393, 200)
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }

  /// E5: the report is in the first step's log; one constraint is broken and layout goes on
  /// with width 100; after the fix (999) nothing is reported.
  @Test func e5ConflictIsReportedAndLayoutGoesOn() {
    let sample = runSample("E5")
    let log = stepLog(sample, step: "conflict")
    #expect(log.count == 1)
    let lines = log.first?.components(separatedBy: "\n") ?? []
    #expect(lines.first == "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
    #expect(lines.contains("Will attempt to recover by breaking constraint "))
    #expect(lines.contains { $0.hasSuffix(".width == 200   (active)>") })
    expectFrame("customView", in: sample, step: "conflict", 20, 79, 100, 50)
    #expect(stepLog(sample, step: "lower to 999").isEmpty)
    expectFrame("customView", in: sample, step: "lower to 999", 20, 79, 100, 50)
  }

  /// E6: without a height the view is ambiguous, and the trace says so on its line; with one,
  /// neither.
  @Test func e6AmbiguityAndTrace() {
    let sample = runSample("E6")
    let log = stepLog(sample, step: "ambiguous")
    #expect(log.count == 2)
    #expect(log.first == "hasAmbiguousLayout: true")
    let trace = log.last?.components(separatedBy: "\n") ?? []
    #expect(trace.first?.hasPrefix("•UIWindow:0x") == true)
    #expect(trace.first?.contains("AMBIGUOUS") == false)
    #expect(trace.count == 8)
    #expect(trace.dropFirst().first?.hasPrefix("|   +UIView:0x") == true)
    let custom = trace.count > 2 ? trace[2] : ""
    #expect(custom.hasPrefix("|   |   *UIView:0x"))
    #expect(custom.contains("'customView'- AMBIGUOUS LAYOUT for UIView:0x"))
    #expect(custom.contains("'customView'.Height{id: "))
    expectFrame("customView", in: sample, step: "ambiguous", 16, 79, 361, 0)

    let after = stepLog(sample, step: "add height")
    #expect(after.first == "hasAmbiguousLayout: false")
    #expect(after.last?.contains("AMBIGUOUS") == false)
    expectFrame("customView", in: sample, step: "add height", 16, 79, 361, 40)
  }

  /// E7: the title stretches at 393 pt and is compressed at 220 pt; the badge keeps its
  /// measured 29.333 pt and the card its 72 pt.
  @Test func e7ProfileHeaderCard() {
    let sample = runSample("E7")
    expectFrame("profileHeaderCard", in: sample, step: "card 393", 0, 59, 393, 72)
    expectFrame("avatarImageView", in: sample, step: "card 393", 16, 71, 48, 48)
    expectFrame("titleLabel", in: sample, step: "card 393", 76, 85.333, 263.667, 19.333)
    expectFrame("badgeLabel", in: sample, step: "card 393", 347.667, 87.833, 29.333, 14.333)
    #expect(viewState("badgeLabel", in: sample, step: "card 393")?.text == " PRO ")
    expectFrame("profileHeaderCard", in: sample, step: "card 220", 0, 59, 220, 72)
    expectFrame("titleLabel", in: sample, step: "card 220", 76, 85.333, 90.667, 19.333)
    expectFrame("badgeLabel", in: sample, step: "card 220", 174.667, 87.833, 29.333, 14.333)
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }

  /// E7's title lines: "Alisher Navoiy" whole at 393 pt; at 220 pt cut to "Alisher Na…" and
  /// marked truncated (the badge keeps " PRO ").
  @Test func e7TitleTruncatesWhenNarrow() throws {
    let e7 = try #require(ShowcaseSample.all.first { $0.id == "E7" })
    let wide = ShowcaseSample(id: "E7", title: e7.title, make: e7.make) { e7.steps[0] }
    for (steps, expected) in [(wide, "Alisher Navoiy"), (e7, "Alisher Na…")] {
      let run = ShowcaseRunner().run(steps)
      let card = try #require(
        run.session.controller(as: ProfileHeaderViewController.self)?.profileHeaderCard)
      let title = try #require(
        card.subviews.first { $0.accessibilityIdentifier == "titleLabel" } as? UILabel)
      let lines = title.textLines(forBounds: title.bounds)
      #expect(lines.map(\.line.text) == [expected])
      #expect(lines.first?.line.isTruncated == (expected != "Alisher Navoiy"))
    }
  }
}
