import Foundation

/// A font: the system font (San Francisco on iOS) or a named font at a size.
///
/// OpenUIKit has no font files at run time. Vertical metrics follow SF Pro's published font
/// tables (2048 units per em, ascender 1950, descender −494, no line gap), so
/// `lineHeight == pointSize × 2444 / 2048` exactly as UIKit reports it (20.287109375 for
/// 17 pt). Glyph advances, ``capHeight`` and ``xHeight`` come from Inter Display, the freely
/// licensed font closest to SF Pro, and Hangul from Nanum Gothic (see the article "Measuring Text").
/// A named font (``init(name:size:)``) measures as the system font of its nearest weight.
///
/// Fonts are immutable, so the class is `Sendable` and not bound to the main actor:
/// `static let title = UIFont.systemFont(ofSize: 17)` compiles in Swift 6 mode.
open class UIFont: AttributeValueObject, @unchecked Sendable {
  /// The size in points (the em square).
  public let pointSize: CGFloat
  /// The weight (an OpenUIKit extension: the weight that measuring uses).
  public let weight: Weight
  /// Whether the font is the italic variant (it measures as the upright one; an OpenUIKit
  /// extension).
  public let isItalic: Bool
  /// The text style the font was created for, if any.
  let textStyle: TextStyle?
  /// The named face, or nil for the system font.
  let face: FontFace?
  /// How the font was scaled for a text size (nil: a fixed font).
  let scaling: FontScaling?

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

  init(
    systemSize: CGFloat, weight: Weight, italic: Bool, textStyle: TextStyle? = nil,
    face: FontFace? = nil, scaling: FontScaling? = nil
  ) {
    self.pointSize = systemSize.isFinite ? max(systemSize, 0) : 0
    self.weight = weight
    self.isItalic = italic
    self.textStyle = textStyle
    self.face = face
    self.scaling = scaling
    super.init()
  }

  convenience init(face: FontFace, size: CGFloat) {
    self.init(systemSize: size, weight: face.weight, italic: face.isItalic, face: face)
  }

  /// The font with this PostScript name (`"HelveticaNeue-Bold"`, `"Menlo-Regular"`, or one an
  /// app registered with ``CTFontManagerRegisterFontsForURL(_:_:_:)``), or nil for a name
  /// iOS does not know, as UIKit. The system font's own names (`.SFUI-Regular`,
  /// `.SFUI-BoldItalic`…, private on iOS) give the system font, so that
  /// `UIFont(name: font.fontName, size: 12)` round-trips. A size of 0 or less gives 12 pt
  /// (NSFont's documented rule; UIKit documents none).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let size = fontSize > 0 ? fontSize : 12
    if let (weight, italic) = UIFont.systemNameTraits(fontName) {
      self.init(systemSize: size, weight: weight, italic: italic)
    } else if let face = FontRegistry.face(named: fontName) {
      self.init(face: face, size: size)
    } else {
      return nil
    }
  }

  /// The weight and slant of a system font name (`.SFUI-SemiboldItalic`), or nil.
  static func systemNameTraits(_ name: String) -> (Weight, Bool)? {
    guard name.hasPrefix(".SFUI-") else { return nil }
    var style = String(name.dropFirst(6))
    let italic = style.hasSuffix("Italic")
    if italic { style = String(style.dropLast(6)) }
    if style.isEmpty { return italic ? (.regular, true) : nil }
    guard let i = Weight.nameSuffixes.firstIndex(of: style) else { return nil }
    return (Weight.named[i], italic)
  }

  /// The system font of the given size and weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight, italic: false)
  }

  /// The regular system font of the given size.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: .regular, italic: false)
  }

  /// The bold system font of the given size.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: .bold, italic: false)
  }

  /// The italic system font of the given size (measured with the upright advances).
  open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: .regular, italic: true)
  }

  /// The size UIKit uses for labels: 17 pt.
  open class var labelFontSize: CGFloat { 17 }
  /// The size UIKit uses for buttons: 18 pt.
  open class var buttonFontSize: CGFloat { 18 }
  /// The size of the small system font: 12 pt.
  open class var smallSystemFontSize: CGFloat { 12 }
  /// The size of the standard system font: 14 pt.
  open class var systemFontSize: CGFloat { 14 }

  /// The same font at another size.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(systemSize: fontSize, weight: weight, italic: isItalic, face: face)
  }

  /// The distance from the baseline to the top of the line (positive).
  open var ascender: CGFloat { pointSize * UIFont.systemAscender / UIFont.systemUnitsPerEm }
  /// The distance from the baseline to the bottom of the line (negative).
  open var descender: CGFloat { pointSize * UIFont.systemDescender / UIFont.systemUnitsPerEm }
  /// The extra space between lines (0 for the system font).
  open var leading: CGFloat { 0 }
  /// The height of a line: ``ascender`` − ``descender`` + ``leading``.
  open var lineHeight: CGFloat {
    let span = UIFont.systemAscender - UIFont.systemDescender
    return pointSize * span / UIFont.systemUnitsPerEm
  }
  /// The height of capital letters above the baseline.
  open var capHeight: CGFloat { pointSize * UIFont.capHeightPerEm }
  /// The height of lowercase letters such as x above the baseline.
  open var xHeight: CGFloat { pointSize * UIFont.xHeightPerEm }

  /// The family name: `.AppleSystemUIFont` for the system font, as iOS reports it, and the
  /// family of a named font (`Helvetica Neue`).
  open var familyName: String { face?.familyName ?? ".AppleSystemUIFont" }
  /// The PostScript name: UIKit's form for the system font (`.SFUI-Regular`,
  /// `.SFUI-Semibold`, `.SFUI-BoldItalic`…) and the name of a named font.
  open var fontName: String {
    if let face { return face.postScriptName }
    let base = UIFont.Weight.nameSuffixes[weight.tableIndex]
    if isItalic { return ".SFUI-" + (base == "Regular" ? "" : base) + "Italic" }
    return ".SFUI-" + base
  }

  /// UIKit's form: `<UICTFont: 0x…> font-family: ".SFUI-Regular"; font-weight: normal;
  /// font-style: normal; font-size: 17.00pt`. The system font names its font, a named font
  /// its family. The address is a pseudo-address made from the name and size, the same in
  /// every run (never a real pointer).
  open override var description: String {
    let bold = weight >= .semibold ? "bold" : "normal"
    let style = isItalic ? "italic" : "normal"
    let size = String(format: "%.2f", Double(pointSize))
    let family = face == nil ? fontName : familyName
    return "<UICTFont: \(pseudoAddress)> font-family: \"\(family)\"; font-weight: \(bold); "
      + "font-style: \(style); font-size: \(size)pt"
  }

  /// `0x` and twelve hex digits from an FNV-1a hash of the name and size.
  var pseudoAddress: String {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in fontName.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    h = (h ^ (Double(pointSize) + 0).bitPattern) &* 0x100_0000_01b3
    let address = 0x7f80_0000_0000 | ((h & 0x7_ffff_fff0) << 4)
    return "0x" + String(address, radix: 16)
  }

  /// Fonts are equal when their names and sizes are, as UIKit's `isEqual:`.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return hasSameNameAndSize(as: other)
  }

  /// `isEqual(_:)` for a font: without the cast from `Any?`, which looks the type up at run
  /// time and costs more than the comparison (a label compares fonts whenever one is set).
  func hasSameNameAndSize(as other: UIFont) -> Bool {
    self === other || (pointSize == other.pointSize && fontName == other.fontName)
  }

  /// A hash of name and size, the same in every run.
  open override var hash: Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in fontName.utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    h = (h ^ (Double(pointSize) + 0).bitPattern) &* 0x100_0000_01b3
    return Int(truncatingIfNeeded: h)
  }
}
