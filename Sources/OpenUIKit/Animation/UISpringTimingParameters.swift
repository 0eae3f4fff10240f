import Foundation

/// Timing parameters for a spring, as UIKit's `UISpringTimingParameters`.
///
/// There are two kinds:
///
/// - Damping-ratio springs (``init(dampingRatio:initialVelocity:)``) run for the animator's
///   duration: UIKit's solver (``SpringCurve/init(duration:dampingRatio:initialVelocity:)``)
///   picks the stiffness that brings them within 0.1 % of the target by then.
/// - Physical springs (``init()``, ``init(mass:stiffness:damping:initialVelocity:)``,
///   ``init(duration:bounce:initialVelocity:)``) have an implicit duration: the animator
///   ignores its own duration and runs for ``settlingDuration``.
///
/// The initial velocity is a vector so that two-dimensional properties such as `center` can
/// start with a different velocity along each axis; its components are in units of the whole
/// distance per second. One-dimensional progress (``progress(at:duration:)``) uses the
/// component with the larger magnitude (`dx` on a tie).
public struct UISpringTimingParameters: UITimingCurveProvider, Hashable {
  private enum Kind: Hashable {
    case ratio(Double)
    case physical(mass: Double, stiffness: Double, damping: Double)
  }

  private let kind: Kind
  /// The velocity at the start, in units of the whole distance per second along each axis.
  public let initialVelocity: CGVector

  /// UIKit's default spring: mass 3, stiffness 1000, damping 500 (damping ratio ≈ 4.56, which
  /// behaves as critically damped), with an implicit duration.
  public init() {
    kind = .physical(mass: 3, stiffness: 1000, damping: 500)
    initialVelocity = .zero
  }

  /// A spring with the given damping ratio and no initial velocity that runs for the
  /// animator's duration.
  public init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring with the given damping ratio (1 for no oscillation, lower values oscillate more)
  /// that runs for the animator's duration.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    precondition(!ratio.isNaN, "UISpringTimingParameters: the damping ratio must be a number")
    kind = .ratio(Double(ratio))
    initialVelocity = velocity
  }

  /// A spring with the given physical parameters. The animator runs for ``settlingDuration``,
  /// not its own duration.
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    precondition(mass > 0 && stiffness > 0 && damping >= 0, "UISpringTimingParameters: bad spring")
    kind = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
    initialVelocity = velocity
  }

  /// iOS 17's spring from a perceptual duration and a bounce: damping ratio `1 − bounce` for a
  /// bounce of 0 or more, `1 / (1 + bounce)` for a negative one; mass 1,
  /// `stiffness = (2π / duration)²`, `damping = 2ζ√stiffness`. The animator runs for
  /// ``settlingDuration``.
  public init(
    duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero
  ) {
    let spring = SpringCurve(
      dampingRatio: SpringCurve.dampingRatio(forBounce: Double(bounce)),
      response: duration)
    kind = .physical(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    initialVelocity = velocity
  }

  // MARK: Parameters

  /// Whether the spring sets its own duration (physical springs) rather than using the
  /// animator's (damping-ratio springs).
  public var implicitDuration: Bool {
    if case .physical = kind { return true }
    return false
  }

  /// The damping ratio: as given, or `damping / (2√(stiffness × mass))` for physical springs.
  public var dampingRatio: Double {
    switch kind {
    case .ratio(let ratio): ratio
    case .physical(let mass, let stiffness, let damping):
      damping / (2 * (stiffness * mass).squareRoot())
    }
  }

  /// The mass: 1 for damping-ratio springs.
  public var mass: Double {
    if case .physical(let mass, _, _) = kind { return mass }
    return 1
  }

  /// The stiffness of a physical spring; `nil` for damping-ratio springs, whose stiffness
  /// depends on the animator's duration.
  public var stiffness: Double? {
    if case .physical(_, let stiffness, _) = kind { return stiffness }
    return nil
  }

  /// The damping of a physical spring; `nil` for damping-ratio springs.
  public var damping: Double? {
    if case .physical(_, _, let damping) = kind { return damping }
    return nil
  }

  /// The scalar initial velocity of one-dimensional progress: the component of
  /// ``initialVelocity`` with the larger magnitude, `dx` on a tie.
  public var scalarInitialVelocity: Double {
    let dx = Double(initialVelocity.dx)
    let dy = Double(initialVelocity.dy)
    return abs(dy) > abs(dx) ? dy : dx
  }

  /// The spring an animation of `duration` seconds follows for a property that starts with
  /// `velocity` (in units of the whole distance per second).
  ///
  /// A damping-ratio spring is UIKit's spring for `duration`; a physical spring ignores
  /// `duration`.
  public func springCurve(forDuration duration: TimeInterval, initialVelocity velocity: Double)
    -> SpringCurve
  {
    switch kind {
    case .ratio(let ratio):
      SpringCurve(duration: duration, dampingRatio: ratio, initialVelocity: velocity)
    case .physical(let mass, let stiffness, let damping):
      SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
    }
  }

  /// How long an animator with these parameters runs (UIKit's private `settlingDuration`): 0
  /// for damping-ratio springs, which use the animator's duration; for physical springs the
  /// larger of ``SpringCurve/uiKitDuration`` for the velocities `dx` and `dy`, so a velocity
  /// of (6, 8) settles like 8, not like its length 10.
  public var settlingDuration: TimeInterval {
    guard case .physical(let mass, let stiffness, let damping) = kind else { return 0 }
    let components = [Double(initialVelocity.dx), Double(initialVelocity.dy)]
    return components.map {
      SpringCurve(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: $0)
        .uiKitDuration
    }.max()!
  }

  // MARK: UITimingCurveProvider

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// `nil`: the parameters have no cubic curve.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The parameters themselves.
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// ``settlingDuration`` for physical springs, `duration` for damping-ratio springs.
  public func animationDuration(forDuration duration: TimeInterval) -> TimeInterval {
    implicitDuration ? settlingDuration : duration
  }

  /// The spring's progress at `fraction` of ``animationDuration(forDuration:)``, with
  /// ``scalarInitialVelocity``. The fraction is clamped to [0, 1], and the progress is exactly 1
  /// at the end: the spring's last 0.1 % is cut.
  public func progress(at fraction: Double, duration: TimeInterval) -> Double {
    let fraction = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
    if fraction == 1 { return 1 }
    let total = animationDuration(forDuration: duration)
    return springCurve(forDuration: duration, initialVelocity: scalarInitialVelocity)
      .value(at: fraction * total)
  }

  /// The spring's velocity, in progress units per second, at `fraction` (clamped to [0, 1]) of
  /// ``animationDuration(forDuration:)``, with ``scalarInitialVelocity``.
  public func velocity(at fraction: Double, duration: TimeInterval) -> Double {
    let fraction = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
    let total = animationDuration(forDuration: duration)
    return springCurve(forDuration: duration, initialVelocity: scalarInitialVelocity)
      .velocity(at: fraction * total)
  }
}
