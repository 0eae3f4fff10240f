import Foundation
import Testing

@testable import OpenUIKit

/// UISwitch and UIStepper: their fixed sizes, values, taps and events.
@MainActor
@Suite struct SwitchAndStepperTests {
  @Test func aSwitchIsFiftyOneByThirtyOneWhateverItsFrame() {
    let toggle = UISwitch()
    #expect(toggle.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
    let framed = UISwitch(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
    #expect(framed.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    framed.frame = CGRect(x: 5, y: 6, width: 300, height: 2)
    #expect(framed.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
    #expect(framed.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(toggle.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func theThumbSitsAtTheEndTheValueSelects() {
    let toggle = UISwitch()
    toggle.layoutIfNeeded()
    #expect(toggle.track.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
    #expect(toggle.thumb.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    #expect(toggle.track.backgroundColor == UIColor.systemFill)
    toggle.setOn(true, animated: true)
    toggle.layoutIfNeeded()
    #expect(toggle.thumb.frame == CGRect(x: 22, y: 2, width: 27, height: 27))
    #expect(toggle.track.backgroundColor == UIColor.systemGreen)
    toggle.onTintColor = .red
    toggle.thumbTintColor = .blue
    #expect(toggle.track.backgroundColor == UIColor.red)
    #expect(toggle.thumb.backgroundColor == UIColor.blue)
  }

  @Test func aTapFlipsTheSwitchAndSendsValueChangedBeforeTouchUp() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let toggle = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
    root.addSubview(toggle)
    var log: [String] = []
    toggle.addAction(UIAction { _ in log.append("down") }, for: .touchDown)
    toggle.addAction(
      UIAction { action in
        log.append("changed \((action.sender as? UISwitch)?.isOn ?? false)")
      }, for: .valueChanged)
    toggle.addAction(UIAction { _ in log.append("up") }, for: .touchUpInside)
    #expect(toggle.simulateTap() === toggle)
    #expect(log == ["down", "changed true", "up"])
    #expect(toggle.accessibilityValue == "1")
    #expect(toggle.accessibilityTraits == .button)
    toggle.simulateTap()
    #expect(!toggle.isOn)
    #expect(toggle.accessibilityValue == "0")
    log.removeAll()
    toggle.isEnabled = false
    toggle.simulateTap()
    #expect(log.isEmpty)
    #expect(!toggle.isOn)
    #expect(toggle.accessibilityTraits == [.button, .notEnabled])
    #expect(toggle.alpha == 0.5)
  }

  @Test func aStepperIsNinetyFourByThirtyTwoWithUIKitsDefaults() {
    let stepper = UIStepper(frame: CGRect(x: 4, y: 8, width: 300, height: 300))
    #expect(stepper.frame == CGRect(x: 4, y: 8, width: 94, height: 32))
    stepper.frame = CGRect(x: 1, y: 2, width: 10, height: 10)
    #expect(stepper.frame == CGRect(x: 1, y: 2, width: 94, height: 32))
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    #expect(stepper.value == 0)
    #expect(stepper.minimumValue == 0)
    #expect(stepper.maximumValue == 100)
    #expect(stepper.stepValue == 1)
    #expect(stepper.isContinuous && stepper.autorepeat && !stepper.wraps)
    stepper.layoutIfNeeded()
    #expect(stepper.decrementLabel.frame == CGRect(x: 0, y: 0, width: 47, height: 32))
    #expect(stepper.incrementLabel.frame == CGRect(x: 47, y: 0, width: 47, height: 32))
    #expect(stepper.divider.frame == CGRect(x: 46.5, y: 8, width: 1, height: 16))
  }

  @Test func tapsOnMinusAndPlusStepTheValue() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
    root.addSubview(stepper)
    var values: [Double] = []
    stepper.addAction(
      UIAction { action in values.append((action.sender as? UIStepper)?.value ?? -1) },
      for: .valueChanged)
    stepper.simulateTap(at: CGPoint(x: 70, y: 16))
    stepper.simulateTap(at: CGPoint(x: 70, y: 16))
    #expect(values == [1, 2])
    stepper.simulateTap(at: CGPoint(x: 20, y: 16))
    #expect(values == [1, 2, 1])
    stepper.simulateTap(at: CGPoint(x: 20, y: 16))
    stepper.simulateTap(at: CGPoint(x: 20, y: 16))
    #expect(values == [1, 2, 1, 0])
    #expect(stepper.decrementLabel.accessibilityTraits == [.button, .notEnabled])
    #expect(stepper.incrementLabel.accessibilityLabel == "Increment")
    #expect(stepper.incrementLabel.accessibilityValue == "0")
  }

  @Test func wrappingClampingAndABadStep() {
    let stepper = UIStepper()
    stepper.maximumValue = 2
    stepper.stepValue = 1.5
    stepper.step(up: true)
    #expect(stepper.value == 1.5)
    stepper.step(up: true)
    #expect(stepper.value == 2)
    stepper.wraps = true
    stepper.step(up: true)
    #expect(stepper.value == 0)
    stepper.step(up: false)
    #expect(stepper.value == 2)
    let diagnostics = LayoutDiagnostics.capture { stepper.stepValue = 0 }
    #expect(stepper.stepValue == 1.5)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains("stepValue must be greater than 0") == true)
    stepper.value = 50
    #expect(stepper.value == 2)
    stepper.minimumValue = 5
    #expect(stepper.maximumValue == 5)
    #expect(stepper.value == 5)
    stepper.maximumValue = 3
    #expect(stepper.minimumValue == 3)
    #expect(stepper.value == 3)
  }
}
