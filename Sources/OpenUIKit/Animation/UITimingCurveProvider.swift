import Foundation

/// The kind of timing curve a ``UITimingCurveProvider`` describes, with UIKit's raw values.
public enum UITimingCurveType: Int, Sendable, Hashable {
  /// One of the standard curves.
  case builtin = 0
  /// A cubic Bézier curve: ``UITimingCurveProvider/cubicTimingParameters`` is set.
  case cubic = 1
  /// A spring: ``UITimingCurveProvider/springTimingParameters`` is set.
  case spring = 2
  /// A cubic curve and a spring at once, the spring for some properties and the curve for
  /// others.
  case composed = 3
}

/// A description of an animation's pacing: a cubic timing curve, a spring or both, as
/// UIKit's `UITimingCurveProvider`.
///
/// Beyond UIKit's three requirements, a provider answers how far along an animation is at a
/// fraction of its duration (``progress(at:duration:)``), how fast it moves there
/// (``velocity(at:duration:)``) and how long it actually runs
/// (``animationDuration(forDuration:)``). Default implementations derive them from the
/// spring parameters when there are any, otherwise from the cubic ones, otherwise linearly.
public protocol UITimingCurveProvider: Sendable {
  /// The kind of curve.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic curve, if the provider has one.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring, if the provider has one.
  var springTimingParameters: UISpringTimingParameters? { get }

  /// How long an animation requested with `duration` runs: `duration` itself, except for
  /// springs that set their own duration.
  func animationDuration(forDuration duration: TimeInterval) -> TimeInterval

  /// The progress, from 0 at the start to 1 at the end, at `fraction` (clamped to [0, 1]) of
  /// an animation that was requested with `duration` seconds.
  func progress(at fraction: Double, duration: TimeInterval) -> Double

  /// The rate of change of ``progress(at:duration:)`` at `fraction` of the animation, in
  /// progress units per second of the animation's actual duration.
  func velocity(at fraction: Double, duration: TimeInterval) -> Double
}

extension UITimingCurveProvider {
  /// The spring's own duration for springs that set it, otherwise `duration`.
  public func animationDuration(forDuration duration: TimeInterval) -> TimeInterval {
    if let spring = springTimingParameters {
      return spring.animationDuration(forDuration: duration)
    }
    return duration
  }

  /// The progress of the spring parameters if there are any, otherwise of the cubic ones,
  /// otherwise the fraction itself.
  public func progress(at fraction: Double, duration: TimeInterval) -> Double {
    if let spring = springTimingParameters {
      return spring.progress(at: fraction, duration: duration)
    }
    if let cubic = cubicTimingParameters {
      return cubic.progress(at: fraction, duration: duration)
    }
    return min(max(fraction.isNaN ? 0 : fraction, 0), 1)
  }

  /// The velocity of the spring parameters if there are any, otherwise of the cubic ones,
  /// otherwise `1 / duration`.
  public func velocity(at fraction: Double, duration: TimeInterval) -> Double {
    if let spring = springTimingParameters {
      return spring.velocity(at: fraction, duration: duration)
    }
    if let cubic = cubicTimingParameters {
      return cubic.velocity(at: fraction, duration: duration)
    }
    return duration > 0 ? 1 / duration : 0
  }
}
