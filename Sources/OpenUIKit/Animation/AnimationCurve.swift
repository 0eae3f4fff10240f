import Foundation

/// The four standard animation curves, with `UIView.AnimationCurve`'s raw values.
///
/// Each curve is one of Core Animation's predefined cubic Bézier timing functions.
public enum AnimationCurve: Int, Sendable, Hashable, CaseIterable {
  /// Slow at the start and the end: control points (0.42, 0) and (0.58, 1). The default.
  case easeInOut = 0
  /// Slow at the start: control points (0.42, 0) and (1, 1).
  case easeIn = 1
  /// Slow at the end: control points (0, 0) and (0.58, 1).
  case easeOut = 2
  /// Even pacing: control points (0, 0) and (1, 1).
  case linear = 3

  /// The name of the curve's Core Animation timing function.
  public var timingFunctionName: CAMediaTimingFunctionName {
    switch self {
    case .easeInOut: .easeInEaseOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .linear: .linear
    }
  }

  /// The curve's timing function.
  public var timingFunction: CAMediaTimingFunction {
    CAMediaTimingFunction(name: timingFunctionName)
  }
}
