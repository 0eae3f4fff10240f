import DesignSystem
import Foundation
import OpenUIKit
import Testing

/// C3: PrimaryButton's centred stack, loading state and press animation. Parts by position:
/// stack 0 (icon 0.0, title 0.1), activity indicator 1.
@MainActor
@Suite struct PrimaryButtonTests {
  @Test func stackCentredWithIconAndTitle() {
    let button = PrimaryButton()
    button.configure(title: "Qo'shish", icon: UIImage(systemName: "plus"))
    _ = host(button)
    expectFrame(button, in: button, 0, 0, 361, 50)
    // 20 + 8 + 62.333 = 90.333 wide, centred: x = (361 − 90.333) / 2.
    expectFrame(part(button, 0), in: button, 135.333, 15, 90.333, 20)
    expectFrame(part(button, 0, 0), in: button, 135.333, 15, 20, 20)
    expectFrame(part(button, 0, 1), in: button, 163.333, 15.333, 62.333, 19.333)
    expectFrame(part(button, 1), in: button, 170.5, 15, 20, 20)
    #expect(button.backgroundColor == .systemBlue)
    #expect(button.layer.cornerRadius == 12)
    #expect((part(button, 0, 1) as? UILabel)?.font == .boldSystemFont(ofSize: 16))
  }

  @Test func withoutIconTheTitleAloneIsCentred() {
    let button = PrimaryButton()
    button.configure(title: "Saqlash")
    _ = host(button)
    #expect(part(button, 0, 0).isHidden)
    expectFrame(part(button, 0), in: button, 151.5, 15, 58, 20)
    expectFrame(part(button, 0, 1), in: button, 151.5, 15.333, 58, 19.333)
  }

  @Test func loadingHidesTheStackAndSetsAlpha() {
    let button = PrimaryButton()
    button.configure(title: "Saqlash")
    _ = host(button)
    let indicator = part(button, 1) as! UIActivityIndicatorView
    #expect(indicator.isHidden)
    button.setLoading(true)
    #expect(part(button, 0).isHidden)
    #expect(!indicator.isHidden)
    #expect(indicator.isAnimating)
    // alpha is stored in single precision, as Core Animation stores opacity.
    #expect(abs(button.alpha - 0.7) < 0.001)
    #expect(!button.isUserInteractionEnabled)
    button.setLoading(false)
    #expect(!part(button, 0).isHidden)
    #expect(indicator.isHidden)
    #expect(!indicator.isAnimating)
    #expect(button.alpha == 1)
    #expect(button.isUserInteractionEnabled)
  }

  @Test func tapScalesTo095AndBackThenCallsTheAction() {
    withVirtualClock { environment in
      let button = PrimaryButton()
      button.configure(title: "Saqlash")
      _ = host(button)
      var taps = 0
      button.tapAction = { taps += 1 }
      button.simulateTap()
      #expect(button.transform == CGAffineTransform(scaleX: 0.95, y: 0.95))
      #expect(taps == 0)
      environment.runLoop.run(for: 0.05)
      #expect(taps == 0)
      // The first animation ends at 0.1 s: its completion starts the way back and calls
      // the action.
      environment.runLoop.run(for: 0.06)
      #expect(taps == 1)
      #expect(button.transform == .identity)
      environment.runLoop.run(for: 0.2)
      #expect(taps == 1)
      #expect(!environment.runLoop.hasPendingWork)
    }
  }

  @Test func loadingButtonIgnoresTaps() {
    withVirtualClock { environment in
      let button = PrimaryButton()
      _ = host(button)
      var taps = 0
      button.tapAction = { taps += 1 }
      button.setLoading(true)
      button.simulateTap()
      environment.runLoop.run(for: 0.5)
      #expect(taps == 0)
      #expect(button.transform == .identity)
    }
  }
}
