import Foundation

/// The style of an underline or a strikethrough, with UIKit's raw values (NSAttributedString.h):
/// a line style (``single``, ``thick``, ``double``), a pattern and ``byWord``.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Creates a style from its raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line (`0x01`).
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line (`0x02`).
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines (`0x09`).
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (`0x0000`, the default pattern).
  public static let patternSolid: NSUnderlineStyle = []
  /// A dotted line (`0x0100`).
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line (`0x0200`).
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Alternating dashes and dots (`0x0300`).
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Alternating dashes and two dots (`0x0400`).
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Lines under words only, not under the spaces between them (`0x8000`).
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

  /// The style from an attribute value: an ``NSUnderlineStyle``, an `Int` or an `NSNumber`
  /// (nil for anything else or for no line).
  static func from(_ value: Any?) -> NSUnderlineStyle? {
    let style: NSUnderlineStyle
    switch value {
    case let s as NSUnderlineStyle: style = s
    case let i as Int: style = NSUnderlineStyle(rawValue: i)
    case let n as NSNumber: style = NSUnderlineStyle(rawValue: n.intValue)
    default: return nil
    }
    return style.rawValue & 0xFF == 0 ? nil : style
  }
}
