import Foundation
import OpenUIKit

/// Records an interaction frame by frame on the animation clock and writes it as one
/// self-contained HTML player.
///
/// ```swift
/// let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
/// AnimationEnvironment.withEnvironment(environment) {
///   let recorder = TimelineRecorder(view: window, environment: environment)
///   recorder.capture()                  // t = 0
///   controller.moveBox()                // starts an animation
///   recorder.record(duration: 0.4)      // 48 frames at 120 Hz
///   try recorder.html(title: "A1").write(to: url, atomically: true, encoding: .utf8)
/// }
/// ```
///
/// Each frame runs the run loop to the next frame boundary (timers, delayed closures, display
/// links), lays out the view's window, and captures the presentation tree as SVG. The time a
/// frame's layout took is measured on the process's monotonic clock for display only; the
/// frames themselves depend only on the animation clock.
@MainActor
public final class TimelineRecorder {
  /// One recorded frame.
  public struct Frame: Sendable {
    /// The animation clock's time, from the first frame.
    public var time: CFTimeInterval
    /// The presentation tree as SVG.
    public var svg: String
    /// How long the frame's layout pass took, in nanoseconds (wall time, for display).
    public var layoutNanoseconds: UInt64
    /// A label given to ``TimelineRecorder/capture(label:)``.
    public var label: String?
  }

  /// The view recorded (a window or a screen's root view).
  public let view: UIView
  /// The environment whose run loop is stepped.
  public let environment: AnimationEnvironment
  /// The frames so far.
  public private(set) var frames: [Frame] = []
  /// The diagnostics reported while recording, as their log text.
  public private(set) var diagnostics: [String] = []
  var start: CFTimeInterval?

  /// Creates a recorder of `view` stepping `environment`'s run loop.
  public init(view: UIView, environment: AnimationEnvironment = .main) {
    self.view = view
    self.environment = environment
  }

  /// Lays out and captures the current state as a frame.
  public func capture(label: String? = nil) {
    recordingDiagnostics { takeFrame(label: label) }
  }

  /// Runs `body` with the diagnostics it reports kept (and still passed on).
  func recordingDiagnostics(_ body: () -> Void) {
    let saved = LayoutDiagnostics.handler
    LayoutDiagnostics.handler = { [unowned self] diagnostic in
      self.diagnostics.append(diagnostic.message)
      saved(diagnostic)
    }
    defer { LayoutDiagnostics.handler = saved }
    body()
  }

  /// Lays out and appends a frame.
  func takeFrame(label: String?) {
    let began = DispatchTime.now().uptimeNanoseconds
    view.layoutIfNeeded()
    let took = DispatchTime.now().uptimeNanoseconds - began
    let now = environment.now
    if start == nil { start = now }
    frames.append(
      Frame(
        time: now - (start ?? now), svg: SVGRenderer.render(view, presentation: true),
        layoutNanoseconds: took, label: label))
  }

  /// Steps the run loop frame by frame for `duration` seconds at the environment's frame rate,
  /// capturing each frame.
  public func record(duration: CFTimeInterval) {
    let fps = max(environment.maximumFramesPerSecond, 1)
    let count = Int((duration * Double(fps)).rounded())
    for _ in 0..<count {
      recordingDiagnostics {
        environment.runLoop.runFrames(1)
        takeFrame(label: nil)
      }
    }
  }

  /// The frame shown at `time` (the last one at or before it).
  public func frame(at time: CFTimeInterval) -> Frame? {
    frames.last { $0.time <= time + 1e-9 } ?? frames.first
  }
}
