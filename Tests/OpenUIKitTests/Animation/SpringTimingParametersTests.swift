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

@Suite struct SpringTimingParametersTests {
  @Test func defaultSpring() {
    let parameters = UISpringTimingParameters()
    #expect(parameters.implicitDuration)
    #expect(parameters.mass == 3)
    #expect(parameters.stiffness == 1000)
    #expect(parameters.damping == 500)
    #expect(parameters.initialVelocity == .zero)
    expectNear(parameters.dampingRatio, 500 / (2 * (3000.0).squareRoot()), tolerance: 1e-15)
    expectNear(parameters.dampingRatio, 4.564354645876384, tolerance: 1e-12)
    // Clamped to critical: ≈ 9.235036526651854 / ω with ω = √(1000 / 3).
    let omega = (1000.0 / 3).squareRoot()
    expectNear(parameters.settlingDuration, 9.235036526651854 / omega, tolerance: 1e-12)
    #expect(parameters.animationDuration(forDuration: 2) == parameters.settlingDuration)
    #expect(parameters.timingCurveType == .spring)
    #expect(parameters.cubicTimingParameters == nil)
    #expect(parameters.springTimingParameters == parameters)
  }

  @Test func dampingRatioSpringUsesTheAnimatorsDuration() {
    let parameters = UISpringTimingParameters(
      dampingRatio: 0.7, initialVelocity: CGVector(dx: 0.5, dy: 0))
    #expect(!parameters.implicitDuration)
    #expect(parameters.settlingDuration == 0)
    #expect(parameters.dampingRatio == 0.7)
    #expect(parameters.mass == 1)
    #expect(parameters.stiffness == nil)
    #expect(parameters.damping == nil)
    #expect(parameters.animationDuration(forDuration: 0.5) == 0.5)
    let spring = SpringCurve(duration: 0.5, dampingRatio: 0.7, initialVelocity: 0.5)
    #expect(parameters.springCurve(forDuration: 0.5, initialVelocity: 0.5) == spring)
    for fraction in [0.0, 0.1, 0.35, 0.5, 0.9, 0.999] {
      #expect(parameters.progress(at: fraction, duration: 0.5) == spring.value(at: fraction * 0.5))
      #expect(
        parameters.velocity(at: fraction, duration: 0.5) == spring.velocity(at: fraction * 0.5))
    }
    // The last 0.1 % is cut.
    #expect(parameters.progress(at: 1, duration: 0.5) == 1)
    #expect(parameters.progress(at: 2, duration: 0.5) == 1)
    #expect(parameters.progress(at: -1, duration: 0.5) == 0)
    #expect(UISpringTimingParameters(dampingRatio: 0.4).initialVelocity == .zero)
  }

  @Test func physicalSpringSettlesByTheLargerVelocityComponent() {
    let parameters = UISpringTimingParameters(
      mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 6, dy: 8))
    #expect(parameters.implicitDuration)
    let six = SpringCurve(stiffness: 100, damping: 10, initialVelocity: 6).uiKitDuration
    let eight = SpringCurve(stiffness: 100, damping: 10, initialVelocity: 8).uiKitDuration
    let ten = SpringCurve(stiffness: 100, damping: 10, initialVelocity: 10).uiKitDuration
    #expect(parameters.settlingDuration == max(six, eight))
    #expect(parameters.settlingDuration != ten)
    // The animator ignores its own duration.
    #expect(parameters.animationDuration(forDuration: 0.25) == parameters.settlingDuration)
    // One-dimensional progress uses the larger component, 8.
    #expect(parameters.scalarInitialVelocity == 8)
    let spring = SpringCurve(stiffness: 100, damping: 10, initialVelocity: 8)
    let total = parameters.settlingDuration
    for fraction in [0.0, 0.2, 0.6] {
      #expect(
        parameters.progress(at: fraction, duration: 0.25) == spring.value(at: fraction * total))
    }
  }

  @Test func scalarVelocityChoice() {
    func scalar(_ dx: Double, _ dy: Double) -> Double {
      UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: dx, dy: dy))
        .scalarInitialVelocity
    }
    #expect(scalar(0, 2) == 2)
    #expect(scalar(-3, 2) == -3)
    #expect(scalar(2, -2) == 2)
    #expect(scalar(0, -0.5) == -0.5)
  }

  @Test func bounceSpring() {
    let parameters = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
    #expect(parameters.implicitDuration)
    #expect(parameters.mass == 1)
    let stiffness = pow(2 * Double.pi / 0.5, 2)
    expectNear(parameters.stiffness!, stiffness, tolerance: 1e-12)
    expectNear(parameters.damping!, 2 * 0.7 * stiffness.squareRoot(), tolerance: 1e-12)
    expectNear(parameters.dampingRatio, 0.7, tolerance: 1e-15)
    let omega = stiffness.squareRoot()
    let amplitude = 0.7 * omega / (omega * (1 - 0.49).squareRoot())
    expectNear(
      parameters.settlingDuration, (6.9077552314846873 + log(1 + amplitude)) / (0.7 * omega),
      tolerance: 1e-14)
    let flat = UISpringTimingParameters(
      duration: 1, bounce: -0.5, initialVelocity: CGVector(dx: 1, dy: 0))
    expectNear(flat.dampingRatio, 2, tolerance: 1e-15)
    #expect(flat.initialVelocity == CGVector(dx: 1, dy: 0))
  }

  @Test func cgVector() {
    #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    #expect(CGVector() == .zero)
    let vector = CGVector(dx: 1.5, dy: -2)
    #expect(vector.dx == 1.5)
    #expect(vector.dy == -2)
    #expect(CGVector(dx: 3, dy: 4) == CGVector(dx: CGFloat(3), dy: CGFloat(4)))
  }
}
