import Foundation
import OpenUIKit
import Testing

/// The UIAccessibility properties on views, UIKit's defaults per class, the traits' raw
/// values, and UIAccessibility's settings and notifications.
@MainActor
@Suite(.serialized) struct AccessibilityPropertiesTests: LayoutBehaviorSuite {
  @MainActor final class Counter {
    var count = 0
  }

  final class LabelledView: UIView {
    override var accessibilityLabel: String? {
      get { "Custom" }
      set { super.accessibilityLabel = newValue }
    }
  }

  @Test func traitsHaveUIKitsRawValues() {
    let values: [(UIAccessibilityTraits, UInt64)] = [
      (.none, 0), (.button, 1), (.link, 2), (.image, 4), (.selected, 8), (.playsSound, 16),
      (.keyboardKey, 32), (.staticText, 64), (.summaryElement, 128), (.notEnabled, 256),
      (.updatesFrequently, 512), (.searchField, 1024), (.startsMediaSession, 2048),
      (.adjustable, 4096), (.allowsDirectInteraction, 8192), (.causesPageTurn, 16384),
      (.tabBar, 32768), (.header, 65536),
    ]
    for (traits, raw) in values { #expect(traits.rawValue == raw) }
    #expect(
      UIAccessibilityTraits([.button, .selected, .header]).names == [
        "button", "selected", "header",
      ])
  }

  @Test func aPlainViewIsNotAnElement() {
    let root = makeRoot()
    let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    root.addSubview(view)
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityHint == nil)
    #expect(view.accessibilityValue == nil)
    #expect(view.accessibilityTraits == .none)
    #expect(!view.accessibilityElementsHidden)
    #expect(!view.accessibilityViewIsModal)
    #expect(!view.shouldGroupAccessibilityChildren)
    #expect(view.accessibilityElements == nil)
    #expect(view.accessibilityFrame == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(!view.hasCustomAccessibility)
    view.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
    #expect(view.accessibilityFrame == CGRect(x: 0, y: 0, width: 44, height: 44))
    #expect(view.hasCustomAccessibility)
  }

  @Test func labelsAndButtonsAreElementsWithTheirText() {
    let label = UILabel()
    label.text = "Hello"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Hello")
    #expect(label.accessibilityTraits == .staticText)
    label.isEnabled = false
    #expect(label.accessibilityTraits == [.staticText, .notEnabled])
    label.accessibilityTraits = .header
    #expect(label.accessibilityTraits == .header)
    label.isAccessibilityElement = false
    #expect(!label.isAccessibilityElement)

    let button = UIButton(type: .system)
    button.setTitle("Save", for: .normal)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Save")
    #expect(button.accessibilityTraits == .button)
    button.isSelected = true
    #expect(button.accessibilityTraits.rawValue == 9)
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
    #expect(!button.hasCustomAccessibility)
    button.accessibilityLabel = "Save draft"
    button.accessibilityHint = "Keeps the text"
    #expect(button.accessibilityLabel == "Save draft")
    #expect(button.accessibilityHint == "Keeps the text")
    #expect(button.hasCustomAccessibility)

    var configuration = UIButton.Configuration.filled()
    configuration.title = "Pay"
    configuration.subtitle = "$5"
    #expect(UIButton(configuration: configuration).accessibilityLabel == "Pay, $5")
    #expect(UIButton(type: .contactAdd).accessibilityLabel == nil)
    #expect(LabelledView().accessibilityLabel == "Custom")
  }

  @Test func textFieldsAndImageViewsHaveTheirDefaults() {
    let field = UITextField()
    field.placeholder = "Email"
    #expect(field.isAccessibilityElement)
    #expect(field.accessibilityLabel == "Email")
    #expect(field.accessibilityValue == nil)
    field.text = "ab"
    #expect(field.accessibilityValue == "ab")
    field.isSecureTextEntry = true
    #expect(field.accessibilityValue == "••")
    field.accessibilityValue = "hidden"
    #expect(field.accessibilityValue == "hidden")
    let image = UIImageView(image: UIImage(systemName: "star"))
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
  }

  @Test func settingsAreSettableAndPostTheirNotifications() {
    UIAccessibility.resetForTesting()
    defer { UIAccessibility.resetForTesting() }
    #expect(!UIAccessibility.isReduceMotionEnabled)
    #expect(!UIAccessibility.isVoiceOverRunning)
    #expect(UIAccessibility.isVideoAutoplayEnabled)
    let counter = Counter()
    let observer = NotificationCenter.default.addObserver(
      forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: nil
    ) { _ in
      MainActor.assumeIsolated { counter.count += 1 }
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    UIAccessibility.isReduceMotionEnabled = true
    UIAccessibility.isReduceMotionEnabled = true
    #expect(counter.count == 1)
    #expect(UIAccessibility.isReduceMotionEnabled)
    UIAccessibility.isBoldTextEnabled = true
    UIAccessibility.isDarkerSystemColorsEnabled = true
    UIAccessibility.prefersCrossFadeTransitions = true
    UIAccessibility.isReduceTransparencyEnabled = true
    #expect(UIAccessibility.isBoldTextEnabled && UIAccessibility.isReduceTransparencyEnabled)
    #expect(
      UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue
        == "UIAccessibilityReduceMotionStatusDidChangeNotification")
    UIAccessibility.resetForTesting()
    #expect(!UIAccessibility.isBoldTextEnabled)
    #expect(counter.count == 2)
  }

  @Test func postedNotificationsAreRecorded() {
    UIAccessibility.resetForTesting()
    defer { UIAccessibility.resetForTesting() }
    let label = UILabel()
    UIAccessibility.post(notification: .screenChanged, argument: label)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    let posted = UIAccessibility.postedNotifications
    #expect(posted.map(\.notification) == [.screenChanged, .announcement])
    #expect(posted[0].argument as? UILabel === label)
    #expect(posted[1].argument as? String == "Saved")
    #expect(UIAccessibility.Notification.layoutChanged.rawValue == 1001)
    #expect(UIAccessibility.Notification.announcement.rawValue == 1008)
  }
}
