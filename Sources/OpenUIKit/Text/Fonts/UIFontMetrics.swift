import Foundation

/// Scales custom fonts and layout values with the text size, relative to a text style.
///
/// The factor at a category is the style's size there over its size at Large, from Apple's
/// table (body at extra large: 19 / 17). Apple does not publish UIKit's own curve, which
/// differs slightly (body metrics scale 17 to 16.333 at Medium, where the table gives 16, and
/// to 48 at AX5, where the table gives 53; see the article "Traits and Dynamic Type"): values
/// from OpenUIKit match the table, not those measurements.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The style whose sizes set the scale.
  public let textStyle: UIFont.TextStyle

  /// Metrics for a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
    super.init()
  }

  /// The metrics of the body style.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// `value` scaled for a category: times the style's size there, over its size at Large.
  func scale(_ value: CGFloat, for traits: UITraitCollection?) -> CGFloat {
    let category = (traits ?? .current).preferredContentSizeCategory
    return value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }

  /// `font` (sized for the Large category) scaled for the current traits' text size. The
  /// font remembers the metrics, so a label with `adjustsFontForContentSizeCategory`
  /// re-scales it.
  open func scaledFont(for font: UIFont) -> UIFont {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
  }

  /// `font` scaled for the current traits' text size, at most `maximumPointSize` (0: no
  /// limit).
  open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
  }

  /// `font` scaled for the text size of `traitCollection` (nil: the current traits).
  open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` scaled for the text size of `traitCollection` (nil: the current traits), at most
  /// `maximumPointSize` (0 or less: no limit). UIKit raises an exception for a font that is
  /// already scaled; OpenUIKit scales the font it was scaled from instead.
  open func scaledFont(
    for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var base = font
    if case .metrics(_, let original, _) = font.scaling { base = original }
    var size = scale(base.pointSize, for: traitCollection)
    if maximumPointSize > 0 { size = min(size, maximumPointSize) }
    return UIFont(
      systemSize: size, weight: base.weight, italic: base.isItalic, textStyle: nil,
      face: base.face,
      scaling: .metrics(
        textStyle, base: base, maximum: maximumPointSize > 0 ? maximumPointSize : nil))
  }

  /// A layout value (designed for the Large category) scaled for the current traits' text
  /// size.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    scaledValue(for: value, compatibleWith: nil)
  }

  /// A layout value scaled for the text size of `traitCollection` (nil: the current traits).
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    scale(value, for: traitCollection)
  }
}
