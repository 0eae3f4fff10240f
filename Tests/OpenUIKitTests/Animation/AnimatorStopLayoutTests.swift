import Foundation
import Testing

@testable import OpenUIKit

/// A property animator stopped or finished away from its end leaves constraint-managed views
/// where it stopped them; the next layout pass puts them back at their solved frames (the
/// fuzzer's "frame left at 0 while its constraints are in the solver", issue 10).
@MainActor
@Suite struct AnimatorStopLayoutTests: LayoutBehaviorSuite {
  /// A root with one Auto Layout view at (10, 20, 50, 40), laid out, and the view's left
  /// constraint.
  func makeLaidOutBox() -> (root: UIView, box: UIView, left: NSLayoutConstraint) {
    let root = makeRoot()
    let box = addAutoLayoutView(to: root)
    let constraints = pin(box, in: root, 10, 20, 50, 40)
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, box, constraints[0])
  }

  @Test func stopWithoutFinishingKeepsTheFrameUntilTheNextLayoutPass() {
    withVirtualAnimation { _, _ in
      let (root, box, left) = makeLaidOutBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        left.constant = 110
        root.layoutIfNeeded()
      }
      animator.pauseAnimation()
      animator.fractionComplete = 0.25
      animator.stopAnimation(true)
      // UIKit: the properties stay at their current values.
      expectFrame(box.frame, 35, 20, 50, 40)
      root.layoutIfNeeded()
      // The layout pass writes the solved frame again.
      expectFrame(box.frame, 110, 20, 50, 40)
    }
  }

  @Test func finishingAtTheStartSnapsBackToTheConstraintsAtTheNextLayoutPass() {
    withVirtualAnimation { _, _ in
      let (root, box, left) = makeLaidOutBox()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        left.constant = 110
        root.layoutIfNeeded()
      }
      animator.pauseAnimation()
      animator.fractionComplete = 0.5
      animator.stopAnimation(false)
      animator.finishAnimation(at: .start)
      expectFrame(box.frame, 10, 20, 50, 40)
      root.layoutIfNeeded()
      // The constraint says 110 and was not reverted: the view follows it.
      expectFrame(box.frame, 110, 20, 50, 40)
    }
  }

  @Test func aViewFirstLaidOutInsideTheAnimatorDoesNotStayAtZero() {
    withVirtualAnimation { _, _ in
      let root = makeRoot()
      root.layoutIfNeeded()
      let box = addAutoLayoutView(to: root)
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        NSLayoutConstraint.activate(self.pin(box, in: root, 10, 20, 50, 40))
        root.layoutIfNeeded()
      }
      animator.pauseAnimation()
      animator.stopAnimation(true)
      // Stopped at fraction 0: the frame it animated from.
      expectFrame(box.frame, 0, 0, 0, 0)
      root.layoutIfNeeded()
      expectFrame(box.frame, 10, 20, 50, 40)
    }
  }

  @Test func aViewWithAutoresizingKeepsTheFrameTheAnimatorLeft() {
    withVirtualAnimation { _, _ in
      let root = makeRoot()
      let box = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 40))
      root.addSubview(box)
      let other = addAutoLayoutView(to: root)
      NSLayoutConstraint.activate(pin(other, in: root, 0, 0, 10, 10))
      root.layoutIfNeeded()
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        box.frame.origin.x = 110
      }
      animator.pauseAnimation()
      animator.fractionComplete = 0.5
      animator.stopAnimation(true)
      root.layoutIfNeeded()
      // Its frame is the truth: the autoresizing constraints followed it.
      expectFrame(box.frame, 60, 20, 50, 40)
    }
  }
}
