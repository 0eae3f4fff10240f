import Foundation

/// The keyboard's animation: curve 7, UIKit's default spring.
///
/// Keyboard notifications give `keyboardAnimationCurveUserInfoKey` = 7, a curve outside
/// `UIView.AnimationCurve`'s 0–3 (uikit-apps.md §7.2.1). Apps shift it left by 16 bits into
/// `UIView.AnimationOptions` to animate along with the keyboard (§7.2.2). UIKit then animates
/// with a spring of mass 3, stiffness 1000 and damping 500 (its default spring, which behaves
/// as critically damped) for 0.5 s, whatever duration was passed (§7.2.3, source KB-FORUM);
/// OpenUIKit does the same, for its simulated keyboard and for any `animate` call with
/// curve 7 and a positive duration.
extension UIView {
  /// The raw value of the keyboard's animation curve: 7.
  nonisolated static let keyboardAnimationCurveRawValue = 7

  /// How long the keyboard's spring runs: 0.5 s (KB-FORUM).
  static let keyboardSpringDuration: TimeInterval = 0.5

  /// The keyboard's spring: mass 3, stiffness 1000, damping 500, from rest.
  static let keyboardSpring = SpringCurve(mass: 3, stiffness: 1000, damping: 500)

  /// Runs `animations` with the keyboard's spring; by default the block does not inherit an
  /// enclosing block's duration, curve or repetition.
  static func animateWithKeyboardCurve(
    delay: TimeInterval = 0,
    options: AnimationOptions = [
      .overrideInheritedDuration, .overrideInheritedCurve, .overrideInheritedOptions,
    ],
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) {
    runAnimationBlock(
      duration: keyboardSpringDuration, delay: delay, options: options,
      timing: .spring(keyboardSpring, duration: keyboardSpringDuration),
      curveProvider: UISpringTimingParameters(), animations: animations, completion: completion)
  }
}

extension UIView.AnimationOptions {
  /// Whether the curve bits (16–19) hold 7, the keyboard's curve.
  var selectsKeyboardCurve: Bool {
    (rawValue >> 16) & 0xF == UInt(UIView.keyboardAnimationCurveRawValue)
  }
}
