import Foundation

/// A time in seconds, as Core Animation measures it (`CACurrentMediaTime()`, display-link
/// timestamps).
///
/// swift-corelibs-foundation on Linux has no CoreFoundation time types, so OpenUIKit declares
/// this one.
public typealias CFTimeInterval = Double

/// A source of the current time for animations, display links and the run loop.
///
/// Animation code never reads the wall clock directly: it asks a clock, so tests and the
/// showcase can step time exactly with a ``VirtualClock`` while apps use a ``RealTimeClock``.
@preconcurrency @MainActor
public protocol AnimationClock {
  /// The current time, in seconds. It never decreases.
  var now: CFTimeInterval { get }

  /// Returns once ``now`` has reached `time`.
  ///
  /// A virtual clock jumps to `time` at once; a real clock sleeps until then. When `time` is
  /// not after ``now``, the call returns immediately and leaves the clock as it is.
  func wait(until time: CFTimeInterval)
}

/// A clock that moves only when told to, for deterministic tests and scripted runs.
///
/// ```swift
/// let clock = VirtualClock()
/// clock.advance(by: 0.5)
/// // clock.now == 0.5
/// ```
///
/// An ``AnimationRunLoop`` on a virtual clock sets the time to each event's exact fire time
/// before it runs the event, so callbacks observe exact timestamps such as `k / 120`.
@preconcurrency @MainActor
public final class VirtualClock: AnimationClock {
  /// The current virtual time, in seconds.
  public private(set) var now: CFTimeInterval

  /// Creates a virtual clock that reads `now`, 0 by default.
  public init(now: CFTimeInterval = 0) {
    precondition(now.isFinite, "VirtualClock: the start time must be finite")
    self.now = now
  }

  /// Moves the clock forward by `interval` seconds, which must not be negative.
  ///
  /// Advancing the clock does not run any scheduled work: use ``AnimationRunLoop/run(for:)``
  /// for that.
  public func advance(by interval: CFTimeInterval) {
    precondition(interval >= 0 && interval.isFinite, "VirtualClock: cannot go back in time")
    now += interval
  }

  /// Moves the clock forward to `time`; a `time` that is not after ``now`` leaves it unchanged.
  public func advance(to time: CFTimeInterval) {
    precondition(!time.isNaN, "VirtualClock: the time must not be NaN")
    if time > now { now = time }
  }

  /// Jumps to `time` (see ``advance(to:)``): a virtual clock never waits.
  public func wait(until time: CFTimeInterval) {
    advance(to: time)
  }
}

/// A clock that follows real time: the seconds elapsed on a `ContinuousClock` since the clock
/// was created, plus a start offset.
///
/// `ContinuousClock` keeps counting while the machine sleeps, like `CACurrentMediaTime()` on
/// the host's monotonic clock, and it never goes backwards.
public struct RealTimeClock: AnimationClock, Sendable {
  /// The instant that reads as ``startTime``.
  private let origin: ContinuousClock.Instant
  /// The time the clock read when it was created.
  public let startTime: CFTimeInterval

  /// Creates a clock that reads `startTime` (0 by default) now and then advances in real time.
  nonisolated public init(startTime: CFTimeInterval = 0) {
    origin = ContinuousClock.now
    self.startTime = startTime
  }

  /// The current time: ``startTime`` plus the real seconds elapsed since creation.
  nonisolated public var now: CFTimeInterval {
    let elapsed = ContinuousClock.now - origin
    let (seconds, attoseconds) = elapsed.components
    return startTime + Double(seconds) + Double(attoseconds) * 1e-18
  }

  /// Blocks the calling thread until ``now`` reaches `time`.
  nonisolated public func wait(until time: CFTimeInterval) {
    while true {
      let remaining = time - now
      if !(remaining > 0) { return }
      Thread.sleep(forTimeInterval: remaining)
    }
  }
}
