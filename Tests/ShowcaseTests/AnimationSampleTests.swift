import Showcase
import Testing

/// The animation samples of tutorial 000, run through their showcase scripts.
@MainActor
@Suite struct AnimationSampleTests {
  @Test func a1BoxMovesDownOnTap() {
    let sample = runSample("A1")
    #expect(sample.steps.map(\.name) == ["initial layout", "tap to move the box"])
    expectFrame("boxView", in: sample, step: "initial layout", 146.5, 109, 100, 100)
    expectFrame("boxView", in: sample, step: "tap to move the box", 146.5, 259, 100, 100)
    // The animation lasts 0.35 s: the step settles at the first frame after it (42 frames).
    #expect(sample.steps.map(\.time) == [0, 0.35])
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }
}
