import Foundation
import OpenUIKit
import SnapKit
import Testing

/// Puts `component` in a 393 × 852 root, its top-leading corner at (16, 100), `width` wide
/// when given (else its own width), and lays out. Returns the root.
@MainActor
func host(_ component: UIView, width: CGFloat? = 361) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  root.addSubview(component)
  component.snp.makeConstraints { make in
    make.top.equalToSuperview().offset(100)
    make.leading.equalToSuperview().offset(16)
    if let width {
      make.width.equalTo(width)
    }
  }
  root.layoutIfNeeded()
  return root
}

/// The subview at `path` (subview indexes) under `view`.
@MainActor
func part(_ view: UIView, _ path: Int...) -> UIView {
  var current = view
  for index in path {
    current = current.subviews[index]
  }
  return current
}

/// Expects `view`'s frame in `component`'s coordinates to be (x, y, w, h) within 1/1000 pt.
@MainActor
func expectFrame(
  _ view: UIView, in component: UIView, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let actual = view.convert(view.bounds, to: component)
  let expected = CGRect(x: x, y: y, width: w, height: h)
  let close =
    abs(actual.minX - x) <= 0.001 && abs(actual.minY - y) <= 0.001
    && abs(actual.width - w) <= 0.001 && abs(actual.height - h) <= 0.001
  #expect(close, "\(actual) ≠ \(expected)", sourceLocation: sourceLocation)
}

/// Runs `body` with a fresh animation environment on a virtual clock (120 frames a second).
@MainActor
func withVirtualClock(_ body: (AnimationEnvironment) throws -> Void) rethrows {
  let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
  try AnimationEnvironment.withEnvironment(environment) { try body(environment) }
}
