import Foundation
import OpenUIKit
import Testing

/// The control events a simulated touch sends, in UIKit's order, with UIKit's raw values.
@MainActor
@Suite struct ControlEventOrderTests: LayoutBehaviorSuite {
  static let named: [(UIControl.Event, String)] = [
    (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragInside"),
    (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
    (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
    (.primaryActionTriggered, "primary"),
  ]

  /// A button in a 300 × 300 root at (10, 10, 100, 44), logging every touch event by name.
  func loggingButton(_ log: @escaping @MainActor (String) -> Void) -> (UIView, UIButton) {
    let root = makeRoot(width: 300, height: 300)
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
    root.addSubview(button)
    for (event, name) in Self.named {
      button.addAction(UIAction { _ in log(name) }, for: event)
    }
    return (root, button)
  }

  @Test func eventsHaveUIKitsRawValues() {
    let values: [(UIControl.Event, UInt)] = [
      (.touchDown, 1), (.touchDownRepeat, 2), (.touchDragInside, 4), (.touchDragOutside, 8),
      (.touchDragEnter, 16), (.touchDragExit, 32), (.touchUpInside, 64), (.touchUpOutside, 128),
      (.touchCancel, 256), (.valueChanged, 4096), (.primaryActionTriggered, 8192),
      (.menuActionTriggered, 16384), (.editingDidBegin, 65536), (.editingChanged, 131072),
      (.editingDidEnd, 262144), (.editingDidEndOnExit, 524288), (.allTouchEvents, 0xFFF),
      (.allEditingEvents, 0xF0000), (.allEvents, 0xFFFF_FFFF),
    ]
    for (event, raw) in values { #expect(event.rawValue == raw) }
  }

  @Test func aTapSendsTouchDownThenTouchUpInsideAndThePrimaryAction() {
    var log: [String] = []
    let (_, button) = loggingButton { log.append($0) }
    var highlighted: [Bool] = []
    button.addAction(
      UIAction { [unowned button] _ in highlighted.append(button.isHighlighted) },
      for: .allTouchEvents)
    button.simulateTap()
    #expect(log == ["down", "upInside", "primary"])
    #expect(highlighted == [true, false])
    #expect(!button.isHighlighted)
  }

  @Test func aDoubleTapRepeatsTheTouchDown() {
    var log: [String] = []
    let (_, button) = loggingButton { log.append($0) }
    button.simulateTap(tapCount: 2)
    #expect(
      log == ["down", "upInside", "primary", "down", "repeat", "upInside", "primary"])
  }

  /// The tracking area is the bounds grown by 70 pt: from the centre (60, 32) in steps of
  /// 200 / 12 pt, the sixth sample (y 132 in the root, 122 in the button) leaves it.
  @Test func aDragOutOfTheTrackingAreaExitsAndLiftsOutside() {
    var log: [String] = []
    let (root, button) = loggingButton { log.append($0) }
    root.simulatePan(
      from: CGPoint(x: 60, y: 32), to: CGPoint(x: 60, y: 232), duration: 0.1)
    let expected =
      ["down"] + Array(repeating: "dragInside", count: 5) + ["dragOutside", "exit"]
      + Array(repeating: "dragOutside", count: 6) + ["upOutside"]
    #expect(log == expected)
    #expect(!button.isHighlighted)
  }

  @Test func aDragThatComesBackEntersAndLiftsInside() {
    var log: [String] = []
    let (root, _) = loggingButton { log.append($0) }
    root.simulatePan(from: CGPoint(x: 60, y: 250), to: CGPoint(x: 60, y: 30), duration: 0.025)
    #expect(log.isEmpty)
    root.simulatePan(from: CGPoint(x: 60, y: 32), to: CGPoint(x: 260, y: 32), duration: 1 / 60)
    #expect(log == ["down", "dragInside", "dragOutside", "exit", "upOutside"])
    log.removeAll()
    let (root2, button2) = loggingButton { log.append($0) }
    _ = button2
    root2.simulatePan(from: CGPoint(x: 60, y: 32), to: CGPoint(x: 60, y: 32), duration: 1 / 120)
    #expect(log == ["down", "dragInside", "upInside", "primary"])
  }

  @Test func aCancelledTouchSendsTouchCancel() {
    var log: [String] = []
    let (_, button) = loggingButton { log.append($0) }
    button.simulateCancelledTouch()
    #expect(log == ["down", "cancel"])
    #expect(!button.isHighlighted)
  }

  @Test func aDisabledControlSendsNothing() {
    var log: [String] = []
    let (_, button) = loggingButton { log.append($0) }
    button.isEnabled = false
    button.simulateTap()
    button.simulateCancelledTouch()
    #expect(log.isEmpty)
  }
}
