import Foundation

extension UIView {
  /// The pacing of a UIView animation: ease-in-out (0), ease-in (1), ease-out (2), linear (3).
  public typealias AnimationCurve = OpenUIKit.AnimationCurve

  /// Options of `UIView.animate(withDuration:delay:options:animations:completion:)`, with
  /// UIKit's raw values.
  ///
  /// OpenUIKit acts on the curves, `layoutSubviews`, `repeat`, `autoreverse` and the
  /// `overrideInherited…` options. Animations are always additive, so `beginFromCurrentState`
  /// changes nothing; the interaction, content, transition and frame-rate options are accepted
  /// and have no effect yet (there is no hit-testing or drawing).
  public struct AnimationOptions: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out the subviews of the views whose bounds the block changed, inside the block
    /// (`1 << 0`).
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the animating views receive touches (`1 << 1`).
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the presentation values (`1 << 2`); additive animations always do.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely (`1 << 3`).
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation forwards, then backwards (`1 << 4`).
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Uses this block's duration, not the enclosing block's (`1 << 5`).
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Uses this block's curve, not the enclosing block's (`1 << 6`).
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Redraws content while animating (`1 << 7`).
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in transitions instead of removing them (`1 << 8`).
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Does not inherit the enclosing block's repeat and autoreverse options (`1 << 9`).
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

    /// Ease-in-out, the default curve (`0 << 16`).
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// Ease-in (`1 << 16`).
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// Ease-out (`2 << 16`).
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// Linear (`3 << 16`).
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

    /// No transition (`0 << 20`).
    public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
    /// Flip from the left (`1 << 20`).
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// Flip from the right (`2 << 20`).
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// Curl up (`3 << 20`).
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// Curl down (`4 << 20`).
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// Cross-dissolve (`5 << 20`).
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// Flip from the top (`6 << 20`).
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// Flip from the bottom (`7 << 20`).
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

    /// The screen's default frame rate (`0 << 24`).
    public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
    /// 60 frames per second (`3 << 24`).
    public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
    /// 30 frames per second (`7 << 24`).
    public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

    /// The curve the options select (bits 16–19; values above 3 mean ease-in-out).
    var curve: AnimationCurve {
      AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
  }
}
