import Foundation

/// Timing parameters for a cubic Bézier curve, as UIKit's `UICubicTimingParameters`.
public struct UICubicTimingParameters: UITimingCurveProvider, Hashable {
  /// The standard curve the parameters were made from; `.easeInOut` for custom control
  /// points and for ``init()``.
  public let animationCurve: AnimationCurve
  /// The Core Animation timing function the parameters describe.
  public let timingFunction: CAMediaTimingFunction

  /// Parameters for Core Animation's default curve, control points (0.25, 0.1) and (0.25, 1),
  /// as UIKit's `init()` ("the default CA timing curve").
  public init() {
    animationCurve = .easeInOut
    timingFunction = CAMediaTimingFunction(name: .default)
  }

  /// Parameters for a standard curve: ease-in-out, ease-in, ease-out or linear.
  public init(animationCurve: AnimationCurve) {
    self.animationCurve = animationCurve
    timingFunction = animationCurve.timingFunction
  }

  /// Parameters for the curve with control points `point1` and `point2`, whose x coordinates
  /// must lie in [0, 1].
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    timingFunction = CAMediaTimingFunction(
      controlPoints: Double(point1.x), Double(point1.y), Double(point2.x), Double(point2.y))
  }

  /// The curve's first control point.
  public var controlPoint1: CGPoint { timingFunction.controlPoint1 }
  /// The curve's second control point.
  public var controlPoint2: CGPoint { timingFunction.controlPoint2 }

  /// `.cubic`.
  public var timingCurveType: UITimingCurveType { .cubic }
  /// The parameters themselves.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// `nil`: the parameters have no spring.
  public var springTimingParameters: UISpringTimingParameters? { nil }

  /// `duration`: a cubic curve runs for the requested time.
  public func animationDuration(forDuration duration: TimeInterval) -> TimeInterval {
    duration
  }

  /// The curve's value at `fraction`; it does not depend on `duration`.
  public func progress(at fraction: Double, duration: TimeInterval) -> Double {
    timingFunction.value(at: fraction)
  }

  /// The curve's slope at `fraction` divided by `duration` (0 when `duration` is not
  /// positive).
  public func velocity(at fraction: Double, duration: TimeInterval) -> Double {
    duration > 0 ? timingFunction.slope(at: fraction) / duration : 0
  }
}
