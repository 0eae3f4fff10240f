import Foundation

/// The keyboard's notifications and their `userInfo` keys, with UIKit's names and strings.
///
/// OpenUIKit posts them on `NotificationCenter.default` with a nil object when its simulated
/// keyboard shows, hides or changes frame (see the article "The Keyboard"). The frames are
/// `NSValue`s holding a `CGRect` in screen coordinates (read them with
/// `(info[key] as? NSValue)?.cgRectValue` or `info[key] as? CGRect`), the duration an
/// `NSNumber` holding 0.25 and the curve an `NSNumber` holding 7 (read them with `as? Double`,
/// `as? Int`, `as? UInt` or `as? NSNumber`).
extension UIResponder {
  /// Posted before the keyboard shows (or, already shown, takes a new frame for a new first
  /// responder or orientation).
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard has shown.
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard hides.
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard has hidden.
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (before each will-show and will-hide).
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed (before each did-show and did-hide).
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The key of an `NSValue` holding the keyboard's frame, in screen coordinates, at the
  /// start of the change (below the screen when it was hidden).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The key of an `NSValue` holding the keyboard's frame, in screen coordinates, at the end
  /// of the change (below the screen when it hides).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The key of an `NSNumber` holding the animation's duration in seconds (0.25).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The key of an `NSNumber` holding the animation's curve (7, the keyboard's spring; shift it
  /// left by 16 bits for `UIView.AnimationOptions`).
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// The key of an `NSNumber` holding whether the keyboard belongs to this app (always true).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
