import Foundation

/// The shared instances behind the class properties (so `UIColor.red === UIColor.red`, as
/// in UIKit), each a dynamic colour with Apple's iOS 13–18 values: light, dark, increased
/// contrast light and dark, and the dark elevated ones of the backgrounds
/// (uikit-apps.md §4, from Apple's palette as published in public colour tables). Where no
/// increased-contrast dark value is published (teal, cyan, mint, brown), the dark value
/// stands; increased-contrast light yellow is 160, 90, 0 (one table; another recalls
/// 178, 80, 0).
enum SystemColors {
  /// A colour from 8-bit components.
  static func c(_ r: Int, _ g: Int, _ b: Int, _ alpha: CGFloat = 1) -> UIColor {
    UIColor(rgb255: r, g, b, alpha: alpha)
  }

  /// A grey from a white level (prints as UIKit's grey colours do).
  static func w(_ white: CGFloat) -> UIColor { UIColor(white: white, alpha: 1) }

  /// A dynamic system colour. `elevated` and `elevatedHigh` are the dark values on the
  /// elevated level; the light appearance has no elevated values.
  static func make(
    _ name: String, light: UIColor, dark: UIColor, highLight: UIColor? = nil,
    highDark: UIColor? = nil, elevated: UIColor? = nil, elevatedHigh: UIColor? = nil
  ) -> UIColor {
    UIColor(systemName: name) { traits in
      let high = traits.accessibilityContrast == .high
      guard traits.userInterfaceStyle == .dark else { return high ? (highLight ?? light) : light }
      if traits.userInterfaceLevel == .elevated, let elevated {
        return high ? (elevatedHigh ?? elevated) : elevated
      }
      return high ? (highDark ?? dark) : dark
    }
  }

  /// A tint: light, dark and their increased-contrast values.
  static func tint(_ name: String, _ l: UIColor, _ d: UIColor, _ hl: UIColor, _ hd: UIColor?)
    -> UIColor
  {
    make(name, light: l, dark: d, highLight: hl, highDark: hd)
  }

  static let systemRed = tint(
    "systemRedColor", c(255, 59, 48), c(255, 69, 58), c(215, 0, 21), c(255, 105, 97))
  static let systemOrange = tint(
    "systemOrangeColor", c(255, 149, 0), c(255, 159, 10), c(201, 52, 0), c(255, 179, 64))
  static let systemYellow = tint(
    "systemYellowColor", c(255, 204, 0), c(255, 214, 10), c(160, 90, 0), c(255, 212, 38))
  static let systemGreen = tint(
    "systemGreenColor", c(52, 199, 89), c(48, 209, 88), c(36, 138, 61), c(48, 219, 91))
  static let systemMint = tint(
    "systemMintColor", c(0, 199, 190), c(99, 230, 226), c(12, 129, 123), nil)
  static let systemTeal = tint(
    "systemTealColor", c(48, 176, 199), c(64, 200, 224), c(0, 130, 153), nil)
  static let systemCyan = tint(
    "systemCyanColor", c(50, 173, 230), c(100, 210, 255), c(0, 113, 164), nil)
  static let systemBlue = tint(
    "systemBlueColor", c(0, 122, 255), c(10, 132, 255), c(0, 64, 221), c(64, 156, 255))
  static let systemIndigo = tint(
    "systemIndigoColor", c(88, 86, 214), c(94, 92, 230), c(54, 52, 163), c(125, 122, 255))
  static let systemPurple = tint(
    "systemPurpleColor", c(175, 82, 222), c(191, 90, 242), c(137, 68, 171), c(218, 143, 255))
  static let systemPink = tint(
    "systemPinkColor", c(255, 45, 85), c(255, 55, 95), c(211, 15, 69), c(255, 100, 130))
  static let systemBrown = tint(
    "systemBrownColor", c(162, 132, 94), c(172, 142, 104), c(127, 101, 69), nil)
  static let systemGray = tint(
    "systemGrayColor", c(142, 142, 147), c(142, 142, 147), c(108, 108, 112), c(174, 174, 178))
  static let systemGray2 = tint(
    "systemGray2Color", c(174, 174, 178), c(99, 99, 102), c(142, 142, 147), c(124, 124, 128))
  static let systemGray3 = tint(
    "systemGray3Color", c(199, 199, 204), c(72, 72, 74), c(174, 174, 178), c(84, 84, 86))
  static let systemGray4 = tint(
    "systemGray4Color", c(209, 209, 214), c(58, 58, 60), c(188, 188, 192), c(68, 68, 70))
  static let systemGray5 = tint(
    "systemGray5Color", c(229, 229, 234), c(44, 44, 46), c(216, 216, 220), c(54, 54, 56))
  static let systemGray6 = tint(
    "systemGray6Color", c(242, 242, 247), c(28, 28, 30), c(235, 235, 240), c(36, 36, 38))
  static let link = make("linkColor", light: c(0, 122, 255), dark: c(9, 132, 255))

  static let label = make("labelColor", light: w(0), dark: w(1))
  static let secondaryLabel = make(
    "secondaryLabelColor", light: c(60, 60, 67, 0.6), dark: c(235, 235, 245, 0.6),
    highLight: c(60, 60, 67, 0.68), highDark: c(235, 235, 245, 0.68))
  static let tertiaryLabel = make(
    "tertiaryLabelColor", light: c(60, 60, 67, 0.3), dark: c(235, 235, 245, 0.3),
    highLight: c(60, 60, 67, 0.38), highDark: c(235, 235, 245, 0.38))
  static let quaternaryLabel = make(
    "quaternaryLabelColor", light: c(60, 60, 67, 0.18), dark: c(235, 235, 245, 0.16),
    highLight: c(60, 60, 67, 0.26), highDark: c(235, 235, 245, 0.24))
  static let placeholderText = make(
    "placeholderTextColor", light: c(60, 60, 67, 0.3), dark: c(235, 235, 245, 0.3),
    highLight: c(60, 60, 67, 0.38), highDark: c(235, 235, 245, 0.38))
  static let separator = make(
    "separatorColor", light: c(60, 60, 67, 0.29), dark: c(84, 84, 88, 0.6),
    highLight: c(60, 60, 67, 0.37), highDark: c(84, 84, 88, 0.68))
  static let opaqueSeparator = make(
    "opaqueSeparatorColor", light: c(198, 198, 200), dark: c(56, 56, 58))

  static let systemBackground = make(
    "systemBackgroundColor", light: w(1), dark: w(0), elevated: c(28, 28, 30),
    elevatedHigh: c(36, 36, 38))
  static let secondarySystemBackground = make(
    "secondarySystemBackgroundColor", light: c(242, 242, 247), dark: c(28, 28, 30),
    highLight: c(235, 235, 240), highDark: c(36, 36, 38), elevated: c(44, 44, 46),
    elevatedHigh: c(54, 54, 56))
  static let tertiarySystemBackground = make(
    "tertiarySystemBackgroundColor", light: w(1), dark: c(44, 44, 46), highDark: c(54, 54, 56),
    elevated: c(58, 58, 60), elevatedHigh: c(68, 68, 70))
  static let systemGroupedBackground = make(
    "systemGroupedBackgroundColor", light: c(242, 242, 247), dark: w(0),
    highLight: c(235, 235, 240), elevated: c(28, 28, 30), elevatedHigh: c(36, 36, 38))
  static let secondarySystemGroupedBackground = make(
    "secondarySystemGroupedBackgroundColor", light: w(1), dark: c(28, 28, 30),
    highDark: c(36, 36, 38), elevated: c(44, 44, 46), elevatedHigh: c(54, 54, 56))
  static let tertiarySystemGroupedBackground = make(
    "tertiarySystemGroupedBackgroundColor", light: c(242, 242, 247), dark: c(44, 44, 46),
    highLight: c(235, 235, 240), highDark: c(54, 54, 56), elevated: c(58, 58, 60),
    elevatedHigh: c(68, 68, 70))
  static let systemFill = make(
    "systemFillColor", light: c(120, 120, 128, 0.2), dark: c(120, 120, 128, 0.36),
    highLight: c(120, 120, 128, 0.28), highDark: c(120, 120, 128, 0.44))
  static let secondarySystemFill = make(
    "secondarySystemFillColor", light: c(120, 120, 128, 0.16), dark: c(120, 120, 128, 0.32),
    highLight: c(120, 120, 128, 0.24), highDark: c(120, 120, 128, 0.40))
  static let tertiarySystemFill = make(
    "tertiarySystemFillColor", light: c(118, 118, 128, 0.12), dark: c(118, 118, 128, 0.24),
    highLight: c(118, 118, 128, 0.20), highDark: c(118, 118, 128, 0.32))
  static let quaternarySystemFill = make(
    "quaternarySystemFillColor", light: c(116, 116, 128, 0.08), dark: c(118, 118, 128, 0.18),
    highLight: c(116, 116, 128, 0.16), highDark: c(118, 118, 128, 0.26))
  /// The default tint: systemBlue.
  static let tintColor = systemBlue
}
