import Foundation
import OpenUIKit
import Testing

@testable import Showcase

/// S1, the controls gallery: the controls stacked at their intrinsic heights, and what taps,
/// a drag and typing change.
@MainActor
@Suite struct ControlsGallerySampleTests {
  func view(
    _ id: String, in sample: ShowcaseReport.Sample, step: String
  ) -> ShowcaseReport.ViewState? {
    sample.steps.first { $0.name == step }?.views[id]
  }

  @Test func theControlsStackAtTheirIntrinsicHeights() {
    let sample = runSample("S1")
    #expect(
      sample.steps.map(\.name) == [
        "initial layout", "tap Week", "tap the switch", "tap + twice", "drag the slider's thumb",
        "type into the search field", "type two lines of notes",
      ])
    let step = "initial layout"
    // The scroll view starts under the status bar (59); the stack 8 below, 16 from the sides.
    expectFrame("scrollView", in: sample, step: step, 0, 59, 393, 793)
    expectFrame("stack", in: sample, step: step, 16, 67, 361, 360.333)
    // 56 + 8 + 32 + 16 + 31 + 16 + 31 + 16 + 32 + 16 + 4 + 16 + 34 + 16 + 36.333.
    expectFrame("searchBar", in: sample, step: step, 16, 67, 361, 56)
    expectFrame("searchField", in: sample, step: step, 24, 77, 345, 36)
    expectFrame("segments", in: sample, step: step, 16, 131, 361, 32)
    expectFrame("toggle", in: sample, step: step, 326, 179, 51, 31)
    expectFrame("switchLabel", in: sample, step: step, 16, 184.333, 302, 20.333)
    expectFrame("slider", in: sample, step: step, 16, 226, 361, 31)
    expectFrame("stepper", in: sample, step: step, 283, 273, 94, 32)
    expectFrame("stepperLabel", in: sample, step: step, 16, 278.833, 259, 20.333)
    expectFrame("progress", in: sample, step: step, 16, 321, 361, 4)
    expectFrame("datePicker", in: sample, step: step, 16, 341, 361, 34)
    expectFrame("notes", in: sample, step: step, 16, 391, 361, 36.333)
  }

  @Test func tapsDragsAndTypingChangeTheControls() {
    let sample = runSample("S1")
    #expect(view("stepperLabel", in: sample, step: "tap + twice")?.text == "Guests: 2")
    #expect(view("searchField", in: sample, step: "type into the search field")?.text == "Wi-Fi")
    // Three lines of notes: the text view grows to 3 × 20.333 + 16.
    let typed = "type two lines of notes"
    #expect(
      view("notes", in: sample, step: typed)?.text
        == "Notes to self:\nbring the charger and the long cable for the hotel room")
    expectFrame("notes", in: sample, step: typed, 16, 391, 361, 77)
    expectFrame("stack", in: sample, step: typed, 16, 67, 361, 401)
  }

  @Test func theControlsReactAsTheScriptSays() {
    let controller = ControlsGalleryViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.segments.simulateTap(at: CGPoint(x: 180, y: 16))
    #expect(controller.segments.selectedSegmentIndex == 1)
    controller.toggle.simulateTap()
    #expect(!controller.toggle.isOn)
    let slider = controller.slider
    let thumb = slider.thumbRect(
      forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
      value: slider.value)
    slider.simulatePan(
      from: CGPoint(x: thumb.midX, y: thumb.midY),
      to: CGPoint(x: thumb.midX + 111.1, y: thumb.midY), duration: 0.1)
    // 111.1 pt of the 333 pt travel: 0.25 + 0.333…
    #expect(abs(slider.value - 0.58363) < 0.0001)
    #expect(controller.progress.progress == slider.value)
    window.rootViewController = nil
  }
}
