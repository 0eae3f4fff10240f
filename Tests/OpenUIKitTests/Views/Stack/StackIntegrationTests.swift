import Foundation
import OpenUIKit
import Testing

/// Stack views with the other parts: labels, buttons and animation.
@MainActor
@Suite struct StackIntegrationTests: LayoutBehaviorSuite {
  /// Hiding an arranged view inside an animation block animates the collapse: the model
  /// frames jump, the presented ones move along the curve.
  @Test func hidingAnArrangedViewAnimatesTheCollapse() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let root = makeRoot(width: 300, height: 300)
      let first = LayoutFixtures.IntrinsicView(100, 40)
      let middle = LayoutFixtures.IntrinsicView(100, 40)
      let last = LayoutFixtures.IntrinsicView(100, 40)
      let stack = UIStackView(arrangedSubviews: [first, middle, last])
      stack.axis = .vertical
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leftAnchor.constraint(equalTo: root.leftAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      root.layoutIfNeeded()
      expectFrame(last.frame, 0, 80, 100, 40)
      UIView.animate(withDuration: 0.2, delay: 0, options: [.curveLinear]) {
        middle.isHidden = true
        root.layoutIfNeeded()
      }
      expectFrame(last.frame, 0, 40, 100, 40)
      expectFrame(last.layer.presentation()!.frame, 0, 80, 100, 40)
      environment.runLoop.run(for: 0.1)
      expectFrame(last.layer.presentation()!.frame, 0, 60, 100, 40)
      environment.runLoop.run(for: 0.15)
      expectFrame(last.layer.presentation()!.frame, 0, 40, 100, 40)
    }
  }

  /// A label and a button in a horizontal `.fill` stack: the label (hugging 250) stretches,
  /// the button (hugging 250 too, added later) keeps its size.
  @Test func labelAndButtonRow() {
    let root = makeRoot(width: 393, height: 100)
    let label = UILabel()
    label.text = "Notifications"
    let button = UIButton(type: .system)
    button.setTitle("Edit", for: .normal)
    button.setContentHuggingPriority(.defaultHigh, for: .horizontal)
    let row = UIStackView(arrangedSubviews: [label, button])
    row.spacing = 8
    row.alignment = .center
    row.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      row.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      row.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let buttonWidth = button.intrinsicContentSize.width
    expectFrame(button.frame, 361 - buttonWidth, 0, buttonWidth, 30)
    expectFrame(
      label.frame, 0, (30 - label.intrinsicContentSize.height) / 2, 361 - buttonWidth - 8,
      label.intrinsicContentSize.height)
    #expect(!label.hasAmbiguousLayout && !button.hasAmbiguousLayout)
  }
}
