import Foundation

/// The attributes of one run of attributed text, resolved against defaults: what measuring
/// and drawing need.
public struct TextAttributes: Sendable, Equatable {
  /// The font.
  public var font: UIFont
  /// The text colour (nil: the drawing's default, black).
  public var foregroundColor: UIColor?
  /// The colour behind the text, if any.
  public var backgroundColor: UIColor?
  /// The paragraph style (the paragraph's first character's decides for the paragraph).
  public var paragraphStyle: NSParagraphStyle
  /// Points added after each character (nil: none, pair kerning on; 0: pair kerning off).
  public var kern: CGFloat?
  /// The underline, if any.
  public var underlineStyle: NSUnderlineStyle?
  /// The underline colour (nil: the text colour).
  public var underlineColor: UIColor?
  /// The strikethrough, if any.
  public var strikethroughStyle: NSUnderlineStyle?
  /// The strikethrough colour (nil: the text colour).
  public var strikethroughColor: UIColor?
  /// Points the baseline is raised by.
  public var baselineOffset: CGFloat
  /// Whether the run is a link.
  public var isLink: Bool

  /// Defaults: `font`, `color` and `paragraphStyle`, nothing else.
  init(font: UIFont, color: UIColor?, paragraphStyle: NSParagraphStyle) {
    self.font = font
    self.foregroundColor = color
    self.backgroundColor = nil
    self.paragraphStyle = paragraphStyle
    self.kern = nil
    self.underlineStyle = nil
    self.underlineColor = nil
    self.strikethroughStyle = nil
    self.strikethroughColor = nil
    self.baselineOffset = 0
    self.isLink = false
  }

  /// These defaults overridden by the attributes of an attributed string's run. Values of
  /// the wrong type are ignored, as UIKit's drawing ignores them.
  func applying(_ attributes: [NSAttributedString.Key: Any]) -> TextAttributes {
    var a = self
    if let font = attributes[.font] as? UIFont { a.font = font }
    if let color = attributes[.foregroundColor] as? UIColor { a.foregroundColor = color }
    if let color = attributes[.backgroundColor] as? UIColor { a.backgroundColor = color }
    if let style = attributes[.paragraphStyle] as? NSParagraphStyle { a.paragraphStyle = style }
    if let kern = TextAttributes.number(attributes[.kern] ?? attributes[.tracking]) {
      a.kern = kern
    }
    if let style = attributes[.underlineStyle] { a.underlineStyle = NSUnderlineStyle.from(style) }
    if let color = attributes[.underlineColor] as? UIColor { a.underlineColor = color }
    if let style = attributes[.strikethroughStyle] {
      a.strikethroughStyle = NSUnderlineStyle.from(style)
    }
    if let color = attributes[.strikethroughColor] as? UIColor { a.strikethroughColor = color }
    if let offset = TextAttributes.number(attributes[.baselineOffset]) { a.baselineOffset = offset }
    if attributes[.link] != nil { a.isLink = true }
    return a
  }

  /// A number attribute: `CGFloat`, `Double`, `Float`, `Int` or `NSNumber`.
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }

  /// Whether two runs measure alike (same font and kern): they are measured as one piece, so
  /// that pair kerning applies across them.
  func measuresLike(_ other: TextAttributes) -> Bool {
    font == other.font && kern == other.kern
  }
}
