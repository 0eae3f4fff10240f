import Showcase
import Testing

/// The app-screen samples (P1–P4, from the AppScreens module), run through their scripts.
@MainActor
@Suite struct AppScreenSampleTests {
  func state(
    _ id: String, in sample: ShowcaseReport.Sample, step: String
  ) -> ShowcaseReport.ViewState? {
    sample.steps.first { $0.name == step }?.views[id]
  }

  @Test func p1SignInShowsAndHidesTheError() {
    let sample = runSample("P1")
    #expect(
      sample.steps.map(\.name) == [
        "initial layout", "type an e-mail address", "a short password, return",
        "a valid password",
      ])
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
    expectFrame("emailField", in: sample, step: "initial layout", 16, 174.667, 361, 48)
    expectFrame("passwordField", in: sample, step: "initial layout", 16, 234.667, 361, 48)
    expectFrame("signInButton", in: sample, step: "initial layout", 16, 294.667, 361, 50)
    #expect(state("errorLabel", in: sample, step: "initial layout")?.hidden == true)
    #expect(state("errorLabel", in: sample, step: "a short password, return")?.hidden == false)
    #expect(
      state("errorLabel", in: sample, step: "a short password, return")?.text
        == "Enter your e-mail address and a password of 8 characters or more.")
    #expect(state("errorLabel", in: sample, step: "a valid password")?.hidden == true)
    expectFrame("signInButton", in: sample, step: "a valid password", 16, 294.667, 361, 50)
  }

  @Test func p2PlanPickerLaysOutItsCards() {
    let sample = runSample("P2")
    #expect(sample.steps.map(\.name) == ["initial layout", "choose the monthly plan"])
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
    expectFrame("plan0", in: sample, step: "initial layout", 16, 143, 361, 66)
    expectFrame("plan1", in: sample, step: "initial layout", 16, 221, 361, 66)
    expectFrame(
      "subscribeButton", in: sample, step: "choose the monthly plan", 16, 713.667, 361, 54)
  }

  @Test func p3ArticleScrolls() {
    let sample = runSample("P3")
    #expect(sample.steps.map(\.name) == ["initial layout", "scroll down"])
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
    expectFrame("scrollView", in: sample, step: "initial layout", 0, 0, 393, 852)
    expectFrame("scrollView", in: sample, step: "scroll down", 0, 0, 393, 852)
    // Under the status bar at rest (the content inset is the safe area's 59 pt), then dragged
    // up with the finger.
    expectFrame("heroView", in: sample, step: "initial layout", 0, 59, 393, 262)
    expectFrame("heroView", in: sample, step: "scroll down", 0, -241, 393, 262)
  }

  /// P4: the tab bar and navigation stacks of an app: the settings list under its large
  /// title, the pushed detail in light, dark, at accessibility text size and in landscape,
  /// back to the list, the other tab.
  @Test func p4AppStructureAcrossTraits() {
    let sample = runSample("P4")
    #expect(
      sample.steps.map(\.name) == [
        "settings tab, large title", "open Appearance", "dark appearance",
        "accessibility text size", "landscape", "back to the list", "library tab",
      ])
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
    // Rows start under the expanded large title (59 + 44 + 52 = 155) and the inset-grouped
    // section's 35 pt, inset 16 pt on each side.
    expectFrame("setting0", in: sample, step: "settings tab, large title", 16, 190, 361, 52)
    expectFrame("setting1", in: sample, step: "settings tab, large title", 16, 242, 361, 52)
    expectFrame("settingsTab", in: sample, step: "settings tab, large title", 197, 769, 196, 49)
    // The push takes 0.35 s; the detail sits under the 44 pt bar.
    #expect(sample.steps[1].time == 0.35)
    expectFrame("BackButton", in: sample, step: "open Appearance", 8, 59, 78, 44)
    expectFrame(
      "detailTitle", in: sample, step: "open Appearance", 123.667, 203.333, 145.667, 33.667)
    expectFrame("detailBody", in: sample, step: "open Appearance", 37.5, 249, 318, 40.667)
    expectFrame("detailBody", in: sample, step: "dark appearance", 37.5, 249, 318, 40.667)
    // accessibilityExtraLarge: the title grows to 57.333 pt lines, the body wraps on more lines.
    expectFrame(
      "detailTitle", in: sample, step: "accessibility text size", 71.667, 203.333, 249.667, 57.333)
    expectFrame(
      "detailBody", in: sample, step: "accessibility text size", 49.167, 272.667, 294.667, 191)
    // Landscape: a 32 pt bar, a 32 pt tab bar inside the 59 pt side insets.
    expectFrame("BackButton", in: sample, step: "landscape", 67, 0, 78, 32)
    expectFrame("libraryTab", in: sample, step: "landscape", 59, 340, 367, 32)
    // Landscape: inset by the 59 pt side safe area plus the 20 pt margin.
    expectFrame("setting0", in: sample, step: "back to the list", 79, 67, 694, 52)
    expectFrame("libraryEmptyState", in: sample, step: "library tab", 75, 36.167, 702, 299.667)
  }
}
