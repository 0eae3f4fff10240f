import Foundation

/// An interruptible, scrubbable, reversible animation of view properties, as UIKit's
/// `UIViewPropertyAnimator` (iOS 10), on ``AnimationEnvironment/main``'s clock.
///
/// The animator's blocks run when it first becomes active (``startAnimation()``,
/// ``pauseAnimation()`` or setting ``fractionComplete``): their property changes set the model
/// values at once, and the animator moves the presentation values along its timeline.
///
/// It is a state machine: ``UIViewAnimatingState/inactive`` → ``UIViewAnimatingState/active``
/// (running or paused) → back to inactive when it completes, or
/// ``UIViewAnimatingState/stopped`` after `stopAnimation(false)` until
/// ``finishAnimation(at:)``. Calls the current state does not allow are reported as
/// ``LayoutDiagnostic/invalidAnimatorTransition(operation:state:reason:)`` and ignored, where
/// UIKit raises.
///
/// ```swift
/// let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
///   topConstraint.constant = -500
///   view.layoutIfNeeded()
/// }
/// animator.pauseAnimation()
/// animator.fractionComplete = 0.25  // the drawer is a quarter of the way up
/// animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
/// ```
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  /// The duration the animator was created with, in seconds.
  public let duration: TimeInterval
  /// The delay before a running animator created by
  /// ``runningPropertyAnimator(withDuration:delay:options:animations:completion:)`` starts.
  public internal(set) var delay: TimeInterval = 0
  /// The timing curve the animator was created with.
  public let timingParameters: (any UITimingCurveProvider)?
  /// The animator's state.
  public internal(set) var state = UIViewAnimatingState.inactive
  /// Whether the animations reverse: they run back to their start values, and completions
  /// receive ``UIViewAnimatingPosition/start``.
  public var isReversed: Bool {
    get { reversed }
    set { setReversed(newValue) }
  }
  /// Whether the animator can be paused, scrubbed and reversed while it runs; changing it
  /// while the animator is active is an error.
  public var isInterruptible: Bool {
    get { interruptible }
    set {
      guard state == .inactive else {
        reportInvalid(
          "Setting isInterruptible", reason: "it can only change while the animator is inactive")
        return
      }
      interruptible = newValue
    }
  }
  /// Whether the animated views receive touches while animating (true by default).
  public var isUserInteractionEnabled = true
  /// Whether hit-testing is left to the app (false by default).
  public var isManualHitTestingEnabled = false
  /// Whether setting ``fractionComplete`` while paused moves the progress linearly (true by
  /// default); the curve applies again when the animator continues.
  public var scrubsLinearly = true
  /// Whether the animator stays active and paused at the end instead of completing (false by
  /// default).
  public var pausesOnCompletion = false

  var reversed = false
  var interruptible = true
  /// The timing of the current and later runs (``continueAnimation(withTimingParameters:durationFactor:)``
  /// can replace it).
  var currentParameters: any UITimingCurveProvider
  /// Blocks waiting for the animator to become active, with their delay factors.
  // These members are `final`: see `UIControl.addTarget` for the Swift 6.3 mangling bug that
  // makes overridable members with `@MainActor` closure types fail to link in subclasses.
  final var pendingBlocks: [(block: @MainActor () -> Void, delayFactor: Double)] = []
  /// The groups of the blocks that ran, in order.
  var groups: [AnimatorGroup] = []
  final var completions: [@MainActor (UIViewAnimatingPosition) -> Void] = []
  /// The timeline fraction while not running.
  var storedFraction = 0.0
  /// The running segment of the timeline, if the animator is running.
  var segment: AnimatorSegment?
  var completionTimer: RunLoopTimer?
  let environment: AnimationEnvironment

  /// Creates an inactive animator of `duration` seconds with the given timing curve.
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    timingParameters = parameters
    currentParameters = parameters
    environment = AnimationEnvironment.main
    super.init()
  }

  /// Creates an inactive animator with a standard curve.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with a cubic Bézier curve through the two control points.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { addAnimations(animations) }
  }

  /// Creates an inactive animator with UIKit's spring of the given damping ratio, which
  /// settles by `duration`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat,
    animations: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { addAnimations(animations) }
  }

  /// Creates an animator that is already running, as UIKit's class method: its animations
  /// start after `delay` seconds with the curve of `options`, and `completion` gets the end
  /// position. Inside an animation block it inherits the block's duration and curve unless
  /// `options` override them.
  @discardableResult
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    var effectiveDuration = duration
    var parameters: any UITimingCurveProvider = UICubicTimingParameters(
      animationCurve: options.curve)
    let environment = AnimationEnvironment.main
    if environment.capturingGroup != nil, let outer = environment.contexts.last {
      if !options.contains(.overrideInheritedDuration) { effectiveDuration = outer.duration }
      if !options.contains(.overrideInheritedCurve) { parameters = outer.curveProvider }
    }
    let animator = UIViewPropertyAnimator(
      duration: effectiveDuration, timingParameters: parameters)
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    let delay = delay.isFinite ? max(delay, 0) : 0
    animator.delay = delay
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  /// Whether the animator is active and not paused.
  public var isRunning: Bool { state == .active && segment != nil }

  /// How far along the timeline the animator is, from 0 to 1. Setting it while inactive
  /// makes the animator active and paused; while paused it moves the animations there
  /// (linearly when ``scrubsLinearly``); while running it has no effect.
  public var fractionComplete: CGFloat {
    get { CGFloat(timelineFraction(at: environment.now)) }
    set { setFractionComplete(Double(newValue)) }
  }

  // MARK: Animations and completions

  /// Adds a block of animations that run over the whole remaining timeline.
  public final func addAnimations(_ animation: @escaping @MainActor () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds a block of animations that start at `delayFactor` (0…1) of the duration and run for
  /// the rest of it.
  public final func addAnimations(
    _ animation: @escaping @MainActor () -> Void, delayFactor: CGFloat
  ) {
    let factor = delayFactor.isNaN ? 0 : min(max(Double(delayFactor), 0), 1)
    switch state {
    case .stopped:
      reportInvalid("addAnimations", reason: "a stopped animator must be finished first")
    case .inactive:
      pendingBlocks.append((animation, factor))
    case .active:
      let start = max(factor, timelineFraction(at: environment.now))
      runBlock(animation, startFraction: start)
      invalidateCaches()
    }
  }

  /// Adds a completion handler; handlers run in the order they were added, with the position
  /// where the animations ended.
  public final func addCompletion(
    _ completion: @escaping @MainActor (UIViewAnimatingPosition) -> Void
  ) {
    completions.append(completion)
  }

  // MARK: State transitions

  /// Starts (or resumes) the animations now.
  public func startAnimation() {
    startAnimation(afterDelay: 0)
  }

  /// Starts (or resumes) the animations after `delay` seconds.
  public func startAnimation(afterDelay delay: TimeInterval) {
    let delay = delay.isFinite ? max(delay, 0) : 0
    switch state {
    case .stopped:
      reportInvalid("startAnimation", reason: "a stopped animator must be finished first")
      return
    case .inactive:
      activate()
      if groups.isEmpty {
        // No animations: paused for a moment, then complete at the end.
        environment.runLoop.async { [self] in
          if state == .active, segment == nil, groups.isEmpty { complete(at: .end) }
        }
        return
      }
    case .active:
      if segment != nil { return }
    }
    beginSegment(delay: delay, duration: nil)
  }

  /// Pauses the animations where they are; from inactive, it activates the animator paused at
  /// the start.
  public func pauseAnimation() {
    switch state {
    case .stopped:
      reportInvalid("pauseAnimation", reason: "a stopped animator must be finished first")
    case .inactive:
      activate()
    case .active:
      freeze()
    }
  }

  /// Stops the animations where they are. With `withoutFinishing == true` the animator becomes
  /// inactive at once, the properties keep their current values and no completion runs;
  /// with `false` it becomes stopped and waits for ``finishAnimation(at:)``. Stopping an
  /// inactive animator does nothing.
  public func stopAnimation(_ withoutFinishing: Bool) {
    switch state {
    case .inactive:
      return
    case .stopped:
      if withoutFinishing {
        apply(.current)
        state = .inactive
      } else {
        reportInvalid("stopAnimation(false)", reason: "the animator is already stopped")
      }
    case .active:
      freeze()
      if withoutFinishing {
        apply(.current)
        state = .inactive
      } else {
        state = .stopped
      }
    }
  }

  /// Finishes a stopped animator: puts the properties at `finalPosition` and calls the
  /// completions with it. Valid only in the stopped state.
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else {
      reportInvalid(
        "finishAnimation(at:)", reason: "it is only valid after stopAnimation(false)")
      return
    }
    complete(at: finalPosition)
  }

  /// Resumes a paused animator with new timing parameters (`nil` keeps the current ones);
  /// the rest of the animation takes `durationFactor × duration` seconds.
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {
    guard state == .active else {
      reportInvalid(
        "continueAnimation(withTimingParameters:durationFactor:)",
        reason: "only an active animator can continue")
      return
    }
    freeze()
    if let parameters { currentParameters = parameters }
    let factor = durationFactor.isFinite ? max(Double(durationFactor), 0) : 1
    beginSegment(delay: 0, duration: factor * effectiveDuration)
  }

  func reportInvalid(_ operation: String, reason: String) {
    LayoutDiagnostics.report(
      .invalidAnimatorTransition(operation: operation, state: state, reason: reason), engine: nil)
  }
}
