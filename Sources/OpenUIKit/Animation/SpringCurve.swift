import Foundation

/// A damped spring as Core Animation's `CASpringAnimation` evaluates it: a mass on a spring
/// that moves the normalised progress `q` from 0 to 1.
///
/// With `ω = √(stiffness / mass)` (rad/s), `ζ = damping / (2√(stiffness × mass))` and `v0` the
/// ``initialVelocity`` in progress units per second, ``value(at:)`` is the closed-form solution
/// of `q'' = −ω²(q − 1) − 2ζω q'`, `q(0) = 0`, `q'(0) = v0`:
///
/// - underdamped (`ζ < 1`): with `β = ζω`, `ω_d = ω√(1 − ζ²)`, `b = (β − v0) / ω_d`,
///   `q(t) = 1 − e^(−βt)(cos ω_d t + b sin ω_d t)`;
/// - critically damped (`ζ = 1`, and `ζ > 1` unless ``allowsOverdamping``, which clamps to
///   critical): `q(t) = 1 − (1 + (ω − v0)t)e^(−ωt)`;
/// - overdamped (`ζ > 1` with ``allowsOverdamping``): with `γ = ω√(ζ² − 1)`,
///   `q(t) = 1 − (A e^(−(β+γ)t) + B e^(−(β−γ)t))`, `A = (γ − β + v0) / (2γ)`,
///   `B = (β + γ − v0) / (2γ)`.
///
/// ``init(duration:dampingRatio:initialVelocity:)`` builds the spring that UIKit's
/// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` uses.
public struct SpringCurve: Sendable, Hashable {
  /// The mass attached to the spring; Core Animation's default is 1.
  public var mass: Double
  /// The spring's stiffness coefficient; Core Animation's default is 100.
  public var stiffness: Double
  /// The damping (friction) coefficient; Core Animation's default is 10.
  public var damping: Double
  /// The velocity at the start, in units of the whole distance per second: 0.5 travels half
  /// the distance in a second. Core Animation's default is 0.
  public var initialVelocity: Double
  /// Whether a damping ratio above 1 gives an overdamped response; when false (Core
  /// Animation's default) such springs behave as critically damped ones.
  public var allowsOverdamping: Bool

  /// Creates a spring from its physical parameters. The defaults are `CASpringAnimation`'s:
  /// mass 1, stiffness 100, damping 10, initial velocity 0.
  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    precondition(mass > 0 && mass.isFinite, "SpringCurve: the mass must be positive")
    precondition(stiffness > 0 && stiffness.isFinite, "SpringCurve: stiffness must be positive")
    precondition(damping >= 0 && damping.isFinite, "SpringCurve: damping must not be negative")
    precondition(initialVelocity.isFinite, "SpringCurve: the initial velocity must be finite")
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  /// Creates UIKit's spring for an animation of `duration` seconds with the given damping ratio
  /// and initial velocity, as `UIView.animate(withDuration:delay:usingSpringWithDamping:…)`
  /// does.
  ///
  /// The mass is 1. The damping ratio is clamped to [1.1920929e-7, 1] and the duration to
  /// [0.01, 10]. The natural frequency `ω` is the root, found with 12 Newton–Raphson steps from
  /// `ω = 5 / duration`, of
  ///
  /// - `|(ζω − v) / (ω√(1 − ζ²))| · e^(−ζω·duration) = 0.001` when `ζ < 1`;
  /// - `((ω − v)·duration + 1) · e^(−ω·duration) = ±0.001`, with the sign of `ω − v`, when
  ///   `ζ = 1`;
  ///
  /// so that the spring has nearly settled at `duration`. Then `stiffness = ω²` (at least
  /// 0.01) and `damping = 2ζ√stiffness`. The animation still lasts `duration`, and the rest of
  /// the motion is cut at the end. For `ζ < 1` the equation bounds only the sine term of the
  /// oscillation, so the remainder can exceed 0.1 %: 0.145 % for a damping ratio of 0.7 and an
  /// initial velocity of 0.5 over 0.5 s.
  public init(duration: TimeInterval, dampingRatio: Double, initialVelocity: Double = 0) {
    let (stiffness, damping) = Self.uiKitSpringParameters(
      duration: duration, dampingRatio: dampingRatio, mass: 1, initialVelocity: initialVelocity,
      epsilon: 0.001)
    self.init(
      mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// Creates a spring with mass 1 from a damping ratio and a response (the period of the
  /// undamped spring): `stiffness = (2π / response)²`, `damping = 2ζ√stiffness`.
  public init(
    dampingRatio: Double, response: Double, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    precondition(response > 0 && response.isFinite, "SpringCurve: the response must be positive")
    precondition(dampingRatio >= 0, "SpringCurve: the damping ratio must not be negative")
    let stiffness = pow(2 * Double.pi / response, 2)
    self.init(
      mass: 1, stiffness: stiffness, damping: 2 * dampingRatio * stiffness.squareRoot(),
      initialVelocity: initialVelocity, allowsOverdamping: allowsOverdamping)
  }

  /// Creates a spring from iOS 17's perceptual duration and bounce, as
  /// `UIView.animate(springDuration:bounce:…)` does: the damping ratio is `1 − bounce` for a
  /// bounce of 0 or more and `1 / (1 + bounce)` for a negative one, the response is
  /// `perceptualDuration`, and overdamping is allowed.
  ///
  /// `bounce` must be greater than −1.
  public init(perceptualDuration: TimeInterval, bounce: Double, initialVelocity: Double = 0) {
    self.init(
      dampingRatio: Self.dampingRatio(forBounce: bounce), response: perceptualDuration,
      initialVelocity: initialVelocity, allowsOverdamping: true)
  }

  /// The damping ratio for an iOS 17 bounce: `1 − bounce` when `bounce >= 0`, otherwise
  /// `1 / (1 + bounce)`.
  public static func dampingRatio(forBounce bounce: Double) -> Double {
    precondition(bounce > -1 && bounce.isFinite, "SpringCurve: the bounce must be above -1")
    return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }

  // MARK: Derived parameters

  /// The damping ratio `ζ = damping / (2√(stiffness × mass))`: below 1 the spring oscillates,
  /// at 1 it is critically damped.
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The undamped angular frequency `ω = √(stiffness / mass)`, in radians per second.
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// The period of the undamped spring, `2π / ω`: iOS 17's perceptual duration.
  public var response: TimeInterval { 2 * Double.pi / naturalFrequency }

  /// iOS 17's bounce: `1 − ζ` for a damping ratio of 1 or less, `1 / ζ − 1` above.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  private enum Regime {
    case underdamped(decay: Double, frequency: Double)
    case critical(frequency: Double)
    case overdamped(decay: Double, spread: Double)
  }

  private var regime: Regime {
    let omega = naturalFrequency
    let ratio = dampingRatio
    if ratio < 1 {
      return .underdamped(decay: ratio * omega, frequency: omega * (1 - ratio * ratio).squareRoot())
    }
    if ratio == 1 || !allowsOverdamping { return .critical(frequency: omega) }
    return .overdamped(decay: ratio * omega, spread: omega * (ratio * ratio - 1).squareRoot())
  }

  // MARK: Evaluation

  /// The progress at `time` seconds after the start: 0 at the start, settling towards 1. Times
  /// before the start give 0.
  public func value(at time: TimeInterval) -> Double {
    guard time > 0 else { return 0 }
    let v0 = initialVelocity
    switch regime {
    case .underdamped(let beta, let omegaD):
      let b = (beta - v0) / omegaD
      return 1 - exp(-beta * time) * (cos(omegaD * time) + b * sin(omegaD * time))
    case .critical(let omega):
      return 1 - (1 + (omega - v0) * time) * exp(-omega * time)
    case .overdamped(let beta, let gamma):
      let a = (gamma - beta + v0) / (2 * gamma)
      let b = (beta + gamma - v0) / (2 * gamma)
      return 1 - (a * exp(-(beta + gamma) * time) + b * exp(-(beta - gamma) * time))
    }
  }

  /// The rate of change of the progress at `time`, in progress units per second;
  /// ``initialVelocity`` at the start and before it.
  public func velocity(at time: TimeInterval) -> Double {
    let v0 = initialVelocity
    guard time > 0 else { return v0 }
    switch regime {
    case .underdamped(let beta, let omegaD):
      let b = (beta - v0) / omegaD
      return exp(-beta * time)
        * (v0 * cos(omegaD * time) + (beta * b + omegaD) * sin(omegaD * time))
    case .critical(let omega):
      return exp(-omega * time) * (v0 + omega * (omega - v0) * time)
    case .overdamped(let beta, let gamma):
      let a = (gamma - beta + v0) / (2 * gamma)
      let b = (beta + gamma - v0) / (2 * gamma)
      return a * (beta + gamma) * exp(-(beta + gamma) * time)
        + b * (beta - gamma) * exp(-(beta - gamma) * time)
    }
  }

  // MARK: Settling

  /// The time Core Animation reports as `CASpringAnimation.settlingDuration`:
  /// ``settlingDuration(epsilon:)`` with ε = 0.001.
  public var settlingDuration: CFTimeInterval { settlingDuration(epsilon: 0.001) }

  /// The time after which the spring stays within `epsilon` (at least 1e-6) of its target, as
  /// Core Animation computes it.
  ///
  /// - Underdamped: `max((−ln ε + ln(1 + |(ωζ − v0) / (ω√(1 − ζ²))|)) / (ωζ), 0)`, the time
  ///   after which the envelope of the oscillation stays below ε. A spring without damping
  ///   never settles: the result is `Float.greatestFiniteMagnitude` (`MAXFLOAT`).
  /// - Damping ratio 1 or more: the first multiple of 0.1 s from which the distance to the
  ///   target, `|1 − q(t)|`, stays at or below ε. Unless ``allowsOverdamping``, the spring is
  ///   taken as critically damped, and the distance is `|1 + (ω − v0)t| · e^(−ωt)`.
  public func settlingDuration(epsilon: Double) -> CFTimeInterval {
    let epsilon = max(epsilon, 1e-6)
    let omega = naturalFrequency
    let ratio = dampingRatio
    let v0 = initialVelocity
    if ratio < 1 {
      guard ratio > 0 else { return CFTimeInterval(Float.greatestFiniteMagnitude) }
      let omegaD = omega * (1 - ratio * ratio).squareRoot()
      let amplitude = abs((omega * ratio - v0) / omegaD)
      return max((-log(epsilon) + log(1 + amplitude)) / (omega * ratio), 0)
    }
    // The distance to the target, |1 − q(t)|, and the time of its last local maximum, after
    // which it decreases.
    let distance: (Double) -> Double
    let peak: Double
    if case .overdamped(let beta, let gamma) = regime {
      let a = (gamma - beta + v0) / (2 * gamma)
      let b = (beta + gamma - v0) / (2 * gamma)
      distance = { t in abs(a * exp(-(beta + gamma) * t) + b * exp(-(beta - gamma) * t)) }
      // The derivative vanishes where e^(−2γt) = −b(β − γ) / (a(β + γ)).
      let ratio = -b * (beta - gamma) / (a * (beta + gamma))
      peak = ratio > 0 && ratio < 1 ? -log(ratio) / (2 * gamma) : 0
    } else {
      let r = omega - v0
      distance = { t in abs(1 + r * t) * exp(-omega * t) }
      peak = r == 0 ? 0 : max(0, -v0 / (omega * r))
    }
    var step = 0
    while step < 100_000_000 {
      let t = Double(step) / 10
      if distance(t) <= epsilon && distance(max(t, peak)) <= epsilon { return t }
      step += 1
    }
    return CFTimeInterval(Float.greatestFiniteMagnitude)
  }

  /// The constant UIKit stores for `−ln 0.001` in `_durationOfSpringAnimation`.
  static let uiKitLogEpsilon = 6.9077552314846873
  /// The constant `K` of UIKit's fitted critical-damping duration (iOS 10.3.4).
  static let uiKitCriticalFitConstant = 5.9506097239272915

  /// The duration UIKit gives a spring whose timing parameters set mass, stiffness and damping
  /// (UIKit's private `_durationOfSpringAnimation`): how long a `UIViewPropertyAnimator` with
  /// such parameters runs.
  ///
  /// With `ζ` clamped to [0, 1]:
  ///
  /// - `ζ = 0`: infinite.
  /// - `ζ < 1`: `max((−ln 0.001 + ln(1 + |(ζω − v0) / (ω√(1 − ζ²))|)) / (ζω), 0)`, with
  ///   `−ln 0.001` stored as 6.9077552314846873.
  /// - `ζ = 1`: UIKit's fitted closed form: `r = ω − v0`, `L = ln|0.001·ω·e^(−ω/r) / r|`,
  ///   `u = −1 − L`, `fit = 1 + 0.3361·√(u/2) / (1 − 0.0042·u·e^(−0.0201·√u))`,
  ///   `duration = −(ω + r(L − K(1 − 1/fit))) / (ωr)` with `K = 5.9506097239272915`; about
  ///   `9.235 / ω` at rest. Where the fit is undefined (`r = 0`, or `u < 0`), the exact time
  ///   after which `|1 + rt| e^(−ωt)` stays below 0.001 is used instead.
  public var uiKitDuration: CFTimeInterval {
    let ratio = min(max(dampingRatio, 0), 1)
    if ratio == 0 { return .infinity }
    let omega = naturalFrequency
    let v0 = initialVelocity
    if ratio < 1 {
      let amplitude = abs((ratio * omega - v0) / (omega * (1 - ratio * ratio).squareRoot()))
      return max((Self.uiKitLogEpsilon + log(1 + amplitude)) / (ratio * omega), 0)
    }
    let r = omega - v0
    if r != 0 {
      let l = log(abs(0.001 * omega * exp(-omega / r) / r))
      let u = -1 - l
      if u >= 0 {
        let fit =
          1 + 0.3361 * (u / 2).squareRoot() / (1 - 0.0042 * u * exp(-0.0201 * u.squareRoot()))
        let duration =
          -(omega + r * (l - Self.uiKitCriticalFitConstant * (1 - 1 / fit))) / (omega * r)
        if duration.isFinite && duration >= 0 { return duration }
      }
    }
    return Self.criticalSettlingTime(omega: omega, initialVelocity: v0, epsilon: 0.001)
  }

  /// The last time at which `|1 + (ω − v0)t| e^(−ωt)` equals `epsilon`, by bisection.
  static func criticalSettlingTime(
    omega: Double, initialVelocity v0: Double, epsilon: Double
  ) -> Double {
    let r = omega - v0
    func envelope(_ t: Double) -> Double { abs(1 + r * t) * exp(-omega * t) }
    let peak = r == 0 ? 0 : max(0, -v0 / (omega * r))
    var low = envelope(peak) > epsilon ? peak : 0
    var high = max(low, 1 / omega)
    while envelope(high) > epsilon { high *= 2 }
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if mid == low || mid == high { break }
      if envelope(mid) > epsilon { low = mid } else { high = mid }
    }
    return high
  }

  // MARK: UIKit's solver

  /// UIKit's `parametersOfSpringAnimation`: the stiffness and damping that bring a spring of
  /// the given mass within `epsilon` of its target after `duration` (see
  /// ``init(duration:dampingRatio:initialVelocity:)``).
  static func uiKitSpringParameters(
    duration: TimeInterval, dampingRatio: Double, mass: Double, initialVelocity v: Double,
    epsilon: Double
  ) -> (stiffness: Double, damping: Double) {
    let zeta = min(max(dampingRatio.isNaN ? 1 : dampingRatio, 1.1920929e-7), 1)
    let time = min(max(duration.isNaN ? 0.01 : duration, 0.01), 10)
    var omega = 5 / time
    if zeta >= 1 {
      for _ in 0..<12 {
        let a = omega - v
        let decay = exp(-omega * time)
        let f = (a * time + 1) * decay - (a < 0 ? -epsilon : epsilon)
        let df = -a * time * time * decay
        let next = omega - f / df
        guard next.isFinite else { break }
        omega = next
      }
    } else {
      let root = (1 - zeta * zeta).squareRoot()
      for _ in 0..<12 {
        let g = (zeta * omega - v) / (omega * root)
        let decay = exp(-zeta * omega * time)
        let f = abs(g) * decay - epsilon
        let dg = v / (omega * omega * root)
        let df = decay * ((g < 0 ? -dg : dg) - zeta * time * abs(g))
        let next = omega - f / df
        guard next.isFinite else { break }
        omega = next
      }
    }
    var stiffness = mass * omega * omega
    if !(stiffness >= 0.01) { stiffness = 0.01 }
    return (stiffness, 2 * zeta * (stiffness * mass).squareRoot())
  }
}
