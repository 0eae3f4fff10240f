import Showcase
import Testing

/// The app-screen samples (P1–P3, from the AppScreens module), run through their scripts.
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
}
