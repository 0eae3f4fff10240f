import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The keyboard steps: the simulated keyboard shows (at random heights, bad ones included),
/// hides, or follows a text field that becomes and resigns first responder with random
/// keyboard types and accessory views, animated or not; views are pinned to the root's
/// keyboard guide; the guide switches between the safe area and the view's bottom. Under the
/// existing invariants (the pins are checked as constraints, animations interleave with the
/// other steps' and with rotations), plus: the keyboard's frame is finite and ends at the
/// bottom of the screen, and the keyboard guide's top lies within the root view.
extension LayoutFuzzer {
  static let fuzzKeyboardHeights: [CGFloat?] = [nil, 0, 216, 400.5, 1e6, -1, .nan, .infinity]
  static let fuzzKeyboardTypes: [UIKeyboardType] = [.default, .numberPad, .emailAddress]

  func keyboardOperation() {
    switch random.below(6) {
    case 0:
      window.simulateKeyboard(
        height: random.pick(Self.fuzzKeyboardHeights), animated: random.chance(500))
    case 1:
      window.simulateKeyboardDismissal(animated: random.chance(500))
    case 2:
      let field = keyboardField ?? makeKeyboardField()
      if field.isFirstResponder && random.chance(500) {
        field.resignFirstResponder()
      } else {
        field.keyboardType = random.pick(Self.fuzzKeyboardTypes)
        field.inputAccessoryView =
          random.chance(300)
          ? UIView(frame: CGRect(x: 0, y: 0, width: 10, height: CGFloat(random.below(80))))
          : nil
        if field.isFirstResponder { field.resignFirstResponder() }
        field.becomeFirstResponder()
      }
    case 3, 4:
      guard !views.isEmpty else { return }
      let view = random.pick(views)
      let guide = root.keyboardLayoutGuide
      let c =
        random.chance(500)
        ? view.bottomAnchor.constraint(
          equalTo: guide.topAnchor, constant: -CGFloat(random.below(20)))
        : view.bottomAnchor.constraint(lessThanOrEqualTo: guide.topAnchor)
      c.priority = UILayoutPriority(random.pick(Self.priorities))
      c.isActive = true
      if c.isActive { constraints.append(c) }
    default:
      root.keyboardLayoutGuide.usesBottomSafeArea.toggle()
    }
  }

  private func makeKeyboardField() -> UITextField {
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
    root.addSubview(field)
    keyboardField = field
    return field
  }

  func checkKeyboard() {
    if let f = window.simulatedKeyboardFrame {
      let screenHeight = window.screen.size(for: window.interfaceOrientation).height
      if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
        || f.height < 0 || abs(f.maxY - screenHeight) > 1e-6
      {
        violations.append("step \(stepIndex): keyboard frame \(f)")
      }
      for value in [f.minY, f.height] {
        digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      }
    }
    guard let guide = root.keyboardGuide else { return }
    let top = root.insets(of: guide).top
    let height = root.bounds.height
    if !(top.isFinite && top >= 0 && top <= height + 1e-6) {
      violations.append("step \(stepIndex): keyboard guide top \(top) in a root \(height) tall")
    }
  }
}
