import Foundation
import OpenUIKit
import Testing

/// Sample C3 (PrimaryButton): a 50 pt high button with a centred horizontal stack (spacing 8,
/// alignment center) of a 20 pt icon and a bold title; `configure(title:icon: nil)` hides the
/// icon. An intrinsic-size view (100 × 19) stands in for the title label, a plain view for
/// the icon.
@MainActor
@Suite struct SampleC3StackTests: LayoutBehaviorSuite {
  func makeButton() -> (
    root: UIView, button: UIView, stack: UIStackView, icon: UIView, title: UIView
  ) {
    let root = makeRoot(width: 393, height: 852)
    let button = addAutoLayoutView(to: root)
    let stack = UIStackView()
    stack.axis = .horizontal
    stack.spacing = 8
    stack.alignment = .center
    stack.translatesAutoresizingMaskIntoConstraints = false
    button.addSubview(stack)
    let icon = UIView()
    let title = LayoutFixtures.IntrinsicView(100, 19)
    stack.addArrangedSubview(icon)
    stack.addArrangedSubview(title)
    NSLayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      button.topAnchor.constraint(equalTo: root.topAnchor, constant: 700),
      button.heightAnchor.constraint(equalToConstant: 50),
      stack.centerXAnchor.constraint(equalTo: button.centerXAnchor),
      stack.centerYAnchor.constraint(equalTo: button.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 20),
      icon.heightAnchor.constraint(equalToConstant: 20),
    ])
    return (root, button, stack, icon, title)
  }

  @Test func iconAndTitleCentred() {
    let (root, button, stack, icon, title) = makeButton()
    #expect(LayoutDiagnostics.capture { root.layoutIfNeeded() }.isEmpty)
    expectFrame(button.frame, 16, 700, 361, 50)
    // 20 + 8 + 100 = 128 wide, as tall as the icon, centred: x = (361 − 128) / 2.
    expectFrame(stack.frame, 116.5, 15, 128, 20)
    expectFrame(icon.frame, 0, 0, 20, 20)
    expectFrame(title.frame, 28, 0.5, 100, 19)
  }

  @Test func hiddenIconKeepsItsRequiredSizeWithoutAConflict() {
    let (root, _, stack, icon, title) = makeButton()
    icon.isHidden = true
    // UISV-hiding is optional (999.999) in the modern model, so the icon's required 20 pt
    // width wins without a log; the title connects to the stack's leading edge and the icon
    // sits just before it (UISV-spacing-hidden, 50).
    #expect(LayoutDiagnostics.capture { root.layoutIfNeeded() }.isEmpty)
    expectFrame(stack.frame, 130.5, 15, 100, 20)
    expectFrame(title.frame, 0, 0.5, 100, 19)
    expectFrame(icon.frame, -20, 0, 20, 20)
    icon.isHidden = false
    root.layoutIfNeeded()
    expectFrame(stack.frame, 116.5, 15, 128, 20)
  }
}
