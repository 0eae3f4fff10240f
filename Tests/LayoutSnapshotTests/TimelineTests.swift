import Foundation
import OpenUIKit
import SnapKit
import TestSupport
import Testing

@testable import LayoutSnapshot

/// Timelines recorded on the virtual clock, and their HTML players.
@MainActor
@Suite struct TimelineTests {
  /// A1 at 120 Hz: frame 0 at y = 109, frame 21 (0.175 s) at the curve's midpoint 184, the
  /// last at 259.
  static func recordA1() -> (TimelineRecorder, UIWindow) {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    return AnimationEnvironment.withEnvironment(environment) {
      let controller = MovingBoxController()
      let window = makeSampleWindow(controller)
      let recorder = TimelineRecorder(view: window, environment: environment)
      recorder.capture(label: "start")
      controller.moveBox()
      recorder.record(duration: 0.4)
      return (recorder, window)
    }
  }

  static func recordA9() -> (TimelineRecorder, UIWindow) {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    return AnimationEnvironment.withEnvironment(environment) {
      let controller = DrawerController()
      let window = makeSampleWindow(controller)
      let recorder = TimelineRecorder(view: window, environment: environment)
      recorder.capture(label: "closed")
      // A 0.1 s drag up 200 pt scrubs the animator to 0.5 (of 400 pt); letting go finishes it.
      controller.view.simulatePan(
        from: CGPoint(x: 200, y: 780), to: CGPoint(x: 200, y: 580), duration: 0.1
      ) { _ in
        recorder.record(duration: 1.0 / 120)
      }
      recorder.record(duration: 0.1)
      return (recorder, window)
    }
  }

  @Test func a1FramesFollowTheCurve() throws {
    let (recorder, window) = Self.recordA1()
    defer { withExtendedLifetime(window) {} }
    #expect(recorder.frames.count == 49)
    #expect(recorder.frames[0].label == "start")
    #expect(recorder.frames[21].time == 0.175)
    let box = "transform=\"matrix(1 0 0 1 146.5 "
    #expect(recorder.frames[0].svg.contains(box + "109)\""))
    #expect(recorder.frames[21].svg.contains(box + "184)\""))
    #expect(recorder.frames[48].svg.contains(box + "259)\""))
    #expect(recorder.frame(at: 0.1751)?.time == 0.175)
    let html = recorder.html(title: "A1")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("const times = [0.000000,0.008333,"))
    #expect(!html.contains("</svg>"))
    #expect(html.contains("(no diagnostics)"))
  }

  @Test func a9DrawerIsScrubbedThenContinued() {
    let (recorder, window) = Self.recordA9()
    defer { withExtendedLifetime(window) {} }
    let drawer = "transform=\"matrix(1 0 0 1 0 "
    #expect(recorder.frames[0].svg.contains(drawer + "752)\""))
    // Frame k of the drag shows translation 200·k/12 of 400: y = 752 − 400·(k/24).
    #expect(recorder.frames[6].svg.contains(drawer + "652)\""))
    #expect(recorder.frames[12].svg.contains(drawer + "552)\""))
    #expect(recorder.frames.last?.svg.contains(drawer + "352)\"") == true)
  }
}
