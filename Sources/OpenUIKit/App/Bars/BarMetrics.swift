import Foundation

/// The sizes bars are laid out with (uikit-apps.md §1.3; the article "Containers and Bars"
/// lists each number with its source, and which ones are OpenUIKit's choices).
enum BarMetrics {
  /// A navigation bar's or toolbar's height for `traits`: 50 on iPad (iOS 12+, HACK), 32 in
  /// compact height (landscape iPhones, UYL), 44 otherwise (UYL, HACK).
  static func barHeight(for traits: UITraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    return traits.verticalSizeClass == .compact ? 32 : 44
  }

  /// How much a large title adds to a navigation bar: 52 pt (HACK: 96 = 44 + 52 on iPhone;
  /// the same band on iPad is an OpenUIKit choice).
  static let largeTitleBand: CGFloat = 52

  /// A tab bar's height above the bottom safe-area inset: 50 on iPad (HACK), 49 on iPhone in
  /// regular height (B), 32 in compact height (an OpenUIKit choice between the 32 widely
  /// quoted since iOS 11 and the old HIG's "same height in all orientations": 32).
  static func tabBarHeight(for traits: UITraitCollection) -> CGFloat {
    if traits.userInterfaceIdiom == .pad { return 50 }
    return traits.verticalSizeClass == .compact ? 32 : 49
  }

  /// The distance from a bar's edge (inside its safe area) to its first and last items:
  /// 16 pt in compact width, 20 pt in regular width (the system minimum margins of a root view,
  /// which UIKit's bars share).
  static func edgeMargin(for traits: UITraitCollection) -> CGFloat {
    traits.horizontalSizeClass == .regular ? 20 : 16
  }

  /// The space between two neighbouring bar button items: 8 pt (an OpenUIKit choice; UIKit's
  /// bars space items about this much since iOS 11).
  static let interItemSpacing: CGFloat = 8

  /// The back button's leading inset from the bar's safe edge: 8 pt (chosen), and the gap
  /// between its chevron and its title: 6 pt (chosen).
  static let backButtonLeading: CGFloat = 8
  /// The gap between the back chevron and the back title.
  static let backChevronGap: CGFloat = 6

  /// The large title's distance from the bottom of the bar: 8 pt (chosen).
  static let largeTitleBottomInset: CGFloat = 8

  /// The fonts: titles 17 pt semibold (the Headline style), bar button items 17 pt regular
  /// (Body), `.done` items 17 pt semibold, large titles 34 pt bold (Large Title, emphasized),
  /// tab bar item titles 10 pt medium (chosen, as UIKit's tab bars draw them).
  static var titleFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
  /// The font of plain bar button items.
  static var itemFont: UIFont { .systemFont(ofSize: 17) }
  /// The font of `.done` bar button items.
  static var doneItemFont: UIFont { .systemFont(ofSize: 17, weight: .semibold) }
  /// The font of large titles.
  static var largeTitleFont: UIFont { .systemFont(ofSize: 34, weight: .bold) }
  /// The font of tab bar item titles.
  static var tabTitleFont: UIFont { .systemFont(ofSize: 10, weight: .medium) }

  /// The translucent bar background: a light grey at 94% (dark: near-black at 94%), as UIKit's
  /// default bar appearance looks (chosen; OpenUIKit does not blur what is behind).
  static let translucentBackground = UIColor(dynamicProvider: { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(red: 29 / 255, green: 29 / 255, blue: 29 / 255, alpha: 0.94)
      : UIColor(red: 249 / 255, green: 249 / 255, blue: 249 / 255, alpha: 0.94)
  })

  /// The hairline under a navigation bar and above a toolbar or tab bar: one pixel of
  /// `separator`-like black at 30% (white at 15% in dark mode) (chosen).
  static let shadowColor = UIColor(dynamicProvider: { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
  })

  /// The default tint of bar items: `systemBlue`.
  static var tint: UIColor { .systemBlue }
}
