import Foundation

/// iOS's system colours in their light-mode, default-contrast values.
extension UIColor {
  /// systemRed (255, 59, 48).
  public static let systemRed = UIColor(rgb255: 255, 59, 48)
  /// systemOrange (255, 149, 0).
  public static let systemOrange = UIColor(rgb255: 255, 149, 0)
  /// systemYellow (255, 204, 0).
  public static let systemYellow = UIColor(rgb255: 255, 204, 0)
  /// systemGreen (52, 199, 89).
  public static let systemGreen = UIColor(rgb255: 52, 199, 89)
  /// systemMint (0, 199, 190).
  public static let systemMint = UIColor(rgb255: 0, 199, 190)
  /// systemTeal (48, 176, 199).
  public static let systemTeal = UIColor(rgb255: 48, 176, 199)
  /// systemCyan (50, 173, 230).
  public static let systemCyan = UIColor(rgb255: 50, 173, 230)
  /// systemBlue (0, 122, 255).
  public static let systemBlue = UIColor(rgb255: 0, 122, 255)
  /// systemIndigo (88, 86, 214).
  public static let systemIndigo = UIColor(rgb255: 88, 86, 214)
  /// systemPurple (175, 82, 222).
  public static let systemPurple = UIColor(rgb255: 175, 82, 222)
  /// systemPink (255, 45, 85).
  public static let systemPink = UIColor(rgb255: 255, 45, 85)
  /// systemBrown (162, 132, 94).
  public static let systemBrown = UIColor(rgb255: 162, 132, 94)
  /// systemGray (142, 142, 147).
  public static let systemGray = UIColor(rgb255: 142, 142, 147)
  /// systemGray2 (174, 174, 178).
  public static let systemGray2 = UIColor(rgb255: 174, 174, 178)
  /// systemGray3 (199, 199, 204).
  public static let systemGray3 = UIColor(rgb255: 199, 199, 204)
  /// systemGray4 (209, 209, 214).
  public static let systemGray4 = UIColor(rgb255: 209, 209, 214)
  /// systemGray5 (229, 229, 234).
  public static let systemGray5 = UIColor(rgb255: 229, 229, 234)
  /// systemGray6 (242, 242, 247).
  public static let systemGray6 = UIColor(rgb255: 242, 242, 247)
  /// The tint of links (systemBlue).
  public static let link = UIColor(rgb255: 0, 122, 255)

  /// Primary text: black.
  public static let label = UIColor(white: 0, alpha: 1)
  /// Secondary text: (60, 60, 67) at 60 %.
  public static let secondaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.6)
  /// Tertiary text: (60, 60, 67) at 30 %.
  public static let tertiaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.3)
  /// Quaternary text: (60, 60, 67) at 18 %.
  public static let quaternaryLabel = UIColor(rgb255: 60, 60, 67, alpha: 0.18)
  /// Placeholder text: (60, 60, 67) at 30 %.
  public static let placeholderText = UIColor(rgb255: 60, 60, 67, alpha: 0.3)
  /// Separators: (60, 60, 67) at 29 %.
  public static let separator = UIColor(rgb255: 60, 60, 67, alpha: 0.29)
  /// Opaque separators (198, 198, 200).
  public static let opaqueSeparator = UIColor(rgb255: 198, 198, 200)

  /// The main background: white.
  public static let systemBackground = UIColor(white: 1, alpha: 1)
  /// Content on the main background: (242, 242, 247).
  public static let secondarySystemBackground = UIColor(rgb255: 242, 242, 247)
  /// Content on the secondary background: white.
  public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
  /// Grouped tables' background: (242, 242, 247).
  public static let systemGroupedBackground = UIColor(rgb255: 242, 242, 247)
  /// Content on the grouped background: white.
  public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
  /// Content on the secondary grouped background: (242, 242, 247).
  public static let tertiarySystemGroupedBackground = UIColor(rgb255: 242, 242, 247)
  /// Thin fills: (120, 120, 128) at 20 %.
  public static let systemFill = UIColor(rgb255: 120, 120, 128, alpha: 0.2)
  /// Medium fills: (120, 120, 128) at 16 %.
  public static let secondarySystemFill = UIColor(rgb255: 120, 120, 128, alpha: 0.16)
  /// Large-shape fills: (118, 118, 128) at 12 %.
  public static let tertiarySystemFill = UIColor(rgb255: 118, 118, 128, alpha: 0.12)
  /// Large-area fills: (116, 116, 128) at 8 %.
  public static let quaternarySystemFill = UIColor(rgb255: 116, 116, 128, alpha: 0.08)
  /// The default tint of controls (systemBlue).
  public static let tintColor = UIColor(rgb255: 0, 122, 255)
}
