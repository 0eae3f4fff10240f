import Foundation

/// The heights of OpenUIKit's simulated keyboard on a device, in points: the keyboard's frame
/// from its top (with the suggestion bar) to the bottom of the screen, home-indicator area
/// included, without an input accessory view (an OpenUIKit type; UIKit publishes no heights).
///
/// The standard heights (``standard(for:)``) are iOS's English QWERTY keyboard as measured on
/// devices (uikit-apps.md §7.1, source FW: the flutterware device tables, versions 0.7.0 and
/// latest, which disagree by a few points; where they disagree OpenUIKit chooses, see the
/// article "The Keyboard"). Change a window's with ``UIWindow/simulatedKeyboardHeights``.
public struct SimulatedKeyboardHeights: Sendable, Hashable {
  /// The letters keyboard in portrait.
  public var portrait: CGFloat
  /// The letters keyboard in landscape.
  public var landscape: CGFloat
  /// The number pad (`.numberPad`, `.decimalPad`, `.phonePad`, `.asciiCapableNumberPad`) in
  /// portrait.
  public var numberPadPortrait: CGFloat
  /// The number pad in landscape.
  public var numberPadLandscape: CGFloat

  /// Creates a set of heights.
  public init(
    portrait: CGFloat, landscape: CGFloat, numberPadPortrait: CGFloat,
    numberPadLandscape: CGFloat
  ) {
    self.portrait = portrait
    self.landscape = landscape
    self.numberPadPortrait = numberPadPortrait
    self.numberPadLandscape = numberPadLandscape
  }

  /// iPhone SE (2nd/3rd generation, 375 × 667): 260 / 206, number pad 233 / 162 (FW).
  public static let iPhoneSE = SimulatedKeyboardHeights(
    portrait: 260, landscape: 206, numberPadPortrait: 233, numberPadLandscape: 162)

  /// The 6.1-inch Face ID phones (iPhone 15, 15 Pro; 393 × 852): 336 / 209, number pad
  /// 291 / 165. FW gives 335–336, 209–219, 291–308 and 165–181; OpenUIKit takes 336 (the
  /// newer table), the lower landscape values, and a number pad 45 pt (the suggestion bar)
  /// below the letters.
  public static let iPhone = SimulatedKeyboardHeights(
    portrait: 336, landscape: 209, numberPadPortrait: 291, numberPadLandscape: 165)

  /// The 6.7-inch Face ID phones (iPhone 15 Pro Max, Plus; 430 × 932): 346 / 209, number pad
  /// 301 / 165 (FW gives 345–346, 209–219, 301–318, 165–181; chosen as for ``iPhone``).
  public static let iPhoneMax = SimulatedKeyboardHeights(
    portrait: 346, landscape: 209, numberPadPortrait: 301, numberPadLandscape: 165)

  /// iPads: 348 in portrait, 418 in landscape (no published source: an OpenUIKit choice, the
  /// 328 / 398 pt keyboards of the iPads without a home indicator plus their 20 pt bottom
  /// safe area). iPads show the full keyboard for number pads, so the number pad heights are
  /// the same.
  public static let iPad = SimulatedKeyboardHeights(
    portrait: 348, landscape: 418, numberPadPortrait: 348, numberPadLandscape: 418)

  /// The heights for a screen: ``iPad`` on pads; on phones ``iPhoneSE`` without a home
  /// indicator (no bottom safe area), ``iPhoneMax`` from 414 pt wide, ``iPhone`` otherwise.
  public static func standard(for screen: UIScreen) -> SimulatedKeyboardHeights {
    if screen.userInterfaceIdiom == .pad { return .iPad }
    if screen.safeAreaInsets.bottom == 0 { return .iPhoneSE }
    return screen.bounds.width >= 414 ? .iPhoneMax : .iPhone
  }

  /// The height of the keyboard shown for `keyboardType` in `orientation`.
  public func height(
    for keyboardType: UIKeyboardType, orientation: UIInterfaceOrientation
  ) -> CGFloat {
    let pad: Bool
    switch keyboardType {
    case .numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad: pad = true
    default: pad = false
    }
    if orientation.isLandscape { return pad ? numberPadLandscape : landscape }
    return pad ? numberPadPortrait : portrait
  }

  /// The first height that is negative or not finite, if any.
  var invalidValue: CGFloat? {
    [portrait, landscape, numberPadPortrait, numberPadLandscape].first { !($0 >= 0 && $0.isFinite) }
  }
}
