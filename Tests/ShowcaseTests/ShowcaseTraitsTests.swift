import Foundation
import LayoutSnapshot
import OpenUIKit
import Showcase
import Testing

/// The showcase's `--landscape`, `--content-size` and `--dark`: the runner's orientation,
/// text size and appearance.
@MainActor
@Suite struct ShowcaseTraitsTests {
  @Test func landscapeDarkAndLargeText() throws {
    var runner = ShowcaseRunner()
    runner.orientation = .landscapeRight
    runner.userInterfaceStyle = .dark
    runner.contentSizeCategory = .extraLarge
    let sample = try #require(ShowcaseSample.all.first { $0.id == "A1" })
    var rendering = ""
    var traits: UITraitCollection?
    let result = runner.run(sample) { index, session in
      guard index == 0 else { return }
      rendering = TextRenderer.render(session.controller.view)
      traits = session.controller.view.traitCollection
    }
    #expect(runner.device.width == 852)
    #expect(runner.device.height == 393)
    #expect(runner.device.safeArea == [0, 59, 21, 59])
    // The box is centred in the landscape width, 50 pt below the (zero) top inset.
    #expect(result.report.steps.first?.views["boxView"]?.frame == [376, 50, 100, 100])
    #expect(traits?.userInterfaceStyle == .dark)
    #expect(traits?.preferredContentSizeCategory == .extraLarge)
    #expect(traits?.verticalSizeClass == .compact)
    // systemBlue renders with its dark value, (10, 132, 255).
    #expect(rendering.contains("boxView (376 50; 100 100) bg #0a84ff"))
  }
}
