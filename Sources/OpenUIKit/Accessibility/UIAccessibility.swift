import Foundation

/// The user's accessibility settings and the notifications an app posts to assistive
/// technologies.
///
/// On a device the settings are read-only; here they are settable so that tests can lay a
/// screen out as a user with Reduce Motion or Bold Text sees it. Setting one posts its
/// status-did-change notification on `NotificationCenter.default`, as the system does when
/// the user changes it. Every ``post(notification:argument:)`` is recorded in
/// ``postedNotifications``.
@preconcurrency @MainActor
public enum UIAccessibility {
  /// An accessibility notification (UIKit's raw values).
  public struct Notification: RawRepresentable, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt32
    /// Creates a notification from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// A new screen appeared (the argument: the element to focus, or a string to read).
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed (the argument: the element to focus).
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Read the argument (a string) aloud.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished (the argument: a string describing the new position).
    public static let pageScrolled = Notification(rawValue: 1009)
    /// Assistive technologies pause.
    public static let pauseAssistiveTechnology = Notification(rawValue: 1016)
    /// Assistive technologies resume.
    public static let resumeAssistiveTechnology = Notification(rawValue: 1017)
  }

  /// A recorded ``post(notification:argument:)``.
  public struct PostedNotification {
    /// The notification.
    public var notification: Notification
    /// Its argument.
    public var argument: Any?
  }

  /// Every notification posted since the last ``resetForTesting()``, oldest first (an
  /// OpenUIKit extension).
  public private(set) static var postedNotifications: [PostedNotification] = []

  /// Tells assistive technologies that something happened: recorded in
  /// ``postedNotifications``.
  public static func post(notification: Notification, argument: Any?) {
    postedNotifications.append(PostedNotification(notification: notification, argument: argument))
  }

  /// Restores every setting to its default (off, except ``isVideoAutoplayEnabled``) and
  /// forgets the posted notifications (an OpenUIKit extension for tests).
  public static func resetForTesting() {
    postedNotifications = []
    isVoiceOverRunning = false
    isSwitchControlRunning = false
    isReduceMotionEnabled = false
    prefersCrossFadeTransitions = false
    isReduceTransparencyEnabled = false
    isBoldTextEnabled = false
    isDarkerSystemColorsEnabled = false
    isGrayscaleEnabled = false
    isInvertColorsEnabled = false
    isMonoAudioEnabled = false
    isClosedCaptioningEnabled = false
    isGuidedAccessEnabled = false
    isShakeToUndoEnabled = false
    isSpeakScreenEnabled = false
    isSpeakSelectionEnabled = false
    isOnOffSwitchLabelsEnabled = false
    isAssistiveTouchRunning = false
    shouldDifferentiateWithoutColor = false
    buttonShapesEnabled = false
    isVideoAutoplayEnabled = true
  }

  static func changed(_ name: String) {
    NotificationCenter.default.post(name: NSNotification.Name(name), object: nil)
  }

  /// Whether VoiceOver is on.
  public static var isVoiceOverRunning = false {
    didSet { if isVoiceOverRunning != oldValue { changed(voiceOverStatusName) } }
  }
  /// Whether Switch Control is on.
  public static var isSwitchControlRunning = false {
    didSet { if isSwitchControlRunning != oldValue { changed(switchControlStatusName) } }
  }
  /// Whether Reduce Motion is on.
  public static var isReduceMotionEnabled = false {
    didSet { if isReduceMotionEnabled != oldValue { changed(reduceMotionStatusName) } }
  }
  /// Whether Reduce Motion's "Prefer Cross-Fade Transitions" is on.
  public static var prefersCrossFadeTransitions = false {
    didSet { if prefersCrossFadeTransitions != oldValue { changed(crossFadeStatusName) } }
  }
  /// Whether Reduce Transparency is on.
  public static var isReduceTransparencyEnabled = false {
    didSet { if isReduceTransparencyEnabled != oldValue { changed(reduceTransparencyName) } }
  }
  /// Whether Bold Text is on.
  public static var isBoldTextEnabled = false {
    didSet { if isBoldTextEnabled != oldValue { changed(boldTextStatusName) } }
  }
  /// Whether Increase Contrast is on.
  public static var isDarkerSystemColorsEnabled = false {
    didSet { if isDarkerSystemColorsEnabled != oldValue { changed(darkerColorsStatusName) } }
  }
  /// Whether Grayscale is on.
  public static var isGrayscaleEnabled = false {
    didSet { if isGrayscaleEnabled != oldValue { changed(grayscaleStatusName) } }
  }
  /// Whether Classic or Smart Invert is on.
  public static var isInvertColorsEnabled = false {
    didSet { if isInvertColorsEnabled != oldValue { changed(invertColorsStatusName) } }
  }
  /// Whether Mono Audio is on.
  public static var isMonoAudioEnabled = false
  /// Whether closed captions are on.
  public static var isClosedCaptioningEnabled = false
  /// Whether Guided Access is on.
  public static var isGuidedAccessEnabled = false
  /// Whether Shake to Undo is on (false here; true by default on a device).
  public static var isShakeToUndoEnabled = false
  /// Whether Speak Screen is on.
  public static var isSpeakScreenEnabled = false
  /// Whether Speak Selection is on.
  public static var isSpeakSelectionEnabled = false
  /// Whether On/Off Labels is on.
  public static var isOnOffSwitchLabelsEnabled = false
  /// Whether AssistiveTouch is on.
  public static var isAssistiveTouchRunning = false
  /// Whether Differentiate Without Color is on.
  public static var shouldDifferentiateWithoutColor = false
  /// Whether Button Shapes is on.
  public static var buttonShapesEnabled = false
  /// Whether videos play automatically (true).
  public static var isVideoAutoplayEnabled = true

  static let voiceOverStatusName = "UIAccessibilityVoiceOverStatusDidChangeNotification"
  static let switchControlStatusName = "UIAccessibilitySwitchControlStatusDidChangeNotification"
  static let reduceMotionStatusName = "UIAccessibilityReduceMotionStatusDidChangeNotification"
  static let crossFadeStatusName =
    "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification"
  static let reduceTransparencyName =
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification"
  static let boldTextStatusName = "UIAccessibilityBoldTextStatusDidChangeNotification"
  static let darkerColorsStatusName =
    "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification"
  static let grayscaleStatusName = "UIAccessibilityGrayscaleStatusDidChangeNotification"
  static let invertColorsStatusName = "UIAccessibilityInvertColorsStatusDidChangeNotification"

  /// Posted when ``isVoiceOverRunning`` changes.
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    voiceOverStatusName)
  /// Posted when ``isSwitchControlRunning`` changes.
  public static let switchControlStatusDidChangeNotification = NSNotification.Name(
    switchControlStatusName)
  /// Posted when ``isReduceMotionEnabled`` changes.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    reduceMotionStatusName)
  /// Posted when ``prefersCrossFadeTransitions`` changes.
  public static let prefersCrossFadeTransitionsStatusDidChange = NSNotification.Name(
    crossFadeStatusName)
  /// Posted when ``isReduceTransparencyEnabled`` changes.
  public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
    reduceTransparencyName)
  /// Posted when ``isBoldTextEnabled`` changes.
  public static let boldTextStatusDidChangeNotification = NSNotification.Name(boldTextStatusName)
  /// Posted when ``isDarkerSystemColorsEnabled`` changes.
  public static let darkerSystemColorsStatusDidChangeNotification = NSNotification.Name(
    darkerColorsStatusName)
  /// Posted when ``isGrayscaleEnabled`` changes.
  public static let grayscaleStatusDidChangeNotification = NSNotification.Name(
    grayscaleStatusName)
  /// Posted when ``isInvertColorsEnabled`` changes.
  public static let invertColorsStatusDidChangeNotification = NSNotification.Name(
    invertColorsStatusName)
}
