import Foundation

extension AttributeScopes {
  /// UIKit's attribute scope, as in `AttributedString(ns, including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  /// The attributes UIKit defines for `AttributedString`, with the names of their
  /// `NSAttributedString.Key` counterparts, and Foundation's (for `link`).
  public struct UIKitAttributes: AttributeScope {
    /// The font (`.font`).
    public let font: FontAttribute
    /// The paragraph style (`.paragraphStyle`).
    public let paragraphStyle: ParagraphStyleAttribute
    /// The text colour (`.foregroundColor`).
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text (`.backgroundColor`).
    public let backgroundColor: BackgroundColorAttribute
    /// Ligatures (`.ligature`).
    public let ligature: LigatureAttribute
    /// Points after each character (`.kern`).
    public let kern: KernAttribute
    /// Tracking (`.tracking`).
    public let tracking: TrackingAttribute
    /// The strikethrough (`.strikethroughStyle`).
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The underline (`.underlineStyle`).
    public let underlineStyle: UnderlineStyleAttribute
    /// The baseline offset (`.baselineOffset`).
    public let baselineOffset: BaselineOffsetAttribute
    /// The underline colour (`.underlineColor`).
    public let underlineColor: UnderlineColorAttribute
    /// The strikethrough colour (`.strikethroughColor`).
    public let strikethroughColor: StrikethroughColorAttribute
    /// Foundation's attributes (`link` and the others).
    public let foundation: AttributeScopes.FoundationAttributes
  }
}

extension AttributeScopes.UIKitAttributes {
  /// The font attribute.
  public enum FontAttribute: AttributedStringKey {
    /// A font.
    public typealias Value = UIFont
    /// `NSFont`.
    public static let name = "NSFont"
  }
  /// The paragraph style attribute.
  public enum ParagraphStyleAttribute: AttributedStringKey {
    /// A paragraph style.
    public typealias Value = NSParagraphStyle
    /// `NSParagraphStyle`.
    public static let name = "NSParagraphStyle"
  }
  /// The text colour attribute.
  public enum ForegroundColorAttribute: AttributedStringKey {
    /// A colour.
    public typealias Value = UIColor
    /// `NSColor`.
    public static let name = "NSColor"
  }
  /// The background colour attribute.
  public enum BackgroundColorAttribute: AttributedStringKey {
    /// A colour.
    public typealias Value = UIColor
    /// `NSBackgroundColor`.
    public static let name = "NSBackgroundColor"
  }
  /// The ligature attribute.
  public enum LigatureAttribute: AttributedStringKey {
    /// 0 (none) or 1 (default).
    public typealias Value = Int
    /// `NSLigature`.
    public static let name = "NSLigature"
  }
  /// The kern attribute.
  public enum KernAttribute: AttributedStringKey {
    /// Points.
    public typealias Value = CGFloat
    /// `NSKern`.
    public static let name = "NSKern"
  }
  /// The tracking attribute.
  public enum TrackingAttribute: AttributedStringKey {
    /// Points.
    public typealias Value = CGFloat
    /// `NSTracking`.
    public static let name = "NSTracking"
  }
  /// The strikethrough attribute.
  public enum StrikethroughStyleAttribute: AttributedStringKey {
    /// A line style.
    public typealias Value = NSUnderlineStyle
    /// `NSStrikethrough`.
    public static let name = "NSStrikethrough"
  }
  /// The underline attribute.
  public enum UnderlineStyleAttribute: AttributedStringKey {
    /// A line style.
    public typealias Value = NSUnderlineStyle
    /// `NSUnderline`.
    public static let name = "NSUnderline"
  }
  /// The baseline offset attribute.
  public enum BaselineOffsetAttribute: AttributedStringKey {
    /// Points.
    public typealias Value = CGFloat
    /// `NSBaselineOffset`.
    public static let name = "NSBaselineOffset"
  }
  /// The underline colour attribute.
  public enum UnderlineColorAttribute: AttributedStringKey {
    /// A colour.
    public typealias Value = UIColor
    /// `NSUnderlineColor`.
    public static let name = "NSUnderlineColor"
  }
  /// The strikethrough colour attribute.
  public enum StrikethroughColorAttribute: AttributedStringKey {
    /// A colour.
    public typealias Value = UIColor
    /// `NSStrikethroughColor`.
    public static let name = "NSStrikethroughColor"
  }
}

extension AttributeDynamicLookup {
  /// UIKit's attributes by name: `string.font = .boldSystemFont(ofSize: 17)`.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
  ) -> T {
    self[T.self]
  }
}
