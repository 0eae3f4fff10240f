import Foundation

extension AttributeScopes {
  /// UIKit's attribute scope, as in `AttributedString(ns, including: \.uiKit)`.
  public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }

  /// The attributes UIKit defines for `AttributedString`, with the names of their
  /// ``Foundation/NSAttributedString/Key`` counterparts, and Foundation's (for `link`).
  public struct UIKitAttributes: AttributeScope {
    /// The font (``Foundation/NSAttributedString/Key/font``).
    public let font: FontAttribute
    /// The paragraph style (``Foundation/NSAttributedString/Key/paragraphStyle``).
    public let paragraphStyle: ParagraphStyleAttribute
    /// The text colour (``Foundation/NSAttributedString/Key/foregroundColor``).
    public let foregroundColor: ForegroundColorAttribute
    /// The colour behind the text (``Foundation/NSAttributedString/Key/backgroundColor``).
    public let backgroundColor: BackgroundColorAttribute
    /// Ligatures (``Foundation/NSAttributedString/Key/ligature``).
    public let ligature: LigatureAttribute
    /// Points after each character (``Foundation/NSAttributedString/Key/kern``).
    public let kern: KernAttribute
    /// Tracking (``Foundation/NSAttributedString/Key/tracking``).
    public let tracking: TrackingAttribute
    /// The strikethrough (``Foundation/NSAttributedString/Key/strikethroughStyle``).
    public let strikethroughStyle: StrikethroughStyleAttribute
    /// The underline (``Foundation/NSAttributedString/Key/underlineStyle``).
    public let underlineStyle: UnderlineStyleAttribute
    /// The baseline offset (``Foundation/NSAttributedString/Key/baselineOffset``).
    public let baselineOffset: BaselineOffsetAttribute
    /// The underline colour (``Foundation/NSAttributedString/Key/underlineColor``).
    public let underlineColor: UnderlineColorAttribute
    /// The strikethrough colour (``Foundation/NSAttributedString/Key/strikethroughColor``).
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
