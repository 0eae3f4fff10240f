import Foundation

/// The clock and run loop that UIKit-style animations run on: the "current" animation
/// environment of the main actor.
///
/// Views read the time from ``AnimationEnvironment/main`` when an animation starts and when a
/// presentation value is asked for, and completion handlers fire on its ``runLoop``. Apps keep
/// the default, a ``RealTimeClock`` at the main screen's refresh rate (120 Hz on ProMotion
/// presets, 60 Hz otherwise); tests and scripted runs install one on a ``VirtualClock`` and step
/// it frame by frame:
///
/// ```swift
/// let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
/// AnimationEnvironment.main = environment
/// UIView.animate(withDuration: 0.35) { box.center.y += 100 }
/// environment.runLoop.run(for: 0.175)  // halfway: box.layer.presentation() is in between
/// ```
///
/// Delayed work (`DispatchQueue.main.asyncAfter` in UIKit code) goes through the same run loop
/// with ``asyncAfter(delay:execute:)``, so it is as deterministic as the animations.
@preconcurrency @MainActor
public final class AnimationEnvironment {
  /// The environment views use. Replace it to change the clock (tests use a virtual one).
  ///
  /// Every frame a layout pass writes reads it, so it skips dynamic exclusivity checks.
  @exclusivity(unchecked) public static var main = AnimationEnvironment(screen: .main)

  /// The run loop that fires completion handlers, timers and display links.
  public let runLoop: AnimationRunLoop

  /// The stack of `animate` blocks being run, innermost last.
  var contexts: [AnimationContext] = []
  /// How many `performWithoutAnimation` blocks (and `setAnimationsEnabled(false)`) are active.
  var disabledDepth = 0
  /// Whether `UIView.setAnimationsEnabled(false)` is in force.
  var animationsDisabledGlobally = false
  /// The group that property changes are recorded into right now, if any.
  @exclusivity(unchecked) private(set) var capturingGroup: AnimationGroup?
  /// The `animate` groups on this environment's clock that have not ended, oldest first.
  /// A group and its views hold each other until it ends; if the environment goes away first
  /// (a test's virtual clock that is never run to the end), its deinitializer ends them, so
  /// their views are freed.
  private var runningGroups: [TimedAnimationGroup] = []

  /// Creates an environment on `runLoop`.
  public init(runLoop: AnimationRunLoop) {
    self.runLoop = runLoop
  }

  deinit {
    mainActorDeinit {
      let groups = runningGroups
      runningGroups = []
      for group in groups { group.endWithoutEnvironment() }
    }
  }

  /// Notes that `group` runs on this environment until it ends.
  func groupDidStart(_ group: TimedAnimationGroup) {
    runningGroups.append(group)
  }

  /// Forgets `group`, which has ended.
  func groupDidEnd(_ group: TimedAnimationGroup) {
    if let index = runningGroups.lastIndex(where: { $0 === group }) {
      runningGroups.remove(at: index)
    }
  }

  /// Creates an environment with a run loop on `clock` for a screen refreshing
  /// `maximumFramesPerSecond` times a second.
  public convenience init(clock: any AnimationClock, maximumFramesPerSecond: Int = 60) {
    self.init(
      runLoop: AnimationRunLoop(clock: clock, maximumFramesPerSecond: maximumFramesPerSecond))
  }

  /// Creates an environment at `screen`'s refresh rate on `clock` (real time by default).
  public convenience init(screen: UIScreen, clock: any AnimationClock = RealTimeClock()) {
    self.init(clock: clock, maximumFramesPerSecond: screen.maximumFramesPerSecond)
  }

  /// The clock animations read.
  public var clock: any AnimationClock { runLoop.clock }

  /// The current time of the clock.
  public var now: CFTimeInterval { runLoop.clock.now }

  /// The screen's refresh rate that the run loop's frames follow.
  public var maximumFramesPerSecond: Int { runLoop.maximumFramesPerSecond }

  /// Runs `work` `delay` seconds from now on the run loop, like
  /// `DispatchQueue.main.asyncAfter(deadline: .now() + delay)`.
  @discardableResult
  public func asyncAfter(
    delay: CFTimeInterval, execute work: @escaping @MainActor () -> Void
  ) -> RunLoopTimer {
    runLoop.asyncAfter(delay: delay, execute: work)
  }

  /// Runs `body` with `environment` as ``main``, then puts the previous one back.
  public static func withEnvironment<Result>(
    _ environment: AnimationEnvironment, _ body: () throws -> Result
  ) rethrows -> Result {
    let saved = main
    main = environment
    defer { main = saved }
    return try body()
  }

  // MARK: Animation blocks

  func push(_ context: AnimationContext) {
    contexts.append(context)
    updateCapturingGroup()
  }

  func pop() {
    contexts.removeLast()
    updateCapturingGroup()
  }

  func disable() {
    disabledDepth += 1
    updateCapturingGroup()
  }

  func enable() {
    disabledDepth -= 1
    updateCapturingGroup()
  }

  func updateCapturingGroup() {
    if disabledDepth > 0 || animationsDisabledGlobally {
      capturingGroup = nil
    } else {
      capturingGroup = contexts.last?.group
    }
  }
}

/// One `animate` block being run: the parameters nested blocks inherit and the group that
/// records its changes (nil when the block applies its changes at once).
@MainActor
final class AnimationContext {
  let group: AnimationGroup?
  let duration: TimeInterval
  let timing: AnimationTiming
  /// The timing as parameters, for property animators started inside the block.
  let curveProvider: any UITimingCurveProvider
  let options: UIView.AnimationOptions
  let beginTime: CFTimeInterval

  init(
    group: AnimationGroup?, duration: TimeInterval, timing: AnimationTiming,
    curveProvider: any UITimingCurveProvider, options: UIView.AnimationOptions,
    beginTime: CFTimeInterval
  ) {
    self.group = group
    self.duration = duration
    self.timing = timing
    self.curveProvider = curveProvider
    self.options = options
    self.beginTime = beginTime
  }
}
