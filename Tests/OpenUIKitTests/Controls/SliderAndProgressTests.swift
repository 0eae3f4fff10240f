import Foundation
import Testing

@testable import OpenUIKit

/// UISlider and UIProgressView: clamped values, geometry, continuous and final events.
@MainActor
@Suite struct SliderAndProgressTests {
  @Test func aSliderClampsItsValueToItsRange() {
    let slider = UISlider()
    #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
    slider.value = 2
    #expect(slider.value == 1)
    slider.setValue(-3, animated: true)
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.value = 7
    slider.maximumValue = 5
    #expect(slider.value == 5)
    slider.minimumValue = 8
    #expect(slider.maximumValue == 8)
    #expect(slider.value == 8)
    #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    #expect(slider.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }

  @Test func theThumbAndTrackFollowTheValue() {
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    slider.value = 0.5
    slider.layoutIfNeeded()
    #expect(
      slider.trackRect(forBounds: slider.bounds) == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    #expect(slider.thumb.frame == CGRect(x: 100, y: 1.5, width: 28, height: 28))
    #expect(slider.minimumTrack.frame == CGRect(x: 0, y: 13.5, width: 114, height: 4))
    #expect(slider.maximumTrack.frame == CGRect(x: 114, y: 13.5, width: 114, height: 4))
    #expect(slider.minimumTrack.backgroundColor == UIColor.systemBlue)
    slider.minimumTrackTintColor = .red
    slider.maximumTrackTintColor = .green
    slider.thumbTintColor = .black
    #expect(slider.minimumTrack.backgroundColor == UIColor.red)
    #expect(slider.maximumTrack.backgroundColor == UIColor.green)
    #expect(slider.thumb.backgroundColor == UIColor.black)
    #expect(slider.accessibilityValue == "50%")
    #expect(slider.accessibilityTraits == .adjustable)
  }

  func draggedSlider(continuous: Bool, in scroll: Bool = false) -> (UISlider, [Float], UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let slider = UISlider(frame: CGRect(x: 20, y: 50, width: 228, height: 31))
    if scroll {
      let scrollView = UIScrollView(frame: root.bounds)
      scrollView.contentSize = CGSize(width: 900, height: 900)
      root.addSubview(scrollView)
      scrollView.addSubview(slider)
    } else {
      root.addSubview(slider)
    }
    slider.value = 0.5
    slider.isContinuous = continuous
    slider.layoutIfNeeded()
    var values: [Float] = []
    slider.addAction(
      UIAction { action in values.append((action.sender as? UISlider)?.value ?? -1) },
      for: .valueChanged)
    // From the thumb's centre 100 pt right (half the 200 pt travel) in 6 samples.
    slider.simulatePan(
      from: CGPoint(x: 114, y: 15.5), to: CGPoint(x: 214, y: 15.5), duration: 0.05)
    return (slider, values, root)
  }

  @Test func aContinuousSliderSendsAnEventPerMove() {
    let (slider, values, _) = draggedSlider(continuous: true)
    #expect(values.count == 6)
    #expect(values.last == 1)
    #expect(slider.value == 1)
    #expect(!slider.isHighlighted)
  }

  @Test func aNonContinuousSliderSendsOneEventAtTheEnd() {
    let (slider, values, _) = draggedSlider(continuous: false)
    #expect(values == [1])
    #expect(slider.value == 1)
  }

  @Test func aSliderInAScrollViewKeepsTheDrag() {
    let (slider, values, root) = draggedSlider(continuous: true, in: true)
    #expect(values.count == 6)
    #expect(slider.value == 1)
    #expect((slider.superview as? UIScrollView)?.contentOffset == .zero)
    #expect(slider.superview?.superview === root)
  }

  @Test func aDragOffTheThumbDoesNotMoveIt() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 228, height: 31))
    root.addSubview(slider)
    slider.layoutIfNeeded()
    var count = 0
    slider.addAction(UIAction { _ in count += 1 }, for: .valueChanged)
    slider.simulatePan(from: CGPoint(x: 150, y: 15), to: CGPoint(x: 200, y: 15), duration: 0.05)
    slider.simulateTap(at: CGPoint(x: 200, y: 15))
    #expect(count == 0)
    #expect(slider.value == 0)
  }

  @Test func progressIsClampedAndFillsFromTheLeadingEdge() {
    let bar = UIProgressView(progressViewStyle: .default)
    #expect(bar.frame.size == CGSize(width: 0, height: 4))
    #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
    bar.progress = 1.5
    #expect(bar.progress == 1)
    bar.progress = -1
    #expect(bar.progress == 0)
    bar.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
    bar.progress = 0.25
    bar.layoutIfNeeded()
    #expect(bar.fill.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
    bar.setProgress(0.5, animated: true)
    #expect(bar.fill.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
    #expect(bar.accessibilityValue == "50%")
    #expect(bar.layer.cornerRadius == 2)
    #expect(bar.backgroundColor == UIColor.systemFill)
    #expect(bar.fill.backgroundColor == UIColor.systemBlue)
    bar.progressViewStyle = .bar
    #expect(bar.intrinsicContentSize.height == 2.5)
    #expect(bar.backgroundColor == UIColor.clear)
    #expect(bar.contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(bar.contentHuggingPriority(for: .vertical) == .defaultHigh)
  }
}
