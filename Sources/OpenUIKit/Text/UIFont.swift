import Foundation

/// A font: the system font (San Francisco on iOS) at a size and weight.
///
/// OpenUIKit has no font files at run time. Vertical metrics follow SF Pro's published font
/// tables (2048 units per em, ascender 1950, descender −494, no line gap), so
/// `lineHeight == pointSize × 2444 / 2048` exactly as UIKit reports it (20.287109375 for
/// 17 pt). Glyph advances, ``capHeight`` and ``xHeight`` come from Inter Display, the freely
/// licensed font closest to SF Pro, and Hangul from Nanum Gothic (see the article "Measuring Text").
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// The size in points (the em square).
  public let pointSize: CGFloat
  /// The weight.
  public let weight: Weight
  /// Whether the font is the italic variant (it measures as the upright one).
  public let isItalic: Bool
  /// The text style the font was created for, if any.
  let textStyle: TextStyle?

  /// SF Pro's units per em.
  static let systemUnitsPerEm: CGFloat = 2048
  /// SF Pro's hhea ascender in font units.
  static let systemAscender: CGFloat = 1950
  /// SF Pro's hhea descender in font units.
  static let systemDescender: CGFloat = -494
  /// Inter Display's cap height as a fraction of the em (1472 / 2048; SF's is 1443 / 2048).
  static let capHeightPerEm: CGFloat = 1472.0 / 2048.0
  /// Inter Display's x-height as a fraction of the em (1056 / 2048; SF's is 1040 / 2048).
  static let xHeightPerEm: CGFloat = 1056.0 / 2048.0

  init(systemSize: CGFloat, weight: Weight, italic: Bool, textStyle: TextStyle? = nil) {
    self.pointSize = systemSize.isFinite ? max(systemSize, 0) : 0
    self.weight = weight
    self.isItalic = italic
    self.textStyle = textStyle
  }

  /// The system font of the given size and weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight, italic: false)
  }

  /// The regular system font of the given size.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: .regular, italic: false)
  }

  /// The bold system font of the given size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: .bold, italic: false)
  }

  /// The italic system font of the given size (measured with the upright advances).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: .regular, italic: true)
  }

  /// The size UIKit uses for labels: 17 pt.
  public static var labelFontSize: CGFloat { 17 }
  /// The size UIKit uses for buttons: 18 pt.
  public static var buttonFontSize: CGFloat { 18 }
  /// The size of the small system font: 12 pt.
  public static var smallSystemFontSize: CGFloat { 12 }
  /// The size of the standard system font: 14 pt.
  public static var systemFontSize: CGFloat { 14 }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight, italic: isItalic)
  }

  /// The distance from the baseline to the top of the line (positive).
  public var ascender: CGFloat { pointSize * UIFont.systemAscender / UIFont.systemUnitsPerEm }
  /// The distance from the baseline to the bottom of the line (negative).
  public var descender: CGFloat { pointSize * UIFont.systemDescender / UIFont.systemUnitsPerEm }
  /// The extra space between lines (0 for the system font).
  public var leading: CGFloat { 0 }
  /// The height of a line: ``ascender`` − ``descender`` + ``leading``.
  public var lineHeight: CGFloat {
    let span = UIFont.systemAscender - UIFont.systemDescender
    return pointSize * span / UIFont.systemUnitsPerEm
  }
  /// The height of capital letters above the baseline.
  public var capHeight: CGFloat { pointSize * UIFont.capHeightPerEm }
  /// The height of lowercase letters such as x above the baseline.
  public var xHeight: CGFloat { pointSize * UIFont.xHeightPerEm }

  /// The family name; iOS reports `.AppleSystemUIFont` for the system font.
  public var familyName: String { ".AppleSystemUIFont" }
  /// The font's name in UIKit's form for the system font: `.SFUI-Regular`, `.SFUI-Semibold`,
  /// `.SFUI-BoldItalic`, and so on.
  public var fontName: String {
    let base = UIFont.Weight.nameSuffixes[weight.tableIndex]
    if isItalic { return ".SFUI-" + (base == "Regular" ? "" : base) + "Italic" }
    return ".SFUI-" + base
  }

  /// A CSS-like summary, as UIKit prints fonts (without the object address).
  public var description: String {
    let bold = weight >= .semibold ? "bold" : "normal"
    let style = isItalic ? "italic" : "normal"
    let size = String(format: "%.2f", Double(pointSize))
    return "font-family: \"\(fontName)\"; font-weight: \(bold); font-style: \(style); "
      + "font-size: \(size)pt"
  }

  /// Fonts are equal when size, weight and slant are.
  public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
    lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.isItalic == rhs.isItalic
  }

  /// Hashes size, weight and slant.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
    hasher.combine(isItalic)
  }
}
