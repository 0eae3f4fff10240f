import Foundation
import OpenUIKit
import Testing

/// UIControl: states, events with UIKit's raw values, actions and the closure form of
/// target–action.
@MainActor
@Suite struct ControlTests: LayoutBehaviorSuite {
  @MainActor final class Screen {
    var log: [String] = []
    func didTap() { log.append("didTap") }
    func didTapSender(_ sender: UIControl) { log.append("sender \(sender.tag)") }
  }

  @Test func rawValues() {
    #expect(UIControl.State.highlighted.rawValue == 1)
    #expect(UIControl.State.disabled.rawValue == 2)
    #expect(UIControl.State.selected.rawValue == 4)
    #expect(UIControl.Event.touchUpInside.rawValue == 64)
    #expect(UIControl.Event.valueChanged.rawValue == 4096)
    #expect(UIControl.Event.primaryActionTriggered.rawValue == 8192)
    #expect(UIControl.Event.editingChanged.rawValue == 131_072)
    #expect(UIControl.Event.allEditingEvents.rawValue == 0xF0000)
  }

  @Test func stateFollowsTheFlags() {
    let control = UIControl()
    #expect(control.state == .normal)
    control.isSelected = true
    control.isEnabled = false
    #expect(control.state == [.selected, .disabled])
    control.isHighlighted = true
    #expect(control.state == [.selected, .disabled, .highlighted])
  }

  @Test func actionsRunInOrderForTheirEvents() {
    let control = UIControl()
    var log: [String] = []
    let first = UIAction(title: "first") { action in
      log.append("first \((action.sender as? UIControl) === control)")
    }
    control.addAction(first, for: .touchUpInside)
    control.addAction(UIAction { _ in log.append("second") }, for: [.touchUpInside, .valueChanged])
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(log == ["first true", "second", "second"])
    control.removeAction(first, for: .touchUpInside)
    log.removeAll()
    control.sendActions(for: .touchUpInside)
    #expect(log == ["second"])
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
  }

  @Test func sameIdentifierReplacesTheAction() {
    let control = UIControl()
    var log: [String] = []
    let id = UIAction.Identifier("tap")
    control.addAction(UIAction(identifier: id) { _ in log.append("old") }, for: .touchUpInside)
    control.addAction(UIAction(identifier: id) { _ in log.append("new") }, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["new"])
    control.removeAction(identifiedBy: id, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["new"])
  }

  /// `#selector(didTap)` becomes `Screen.didTap`; the control does not keep the target alive.
  @Test func targetActionClosureForms() {
    let control = UIControl()
    control.tag = 7
    var screen: Screen? = Screen()
    control.addTarget(screen!, action: Screen.didTap, for: .touchUpInside)
    control.addTarget(screen!, action: Screen.didTapSender, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(screen?.log == ["didTap", "sender 7"])
    weak let gone = screen
    screen = nil
    #expect(gone == nil)
    control.sendActions(for: .touchUpInside)
    control.removeTarget(nil, for: .allEvents)
    #expect(control.allControlEvents.isEmpty)
  }

  @Test func primaryActionInitializer() {
    var fired = 0
    let control = UIControl(frame: .zero, primaryAction: UIAction { _ in fired += 1 })
    control.sendActions(for: .primaryActionTriggered)
    #expect(fired == 1)
  }

  @Test func activityIndicatorSizesAndHiding() {
    let spinner = UIActivityIndicatorView(style: .large)
    #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(spinner.isHidden && !spinner.isAnimating)
    #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
    #expect(spinner.contentHuggingPriority(for: .vertical) == .defaultHigh)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.style = .medium
    #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
  }

  @Test func systemColoursHaveLightModeValues() {
    #expect(UIColor.systemBlue.description == "UIExtendedSRGBColorSpace 0 0.478431 1 1")
    #expect(
      UIColor.systemIndigo == UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1))
    #expect(UIColor.secondaryLabel.extendedSRGBComponents.alpha == 0.6)
    #expect(
      UIColor.systemGray5 == UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1))
    #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
    var r: CGFloat = 0
    var a: CGFloat = 0
    #expect(UIColor.orange.getRed(&r, green: nil, blue: nil, alpha: &a))
    #expect(r == 1 && a == 1)
  }
}
