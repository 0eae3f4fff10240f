import Foundation
import OpenUIKit
import Testing

@testable import Showcase

/// S2, the home feed: a compositional layout of a centred-paging carousel, a chip grid and a
/// self-sizing list, in a navigation controller on an iPhone 15 Pro.
@MainActor
@Suite struct HomeFeedSampleTests {
  @Test func theFeedLaysOutItsThreeSections() {
    let sample = runSample("S2")
    #expect(
      sample.steps.map(\.name) == [
        "initial layout", "swipe the carousel", "scroll to the list", "tap a row",
      ])
    #expect(sample.steps.allSatisfy { $0.log.isEmpty }, "\(sample.steps.map(\.log))")
    let step = "initial layout"
    // Cards are 0.85 × 393 = 334.05 wide, centred: x = (393 − 334.05) / 2 = 29.475, the next
    // 12 pt further. Below the bar (59 + 44) and the 44 pt header: y = 147.
    expectFrame("featured-0", in: sample, step: step, 29.475, 147, 334.05, 200)
    expectFrame("featured-1", in: sample, step: step, 375.525, 147, 334.05, 200)
    // The chips' section starts after 147 + 200 + 16 and its header: 407; two columns of
    // (361 − 10) / 2 = 175.5, rows 44 + 10 apart.
    expectFrame("chip-Podcasts", in: sample, step: step, 16, 407, 175.5, 44)
    expectFrame("chip-Running", in: sample, step: step, 201.5, 407, 175.5, 44)
    expectFrame("chip-Kids", in: sample, step: step, 201.5, 515, 175.5, 44)
    // The list starts at 515 + 44 + 16 + 44 = 619. A row is 12 + 20.333 (headline) + 2 +
    // 18 per summary line (subheadline) + 12: 64.333 for one line, 82.333 for two.
    expectFrame("recent-0", in: sample, step: step, 16, 619, 361, 64.333)
    expectFrame("recent-1", in: sample, step: step, 16, 683.333, 361, 64.333)
    expectFrame("recent-2", in: sample, step: step, 16, 747.667, 361, 82.333)
  }

  /// A 220 pt swipe (more than half a card) pages the carousel one card on, centred; a 420 pt
  /// drag scrolls the feed to its end (221 pt): every section moves up together.
  @Test func theCarouselPagesAndTheFeedScrolls() {
    let sample = runSample("S2")
    expectFrame("featured-0", in: sample, step: "swipe the carousel", -316.575, 147, 334.05, 200)
    expectFrame("featured-1", in: sample, step: "swipe the carousel", 29.475, 147, 334.05, 200)
    // The card the page turn brings on screen is made during the turn and placed at once.
    expectFrame("featured-2", in: sample, step: "swipe the carousel", 375.525, 147, 334.05, 200)
    expectFrame("chip-Podcasts", in: sample, step: "scroll to the list", 16, 186, 175.5, 44)
    expectFrame("recent-0", in: sample, step: "scroll to the list", 16, 398, 361, 64.333)
    expectFrame("recent-5", in: sample, step: "scroll to the list", 16, 737.667, 361, 64.333)
  }
}
