import Foundation
import TestSupport
import Testing

@testable import OpenUIKit

/// UIViewPropertyAnimator's state machine (inactive, active running or paused, stopped),
/// scrubbing, reversal and completions, on the virtual clock.
@MainActor
@Suite struct PropertyAnimatorTests {
  func makeBox() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  func diagnosticsText(_ diagnostics: [LayoutDiagnostic]) -> [String] {
    diagnostics.map(\.message)
  }

  @Test func newAnimatorIsInactiveWithUIKitDefaults() {
    withVirtualAnimation { _, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
      #expect(animator.state == .inactive)
      #expect(!animator.isRunning)
      #expect(animator.isInterruptible)
      #expect(animator.isUserInteractionEnabled)
      #expect(!animator.isManualHitTestingEnabled)
      #expect(animator.scrubsLinearly)
      #expect(!animator.pausesOnCompletion)
      #expect(!animator.isReversed)
      #expect(animator.fractionComplete == 0)
      // The block has not run yet.
      #expect(box.alpha == 1)
      #expect(UIViewAnimatingState.stopped.rawValue == 2)
      #expect(UIViewAnimatingPosition.current.rawValue == 2)
      #expect(UIViewAnimatingPosition.start.rawValue == 1)
    }
  }

  @Test func startRunsToTheEndAndCompletesInOrder() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { box.center.x = 150 }
      var log: [String] = []
      animator.addCompletion { log.append("first \($0.rawValue)") }
      animator.addCompletion { log.append("second \($0.rawValue)") }
      animator.startAnimation()
      #expect(animator.state == .active)
      #expect(animator.isRunning)
      #expect(box.center.x == 150)
      environment.runLoop.run(until: 0.5)
      expectNumber(Double(animator.fractionComplete), 0.5)
      let q = ReferenceBezier.easeIn.value(at: 0.5)
      expectNumber(Double(box.layer.presentation()!.position.x), 50 + 100 * q, tolerance: 1e-6)
      environment.runLoop.run(until: 1)
      #expect(log == ["first 0", "second 0"])
      #expect(animator.state == .inactive)
      #expect(box.layer.presentation()!.position.x == 150)
    }
  }

  /// A9: the drawer's animator is paused at once, scrubbed with the pan, then continued with
  /// duration factor 0.
  @Test func sampleA9DrawerScrubbedThenContinued() {
    withVirtualAnimation { environment, _ in
      let controller = UIViewController()
      let window = makeSampleWindow(controller)
      defer { withExtendedLifetime(window) {} }
      let view = controller.view!
      let drawer = UIView()
      drawer.layer.cornerRadius = 20
      drawer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(drawer)
      let top = drawer.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -100)
      NSLayoutConstraint.activate([
        drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor), top,
      ])
      view.layoutIfNeeded()
      #expect(drawer.frame == CGRect(x: 0, y: 752, width: 393, height: 100))
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
        top.constant = -500
        view.layoutIfNeeded()
      }
      var positions: [UIViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      animator.pauseAnimation()
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      #expect(drawer.frame == CGRect(x: 0, y: 352, width: 393, height: 500))
      expectRect(presentedFrame(drawer), CGRect(x: 0, y: 752, width: 393, height: 100))
      for (fraction, y) in [(0.25, 652.0), (0.5, 552.0), (1, 352.0)] {
        environment.runLoop.run(for: 1.0 / 120)
        animator.fractionComplete = CGFloat(fraction)
        #expect(animator.fractionComplete == CGFloat(fraction))
        expectRect(presentedFrame(drawer), CGRect(x: 0, y: y, width: 393, height: 852 - y))
      }
      animator.fractionComplete = 0.5
      animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
      #expect(animator.isRunning)
      expectRect(presentedFrame(drawer), CGRect(x: 0, y: 352, width: 393, height: 500))
      environment.runLoop.run(for: 1.0 / 120)
      #expect(positions == [.end])
      #expect(animator.state == .inactive)
      #expect(drawer.frame == CGRect(x: 0, y: 352, width: 393, height: 500))
      #expect(drawer.layer.animationKeys() == nil)
    }
  }

  @Test func scrubbingWithTheCurveWhenNotLinear() {
    withVirtualAnimation { _, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 0 }
      animator.scrubsLinearly = false
      animator.fractionComplete = 0.25
      #expect(animator.state == .active)
      let q = ReferenceBezier.easeInEaseOut.value(at: 0.25)
      expectNumber(Double(box.layer.presentation()!.opacity), 1 - q, tolerance: 1e-6)
      // A paused animator stays active (and alive, with its views) until it is stopped.
      animator.stopAnimation(true)
    }
  }

  @Test func pauseResumeAndContinueWithANewDuration() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
      animator.startAnimation()
      environment.runLoop.run(until: 0.4)
      animator.pauseAnimation()
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      environment.runLoop.run(until: 2)
      expectNumber(Double(box.layer.presentation()!.position.x), 90)
      expectNumber(Double(animator.fractionComplete), 0.4)
      // The rest (60 %) in half the original duration.
      animator.continueAnimation(
        withTimingParameters: UICubicTimingParameters(animationCurve: .linear),
        durationFactor: 0.5)
      environment.runLoop.run(until: 2.25)
      expectNumber(Double(box.layer.presentation()!.position.x), 120)
      expectNumber(Double(animator.fractionComplete), 0.7)
      environment.runLoop.run(until: 2.5)
      #expect(animator.state == .inactive)
      #expect(box.layer.presentation()!.position.x == 150)
    }
  }

  @Test func reversedAnimatorReturnsToTheStartAndReportsStart() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 150 }
      var positions: [UIViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      environment.runLoop.run(until: 0.6)
      animator.isReversed = true
      #expect(animator.isRunning)
      expectNumber(Double(box.layer.presentation()!.position.x), 110)
      environment.runLoop.run(until: 0.9)
      expectNumber(Double(box.layer.presentation()!.position.x), 80)
      environment.runLoop.run(until: 1.2)
      #expect(positions == [.start])
      #expect(box.center.x == 50)
      #expect(box.layer.presentation()!.position.x == 50)
    }
  }

  @Test func stopWithoutFinishingKeepsCurrentValuesAndSkipsCompletions() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
      var calls = 0
      animator.addCompletion { _ in calls += 1 }
      animator.startAnimation()
      environment.runLoop.run(until: 0.25)
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      #expect(box.alpha == 0.75)
      #expect(box.layer.animationKeys() == nil)
      environment.runLoop.run(until: 2)
      #expect(calls == 0)
    }
  }

  @Test(arguments: [
    (UIViewAnimatingPosition.end, 0.0), (.start, 1.0), (.current, 0.75),
  ])
  func stopThenFinishAtEachPosition(position: UIViewAnimatingPosition, alpha: Double) {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
      var positions: [UIViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      environment.runLoop.run(until: 0.25)
      animator.stopAnimation(false)
      #expect(animator.state == .stopped)
      #expect(!animator.isRunning)
      environment.runLoop.run(until: 0.5)
      expectNumber(Double(box.layer.presentation()!.opacity), 0.75)
      animator.finishAnimation(at: position)
      #expect(animator.state == .inactive)
      #expect(positions == [position])
      expectNumber(Double(box.alpha), alpha)
      expectNumber(Double(box.layer.presentation()!.opacity), alpha)
    }
  }

  @Test func pausesOnCompletionStaysActiveAtTheEnd() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { box.alpha = 0 }
      animator.pausesOnCompletion = true
      var calls = 0
      animator.addCompletion { _ in calls += 1 }
      animator.startAnimation()
      environment.runLoop.run(until: 1)
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      #expect(animator.fractionComplete == 1)
      #expect(calls == 0)
      animator.isReversed = true
      animator.startAnimation()
      environment.runLoop.run(until: 1.25)
      expectNumber(Double(box.layer.presentation()!.opacity), 0.5)
      // It pauses again at the start: stop it, or it stays active (and alive, with its views).
      animator.stopAnimation(true)
    }
  }

  @Test func delayFactorStartsABlockLater() {
    withVirtualAnimation { environment, _ in
      let a = makeBox()
      let b = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.alpha = 0 }
      animator.addAnimations({ b.alpha = 0 }, delayFactor: 0.5)
      animator.startAnimation()
      environment.runLoop.run(until: 0.25)
      #expect(b.layer.presentation()!.opacity == 1)
      expectNumber(Double(a.layer.presentation()!.opacity), 0.75)
      environment.runLoop.run(until: 0.75)
      expectNumber(Double(b.layer.presentation()!.opacity), 0.5)
      expectNumber(Double(a.layer.presentation()!.opacity), 0.25)
    }
  }

  @Test func runningPropertyAnimatorStartsAfterItsDelay() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      var positions: [UIViewAnimatingPosition] = []
      let animator = UIViewPropertyAnimator.runningPropertyAnimator(
        withDuration: 0.5, delay: 0.25, options: .curveLinear,
        animations: { box.alpha = 0 }, completion: { positions.append($0) })
      #expect(animator.state == .active)
      #expect(animator.isRunning)
      #expect(animator.delay == 0.25)
      environment.runLoop.run(until: 0.25)
      #expect(box.layer.presentation()!.opacity == 1)
      environment.runLoop.run(until: 0.5)
      expectNumber(Double(box.layer.presentation()!.opacity), 0.5)
      environment.runLoop.run(until: 0.75)
      #expect(positions == [.end])
    }
  }

  @Test func springAnimatorUsesUIKitsSpring() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) { box.center.x = 150 }
      animator.startAnimation()
      environment.runLoop.run(until: 0.1)
      let q = SpringCurve(duration: 0.5, dampingRatio: 0.5).value(at: 0.1)
      expectNumber(Double(box.layer.presentation()!.position.x), 50 + 100 * q, tolerance: 1e-6)
    }
  }

  @Test func startingWithoutAnimationsCompletesOnTheNextTurn() {
    withVirtualAnimation { environment, _ in
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
      var positions: [UIViewAnimatingPosition] = []
      animator.addCompletion { positions.append($0) }
      animator.startAnimation()
      #expect(animator.state == .active)
      #expect(!animator.isRunning)
      environment.runLoop.run(for: 0)
      #expect(positions == [.end])
      #expect(animator.state == .inactive)
    }
  }

  @Test func invalidTransitionsAreReportedAndIgnored() {
    withVirtualAnimation { _, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
      let inactive = diagnosticsText(
        LayoutDiagnostics.capture {
          animator.finishAnimation(at: .end)
          animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
          animator.stopAnimation(false)
        })
      #expect(
        inactive == [
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: 'finishAnimation(at:) is not allowed while the animator is inactive: "
            + "it is only valid after stopAnimation(false)' (OpenUIKit: reported instead of "
            + "raised; the call was ignored)",
          "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', "
            + "reason: 'continueAnimation(withTimingParameters:durationFactor:) is not allowed "
            + "while the animator is inactive: only an active animator can continue' (OpenUIKit: "
            + "reported instead of raised; the call was ignored)",
        ])
      #expect(animator.state == .inactive)
      animator.startAnimation()
      let active = LayoutDiagnostics.capture {
        animator.isInterruptible = false
        animator.finishAnimation(at: .end)
      }
      #expect(active.count == 2)
      #expect(
        active.first?.message.contains(
          "Setting isInterruptible is not allowed while the animator is active") == true)
      #expect(animator.isInterruptible)
      #expect(animator.state == .active)
      animator.stopAnimation(false)
      let stopped = LayoutDiagnostics.capture {
        animator.startAnimation()
        animator.pauseAnimation()
        animator.fractionComplete = 0.9
        animator.isReversed = true
        animator.addAnimations { box.center.x = 0 }
        animator.stopAnimation(false)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
      }
      #expect(stopped.count == 7)
      #expect(stopped.allSatisfy { $0.message.contains("while the animator is stopped") })
      #expect(animator.state == .stopped)
      #expect(!animator.isReversed)
      animator.stopAnimation(true)
      #expect(animator.state == .inactive)
      #expect(box.center.x == 50)
    }
  }

  @Test func fractionCompleteIsIgnoredWhileRunning() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
      animator.startAnimation()
      environment.runLoop.run(until: 0.5)
      animator.fractionComplete = 0.9
      expectNumber(Double(animator.fractionComplete), 0.5)
      expectNumber(Double(box.layer.presentation()!.opacity), 0.5)
    }
  }
}
