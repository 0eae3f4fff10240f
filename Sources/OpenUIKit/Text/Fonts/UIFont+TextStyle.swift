import Foundation

extension UIFont {
  /// A Dynamic Type text style, with UIKit's raw strings.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// The style's name.
    public let rawValue: String
    /// Creates a style from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The large title style (34 pt at the default content size).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The first-level title style (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The second-level title style (22 pt).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The third-level title style (20 pt).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The headline style (17 pt semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The body style (17 pt).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The callout style (16 pt).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The subheadline style (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The footnote style (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The first caption style (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The second caption style (11 pt).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The eleven styles, largest first (an OpenUIKit extension).
    public static let allStyles: [TextStyle] = [
      .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline,
      .footnote, .caption1, .caption2,
    ]

    /// Point size and weight at iOS's default content size category (Large).
    var defaultSizeAndWeight: (CGFloat, Weight) {
      (pointSize(for: .large), weight)
    }
  }

  /// The system font of a text style at the text size of ``UITraitCollection/current`` (the
  /// Large size when it specifies none): body is 17 pt regular at Large, headline 17 pt
  /// semibold, large title 34 pt, and so on (Apple's table; see ``TextStyle/pointSize(for:)``).
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The system font of a text style at the text size of `traitCollection` (nil:
  /// ``UITraitCollection/current``; the Large size when it specifies none). The font remembers
  /// its style, so a label with `adjustsFontForContentSizeCategory` re-scales it.
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let traits = traitCollection ?? .current
    let size = style.pointSize(for: traits.preferredContentSizeCategory)
    return UIFont(
      systemSize: size, weight: style.weight, italic: false, textStyle: style,
      scaling: .textStyle(style))
  }

  /// The same kind of font at another text size: a font from
  /// ``preferredFont(forTextStyle:compatibleWith:)`` or ``UIFontMetrics/scaledFont(for:)``
  /// scaled again for `traits`; nil for any other font.
  func adjusted(for traits: UITraitCollection) -> UIFont? {
    switch scaling {
    case .textStyle(let style):
      let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
      return isItalic
        ? UIFont(
          systemSize: font.pointSize, weight: font.weight, italic: true, textStyle: style,
          scaling: font.scaling) : font
    case .metrics(let style, let base, let maximum):
      return UIFontMetrics(forTextStyle: style).scaledFont(
        for: base, maximumPointSize: maximum ?? 0, compatibleWith: traits)
    case nil:
      return nil
    }
  }
}

/// How a font was scaled for a text size, so that it can be scaled again.
enum FontScaling: @unchecked Sendable {
  /// `preferredFont(forTextStyle:)`.
  case textStyle(UIFont.TextStyle)
  /// `UIFontMetrics(forTextStyle:).scaledFont(for:maximumPointSize:)` of a base font.
  case metrics(UIFont.TextStyle, base: UIFont, maximum: CGFloat?)
}
