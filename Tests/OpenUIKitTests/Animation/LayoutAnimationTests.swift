import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// Layout-driven animation: frames written by a layout pass inside an animation block animate
/// from the old presentation frame to the new model frame (samples A1, A2, K1, C2).
@MainActor
@Suite struct LayoutAnimationTests {
  /// A1: `update(offset: 200)` outside, `layoutIfNeeded()` inside a 0.35 s block.
  @Test func sampleA1BoxAtStartMiddleAndEnd() {
    withVirtualAnimation { environment, _ in
      let controller = MovingBoxController()
      let window = makeSampleWindow(controller)
      defer { withExtendedLifetime(window) {} }
      controller.topConstraint?.constant = 200
      UIView.animate(withDuration: 0.35) { controller.view.layoutIfNeeded() }
      #expect(controller.boxView.frame == CGRect(x: 146.5, y: 259, width: 100, height: 100))
      expectRect(
        presentedFrame(controller.boxView), CGRect(x: 146.5, y: 109, width: 100, height: 100))
      environment.runLoop.run(until: 0.0875)
      let quarter = 109 + 150 * ReferenceBezier.easeInEaseOut.value(at: 0.25)
      expectRect(
        presentedFrame(controller.boxView), CGRect(x: 146.5, y: quarter, width: 100, height: 100))
      environment.runLoop.run(until: 0.175)
      // Ease-in-ease-out is symmetric: halfway in time is halfway in space.
      expectRect(
        presentedFrame(controller.boxView), CGRect(x: 146.5, y: 184, width: 100, height: 100))
      environment.runLoop.run(until: 0.35)
      expectRect(
        presentedFrame(controller.boxView), CGRect(x: 146.5, y: 259, width: 100, height: 100))
      #expect(controller.boxView.layer.animationKeys() == nil)
    }
  }

  /// A2: the spring (0.5 s, damping 0.7, velocity 0.5) against the closed form, with the
  /// natural frequency that brings the spring within 0.1 % of the target at 0.5 s.
  @Test func sampleA2SpringFollowsTheClosedForm() {
    withVirtualAnimation { environment, _ in
      let controller = MovingBoxController()
      let window = makeSampleWindow(controller)
      defer { withExtendedLifetime(window) {} }
      controller.topConstraint?.constant = 200
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
        options: .curveEaseInOut, animations: { controller.view.layoutIfNeeded() })
      let zeta = 0.7
      let v = 0.5
      let omega = SpringCurve(duration: 0.5, dampingRatio: zeta, initialVelocity: v)
        .naturalFrequency
      let root = (1 - zeta * zeta).squareRoot()
      let envelope = abs((zeta * omega - v) / (omega * root)) * exp(-zeta * omega * 0.5)
      expectNumber(envelope, 0.001, tolerance: 1e-9)
      let beta = zeta * omega
      let omegaD = omega * root
      let b = (beta - v) / omegaD
      var overshoot = false
      for frame in 1..<60 {
        let t = Double(frame) / 120
        environment.runLoop.run(until: t)
        let decay = exp(-beta * t)
        let q = 1 - decay * (cos(omegaD * t) + b * sin(omegaD * t))
        if q > 1 { overshoot = true }
        expectNumber(
          Double(presentedFrame(controller.boxView)!.minY), 109 + 150 * q, tolerance: 1e-6)
      }
      #expect(overshoot)
      environment.runLoop.run(until: 0.5)
      #expect(presentedFrame(controller.boxView)!.minY == 259)
    }
  }

  /// K1: a centred button's width constant goes from 300 to 100 in a 0.5 s block.
  @Test func sampleK1ButtonShrinks() {
    withVirtualAnimation { environment, _ in
      let controller = UIViewController()
      let window = makeSampleWindow(controller)
      defer { withExtendedLifetime(window) {} }
      let button = UIView()
      button.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(button)
      let width = button.widthAnchor.constraint(equalToConstant: 300)
      NSLayoutConstraint.activate([
        button.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
        button.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
        button.heightAnchor.constraint(equalToConstant: 50), width,
      ])
      controller.view.layoutIfNeeded()
      #expect(button.frame == CGRect(x: 46.5, y: 401, width: 300, height: 50))
      width.constant = 100
      UIView.animate(withDuration: 0.5) { controller.view.layoutIfNeeded() }
      for (t, fraction) in [(0.125, 0.25), (0.25, 0.5), (0.375, 0.75)] {
        environment.runLoop.run(until: t)
        let w = 300 - 200 * ReferenceBezier.easeInEaseOut.value(at: fraction)
        expectRect(
          presentedFrame(button), CGRect(x: (393 - w) / 2, y: 401, width: w, height: 50))
      }
      environment.runLoop.run(until: 0.5)
      expectRect(presentedFrame(button), CGRect(x: 146.5, y: 401, width: 100, height: 50))
    }
  }

  /// Constraint changes made inside the block (C2's floating label) and subviews moved by their
  /// superview's resize both animate.
  @Test func constraintChangesInsideTheBlockAndSubviewsOfAResizedView() {
    withVirtualAnimation { environment, _ in
      let controller = UIViewController()
      let window = makeSampleWindow(controller)
      defer { withExtendedLifetime(window) {} }
      let container = UIView()
      container.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(container)
      let label = UIView()
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      let height = container.heightAnchor.constraint(equalToConstant: 48)
      NSLayoutConstraint.activate([
        container.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        container.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
        container.widthAnchor.constraint(equalToConstant: 200), height,
        label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
        label.widthAnchor.constraint(equalToConstant: 50),
        label.heightAnchor.constraint(equalToConstant: 20),
      ])
      controller.view.layoutIfNeeded()
      #expect(label.frame == CGRect(x: 8, y: 14, width: 50, height: 20))
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        height.constant = 148
        controller.view.layoutIfNeeded()
      }
      #expect(label.frame == CGRect(x: 8, y: 64, width: 50, height: 20))
      environment.runLoop.run(until: 0.5)
      expectRect(presentedFrame(container), CGRect(x: 20, y: 100, width: 200, height: 98))
      expectRect(presentedFrame(label), CGRect(x: 8, y: 39, width: 50, height: 20))
    }
  }

  /// A row that collapses when hidden, as a stack view's arranged subview does.
  final class CollapsingRow: UIView {
    var height: NSLayoutConstraint?
    override var isHidden: Bool {
      didSet { height?.constant = isHidden ? 0 : 40 }
    }
  }

  /// Hiding a row inside a block animates its collapse and the rows below moving up: the
  /// layout pass writes their frames through the capture point.
  @Test func hiddenRowCollapseAnimates() {
    withVirtualAnimation { environment, _ in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
      let first = CollapsingRow()
      let second = UIView()
      for view in [first, second] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      let height = first.heightAnchor.constraint(equalToConstant: 40)
      first.height = height
      NSLayoutConstraint.activate([
        first.topAnchor.constraint(equalTo: root.topAnchor),
        first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        first.widthAnchor.constraint(equalToConstant: 200), height,
        second.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 8),
        second.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        second.widthAnchor.constraint(equalToConstant: 200),
        second.heightAnchor.constraint(equalToConstant: 40),
      ])
      root.layoutIfNeeded()
      #expect(second.frame == CGRect(x: 0, y: 48, width: 200, height: 40))
      UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear) {
        first.isHidden = true
        root.layoutIfNeeded()
      }
      #expect(second.frame == CGRect(x: 0, y: 8, width: 200, height: 40))
      environment.runLoop.run(until: 0.15)
      expectRect(presentedFrame(first), CGRect(x: 0, y: 0, width: 200, height: 20))
      expectRect(presentedFrame(second), CGRect(x: 0, y: 28, width: 200, height: 40))
    }
  }
}
