import Foundation
import Testing

@testable import OpenUIKit

/// `UIView.animate`: model values change at once, presentation values follow the curve on the
/// virtual clock, and changes layer additively.
@MainActor
@Suite struct ViewAnimationTests {
  func makeBox() -> UIView {
    UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func modelChangesAtOncePresentationFollowsEaseInEaseOut() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      UIView.animate(withDuration: 1) { box.center = CGPoint(x: 250, y: 50) }
      #expect(box.center == CGPoint(x: 250, y: 50))
      #expect(box.layer.animationKeys() == ["position"])
      for step in 0...10 {
        let t = Double(step) / 10
        environment.runLoop.run(until: t)
        let q = ReferenceBezier.easeInEaseOut.value(at: t)
        expectNumber(Double(box.layer.presentation()!.position.x), 50 + 200 * q)
      }
      #expect(box.layer.animationKeys() == nil)
      #expect(box.layer.presentation()!.position == CGPoint(x: 250, y: 50))
    }
  }

  @Test(arguments: [
    (UIView.AnimationOptions.curveEaseInOut, ReferenceBezier.easeInEaseOut),
    (.curveEaseIn, .easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
  ])
  func eachCurveFollowsItsBezier(option: UIView.AnimationOptions, curve: ReferenceBezier) {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      UIView.animate(withDuration: 0.5, delay: 0, options: option) { box.alpha = 0 }
      for step in 1..<20 {
        let t = Double(step) / 40
        environment.runLoop.run(until: t)
        let expected = 1 - curve.value(at: t / 0.5)
        expectNumber(Double(box.layer.presentation()!.opacity), expected, tolerance: 1e-6)
      }
    }
  }

  @Test func optionsHaveUIKitRawValues() {
    #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1)
    #expect(UIView.AnimationOptions.allowUserInteraction.rawValue == 2)
    #expect(UIView.AnimationOptions.beginFromCurrentState.rawValue == 4)
    #expect(UIView.AnimationOptions.repeat.rawValue == 8)
    #expect(UIView.AnimationOptions.autoreverse.rawValue == 16)
    #expect(UIView.AnimationOptions.overrideInheritedDuration.rawValue == 32)
    #expect(UIView.AnimationOptions.overrideInheritedCurve.rawValue == 64)
    #expect(UIView.AnimationOptions.allowAnimatedContent.rawValue == 128)
    #expect(UIView.AnimationOptions.showHideTransitionViews.rawValue == 256)
    #expect(UIView.AnimationOptions.overrideInheritedOptions.rawValue == 512)
    #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 0x10000)
    #expect(UIView.AnimationOptions.curveEaseOut.rawValue == 0x20000)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 0x30000)
    #expect(UIView.AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(UIView.AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    #expect(UIView.AnimationOptions.preferredFramesPerSecond60.rawValue == 3 << 24)
    #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
    #expect(UIView.AnimationCurve.linear.rawValue == 3)
  }

  @Test func zeroDurationAppliesAtOnceAndCompletesOnTheNextTurn() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      var calls: [Bool] = []
      UIView.animate(
        withDuration: 0, animations: { box.center.x = 300 }, completion: { calls.append($0) })
      #expect(box.layer.presentation()!.position.x == 300)
      #expect(box.layer.animationKeys() == nil)
      #expect(calls.isEmpty)
      environment.runLoop.run(for: 0)
      #expect(calls == [true])
    }
  }

  @Test func completionsRunInEndOrderWithFinishedFlags() {
    withVirtualAnimation { environment, _ in
      let a = makeBox()
      let b = makeBox()
      var log: [String] = []
      UIView.animate(
        withDuration: 0.5, animations: { a.alpha = 0.5 }, completion: { log.append("a \($0)") })
      UIView.animate(
        withDuration: 0.25, animations: { b.alpha = 0.5 }, completion: { log.append("b \($0)") })
      UIView.animate(
        withDuration: 0.25, animations: {}, completion: { log.append("empty \($0)") })
      UIView.animate(
        withDuration: 1, animations: { b.center.x = 10 },
        completion: { log.append("removed \($0)") })
      environment.runLoop.run(until: 0.1)
      #expect(log == ["empty true"])
      b.layer.removeAllAnimations()
      #expect(b.layer.presentation()!.opacity == 0.5)
      environment.runLoop.run(until: 0.3)
      // b's 0.25 s block lost its animations too: both report false, in order of removal.
      #expect(log == ["empty true", "b false", "removed false"])
      environment.runLoop.run(until: 0.5)
      #expect(log == ["empty true", "b false", "removed false", "a true"])
    }
  }

  @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
    withVirtualAnimation { environment, _ in
      let inherited = makeBox()
      let overridden = makeBox()
      var log: [String] = []
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          UIView.animate(
            withDuration: 0.2, animations: { inherited.alpha = 0 },
            completion: { log.append("inner \($0)") })
          UIView.animate(
            withDuration: 0.5, delay: 0,
            options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveEaseIn],
            animations: { overridden.alpha = 0 }, completion: { log.append("override \($0)") })
          #expect(UIView.inheritedAnimationDuration == 1)
        }, completion: { log.append("outer \($0)") })
      environment.runLoop.run(until: 0.25)
      expectNumber(Double(inherited.layer.presentation()!.opacity), 0.75, tolerance: 1e-6)
      let easeIn = ReferenceBezier.easeIn.value(at: 0.5)
      expectNumber(Double(overridden.layer.presentation()!.opacity), 1 - easeIn, tolerance: 1e-6)
      environment.runLoop.run(until: 1)
      #expect(log == ["override true", "inner true", "outer true"])
    }
  }

  @Test func interruptedAnimationStaysContinuous() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      var finished: [String] = []
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { box.center.x = 250 }, completion: { finished.append("first \($0)") })
      environment.runLoop.run(until: 0.5)
      let before = box.layer.presentation()!.position.x
      #expect(abs(before - 150) < 0.001)
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: { box.center.x = 0 }, completion: { finished.append("second \($0)") })
      // Additive: model 0 + remaining 0.5 × (50 − 250) + (250 − 0) = 150 at the switch.
      #expect(box.layer.presentation()!.position.x == before)
      #expect(box.layer.animationKeys() == ["position", "position"])
      environment.runLoop.run(until: 0.75)
      // 0 + 0.25 × (−200) + 0.75 × 250 = 137.5
      expectNumber(Double(box.layer.presentation()!.position.x), 137.5)
      var previous = Double(box.layer.presentation()!.position.x)
      for frame in 91...180 {
        environment.runLoop.run(until: Double(frame) / 120)
        let x = Double(box.layer.presentation()!.position.x)
        #expect(abs(x - previous) < 3, "jump at frame \(frame)")
        previous = x
      }
      expectNumber(previous, 0)
      // The superseded animation still runs to its end and reports finished.
      #expect(finished == ["first true", "second true"])
    }
  }

  @Test func durationsThatAreNotPositiveOrNaNApplyAtOnce() {
    withVirtualAnimation { _, _ in
      let box = makeBox()
      UIView.animate(withDuration: -1) { box.alpha = 0.2 }
      UIView.animate(withDuration: .nan) { box.center.y = 90 }
      #expect(box.layer.animationKeys() == nil)
      #expect(box.layer.presentation()!.position.y == 90)
    }
  }

  @Test func performWithoutAnimationAppliesAtOnceInsideABlock() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      UIView.animate(withDuration: 1) {
        UIView.performWithoutAnimation {
          #expect(!UIView.areAnimationsEnabled)
          box.alpha = 0
        }
        box.center.x = 300
      }
      environment.runLoop.run(until: 0.5)
      #expect(box.layer.presentation()!.opacity == 0)
      #expect(box.layer.animationKeys() == ["position"])
      UIView.setAnimationsEnabled(false)
      UIView.animate(withDuration: 1) { box.transform = CGAffineTransform(scaleX: 2, y: 2) }
      UIView.setAnimationsEnabled(true)
      #expect(box.layer.presentation()!.affineTransform() == CGAffineTransform(scaleX: 2, y: 2))
    }
  }

  @Test func delayKeepsTheOldValueUntilTheStart() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      var done = false
      UIView.animate(
        withDuration: 0.5, delay: 0.5, options: .curveLinear,
        animations: { box.center.y = 150 }, completion: { done = $0 })
      environment.runLoop.run(until: 0.4)
      #expect(box.layer.presentation()!.position.y == 50)
      environment.runLoop.run(until: 0.75)
      expectNumber(Double(box.layer.presentation()!.position.y), 100)
      #expect(!done)
      environment.runLoop.run(until: 1)
      #expect(done)
    }
  }

  @Test func autoreverseReturnsThenSnapsToTheModelValue() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      var finished: [Bool] = []
      UIView.animate(
        withDuration: 0.5, delay: 0, options: [.autoreverse, .curveLinear],
        animations: { box.alpha = 0 }, completion: { finished.append($0) })
      environment.runLoop.run(until: 0.25)
      expectNumber(Double(box.layer.presentation()!.opacity), 0.5)
      environment.runLoop.run(until: 0.75)
      expectNumber(Double(box.layer.presentation()!.opacity), 0.5)
      environment.runLoop.run(until: 0.9)
      expectNumber(Double(box.layer.presentation()!.opacity), 0.8)
      environment.runLoop.run(until: 1)
      #expect(box.layer.presentation()!.opacity == 0)
      #expect(finished == [true])
    }
  }

  @Test func repeatRunsUntilRemoved() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      var finished: [Bool] = []
      UIView.animate(
        withDuration: 0.5, delay: 0, options: [.repeat, .curveLinear],
        animations: { box.layer.cornerRadius = 10 }, completion: { finished.append($0) })
      environment.runLoop.run(until: 10.25)
      expectNumber(Double(box.layer.presentation()!.cornerRadius), 5)
      #expect(finished.isEmpty)
      box.layer.removeAllAnimations()
      environment.runLoop.run(for: 0)
      #expect(finished == [false])
      #expect(box.layer.presentation()!.cornerRadius == 10)
    }
  }

  @Test func colorsAndLayerPropertiesInterpolateComponentwise() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      box.backgroundColor = .red
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        box.backgroundColor = .blue
        box.layer.borderColor = .white
        box.layer.shadowOpacity = 0.5
        box.transform = CGAffineTransform(translationX: 20, y: 0)
      }
      environment.runLoop.run(until: 0.25)
      let layer = box.layer.presentation()!
      #expect(layer.backgroundColor == UIColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
      #expect(layer.borderColor == UIColor(red: 0.25, green: 0.25, blue: 0.25, alpha: 1))
      #expect(layer.shadowOpacity == 0.125)
      #expect(layer.affineTransform() == CGAffineTransform(translationX: 5, y: 0))
      expectRect(layer.frame, CGRect(x: 5, y: 0, width: 100, height: 100))
      #expect(box.backgroundColor == .blue)
    }
  }

  @Test func frameChangesAnimateBoundsAndPosition() {
    withVirtualAnimation { environment, _ in
      let box = makeBox()
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
        box.frame = CGRect(x: 100, y: 100, width: 200, height: 50)
      }
      environment.runLoop.run(until: 0.5)
      expectRect(presentedFrame(box), CGRect(x: 50, y: 50, width: 150, height: 75))
      expectRect(box.layer.presentation()!.bounds, CGRect(x: 0, y: 0, width: 150, height: 75))
      #expect(box.frame == CGRect(x: 100, y: 100, width: 200, height: 50))
    }
  }
}
