import Foundation
import OpenUIKit
import SnapKit

@testable import OpenUIKit

/// The standard-control steps: switches, segmented controls, sliders, steppers, progress views
/// and self-sizing text views are added (pinned by their top-leading corner; text views also
/// by a width), their values and segments changed, taps and drags simulated, and text views
/// with scrolling off grow and shrink with their text. After each step the window lays out
/// and, besides the usual invariants: every control's frame is finite and not negative; fixed
/// controls keep their sizes (51 × 31, 94 × 32); values stay in their ranges; a self-sizing
/// text view in the window is as tall as its text wrapped at its width plus its insets (to
/// 1e-6 pt).
extension LayoutFuzzer {
  static let controlTexts = [
    "", "One", "A line that wraps once it is longer than the view is wide, and again.",
    "First\nSecond\nThird", String(repeating: "word ", count: 60),
  ]
  static let controlValues: [Float] = [-1, 0, 0.25, 0.5, 1, 2, .nan, .infinity, 1e12]

  /// The standard controls under the root.
  var fuzzControls: [UIView] {
    root.subviews.filter {
      $0 is UISwitch || $0 is UISegmentedControl || $0 is UISlider || $0 is UIStepper
        || $0 is UIProgressView || $0 is UITextView
    }
  }

  func controlOperation() {
    let controls = fuzzControls
    if controls.count < 8, controls.isEmpty || random.chance(250) {
      addFuzzControl()
    } else if let control = controls.isEmpty ? nil : random.pick(controls) {
      changeFuzzControl(control)
    }
    window.layoutIfNeeded()
    checkFuzzControls()
  }

  private func addFuzzControl() {
    let control: UIView
    switch random.below(6) {
    case 0: control = UISwitch()
    case 1: control = UISegmentedControl(items: ["A", "Bb", UIImage(systemName: "star") as Any])
    case 2: control = UISlider()
    case 3: control = UIStepper()
    case 4: control = UIProgressView(progressViewStyle: random.chance(500) ? .bar : .default)
    default:
      let textView = UITextView()
      textView.isScrollEnabled = false
      textView.font = .systemFont(ofSize: random.pick([12, 17, 34]))
      textView.text = random.pick(Self.controlTexts)
      control = textView
    }
    control.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(control)
    control.snp.makeConstraints { make in
      make.leading.equalToSuperview().offset(CGFloat(random.below(150)))
      make.top.equalToSuperview().offset(CGFloat(random.below(600)))
      if control is UITextView || control is UISlider || control is UIProgressView {
        make.width.equalTo(CGFloat(40 + random.below(250)))
      }
    }
  }

  private func changeFuzzControl(_ control: UIView) {
    switch control {
    case let toggle as UISwitch:
      if random.chance(500) {
        toggle.simulateTap()
      } else {
        toggle.setOn(!toggle.isOn, animated: true)
      }
      toggle.frame = CGRect(x: 3, y: 4, width: CGFloat(random.below(200)), height: 2)
    case let segmented as UISegmentedControl:
      switch random.below(6) {
      case 0:
        segmented.insertSegment(
          withTitle: random.pick(Self.controlTexts), at: random.below(5) - 1, animated: false)
      case 1: segmented.removeSegment(at: random.below(4), animated: false)
      case 2: segmented.selectedSegmentIndex = random.below(6) - 2
      case 3: segmented.apportionsSegmentWidthsByContent.toggle()
      case 4:
        segmented.setWidth(random.pick([0, 30, 120.5, -4]), forSegmentAt: random.below(4))
      default:
        segmented.simulateTap(at: CGPoint(x: CGFloat(random.below(200)), y: 16))
      }
    case let slider as UISlider:
      switch random.below(4) {
      case 0: slider.value = random.pick(Self.controlValues)
      case 1: slider.minimumValue = random.pick(Self.controlValues)
      case 2: slider.maximumValue = random.pick(Self.controlValues)
      default:
        slider.isContinuous = random.chance(500)
        window.layoutIfNeeded()
        let thumb = slider.thumbRect(
          forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
          value: slider.value)
        let start = CGPoint(x: thumb.midX, y: thumb.midY)
        slider.simulatePan(
          from: start, to: CGPoint(x: start.x + CGFloat(random.below(300)) - 150, y: start.y),
          duration: 0.05)
      }
    case let stepper as UIStepper:
      switch random.below(4) {
      case 0: stepper.stepValue = Double(random.pick(Self.controlValues))
      case 1: stepper.wraps.toggle()
      case 2: stepper.maximumValue = Double(random.below(5))
      default:
        stepper.simulateTap(at: CGPoint(x: random.chance(500) ? 20 : 70, y: 16))
      }
    case let progress as UIProgressView:
      progress.setProgress(random.pick(Self.controlValues), animated: random.chance(500))
    case let textView as UITextView:
      switch random.below(4) {
      case 0: textView.text = random.pick(Self.controlTexts)
      case 1: textView.text = (textView.text ?? "") + random.pick([" more", "\n", "x"])
      case 2:
        textView.textContainerInset = random.pick([
          UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0), .zero,
          UIEdgeInsets(top: 20, left: 10, bottom: 4, right: 30),
        ])
      default: textView.font = .systemFont(ofSize: random.pick([12, 17, 34]))
      }
    default:
      break
    }
  }

  private func checkFuzzControls() {
    for control in fuzzControls {
      let f = control.frame
      guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite,
        f.width >= 0, f.height >= 0
      else {
        violations.append("step \(stepIndex): control frame \(f) of \(control)")
        continue
      }
      for value in [f.minX, f.minY, f.width, f.height] {
        digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      }
      switch control {
      case let toggle as UISwitch where toggle.bounds.size != UISwitch.switchSize:
        violations.append("step \(stepIndex): switch size \(toggle.bounds.size)")
      case let stepper as UIStepper:
        if stepper.bounds.size != UIStepper.stepperSize {
          violations.append("step \(stepIndex): stepper size \(stepper.bounds.size)")
        }
        if !(stepper.value >= stepper.minimumValue && stepper.value <= stepper.maximumValue) {
          violations.append("step \(stepIndex): stepper value \(stepper.value) out of range")
        }
      case let slider as UISlider:
        if !(slider.value >= slider.minimumValue && slider.value <= slider.maximumValue) {
          violations.append("step \(stepIndex): slider value \(slider.value) out of range")
        }
      case let progress as UIProgressView where !(progress.progress >= 0 && progress.progress <= 1):
        violations.append("step \(stepIndex): progress \(progress.progress) out of range")
      case let segmented as UISegmentedControl:
        let index = segmented.selectedSegmentIndex
        if index != UISegmentedControl.noSegment
          && !(0..<segmented.numberOfSegments).contains(index)
        {
          violations.append("step \(stepIndex): segment index \(index) out of range")
        }
      case let textView as UITextView where textView.window != nil:
        let expected = textView.sizeThatFits(CGSize(width: f.width, height: 0)).height
        if abs(expected - f.height) > 1e-6 {
          violations.append(
            "step \(stepIndex): self-sizing text view \(f.height) tall, its text needs \(expected)")
        }
      default:
        break
      }
    }
  }
}
