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

/// A cubic Bézier from (0, 0) to (1, 1), evaluated from the Bernstein form directly.
private struct Bezier {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  func point(_ s: Double) -> (x: Double, y: Double) {
    let u = 1 - s
    let b1 = 3 * u * u * s
    let b2 = 3 * u * s * s
    let b3 = s * s * s
    return (b1 * x1 + b2 * x2 + b3, b1 * y1 + b2 * y2 + b3)
  }

  /// y at x from a dense table of points: the sample pair that brackets x, then linear
  /// interpolation between them.
  func sampled(at xs: [Double], samples: Int = 200_000) -> [Double] {
    let table = (0...samples).map { point(Double($0) / Double(samples)) }
    return xs.map { x in
      var low = 0
      var high = samples
      while high - low > 1 {
        let mid = (low + high) / 2
        if table[mid].x <= x { low = mid } else { high = mid }
      }
      let a = table[low]
      let b = table[high]
      if b.x == a.x { return a.y }
      return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
  }

  /// y at x from the sample bracket refined by bisection on the parameter.
  func bisected(at x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if point(mid).x < x { low = mid } else { high = mid }
    }
    return point((low + high) / 2).y
  }
}

@Suite struct TimingFunctionTests {
  let xs = [0.01, 0.05, 0.1, 0.2, 0.25, 1.0 / 3, 0.4, 0.5, 0.6, 0.75, 0.8, 0.9, 0.95, 0.999]

  @Test func namedControlPointsAreExact() {
    let expected: [(CAMediaTimingFunctionName, [Double])] = [
      (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
      (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
    ]
    for (name, points) in expected {
      let function = CAMediaTimingFunction(name: name)
      #expect(function.controlPoint(at: 0) == CGPoint(x: 0, y: 0))
      #expect(function.controlPoint(at: 1) == CGPoint(x: points[0], y: points[1]))
      #expect(function.controlPoint(at: 2) == CGPoint(x: points[2], y: points[3]))
      #expect(function.controlPoint(at: 3) == CGPoint(x: 1, y: 1))
      #expect(
        function == CAMediaTimingFunction(controlPoints: points[0], points[1], points[2], points[3])
      )
    }
  }

  @Test func namesAreCoreAnimationStrings() {
    #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
    #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
    #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
    #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
    #expect(CAMediaTimingFunctionName.default.rawValue == "default")
  }

  @Test func getControlPointWritesFloats() {
    let function = CAMediaTimingFunction(name: .easeInEaseOut)
    var values: [Float] = [-1, -1]
    values.withUnsafeMutableBufferPointer {
      function.getControlPoint(at: 1, values: $0.baseAddress!)
    }
    #expect(values == [0.42, 0])
    values.withUnsafeMutableBufferPointer {
      function.getControlPoint(at: 2, values: $0.baseAddress!)
    }
    #expect(values == [0.58, 1])
    values.withUnsafeMutableBufferPointer {
      function.getControlPoint(at: 3, values: $0.baseAddress!)
    }
    #expect(values == [1, 1])
  }

  @Test func floatControlPointsConvertToDouble() {
    let function = CAMediaTimingFunction(
      controlPoints: Float(0.42), Float(0), Float(0.58), Float(1))
    let x1: Double = Double(function.controlPoint1.x)
    let single: Float = 0.42
    #expect(x1 == Double(single))
    #expect(x1 != 0.42)
    #expect(function != CAMediaTimingFunction(name: .easeInEaseOut))
    expectNear(
      function.value(at: 0.3), CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.3),
      tolerance: 1e-7)
  }

  @Test(arguments: [
    CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default,
  ])
  func namedCurvesMatchDenseParametricSampling(_ name: CAMediaTimingFunctionName) {
    let function = CAMediaTimingFunction(name: name)
    let p1 = function.controlPoint1
    let p2 = function.controlPoint2
    let bezier = Bezier(x1: p1.x, y1: p1.y, x2: p2.x, y2: p2.y)
    let expected = bezier.sampled(at: xs)
    for (x, y) in zip(xs, expected) {
      expectNear(function.value(at: x), y, tolerance: 1e-8)
      expectNear(function.value(at: x), bezier.bisected(at: x), tolerance: 1e-12)
    }
  }

  @Test func steepAndOvershootingCurvesMatchBisection() {
    let curves: [(Double, Double, Double, Double)] = [
      (1, 0, 0, 1),  // dx/ds vanishes at s = 0.5
      (0.68, -0.55, 0.265, 1.55),  // overshoots both ends
      (0, 1, 0, 1),  // very steep at the start
      (1, 0, 1, 0),  // flat until the end
      (0.5, 0, 0.5, 1),
    ]
    for (x1, y1, x2, y2) in curves {
      let function = CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)
      let bezier = Bezier(x1: x1, y1: y1, x2: x2, y2: y2)
      for x in xs + [0.4999, 0.5001, 1e-6, 1 - 1e-6] where x != 0.5 {
        expectNear(function.value(at: x), bezier.bisected(at: x), tolerance: 1e-9)
      }
    }
    // Where dx/ds vanishes inside the curve, y(x) has an infinite slope: rounding of x(s) alone
    // moves a numerical reference by ~3e-6 there, so compare with the exact value instead:
    // x(0.5) = y(0.5) = 0.5 for (1, 0), (0, 1).
    #expect(CAMediaTimingFunction(controlPoints: 1, 0, 0, 1).value(at: 0.5) == 0.5)
  }

  @Test func controlPointXIsClampedForEvaluation() {
    let wide = CAMediaTimingFunction(controlPoints: 1.5, 0, -0.5, 1)
    let clamped = CAMediaTimingFunction(controlPoints: 1, 0, 0, 1)
    #expect(wide.controlPoint1 == CGPoint(x: 1.5, y: 0))
    #expect(wide.controlPoint2 == CGPoint(x: -0.5, y: 1))
    for x in xs {
      #expect(wide.value(at: x) == clamped.value(at: x))
    }
  }

  @Test func literalValues() {
    // Values of the Bézier definition, computed independently to 16 digits.
    expectNear(CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.5), 0.5, tolerance: 1e-15)
    expectNear(CAMediaTimingFunction(name: .linear).value(at: 0.3), 0.3, tolerance: 1e-15)
    expectNear(
      CAMediaTimingFunction(name: .default).value(at: 0.5), 0.802403387584857, tolerance: 1e-12)
  }

  @Test func endPointsAndClamping() {
    for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
      let function = CAMediaTimingFunction(name: name)
      #expect(function.value(at: 0) == 0)
      #expect(function.value(at: 1) == 1)
      #expect(function.value(at: -0.5) == 0)
      #expect(function.value(at: 1.5) == 1)
      #expect(function.value(at: .nan) == 0)
    }
  }

  @Test func easeInEaseOutIsSymmetric() {
    let function = CAMediaTimingFunction(name: .easeInEaseOut)
    for x in xs {
      expectNear(function.value(at: 1 - x), 1 - function.value(at: x), tolerance: 1e-12)
    }
  }

  @Test func curvesIncrease() {
    for name in [CAMediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
      let function = CAMediaTimingFunction(name: name)
      var previous = 0.0
      for step in 1...1000 {
        let value = function.value(at: Double(step) / 1000)
        #expect(value >= previous)
        previous = value
      }
    }
  }

  @Test func slopes() {
    expectNear(CAMediaTimingFunction(name: .linear).slope(at: 0.3), 1, tolerance: 1e-12)
    expectNear(CAMediaTimingFunction(name: .linear).slope(at: 0), 1, tolerance: 1e-12)
    // Limits where a control point sits on an end point: ratios of second derivatives.
    expectNear(CAMediaTimingFunction(name: .easeOut).slope(at: 0), 1 / 0.58, tolerance: 1e-12)
    expectNear(CAMediaTimingFunction(name: .easeIn).slope(at: 1), 1 / 0.58, tolerance: 1e-12)
    expectNear(CAMediaTimingFunction(name: .easeIn).slope(at: 0), 0, tolerance: 1e-12)
    expectNear(CAMediaTimingFunction(name: .easeInEaseOut).slope(at: 1), 0, tolerance: 1e-12)
    // Interior slopes against central differences.
    for name in [CAMediaTimingFunctionName.easeIn, .easeOut, .easeInEaseOut, .default] {
      let function = CAMediaTimingFunction(name: name)
      for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
        let h = 1e-6
        let difference = (function.value(at: x + h) - function.value(at: x - h)) / (2 * h)
        expectNear(function.slope(at: x), difference, tolerance: 1e-6)
      }
    }
  }

  @Test func animationCurvesMapToNamedFunctions() {
    #expect(AnimationCurve.easeInOut.rawValue == 0)
    #expect(AnimationCurve.easeIn.rawValue == 1)
    #expect(AnimationCurve.easeOut.rawValue == 2)
    #expect(AnimationCurve.linear.rawValue == 3)
    #expect(AnimationCurve(rawValue: 4) == nil)
    #expect(AnimationCurve.easeInOut.timingFunctionName == .easeInEaseOut)
    #expect(AnimationCurve.easeIn.timingFunctionName == .easeIn)
    #expect(AnimationCurve.easeOut.timingFunctionName == .easeOut)
    #expect(AnimationCurve.linear.timingFunctionName == .linear)
    for curve in AnimationCurve.allCases {
      #expect(curve.timingFunction == CAMediaTimingFunction(name: curve.timingFunctionName))
    }
  }

  @Test func cubicTimingParameters() {
    let standard = UICubicTimingParameters()
    #expect(standard.timingFunction == CAMediaTimingFunction(name: .default))
    #expect(standard.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
    #expect(standard.controlPoint2 == CGPoint(x: 0.25, y: 1))
    #expect(standard.timingCurveType == .cubic)
    #expect(standard.cubicTimingParameters == standard)
    #expect(standard.springTimingParameters == nil)

    let easeOut = UICubicTimingParameters(animationCurve: .easeOut)
    #expect(easeOut.animationCurve == .easeOut)
    #expect(easeOut.controlPoint1 == CGPoint(x: 0, y: 0))
    #expect(easeOut.controlPoint2 == CGPoint(x: 0.58, y: 1))

    let custom = UICubicTimingParameters(
      controlPoint1: CGPoint(x: 0.1, y: 0.7), controlPoint2: CGPoint(x: 0.3, y: 1))
    #expect(custom.controlPoint1 == CGPoint(x: 0.1, y: 0.7))
    #expect(custom.controlPoint2 == CGPoint(x: 0.3, y: 1))
    let provider: any UITimingCurveProvider = custom
    for fraction in [0.0, 0.2, 0.5, 0.8, 1.0] {
      #expect(
        provider.progress(at: fraction, duration: 2) == custom.timingFunction.value(at: fraction))
      #expect(
        provider.velocity(at: fraction, duration: 2) == custom.timingFunction.slope(at: fraction)
          / 2)
    }
    #expect(provider.animationDuration(forDuration: 0.35) == 0.35)
  }

  @Test func providerDefaultsFollowTheParameters() {
    struct Composed: UITimingCurveProvider {
      var timingCurveType: UITimingCurveType { .composed }
      var cubicTimingParameters: UICubicTimingParameters? { UICubicTimingParameters() }
      var springTimingParameters: UISpringTimingParameters? {
        UISpringTimingParameters(dampingRatio: 0.5)
      }
    }
    struct Plain: UITimingCurveProvider {
      var timingCurveType: UITimingCurveType { .builtin }
      var cubicTimingParameters: UICubicTimingParameters? { nil }
      var springTimingParameters: UISpringTimingParameters? { nil }
    }
    let spring = UISpringTimingParameters(dampingRatio: 0.5)
    #expect(Composed().progress(at: 0.3, duration: 1) == spring.progress(at: 0.3, duration: 1))
    #expect(Composed().velocity(at: 0.3, duration: 1) == spring.velocity(at: 0.3, duration: 1))
    #expect(Plain().progress(at: 0.3, duration: 1) == 0.3)
    #expect(Plain().progress(at: 3, duration: 1) == 1)
    #expect(Plain().velocity(at: 0.3, duration: 4) == 0.25)
    #expect(Plain().animationDuration(forDuration: 4) == 4)
    #expect(UITimingCurveType.builtin.rawValue == 0)
    #expect(UITimingCurveType.cubic.rawValue == 1)
    #expect(UITimingCurveType.spring.rawValue == 2)
    #expect(UITimingCurveType.composed.rawValue == 3)
  }
}
