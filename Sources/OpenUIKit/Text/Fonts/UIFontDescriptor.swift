import Foundation

/// A description of a font by attributes (family, name, size, traits, text style), from
/// which ``UIFont/init(descriptor:size:)`` makes the font, as UIKit's `UIFontDescriptor`.
///
/// The usual app helper works unchanged:
///
/// ```swift
/// extension UIFont {
///   func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
///     guard let d = fontDescriptor.withSymbolicTraits(traits) else { return self }
///     return UIFont(descriptor: d, size: 0)  // 0 keeps the size
///   }
/// }
/// ```
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// The attributes, as given or derived.
  public let fontAttributes: [AttributeName: Any]

  /// Creates a descriptor from attributes.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    self.fontAttributes = attributes
    super.init()
  }

  /// Creates a descriptor for the font with this PostScript name and size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontAttributes: [.name: fontName, .size: size])
  }

  /// A copy with more attributes; the new values replace old ones, except that `.traits`
  /// dictionaries are merged key by key.
  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    var merged = fontAttributes
    for (key, value) in attributes {
      if key == .traits, let old = merged[.traits] as? [TraitKey: Any],
        let new = value as? [TraitKey: Any]
      {
        merged[.traits] = old.merging(new) { $1 }
      } else {
        merged[key] = value
      }
    }
    return UIFontDescriptor(fontAttributes: merged)
  }

  /// A copy with another size.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    addingAttributes([.size: newPointSize])
  }

  /// A copy of another family (the name is dropped so that the family decides).
  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    var attributes = fontAttributes
    attributes[.name] = nil
    attributes[.family] = newFamily
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// A copy with exactly these symbolic traits, or nil when the family has no such font
  /// (asking Georgia for condensed, say). Bold makes a lighter weight bold and removing it
  /// makes a bold weight regular; other weights are kept, as CoreText matches them.
  open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
    let current = resolvedTraits
    var weight = current.weight
    let wantsBold = symbolicTraits.contains(.traitBold)
    if wantsBold && weight < .semibold { weight = .bold }
    if !wantsBold && weight >= .semibold { weight = .regular }
    let italic = symbolicTraits.contains(.traitItalic)
    var attributes = fontAttributes
    var traits = attributes[.traits] as? [TraitKey: Any] ?? [:]
    traits[.symbolic] = symbolicTraits.rawValue
    traits[.weight] = weight.rawValue
    attributes[.traits] = traits
    if let family = current.family {
      guard
        let face = FontRegistry.bestFace(inFamily: family, weight: weight, italic: italic),
        face.isItalic == italic || !symbolicTraits.contains(.traitItalic),
        (face.weight >= .semibold) == wantsBold,
        !symbolicTraits.contains(.traitCondensed) || face.isCondensed
      else { return nil }
      attributes[.name] = face.postScriptName
      attributes[.family] = family
    } else {
      attributes[.name] = nil
    }
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The symbolic traits the descriptor's font has.
  open var symbolicTraits: SymbolicTraits {
    if let traits = fontAttributes[.traits] as? [TraitKey: Any],
      let raw = UIFontDescriptor.number(traits[.symbolic])
    {
      return SymbolicTraits(rawValue: UInt32(max(raw, 0)))
    }
    let t = resolvedTraits
    var result: SymbolicTraits = []
    if t.weight >= .semibold { result.insert(.traitBold) }
    if t.italic { result.insert(.traitItalic) }
    if let face = t.face, face.isMonospaced { result.insert(.traitMonoSpace) }
    if let face = t.face, face.isCondensed { result.insert(.traitCondensed) }
    return result
  }

  /// The size attribute, or 0 when there is none.
  open var pointSize: CGFloat { UIFontDescriptor.number(fontAttributes[.size]) ?? 0 }

  /// The PostScript name of the font the descriptor resolves to.
  open var postscriptName: String {
    UIFont(descriptor: self, size: pointSize > 0 ? pointSize : 12).fontName
  }

  /// The descriptor of a text style's font at the default content size (body: 17 pt).
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// Descriptors are equal when they resolve to equal fonts with equal attribute keys.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFontDescriptor else { return false }
    let size = pointSize > 0 ? pointSize : 12
    let otherSize = other.pointSize > 0 ? other.pointSize : 12
    return UIFont(descriptor: self, size: size) == UIFont(descriptor: other, size: otherSize)
      && Set(fontAttributes.keys) == Set(other.fontAttributes.keys)
  }

  /// A hash of the resolved font.
  open override var hash: Int {
    UIFont(descriptor: self, size: pointSize > 0 ? pointSize : 12).hash
  }

  /// `UICTFontDescriptor <0x…> = {NSFontNameAttribute = …; NSFontSizeAttribute = …;}`-like,
  /// with the attributes sorted by name.
  open override var description: String {
    let parts = fontAttributes.keys.map(\.rawValue).sorted().map { key -> String in
      "\(key) = \(fontAttributes[AttributeName(rawValue: key)].map { "\($0)" } ?? "")"
    }
    return "UICTFontDescriptor {" + parts.joined(separator: "; ") + ";}"
  }

  // MARK: Resolution

  /// What the attributes ask for.
  struct Traits {
    var family: String?
    var face: FontFace?
    var weight: UIFont.Weight
    var italic: Bool
    var textStyle: UIFont.TextStyle?
  }

  var resolvedTraits: Traits {
    var result = Traits(family: nil, face: nil, weight: .regular, italic: false, textStyle: nil)
    if let style = fontAttributes[.textStyle] as? UIFont.TextStyle {
      result.textStyle = style
      result.weight = style.defaultSizeAndWeight.1
    } else if let raw = fontAttributes[.textStyle] as? String {
      let style = UIFont.TextStyle(rawValue: raw)
      result.textStyle = style
      result.weight = style.defaultSizeAndWeight.1
    }
    if let name = fontAttributes[.name] as? String {
      if let (weight, italic) = UIFont.systemNameTraits(name) {
        result.weight = weight
        result.italic = italic
      } else if let face = FontRegistry.face(named: name) {
        result.face = face
        result.family = face.familyName
        result.weight = face.weight
        result.italic = face.isItalic
      }
    }
    if result.face == nil, let family = fontAttributes[.family] as? String,
      family != ".AppleSystemUIFont", !FontRegistry.faces(inFamily: family).isEmpty
    {
      result.family = family
    }
    if let traits = fontAttributes[.traits] as? [TraitKey: Any] {
      if let symbolic = UIFontDescriptor.number(traits[.symbolic]) {
        let s = SymbolicTraits(rawValue: UInt32(max(symbolic, 0)))
        result.italic = s.contains(.traitItalic)
        if s.contains(.traitBold) && result.weight < .semibold { result.weight = .bold }
      }
      if let weight = traits[.weight] as? UIFont.Weight {
        result.weight = weight
      } else if let w = UIFontDescriptor.number(traits[.weight]) {
        result.weight = UIFont.Weight(rawValue: w)
      }
    }
    if let family = result.family,
      let face = FontRegistry.bestFace(
        inFamily: family, weight: result.weight, italic: result.italic)
    {
      result.face = face
    }
    return result
  }

  /// A number from the forms attribute dictionaries hold (CGFloat, Double, Int, NSNumber…).
  static func number(_ value: Any?) -> CGFloat? {
    switch value {
    case let v as CGFloat: return v
    case let v as Double: return CGFloat(v)
    case let v as Float: return CGFloat(v)
    case let v as Int: return CGFloat(v)
    case let v as UInt32: return CGFloat(v)
    case let v as UIFont.Weight: return v.rawValue
    case let v as NSNumber: return CGFloat(v.doubleValue)
    default: return nil
    }
  }
}

extension UIFont {
  /// The font's descriptor: its name and size, and the text style it was made for.
  public var fontDescriptor: UIFontDescriptor {
    var attributes: [UIFontDescriptor.AttributeName: Any] = [
      .name: fontName, .size: pointSize, .family: familyName,
    ]
    if let textStyle { attributes[.textStyle] = textStyle }
    return UIFontDescriptor(fontAttributes: attributes)
  }

  /// The font a descriptor describes at `pointSize` (0 keeps the descriptor's size, or 12 pt
  /// without one). A name or family OpenUIKit does not know gives the system font, as
  /// CoreText falls back.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    let size = pointSize > 0 ? pointSize : (descriptor.pointSize > 0 ? descriptor.pointSize : 12)
    let t = descriptor.resolvedTraits
    if let face = t.face {
      self.init(systemSize: size, weight: face.weight, italic: face.isItalic, face: face)
    } else {
      self.init(systemSize: size, weight: t.weight, italic: t.italic, textStyle: t.textStyle)
    }
  }
}
