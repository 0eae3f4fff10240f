import Foundation
import OpenUIKit
import Testing

/// Expects `actual` within `tolerance` of `expected`.
private func expectNear(
  _ actual: Double, _ expected: Double, tolerance: Double,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

/// The closed forms of section 8.5, written differently from the implementation: the
/// underdamped case in amplitude–phase form, the overdamped case from the roots of the
/// characteristic polynomial `λ² + 2ζωλ + ω² = 0`.
private func closedForm(
  omega: Double, ratio: Double, velocity v0: Double, time t: Double
) -> Double {
  if ratio < 1 {
    let beta = ratio * omega
    let omegaD = omega * (1 - ratio * ratio).squareRoot()
    let b = (beta - v0) / omegaD
    let amplitude = (1 + b * b).squareRoot()
    let phase = atan2(b, 1)
    return 1 - amplitude * exp(-beta * t) * cos(omegaD * t - phase)
  }
  if ratio == 1 {
    return 1 - (1 + (omega - v0) * t) * exp(-omega * t)
  }
  let root = omega * (ratio * ratio - 1).squareRoot()
  let lambda1 = -ratio * omega + root
  let lambda2 = -ratio * omega - root
  // q − 1 = c1 e^(λ1 t) + c2 e^(λ2 t) with q(0) − 1 = −1 and q'(0) = v0.
  let c1 = (v0 + lambda2) / (lambda1 - lambda2)
  let c2 = -1 - c1
  return 1 + c1 * exp(lambda1 * t) + c2 * exp(lambda2 * t)
}

/// Integrates `m q'' = −k(q − 1) − c q'` from q = 0, q' = v0 with classical Runge–Kutta.
private func integrated(
  mass m: Double, stiffness k: Double, damping c: Double, velocity v0: Double,
  times: [Double], step: Double = 1e-4
) -> [Double] {
  var q = 0.0
  var v = v0
  var t = 0.0
  var results: [Double] = []
  func acceleration(_ q: Double, _ v: Double) -> Double { (-k * (q - 1) - c * v) / m }
  for target in times {
    while t < target - 1e-12 {
      let h = min(step, target - t)
      let k1q = v
      let k1v = acceleration(q, v)
      let k2q = v + h / 2 * k1v
      let k2v = acceleration(q + h / 2 * k1q, v + h / 2 * k1v)
      let k3q = v + h / 2 * k2v
      let k3v = acceleration(q + h / 2 * k2q, v + h / 2 * k2v)
      let k4q = v + h * k3v
      let k4v = acceleration(q + h * k3q, v + h * k3v)
      q += h / 6 * (k1q + 2 * k2q + 2 * k3q + k4q)
      v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
      t += h
    }
    results.append(q)
  }
  return results
}

/// The root of `f` in [low, high] by bisection (f changes sign on the interval).
private func bisect(_ low: Double, _ high: Double, _ f: (Double) -> Double) -> Double {
  var low = low
  var high = high
  let lowSign = f(low) < 0
  for _ in 0..<300 {
    let mid = (low + high) / 2
    if (f(mid) < 0) == lowSign { low = mid } else { high = mid }
  }
  return (low + high) / 2
}

@Suite struct SpringCurveTests {
  let times = [0.0, 0.01, 0.05, 0.1, 0.175, 0.25, 0.35, 0.5, 0.75, 1, 1.5, 2, 3]

  @Test func coreAnimationDefaults() {
    let spring = SpringCurve()
    #expect(spring.mass == 1)
    #expect(spring.stiffness == 100)
    #expect(spring.damping == 10)
    #expect(spring.initialVelocity == 0)
    #expect(!spring.allowsOverdamping)
    #expect(spring.dampingRatio == 0.5)
    #expect(spring.naturalFrequency == 10)
  }

  @Test(arguments: [
    // (mass, stiffness, damping, velocity): underdamped, critical, overdamped cases.
    (1.0, 100.0, 10.0, 0.0), (1.0, 383.1, 5.0, 0.5), (2.0, 300.0, 12.0, -3.0),
    (1.0, 100.0, 0.0, 1.0), (1.0, 100.0, 20.0, 0.0), (4.0, 100.0, 40.0, 2.0),
    (1.0, 400.0, 40.0, -5.0), (1.0, 100.0, 50.0, 0.0), (3.0, 1000.0, 500.0, 1.0),
    (1.0, 64.0, 20.0, 30.0),
  ])
  func valuesMatchTheClosedFormsAndIntegration(
    _ parameters: (Double, Double, Double, Double)
  ) {
    let (mass, stiffness, damping, velocity) = parameters
    let spring = SpringCurve(
      mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity,
      allowsOverdamping: true)
    let omega = (stiffness / mass).squareRoot()
    let ratio = damping / (2 * (stiffness * mass).squareRoot())
    let numeric = integrated(
      mass: mass, stiffness: stiffness, damping: damping, velocity: velocity, times: times)
    for (t, expected) in zip(times, numeric) {
      let exact = closedForm(omega: omega, ratio: ratio, velocity: velocity, time: t)
      expectNear(spring.value(at: t), exact, tolerance: 1e-12)
      expectNear(spring.value(at: t), expected, tolerance: 1e-9)
    }
    #expect(spring.value(at: 0) == 0)
    #expect(spring.value(at: -1) == 0)
    #expect(spring.velocity(at: 0) == velocity)
  }

  @Test func velocityIsTheDerivative() {
    let springs = [
      SpringCurve(), SpringCurve(stiffness: 100, damping: 20, initialVelocity: -4),
      SpringCurve(stiffness: 100, damping: 50, initialVelocity: 3, allowsOverdamping: true),
    ]
    for spring in springs {
      for t in [0.05, 0.2, 0.5, 1.0] {
        let h = 1e-6
        let difference = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
        expectNear(spring.velocity(at: t), difference, tolerance: 1e-5)
      }
    }
  }

  @Test func overdampedSpringsClampToCriticalUnlessAllowed() {
    let clamped = SpringCurve(stiffness: 100, damping: 50, initialVelocity: 1)
    let critical = SpringCurve(stiffness: 100, damping: 20, initialVelocity: 1)
    let overdamped = SpringCurve(
      stiffness: 100, damping: 50, initialVelocity: 1, allowsOverdamping: true)
    for t in times {
      #expect(clamped.value(at: t) == critical.value(at: t))
      expectNear(
        overdamped.value(at: t), closedForm(omega: 10, ratio: 2.5, velocity: 1, time: t),
        tolerance: 1e-12)
    }
    #expect(overdamped.value(at: 0.5) < clamped.value(at: 0.5))
  }

  /// Sample A2: `usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5` over 0.5 s.
  @Test func uiKitSpringForSampleA2() {
    let spring = SpringCurve(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.5)
    #expect(spring.mass == 1)
    #expect(spring.initialVelocity == 0.5)
    let omega = spring.stiffness.squareRoot()
    // The solver's equation, solved here by bisection above the zero of ζω − v.
    let root = (1 - 0.49).squareRoot()
    let equation = { (w: Double) in
      abs((0.7 * w - 0.5) / (w * root)) * exp(-0.7 * w * 0.5) - 0.001
    }
    let expected = bisect(1, 200, equation)
    expectNear(omega, expected, tolerance: 1e-9)
    expectNear(omega, 19.573076564877287, tolerance: 1e-9)
    expectNear(spring.damping, 2 * 0.7 * omega, tolerance: 1e-12)
    expectNear(spring.dampingRatio, 0.7, tolerance: 1e-15)
    for t in [0, 0.05, 0.1, 0.175, 0.25, 0.35, 0.45, 0.5] {
      expectNear(
        spring.value(at: t), closedForm(omega: omega, ratio: 0.7, velocity: 0.5, time: t),
        tolerance: 1e-12)
    }
    // The solver bounds |b|·e^(−βT) by 0.001, not the full envelope √(1 + b²)·e^(−βT): at the
    // end of the animation the spring is 0.145 % from its target, and UIKit cuts the rest.
    let beta = 0.7 * omega
    let b = (beta - 0.5) / (omega * root)
    expectNear(abs(b) * exp(-beta * 0.5), 0.001, tolerance: 1e-12)
    let envelope = (1 + b * b).squareRoot() * exp(-beta * 0.5)
    #expect(abs(1 - spring.value(at: 0.5)) <= envelope)
    expectNear(1 - spring.value(at: 0.5), 0.0014545222051908224, tolerance: 1e-12)
  }

  @Test(arguments: [(0.5, 0.0), (0.35, 0.0), (1.0, 2.0), (0.3, -1.0)])
  func uiKitCriticalSpring(_ parameters: (Double, Double)) {
    let (duration, velocity) = parameters
    let spring = SpringCurve(duration: duration, dampingRatio: 1, initialVelocity: velocity)
    let omega = spring.stiffness.squareRoot()
    let equation = { (w: Double) in
      ((w - velocity) * duration + 1) * exp(-w * duration) - 0.001
    }
    let low = max(velocity, 0) + 1 / duration
    expectNear(omega, bisect(low, 500, equation), tolerance: 1e-9)
    #expect(spring.dampingRatio == 1)
    expectNear(1 - spring.value(at: duration), 0.001, tolerance: 1e-12)
  }

  @Test func uiKitSolverClampsItsInputs() {
    // Damping ratios above 1 are taken as 1, durations are clamped to [0.01, 10].
    #expect(
      SpringCurve(duration: 0.5, dampingRatio: 3) == SpringCurve(duration: 0.5, dampingRatio: 1))
    #expect(
      SpringCurve(duration: 20, dampingRatio: 0.5) == SpringCurve(duration: 10, dampingRatio: 0.5))
    #expect(
      SpringCurve(duration: 0, dampingRatio: 0.5) == SpringCurve(duration: 0.01, dampingRatio: 0.5))
    let undamped = SpringCurve(duration: 1, dampingRatio: 0)
    expectNear(undamped.dampingRatio, 1.1920929e-7, tolerance: 1e-15)
    // The minimum stiffness.
    #expect(SpringCurve(duration: 10, dampingRatio: 1, initialVelocity: 50).stiffness >= 0.01)
  }

  @Test func coreAnimationSettlingDurationUnderdamped() {
    // CASpringAnimation's defaults: ω = 10, ζ = 0.5.
    let expected = (-log(0.001) + log(1 + abs((5 - 0) / (10 * (0.75).squareRoot())))) / 5
    expectNear(SpringCurve().settlingDuration, expected, tolerance: 1e-15)
    expectNear(SpringCurve().settlingDuration, 1.4727003346780925, tolerance: 1e-15)
    let moving = SpringCurve(mass: 2, stiffness: 300, damping: 12, initialVelocity: -3)
    let omega = (150.0).squareRoot()
    let ratio = 12 / (2 * (600.0).squareRoot())
    let amplitude = abs((omega * ratio + 3) / (omega * (1 - ratio * ratio).squareRoot()))
    expectNear(
      moving.settlingDuration, (-log(0.001) + log(1 + amplitude)) / (omega * ratio),
      tolerance: 1e-14)
    // ε is floored at 1e-6.
    #expect(
      SpringCurve().settlingDuration(epsilon: 1e-9) == SpringCurve().settlingDuration(epsilon: 1e-6)
    )
    expectNear(
      SpringCurve().settlingDuration(epsilon: 0.01),
      (-log(0.01) + log(1 + 5 / (10 * (0.75).squareRoot()))) / 5, tolerance: 1e-15)
    // No damping: never settles (MAXFLOAT).
    #expect(SpringCurve(damping: 0).settlingDuration == Double(Float.greatestFiniteMagnitude))
  }

  @Test func coreAnimationSettlingDurationCritical() {
    // ω = 10, v = 0: (1 + 10t) e^(−10t) is 1.23e-3 at 0.9 s and 4.99e-4 at 1.0 s.
    #expect(SpringCurve(stiffness: 100, damping: 20).settlingDuration == 1.0)
    // Moving away first (v = −20): the distance peaks at t = 1/15, then 1.41e-3 at 1.0 s,
    // 5.68e-4 at 1.1 s.
    #expect(
      SpringCurve(stiffness: 100, damping: 20, initialVelocity: -20).settlingDuration == 1.1)
    // Overdamped parameters are taken as critical.
    #expect(SpringCurve(stiffness: 100, damping: 60).settlingDuration == 1.0)
    // Every critical result is the first multiple of 0.1 s from which the distance stays ≤ ε.
    for velocity in [-30.0, -5, 0, 3, 9, 10, 11, 25, 60] {
      let spring = SpringCurve(stiffness: 100, damping: 20, initialVelocity: velocity)
      let duration = spring.settlingDuration
      let steps = Int((duration * 10).rounded())
      #expect(duration == Double(steps) / 10)
      let distance = { (t: Double) in abs(1 - spring.value(at: t)) }
      for k in 0...400 {
        let t = duration + Double(k) * 0.005
        #expect(distance(t) <= 0.001 + 1e-15)
      }
      if steps > 0 {
        let before = Double(steps - 1) / 10
        let stays = (0...4000).allSatisfy { distance(before + Double($0) * 0.0005) <= 0.001 }
        #expect(!stays)
      }
    }
  }

  @Test func settlingDurationWithOverdamping() {
    let spring = SpringCurve(stiffness: 100, damping: 40, allowsOverdamping: true)
    let duration = spring.settlingDuration
    // Slowest rate β − γ = 10(2 − √3); the overdamped spring settles later than a critical one.
    #expect(duration > SpringCurve(stiffness: 100, damping: 20).settlingDuration)
    #expect(abs(1 - spring.value(at: duration)) <= 0.001)
    #expect(abs(1 - spring.value(at: duration - 0.1)) > 0.001)
  }

  @Test func uiKitDurationOfSpringAnimation() {
    // Critical at rest: ≈ 9.235036526651854 / ω.
    for omega in [1.0, 10, 18.257418583505537, 40] {
      let spring = SpringCurve(stiffness: omega * omega, damping: 2 * omega)
      expectNear(spring.uiKitDuration * omega, 9.235036526651854, tolerance: 1e-12)
    }
    // The fit against the exact last time at which (1 + rt)e^(−ωt) = 0.001.
    for velocity in [-10.0, -2, 0, 3, 7] {
      let spring = SpringCurve(stiffness: 100, damping: 20, initialVelocity: velocity)
      let r = 10 - velocity
      let peak = max(0, -velocity / (10 * r))
      let exact = bisect(max(peak, 0.05), 10) { t in (1 + r * t) * exp(-10 * t) - 0.001 }
      expectNear(spring.uiKitDuration, exact, tolerance: 0.01 * exact)
    }
    // Underdamped: UIKit's stored −ln 0.001.
    let spring = SpringCurve(stiffness: 100, damping: 10, initialVelocity: 2)
    let amplitude = abs((5 - 2) / (10 * (0.75).squareRoot()))
    expectNear(
      spring.uiKitDuration, (6.9077552314846873 + log(1 + amplitude)) / 5, tolerance: 1e-15)
    // Overdamped parameters are clamped to critical; no damping never settles.
    #expect(
      SpringCurve(stiffness: 100, damping: 80).uiKitDuration
        == SpringCurve(stiffness: 100, damping: 20).uiKitDuration)
    #expect(SpringCurve(damping: 0).uiKitDuration == .infinity)
  }

  @Test func bounceAndResponse() {
    #expect(SpringCurve.dampingRatio(forBounce: 0.3) == 0.7)
    #expect(SpringCurve.dampingRatio(forBounce: 0) == 1)
    #expect(SpringCurve.dampingRatio(forBounce: -0.5) == 2)
    let spring = SpringCurve(perceptualDuration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    expectNear(spring.stiffness, pow(2 * Double.pi / 0.5, 2), tolerance: 1e-12)
    expectNear(spring.damping, 2 * 0.7 * (2 * Double.pi / 0.5), tolerance: 1e-12)
    expectNear(spring.response, 0.5, tolerance: 1e-15)
    expectNear(spring.bounce, 0.3, tolerance: 1e-15)
    #expect(spring.allowsOverdamping)
    let flat = SpringCurve(perceptualDuration: 1, bounce: -0.5)
    expectNear(flat.dampingRatio, 2, tolerance: 1e-15)
    expectNear(flat.bounce, -0.5, tolerance: 1e-15)
    let ratioResponse = SpringCurve(dampingRatio: 0.25, response: 2)
    expectNear(ratioResponse.dampingRatio, 0.25, tolerance: 1e-15)
    expectNear(ratioResponse.naturalFrequency, Double.pi, tolerance: 1e-15)
  }
}
