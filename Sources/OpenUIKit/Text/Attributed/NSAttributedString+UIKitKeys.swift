import Foundation

// The attribute names UIKit defines (NSAttributedString.h of UIKit, iOS 17 SDK); the raw
// strings are UIKit's, so attributes survive a trip through archived or bridged strings.
extension NSAttributedString.Key {
  /// The font of the text (a ``UIFont``; the 12 pt system font when absent, as in UIKit's
  /// drawing; labels use their own font instead).
  public static let font = NSAttributedString.Key("NSFont")
  /// The paragraph style (an ``NSParagraphStyle``; ``NSParagraphStyle/default`` when absent).
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// The colour of the text (a ``UIColor``; black when absent).
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// The colour behind the text (a ``UIColor``; none when absent).
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// Ligatures (an `Int`: 0 none, 1 default; stored, OpenUIKit does not shape text).
  public static let ligature = NSAttributedString.Key("NSLigature")
  /// Points added after each character (a `CGFloat` or `NSNumber`); 0 turns pair kerning off.
  public static let kern = NSAttributedString.Key("NSKern")
  /// Points of tracking (a `CGFloat`; stored, measured like ``kern``).
  public static let tracking = NSAttributedString.Key("NSTracking")
  /// The strikethrough (an ``NSUnderlineStyle`` or its `Int` raw value).
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// The underline (an ``NSUnderlineStyle`` or its `Int` raw value).
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// The colour of the stroke (a ``UIColor``; stored).
  public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
  /// The stroke width in percent of the font size (a `CGFloat`; stored).
  public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
  /// The shadow (an ``NSShadow``; stored, renderers draw no text shadows).
  public static let shadow = NSAttributedString.Key("NSShadow")
  /// A text effect (a string; stored).
  public static let textEffect = NSAttributedString.Key("NSTextEffect")
  /// An attachment (stored).
  public static let attachment = NSAttributedString.Key("NSAttachment")
  /// A link (a `URL` or a `String`; stored, drawn as the text's own attributes say).
  public static let link = NSAttributedString.Key("NSLink")
  /// Points the baseline is raised by (a `CGFloat`; negative lowers it).
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
  /// The colour of the underline (a ``UIColor``; the text colour when absent).
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// The colour of the strikethrough (a ``UIColor``; the text colour when absent).
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// The skew of the glyphs (a `CGFloat`; stored).
  public static let obliqueness = NSAttributedString.Key("NSObliqueness")
  /// The log of the horizontal stretch of the glyphs (a `CGFloat`; stored).
  public static let expansion = NSAttributedString.Key("NSExpansion")
  /// The writing direction overrides (an array of `NSNumber`; stored).
  public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}
