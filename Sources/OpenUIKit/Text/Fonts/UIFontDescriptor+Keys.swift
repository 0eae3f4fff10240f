import Foundation

extension UIFontDescriptor {
  /// A font attribute's key, with UIKit's raw strings.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The family name (`String`).
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    /// The PostScript name (`String`).
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    /// The face (style) name (`String`).
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    /// The size in points (a number).
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    /// The name shown to people (`String`).
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    /// The traits (`[UIFontDescriptor.TraitKey: Any]`).
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    /// The text style (`UIFont.TextStyle`).
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    /// Feature settings (ignored by OpenUIKit).
    public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    /// A fixed advance (ignored by OpenUIKit).
    public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
  }

  /// A key of the `.traits` dictionary, with UIKit's raw strings.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The key's string.
    public let rawValue: String
    /// Creates a key from its string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The symbolic traits (`UInt32` raw value of ``UIFontDescriptor/SymbolicTraits``).
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    /// The weight (`UIFont.Weight` or its raw number).
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    /// The width, −1…1 (ignored by OpenUIKit's measuring).
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    /// The slant, −1…1 (ignored by OpenUIKit's measuring).
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// A font's stylistic traits, with CoreText's bit values.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Creates traits from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Italic (bit 0).
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold (bit 1).
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded (bit 5).
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed (bit 6).
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Monospaced (bit 10).
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical (bit 11).
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Optimised for UI (bit 12).
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tighter line spacing (bit 15).
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Looser line spacing (bit 16).
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }
}
