import Foundation

/// The range of frame rates a display link would like, in frames per second, as in Core
/// Animation (iOS 15).
public struct CAFrameRateRange: Sendable, Hashable {
  /// The lowest acceptable rate; 0 for no lower bound.
  public var minimum: Float
  /// The highest acceptable rate; 0 for the screen's maximum rate.
  public var maximum: Float
  /// The rate the system should choose if it can; `nil` leaves the choice to the system, which
  /// picks the highest rate in the range.
  public var preferred: Float?

  /// Creates a range with a preferred rate.
  public init(minimum: Float, maximum: Float, preferred: Float?) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  /// Creates a range with no preferred rate.
  public init(minimum: Float, maximum: Float) {
    self.init(minimum: minimum, maximum: maximum, preferred: nil)
  }

  /// The range that lets the system run at the screen's native rate: `(0, 0, 0)`.
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// A timer synchronised with the refreshes of the screen, like `CADisplayLink`.
///
/// A display link ticks at frame boundaries: frame `k` of a screen that refreshes
/// ``maximumFramesPerSecond`` times a second is at `k / maximumFramesPerSecond`, computed from
/// `k`. Once added to an ``AnimationRunLoop``, the link calls its target at every frame
/// boundary after the time it was added, or at every `n`-th one when
/// ``preferredFrameRateRange`` selects `maximumFramesPerSecond / n` frames per second.
///
/// ```swift
/// let link = DisplayLink(maximumFramesPerSecond: 120) { link in
///   print(link.timestamp, link.targetTimestamp)  // 0.00833…, 0.01666…
/// }
/// link.add(to: runLoop)
/// ```
///
/// As with `CADisplayLink`, the run loop keeps the link (and so its target) alive until
/// ``invalidate()`` is called.
@preconcurrency @MainActor
public final class DisplayLink {
  /// The screen's highest refresh rate, in frames per second.
  public let maximumFramesPerSecond: Int
  /// The rate range the link would like. The link runs at the rate `maximumFramesPerSecond / n`
  /// (for a whole `n`) that ``framesPerSecond`` describes.
  public var preferredFrameRateRange: CAFrameRateRange = .default {
    didSet {
      frameStep = Self.frameStep(
        for: preferredFrameRateRange, maximumFramesPerSecond: maximumFramesPerSecond)
      reschedule()
    }
  }
  /// Whether the link skips its callbacks. Frames that pass while paused are not delivered;
  /// after unpausing, the next callback is at the next frame boundary the link's rate allows.
  public var isPaused = false {
    didSet {
      if oldValue != isPaused { reschedule() }
    }
  }
  /// The time of the frame being delivered: `k / maximumFramesPerSecond` in the callback for
  /// frame `k`; 0 before the first callback.
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time of the frame after this one at the link's rate, by which the callback's work
  /// should be done; 0 before the first callback.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// Whether the link can still fire: false after ``invalidate()``.
  public private(set) var isValid = true

  private let target: @MainActor (DisplayLink) -> Void
  private weak var runLoop: AnimationRunLoop?
  /// Frames between callbacks: the link fires at frame indices that are multiples of it.
  private(set) var frameStep = 1
  /// The index of the next frame to deliver, if the link is scheduled.
  private var nextFrameIndex: Int?

  /// Creates a display link for a screen with the given refresh rate (120 on ProMotion
  /// screens, 60 otherwise). Add it to a run loop with ``add(to:)`` to start it.
  public init(
    maximumFramesPerSecond: Int = 60, target: @escaping @MainActor (DisplayLink) -> Void
  ) {
    precondition(maximumFramesPerSecond > 0, "DisplayLink: the frame rate must be positive")
    self.maximumFramesPerSecond = maximumFramesPerSecond
    self.target = target
  }

  /// The interval between screen refreshes at the maximum rate: `1 / maximumFramesPerSecond`.
  ///
  /// As with `CADisplayLink`, the actual time between this link's callbacks is
  /// `targetTimestamp - timestamp`, which is longer when the link runs at a lower rate.
  public var duration: CFTimeInterval { 1 / Double(maximumFramesPerSecond) }

  /// The rate at which the link delivers frames: `maximumFramesPerSecond / n`, the rate that
  /// ``preferredFrameRateRange`` selects.
  public var framesPerSecond: Double { Double(maximumFramesPerSecond) / Double(frameStep) }

  /// Adds the link to `runLoop`, which calls its target at every frame boundary after now.
  ///
  /// A link belongs to one run loop at a time; adding it to another moves it.
  public func add(to runLoop: AnimationRunLoop) {
    precondition(isValid, "DisplayLink: cannot add an invalidated display link to a run loop")
    self.runLoop?.detach(self)
    self.runLoop = runLoop
    runLoop.attach(self)
    reschedule()
  }

  /// Removes the link from its run loop and stops it for good.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    nextFrameIndex = nil
    runLoop?.detach(self)
    runLoop = nil
  }

  /// The time of the next frame to deliver, or nil when the link is paused or not scheduled.
  var nextFrameTime: CFTimeInterval? {
    guard let nextFrameIndex else { return nil }
    return time(ofFrame: nextFrameIndex)
  }

  private func time(ofFrame index: Int) -> CFTimeInterval {
    Double(index) / Double(maximumFramesPerSecond)
  }

  /// Schedules the first frame of the link's rate strictly after the current time.
  private func reschedule() {
    guard isValid, !isPaused, let runLoop else {
      nextFrameIndex = nil
      return
    }
    nextFrameIndex = firstFrameIndex(after: runLoop.now)
  }

  /// The smallest multiple of ``frameStep`` whose frame time is after `time`.
  private func firstFrameIndex(after time: CFTimeInterval) -> Int {
    let fps = Double(maximumFramesPerSecond)
    let last = AnimationRunLoop.lastFrameIndex(atOrBefore: time, framesPerSecond: fps)
    let next = last + 1
    let remainder = ((next % frameStep) + frameStep) % frameStep
    return remainder == 0 ? next : next + frameStep - remainder
  }

  /// Delivers the scheduled frame: called by the run loop at its time.
  func fire() {
    guard let index = nextFrameIndex, let runLoop else { return }
    timestamp = time(ofFrame: index)
    targetTimestamp = time(ofFrame: index + frameStep)
    var next = index + frameStep
    if time(ofFrame: next) <= runLoop.now {
      next = firstFrameIndex(after: runLoop.now)
    }
    nextFrameIndex = next
    target(self)
  }

  /// The number of screen frames between callbacks for `range`: the `n` for which
  /// `maximumFramesPerSecond / n` is the rate closest to the range's preferred rate (or to its
  /// maximum, without one), among the rates inside the range when there are any. Ties go to
  /// the higher rate.
  static func frameStep(for range: CAFrameRateRange, maximumFramesPerSecond: Int) -> Int {
    let screen = Double(maximumFramesPerSecond)
    let maximum = range.maximum > 0 ? min(Double(range.maximum), screen) : screen
    let minimum = max(Double(range.minimum), 0)
    var target = maximum
    if let preferred = range.preferred, preferred > 0 { target = Double(preferred) }
    target = min(max(target, minimum), maximum)
    let steps = 1...maximumFramesPerSecond
    let inRange = steps.filter { step in
      let rate = screen / Double(step)
      return rate >= minimum && rate <= maximum
    }
    let candidates = inRange.isEmpty ? Array(steps) : inRange
    var best = candidates[0]
    for step in candidates.dropFirst() {
      let rate = screen / Double(step)
      if abs(rate - target) < abs(screen / Double(best) - target) { best = step }
    }
    return best
  }
}
