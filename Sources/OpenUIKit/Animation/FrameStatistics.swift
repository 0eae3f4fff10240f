import Foundation

/// Statistics of a run of frames: how many were produced, how long each took to prepare, and
/// the hitches that causes against the frame interval.
///
/// A frame whose work takes `w` seconds with a frame interval `i` reaches the screen
/// `ceil(w / i) − 1` intervals late: that is its hitch time (0 when `w ≤ i`). The hitch-time
/// ratio is the total hitch time in milliseconds per second of the run, Apple's measure of
/// smoothness (target ≤ 5 ms/s); the run lasts `frames × i` plus the hitch time.
public struct FrameStatistics: Sendable, Hashable {
  /// The time between frames, in seconds (1/120 at 120 Hz).
  public let frameInterval: CFTimeInterval
  /// The work time of each frame, in seconds, in order.
  public private(set) var workTimes: [CFTimeInterval] = []

  /// Creates empty statistics for frames `frameInterval` seconds apart.
  public init(frameInterval: CFTimeInterval) {
    precondition(frameInterval > 0, "FrameStatistics: the frame interval must be positive")
    self.frameInterval = frameInterval
  }

  /// Adds a frame whose work took `workTime` seconds (negative or NaN values count as 0).
  public mutating func record(workTime: CFTimeInterval) {
    workTimes.append(workTime.isNaN ? 0 : max(workTime, 0))
  }

  /// The number of frames recorded.
  public var framesProduced: Int { workTimes.count }

  /// How late a frame with `workTime` seconds of work reaches the screen: a whole number of
  /// frame intervals, 0 when the work fits in one.
  public static func hitchTime(forWorkTime workTime: CFTimeInterval, frameInterval: CFTimeInterval)
    -> CFTimeInterval
  {
    guard workTime > frameInterval else { return 0 }
    let intervals = (workTime / frameInterval).rounded(.up) - 1
    return intervals * frameInterval
  }

  /// The number of frames that were late.
  public var hitchCount: Int { workTimes.count { $0 > frameInterval } }

  /// The total time frames were late, in seconds.
  public var totalHitchTime: CFTimeInterval {
    workTimes.reduce(0) { $0 + Self.hitchTime(forWorkTime: $1, frameInterval: frameInterval) }
  }

  /// The length of the run on screen, in seconds: one interval per frame plus the hitch time.
  public var duration: CFTimeInterval {
    Double(workTimes.count) * frameInterval + totalHitchTime
  }

  /// The hitch-time ratio in milliseconds of hitch per second of run; 0 for no frames.
  public var hitchTimeRatio: Double {
    let length = duration
    return length > 0 ? totalHitchTime * 1000 / length : 0
  }

  /// The median work time (the mean of the two middle ones for an even count); 0 for no
  /// frames.
  public var medianWorkTime: CFTimeInterval {
    guard !workTimes.isEmpty else { return 0 }
    let sorted = workTimes.sorted()
    let n = sorted.count
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
  }

  /// The longest work time; 0 for no frames.
  public var maximumWorkTime: CFTimeInterval { workTimes.max() ?? 0 }
}

/// Drives a callback at every frame of a run loop's display link and records how long each
/// frame's work takes on a separate clock (a ``RealTimeClock`` to measure, a ``VirtualClock``
/// that the work advances in tests).
@preconcurrency @MainActor
public final class FrameRecorder {
  /// The statistics so far.
  public private(set) var statistics: FrameStatistics
  private let workClock: any AnimationClock
  private let work: @MainActor (DisplayLink) -> Void
  private var link: DisplayLink?
  private unowned let runLoop: AnimationRunLoop

  /// Creates a recorder of frames at `runLoop`'s rate that measures `work` on `workClock`.
  public init(
    runLoop: AnimationRunLoop, workClock: any AnimationClock,
    work: @escaping @MainActor (DisplayLink) -> Void
  ) {
    self.runLoop = runLoop
    self.workClock = workClock
    self.work = work
    statistics = FrameStatistics(frameInterval: runLoop.frameInterval)
  }

  /// Starts recording at the run loop's next frame.
  public func start() {
    guard link == nil else { return }
    link = runLoop.makeDisplayLink { [unowned self] link in
      let start = workClock.now
      work(link)
      statistics.record(workTime: workClock.now - start)
    }
  }

  /// Stops recording.
  public func stop() {
    link?.invalidate()
    link = nil
  }
}
