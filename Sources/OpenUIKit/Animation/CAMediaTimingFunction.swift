import Foundation

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Sendable, Hashable {
  /// The name as a string, as Core Animation spells it (`"easeInEaseOut"`).
  public let rawValue: String

  /// Creates a name from its string.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Creates a name from its string.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// Linear pacing: control points (0, 0) and (1, 1).
  public static let linear = CAMediaTimingFunctionName("linear")
  /// Ease-in pacing: control points (0.42, 0) and (1, 1).
  public static let easeIn = CAMediaTimingFunctionName("easeIn")
  /// Ease-out pacing: control points (0, 0) and (0.58, 1).
  public static let easeOut = CAMediaTimingFunctionName("easeOut")
  /// Ease-in-ease-out pacing: control points (0.42, 0) and (0.58, 1). UIView animations use
  /// it by default.
  public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
  /// The system default pacing: control points (0.25, 0.1) and (0.25, 1).
  public static let `default` = CAMediaTimingFunctionName("default")
}

/// A cubic Bézier timing curve, as Core Animation defines it: it maps the fraction of an
/// animation's duration that has elapsed to the fraction of the change that is done.
///
/// The curve runs from (0, 0) through the control points `c1` and `c2` to (1, 1):
///
/// ```
/// x(s) = 3(1−s)²s·c1.x + 3(1−s)s²·c2.x + s³
/// y(s) = 3(1−s)²s·c1.y + 3(1−s)s²·c2.y + s³
/// ```
///
/// For a time fraction `x`, ``value(at:)`` solves `x(s) = x` for the parameter `s` (Newton's
/// method, with bisection when Newton does not converge) and returns `y(s)`, accurate to well
/// under 1e-7. The evaluation clamps the x coordinates of the control points to [0, 1], which
/// keeps `x(s)` increasing; the y coordinates may lie outside [0, 1] for curves that
/// overshoot.
///
/// Core Animation declares this as a class with `Float` control points. Here it is a value
/// type that stores `Double`s: the named curves use their exact decimal control points.
public struct CAMediaTimingFunction: Sendable, Hashable {
  private let c1x: Double
  private let c1y: Double
  private let c2x: Double
  private let c2y: Double

  /// The first control point.
  public var controlPoint1: CGPoint { CGPoint(x: c1x, y: c1y) }
  /// The second control point.
  public var controlPoint2: CGPoint { CGPoint(x: c2x, y: c2y) }

  /// Creates a curve with the control points `(c1x, c1y)` and `(c2x, c2y)`.
  ///
  /// The coordinates must be finite. The control points keep the x coordinates as given, but
  /// the curve is evaluated with them clamped to [0, 1].
  public init(controlPoints c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
    precondition(
      c1x.isFinite && c1y.isFinite && c2x.isFinite && c2y.isFinite,
      "CAMediaTimingFunction: control points must be finite")
    self.c1x = c1x
    self.c1y = c1y
    self.c2x = c2x
    self.c2y = c2y
  }

  /// Creates a curve from `Float` control points, as Core Animation's initializer takes them.
  ///
  /// Literal arguments choose the `Double` initializer, which keeps decimal values exact.
  @_disfavoredOverload
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    self.init(controlPoints: Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }

  /// Creates one of the predefined curves.
  ///
  /// Names other than the five predefined ones are a programming error.
  public init(name: CAMediaTimingFunctionName) {
    switch name {
    case .linear: self.init(controlPoints: 0.0, 0.0, 1.0, 1.0)
    case .easeIn: self.init(controlPoints: 0.42, 0.0, 1.0, 1.0)
    case .easeOut: self.init(controlPoints: 0.0, 0.0, 0.58, 1.0)
    case .easeInEaseOut: self.init(controlPoints: 0.42, 0.0, 0.58, 1.0)
    case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1.0)
    default: preconditionFailure("CAMediaTimingFunction: unknown name \(name.rawValue)")
    }
  }

  /// The control point at `index`: 0 is (0, 0), 1 and 2 are the curve's control points, 3 is
  /// (1, 1).
  public func controlPoint(at index: Int) -> CGPoint {
    switch index {
    case 0: CGPoint(x: 0, y: 0)
    case 1: controlPoint1
    case 2: controlPoint2
    case 3: CGPoint(x: 1, y: 1)
    default: preconditionFailure("CAMediaTimingFunction: control point index \(index) not in 0...3")
    }
  }

  /// Writes the x and y of the control point at `index` (0...3, see ``controlPoint(at:)``) to
  /// `values[0]` and `values[1]`, as Core Animation's `getControlPoint(at:values:)` does.
  public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let point = controlPoint(at: index)
    values[0] = Float(point.x)
    values[1] = Float(point.y)
  }

  // MARK: Evaluation

  /// The progress `y` at the time fraction `x`. `x` is clamped to [0, 1]; `value(at: 0)` is 0
  /// and `value(at: 1)` is 1.
  public func value(at x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    return coordinate(parameter(forX: x), c1y, c2y)
  }

  /// The slope `dy/dx` of the curve at the time fraction `x` (clamped to [0, 1]): the rate of
  /// progress per unit of time fraction.
  ///
  /// Where both `dx/ds` and `dy/ds` vanish (a control point on an end point) the slope is
  /// their limit. Where only `dx/ds` vanishes the slope is infinite.
  public func slope(at x: Double) -> Double {
    let x = min(max(x.isNaN ? 0 : x, 0), 1)
    let s = x == 0 ? 0 : x == 1 ? 1 : parameter(forX: x)
    let dx = derivative(s, clampedX1, clampedX2)
    let dy = derivative(s, c1y, c2y)
    if abs(dx) > 1e-9 { return dy / dx }
    // Both derivatives vanish: the limit of dy/dx is the ratio of the second derivatives.
    let ddx = secondDerivative(s, clampedX1, clampedX2)
    let ddy = secondDerivative(s, c1y, c2y)
    if abs(dy) <= 1e-9, abs(ddx) > 1e-12 { return ddy / ddx }
    if abs(dy) <= 1e-9 { return 0 }
    return dy > 0 ? .infinity : -.infinity
  }

  private var clampedX1: Double { min(max(c1x, 0), 1) }
  private var clampedX2: Double { min(max(c2x, 0), 1) }

  /// The Bézier parameter `s` with `x(s) = x`, for `x` in (0, 1).
  func parameter(forX x: Double) -> Double {
    let c1 = clampedX1
    let c2 = clampedX2
    // Newton's method from s = x.
    var s = x
    for _ in 0..<8 {
      let error = coordinate(s, c1, c2) - x
      if abs(error) < 1e-14 { return s }
      let slope = derivative(s, c1, c2)
      if abs(slope) < 1e-6 { break }
      let next = s - error / slope
      if !(next >= 0 && next <= 1) { break }
      s = next
    }
    if abs(coordinate(s, c1, c2) - x) < 1e-14 { return s }
    // Bisection: x(s) increases on [0, 1] when the x coordinates lie in [0, 1].
    var low = 0.0
    var high = 1.0
    s = x
    while high - low > 1e-16 {
      let value = coordinate(s, c1, c2)
      if abs(value - x) < 1e-15 { break }
      if value < x { low = s } else { high = s }
      let mid = (low + high) / 2
      if mid == low || mid == high { break }
      s = mid
    }
    return s
  }

  /// One coordinate of the curve, `3(1−s)²s·p1 + 3(1−s)s²·p2 + s³`, in Horner form.
  private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * s + b) * s + c) * s
  }

  private func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * s + 2 * b) * s + c
  }

  private func secondDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return 6 * a * s + 2 * b
  }
}
