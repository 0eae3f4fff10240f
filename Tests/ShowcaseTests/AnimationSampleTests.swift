import Foundation
import LayoutSnapshot
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

  /// A2: the spring (0.5 s, damping 0.7) ends exactly at the updated constraint, after 0.5 s.
  @Test func a2SpringSettlesAtTheUpdatedOffset() {
    let sample = runSample("A2")
    #expect(sample.steps.map(\.name) == ["initial layout", "tap: spring down"])
    expectFrame("boxView", in: sample, step: "initial layout", 146.5, 109, 100, 100)
    expectFrame("boxView", in: sample, step: "tap: spring down", 146.5, 259, 100, 100)
    #expect(sample.steps.map(\.time) == [0, 0.5])
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
  }

  /// A3: offset +20 moves right and down on trailing and bottom; inset 40 moves inwards; an
  /// anchor change as an update is reported and changes nothing; the remake moves the box.
  @Test func a3OffsetInsetAndRemake() {
    let sample = runSample("A3")
    expectFrame("boxView", in: sample, step: "initial layout", 273, 698, 100, 100)
    expectFrame("boxView", in: sample, step: "update offset 20", 313, 738, 100, 100)
    expectFrame("boxView", in: sample, step: "update inset 40", 253, 678, 100, 100)
    expectFrame("boxView", in: sample, step: "update anchor fails", 253, 678, 100, 100)
    let log = stepLog(sample, step: "update anchor fails")
    #expect(log.count == 1)
    #expect(
      log.first?.hasPrefix(
        "*** Terminating app due to uncaught exception 'SnapKit', reason: 'Updated constraint "
          + "could not find existing matching constraint to update: <SnapKit.LayoutConstraint:0x")
        == true)
    expectFrame("boxView", in: sample, step: "remake anchor", 20, 79, 100, 100)
    #expect(stepLog(sample, step: "remake anchor").isEmpty)
  }

  /// A4: compact (bottom safe − 20, 80 high) ⇄ expanded (top safe + 20, 300 high).
  @Test func a4CardIsRemadeBothWays() {
    let sample = runSample("A4")
    #expect(sample.steps.map(\.name) == ["compact", "tap: expand", "tap: compact"])
    expectFrame("cardView", in: sample, step: "compact", 20, 718, 353, 80)
    expectFrame("cardView", in: sample, step: "tap: expand", 20, 79, 353, 300)
    expectFrame("cardView", in: sample, step: "tap: compact", 20, 718, 353, 80)
    #expect(sample.steps.map(\.time) == [0, 0.4, 0.8])
  }

  /// A5: the label opens to its three wrapped lines (61 pt at 321 pt) and fades in; the
  /// header's title follows.
  @Test func a5AccordionOpensAndCloses() {
    let sample = runSample("A5")
    expectFrame("containerView", in: sample, step: "closed", 20, 99, 353, 66)
    expectFrame("headerButton", in: sample, step: "closed", 20, 99, 353, 50)
    expectFrame("contentLabel", in: sample, step: "closed", 36, 149, 321, 0)
    #expect(viewState("contentLabel", in: sample, step: "closed")?.alpha == 0)
    #expect(
      viewState("headerButton", in: sample, step: "closed")?.text == "Tafsilotlarni ko'rsatish")

    expectFrame("contentLabel", in: sample, step: "tap: open", 36, 149, 321, 61)
    expectFrame("containerView", in: sample, step: "tap: open", 20, 99, 353, 127)
    #expect(viewState("contentLabel", in: sample, step: "tap: open")?.alpha == 1)
    #expect(
      viewState("headerButton", in: sample, step: "tap: open")?.text == "Tafsilotlarni yashirish")

    expectFrame("contentLabel", in: sample, step: "tap: close", 36, 149, 321, 0)
    expectFrame("containerView", in: sample, step: "tap: close", 20, 99, 353, 66)
    #expect(viewState("contentLabel", in: sample, step: "tap: close")?.alpha == 0)
    #expect(sample.steps.map(\.time) == [0, 0.3, 0.6])
  }

  /// A6: the actions fan out 20 pt above and left of the main button and fade in, then back.
  /// The main button's π/4 rotation is a transform: its frame (center and bounds) stays.
  @Test func a6MenuOpensAndCloses() {
    let sample = runSample("A6")
    for id in ["mainFab", "action1", "action2"] {
      expectFrame(id, in: sample, step: "closed", 307, 732, 56, 56)
      expectFrame(id, in: sample, step: "tap: close", 307, 732, 56, 56)
    }
    expectFrame("mainFab", in: sample, step: "tap: open", 307, 732, 56, 56)
    expectFrame("action1", in: sample, step: "tap: open", 307, 656, 56, 56)
    expectFrame("action2", in: sample, step: "tap: open", 231, 732, 56, 56)
    for id in ["action1", "action2"] {
      #expect(viewState(id, in: sample, step: "closed")?.alpha == 0)
      #expect(viewState(id, in: sample, step: "tap: open")?.alpha == 1)
      #expect(viewState(id, in: sample, step: "tap: close")?.alpha == 0)
    }
    #expect(viewState("mainFab", in: sample, step: "tap: open")?.alpha == 1)
  }

  /// A6's rotation: after opening, the main button is turned by π/4.
  @Test func a6MainButtonRotatesWhenOpen() throws {
    let a6 = try #require(ShowcaseSample.all.first { $0.id == "A6" })
    let opened = ShowcaseSample(id: "A6", title: a6.title, make: a6.make) {
      a6.steps[0]
      a6.steps[1]
    }
    let run = ShowcaseRunner().run(opened)
    let fab = try #require(run.session.controller(as: FABViewController.self)?.mainFab)
    let quarter = CGFloat.pi / 4
    #expect(abs(fab.transform.a - cos(quarter)) < 1e-9)
    #expect(abs(fab.transform.b - sin(quarter)) < 1e-9)
  }

  /// A7: pulled to −350 the header is 350 high; released, the content bounces back to the top
  /// of its range, −309 (the 250 inset plus the 59 safe area: `adjustedContentInset`), where the
  /// tutorial's rule (`offsetY < −250`) keeps the header 309 high.
  @Test func a7HeaderStretchesWhilePulled() throws {
    let sample = runSample("A7")
    #expect(sample.steps.map(\.name) == ["at rest", "pull to -350", "release"])
    expectFrame("scrollView", in: sample, step: "at rest", 0, 0, 393, 852)
    expectFrame("contentView", in: sample, step: "at rest", 0, 0, 393, 1000)
    expectFrame("headerImageView", in: sample, step: "at rest", 0, 0, 393, 250)
    expectFrame("headerImageView", in: sample, step: "pull to -350", 0, 0, 393, 350)
    expectFrame("contentView", in: sample, step: "pull to -350", 0, 350, 393, 1000)
    expectFrame("headerImageView", in: sample, step: "release", 0, 0, 393, 309)
    expectFrame("contentView", in: sample, step: "release", 0, 309, 393, 1000)
  }

  /// A7's finger: down during the pull step, up after the release (the offset is back in range).
  @Test func a7FingerIsDownOnlyDuringThePull() throws {
    let a7 = try #require(ShowcaseSample.all.first { $0.id == "A7" })
    let pulled = ShowcaseSample(id: "A7", title: a7.title, make: a7.make) {
      a7.steps[0]
      a7.steps[1]
    }
    let scroll = try #require(
      ShowcaseRunner().run(pulled).session.controller(as: StretchyHeaderController.self)?
        .scrollView)
    #expect(scroll.isDragging)
    #expect(abs(scroll.contentOffset.y + 350) < 0.001)
    let released = try #require(
      ShowcaseRunner().run(a7).session.controller(as: StretchyHeaderController.self)?.scrollView)
    #expect(!released.isDragging)
    #expect(released.contentOffset.y == -309)
  }

  /// A8: the property animator runs 0.5 s at the screen's 120 Hz — 60 frames 1/120 s apart;
  /// the ease-in-out curve is at half way after 0.25 s (the box at 16 + 261 / 2 in its
  /// container).
  @Test func a8PropertyAnimatorRunsAt120Hz() throws {
    let a8 = try #require(ShowcaseSample.all.first { $0.id == "A8" })
    let run = ShowcaseRunner().run(a8)
    let sample = run.report
    expectFrame("containerView", in: sample, step: "initial layout", 20, 79, 353, 200)
    expectFrame("boxView", in: sample, step: "initial layout", 36, 149, 60, 60)
    expectFrame("boxView", in: sample, step: "tap: move", 297, 149, 60, 60)
    #expect(sample.steps.map(\.time) == [0, 0.5])
    let frames = run.session.recorder.frames
    let times = frames.map(\.time)
    let ticks = (0...60).map { Double($0) / 120 }
    let stepped = zip(times.dropFirst(), ticks.dropFirst()).allSatisfy { abs($0 - $1) < 1e-9 }
    #expect(stepped)
    let box = "transform=\"matrix(1 0 0 1 "
    let atStart = frames.first { $0.label == "initial layout" }
    #expect(atStart?.svg.contains(box + "16 70)\"") == true)
    let halfway = frames.first { abs($0.time - 0.25) < 1e-9 }
    #expect(halfway?.svg.contains(box + "146.5 70)\"") == true)
    #expect(frames.last?.svg.contains(box + "277 70)\"") == true)
  }

  /// A9: a 200 pt pull scrubs the animator half way (200 of 400); letting go continues it to
  /// the open position, 500 high.
  @Test func a9DrawerOpensFully() throws {
    let a9 = try #require(ShowcaseSample.all.first { $0.id == "A9" })
    let run = ShowcaseRunner().run(a9)
    let sample = run.report
    #expect(sample.steps.map(\.name) == ["closed", "pull up 200 and release"])
    expectFrame("drawerView", in: sample, step: "closed", 0, 752, 393, 100)
    expectFrame("drawerView", in: sample, step: "pull up 200 and release", 0, 352, 393, 500)
    #expect(sample.steps.allSatisfy { $0.log.isEmpty })
    // With the finger still down after 200 pt, the paused animator shows half of its 400 pt.
    let drawer = "transform=\"matrix(1 0 0 1 0 "
    #expect(run.session.recorder.frames.contains { $0.svg.contains(drawer + "552)\"") })
  }
}
