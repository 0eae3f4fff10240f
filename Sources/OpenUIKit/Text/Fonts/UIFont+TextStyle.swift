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

    /// Point size and weight at iOS's default content size category (Large).
    var defaultSizeAndWeight: (CGFloat, Weight) {
      switch self {
      case .largeTitle: return (34, .regular)
      case .title1: return (28, .regular)
      case .title2: return (22, .regular)
      case .title3: return (20, .regular)
      case .headline: return (17, .semibold)
      case .callout: return (16, .regular)
      case .subheadline: return (15, .regular)
      case .footnote: return (13, .regular)
      case .caption1: return (12, .regular)
      case .caption2: return (11, .regular)
      default: return (17, .regular)
      }
    }
  }

  /// The system font of a text style at the default content size category (Large): body is
  /// 17 pt regular, headline 17 pt semibold, large title 34 pt, and so on.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    let (size, weight) = style.defaultSizeAndWeight
    return UIFont(systemSize: size, weight: weight, italic: false, textStyle: style)
  }
}
