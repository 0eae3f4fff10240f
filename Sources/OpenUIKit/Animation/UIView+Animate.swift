import Foundation

/// UIKit's block-based animations: inside the `animations` block, each change of an animatable
/// property sets the model value at once and starts an additive animation of the presentation
/// value from the old value to the new one, on ``AnimationEnvironment/main``'s clock.
extension UIView {
  /// Animates the changes made in `animations` over `duration` seconds with the ease-in-out
  /// curve.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void
  ) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
  }

  /// Animates the changes made in `animations` over `duration` seconds, then calls
  /// `completion` with whether the animations ran to the end.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes made in `animations` over `duration` seconds after `delay` seconds,
  /// with the curve, repetition and inheritance that `options` select, then calls
  /// `completion` with whether the animations ran to the end.
  ///
  /// A duration of 0 or less applies the changes at once. Curve 7 in `options` (the
  /// keyboard's, `curve << 16` from a keyboard notification) animates with the keyboard's
  /// spring for 0.5 s, as UIKit does, whatever the positive duration. Nested blocks inherit
  /// the enclosing block's duration, curve and repetition unless the `overrideInherited…`
  /// options say otherwise. `completion` runs on the run loop: when the animations end, or at
  /// the next turn when nothing animates.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    if options.selectsKeyboardCurve, duration > 0 {
      // Curve 7 (from a keyboard notification): the keyboard's spring, for its own 0.5 s.
      animateWithKeyboardCurve(
        delay: delay, options: options, animations: animations, completion: completion)
      return
    }
    runAnimationBlock(
      duration: duration, delay: delay, options: options,
      timing: AnimationTiming(curve: options.curve),
      curveProvider: UICubicTimingParameters(animationCurve: options.curve),
      animations: animations, completion: completion)
  }

  /// Animates the changes made in `animations` with UIKit's spring for `duration` seconds:
  /// mass 1, the stiffness that brings a spring of damping ratio `dampingRatio` starting at
  /// `velocity` (in whole distances per second) within 0.1 % of the target by `duration`.
  /// The curve bits of `options` are ignored: the spring alone shapes the motion.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let ratio = dampingRatio.isNaN ? 1 : Double(dampingRatio)
    let speed = velocity.isFinite ? Double(velocity) : 0
    let spring = SpringCurve(duration: duration, dampingRatio: ratio, initialVelocity: speed)
    runAnimationBlock(
      duration: duration, delay: delay, options: options,
      timing: .spring(spring, duration: max(duration, 0)),
      curveProvider: UISpringTimingParameters(
        dampingRatio: CGFloat(ratio), initialVelocity: CGVector(dx: speed, dy: speed)),
      animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animations disabled: its changes apply at once, even
  /// inside an animation block.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let environment = AnimationEnvironment.main
    environment.disable()
    defer { environment.enable() }
    actionsWithoutAnimation()
  }

  /// Turns animation blocks on or off for the main animation environment.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    let environment = AnimationEnvironment.main
    environment.animationsDisabledGlobally = !enabled
    environment.updateCapturingGroup()
  }

  /// Whether animation blocks animate (false inside `performWithoutAnimation`).
  public class var areAnimationsEnabled: Bool {
    let environment = AnimationEnvironment.main
    return environment.disabledDepth == 0 && !environment.animationsDisabledGlobally
  }

  /// The duration of the animation block being run, or 0 outside one.
  public class var inheritedAnimationDuration: TimeInterval {
    AnimationEnvironment.main.capturingGroup == nil
      ? 0 : AnimationEnvironment.main.contexts.last?.duration ?? 0
  }

  static func runAnimationBlock(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    timing: AnimationTiming, curveProvider: any UITimingCurveProvider,
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) {
    let environment = AnimationEnvironment.main
    let outer = environment.contexts.last
    let delay = delay.isFinite ? max(delay, 0) : 0
    var effectiveDuration = duration.isNaN ? 0 : duration
    var effectiveTiming = timing
    var effectiveProvider = curveProvider
    var effectiveOptions = options
    if let outer {
      if !options.contains(.overrideInheritedDuration) { effectiveDuration = outer.duration }
      if !options.contains(.overrideInheritedCurve) {
        effectiveTiming = outer.timing
        effectiveProvider = outer.curveProvider
      }
      if !options.contains(.overrideInheritedOptions) {
        effectiveOptions.formUnion(outer.options.intersection([.repeat, .autoreverse]))
      }
    }
    let beginTime = (outer?.beginTime ?? environment.now) + delay
    guard areAnimationsEnabled, effectiveDuration > 0, effectiveDuration.isFinite else {
      environment.push(
        AnimationContext(
          group: nil, duration: 0, timing: effectiveTiming, curveProvider: effectiveProvider,
          options: effectiveOptions, beginTime: beginTime))
      animations()
      environment.pop()
      if let completion {
        environment.runLoop.asyncAfter(delay: delay) { completion(true) }
      }
      return
    }
    let group = TimedAnimationGroup(
      beginTime: beginTime, duration: effectiveDuration, timing: effectiveTiming,
      repeats: effectiveOptions.contains(.repeat),
      autoreverses: effectiveOptions.contains(.autoreverse), environment: environment)
    group.completion = completion
    environment.push(
      AnimationContext(
        group: group, duration: effectiveDuration, timing: effectiveTiming,
        curveProvider: effectiveProvider, options: effectiveOptions, beginTime: beginTime))
    animations()
    if options.contains(.layoutSubviews) {
      for view in group.views { view.layoutIfNeeded() }
    }
    environment.pop()
    if !group.isEmpty || group.hasNestedAnimations {
      for context in environment.contexts {
        (context.group as? TimedAnimationGroup)?.hasNestedAnimations = true
      }
    }
    group.schedule()
  }
}
