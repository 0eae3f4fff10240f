import Foundation

/// Colours in animations: Core Animation interpolates a colour's red, green, blue and alpha
/// components linearly, so OpenUIKit adds and scales them as numbers.
extension UIColor {
  /// The colour with the given components, each clamped to [0, 1] (an additive spring may
  /// overshoot the end colour for a moment).
  static func interpolatedColor(_ v: AnimationVector) -> UIColor {
    func clamp(_ x: Double) -> CGFloat { CGFloat(min(max(x, 0), 1)) }
    return UIColor(red: clamp(v.c0), green: clamp(v.c1), blue: clamp(v.c2), alpha: clamp(v.c3))
  }

  /// The colour `fraction` of the way from `start` to `end`, component by component; no colour
  /// counts as clear.
  static func interpolate(from start: UIColor?, to end: UIColor?, fraction: Double) -> UIColor {
    var value = AnimationVector(start)
    value.add(AnimationVector(end) - AnimationVector(start), times: fraction)
    return interpolatedColor(value)
  }
}
