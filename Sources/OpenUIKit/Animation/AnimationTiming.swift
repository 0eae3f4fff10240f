import Foundation

/// The pacing of one animation, ready to evaluate many times a frame: a cubic Bézier timing
/// function, a spring solved once, or another ``UITimingCurveProvider``.
enum AnimationTiming {
  /// A Core Animation timing function.
  case cubic(CAMediaTimingFunction)
  /// A spring that runs for `duration` seconds; its progress is exactly 1 from then on.
  case spring(SpringCurve, duration: TimeInterval)
  /// Any other provider, asked for its progress at a fraction of `duration`.
  case provider(any UITimingCurveProvider, duration: TimeInterval)

  /// The timing of a standard curve.
  init(curve: AnimationCurve) {
    self = .cubic(curve.timingFunction)
  }

  /// The timing a provider gives an animation requested with `duration` seconds.
  init(provider: any UITimingCurveProvider, duration: TimeInterval) {
    if let spring = provider.springTimingParameters {
      let total = spring.animationDuration(forDuration: duration)
      let curve = spring.springCurve(
        forDuration: duration, initialVelocity: spring.scalarInitialVelocity)
      self = .spring(curve, duration: total)
    } else if let cubic = provider.cubicTimingParameters {
      self = .cubic(cubic.timingFunction)
    } else {
      self = .provider(provider, duration: duration)
    }
  }

  /// The progress (0 at the start, 1 at the end) at `fraction` ∈ [0, 1] of the animation.
  func progress(at fraction: Double) -> Double {
    if fraction <= 0 { return 0 }
    if fraction >= 1 { return 1 }
    switch self {
    case .cubic(let function):
      return function.value(at: fraction)
    case .spring(let curve, let duration):
      return curve.value(at: fraction * duration)
    case .provider(let provider, let duration):
      return provider.progress(at: fraction, duration: duration)
    }
  }
}
