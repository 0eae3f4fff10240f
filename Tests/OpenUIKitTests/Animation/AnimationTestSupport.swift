import Foundation
import Testing

@testable import OpenUIKit

/// Runs `body` with a fresh animation environment on a virtual clock at `fps` frames per
/// second as ``AnimationEnvironment/main``, then runs the clock 60 s further so that the
/// animations still in flight end, as an app's run loop would end them: until then a group
/// and the views it animates hold each other, which LeakSanitizer would report as a leak once
/// the environment is gone.
@MainActor
func withVirtualAnimation(
  fps: Int = 120, _ body: (AnimationEnvironment, VirtualClock) throws -> Void
) rethrows {
  let clock = VirtualClock()
  let environment = AnimationEnvironment(clock: clock, maximumFramesPerSecond: fps)
  try AnimationEnvironment.withEnvironment(environment) {
    try body(environment, clock)
    environment.runLoop.run(for: 60)
  }
}

/// Expects `actual` (a number) within `tolerance` of `expected`.
func expectNumber(
  _ actual: Double, _ expected: Double, tolerance: Double = 0.001,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

/// Expects `actual` to equal `expected` to 1/1000 pt.
func expectRect(
  _ actual: CGRect?, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("no rectangle", sourceLocation: sourceLocation)
    return
  }
  let close =
    abs(actual.minX - expected.minX) < 0.001 && abs(actual.minY - expected.minY) < 0.001
    && abs(actual.width - expected.width) < 0.001 && abs(actual.height - expected.height) < 0.001
  #expect(close, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
}

/// The frame of `view`'s presentation layer now.
@MainActor
func presentedFrame(_ view: UIView) -> CGRect? {
  view.layer.presentation()?.frame
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), solved from its definition: bisect
/// `x(s) = t` for the parameter `s`, then return `y(s)`.
struct ReferenceBezier {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  static let easeInEaseOut = ReferenceBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  static let easeIn = ReferenceBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  static let easeOut = ReferenceBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  static let linear = ReferenceBezier(x1: 0, y1: 0, x2: 1, y2: 1)

  func value(at t: Double) -> Double {
    func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - s
      let first = 3 * u * u * s * p1
      let second = 3 * u * s * s * p2
      return first + second + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let mid = (low + high) / 2
      if coordinate(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return coordinate((low + high) / 2, y1, y2)
  }
}
