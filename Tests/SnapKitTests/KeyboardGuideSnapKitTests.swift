import Foundation
import OpenUIKit
import SnapKit
import Testing

/// A sign-in form written with SnapKit above `keyboardLayoutGuide.snp.top`, riding up on the
/// simulated keyboard of an iPhone 15 Pro.
@MainActor
@Suite struct KeyboardGuideSnapKitTests {
  @Test func aSnapKitFormRidesUpOnTheKeyboard() {
    let clock = VirtualClock()
    let environment = AnimationEnvironment(clock: clock, maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let window = UIWindow(screen: .iPhone15Pro)
      let controller = UIViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let view = controller.view!
      let field = UITextField()
      let button = UIButton(type: .system)
      view.addSubview(field)
      view.addSubview(button)
      button.snp.makeConstraints { make in
        make.leading.trailing.equalTo(view.safeAreaLayoutGuide).inset(16)
        make.height.equalTo(50)
        make.bottom.equalTo(view.keyboardLayoutGuide.snp.top).offset(-16)
      }
      field.snp.makeConstraints { make in
        make.leading.trailing.equalTo(button)
        make.height.equalTo(44)
        make.bottom.equalTo(button.snp.top).offset(-12)
      }
      window.layoutIfNeeded()
      expectFrame(button, 16, 752, 361, 50)
      expectFrame(field, 16, 696, 361, 44)
      field.becomeFirstResponder()
      expectFrame(button, 16, 450, 361, 50)
      environment.runLoop.run(until: 0.05)
      // The keyboard's spring (mass 3, stiffness 1000, damping 500, critically damped):
      // 1 − (1 + ωt)·e^(−ωt) with ω = √(1000 / 3) is 0.232230 at 0.05 s.
      let presented = button.layer.presentation()!.frame
      #expect(abs(presented.minY - 681.866) < 0.001, "\(presented)")
      environment.runLoop.run(until: 0.5)
      #expect(button.layer.presentation()!.frame.minY == 450)
      field.resignFirstResponder()
      expectFrame(button, 16, 752, 361, 50)
      environment.runLoop.run(for: 60)
    }
  }
}
