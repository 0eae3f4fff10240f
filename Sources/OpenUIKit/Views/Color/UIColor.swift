import Foundation

/// A colour, stored as extended sRGB components (which may leave 0...1 for wide-gamut
/// colours) and alpha, as UIKit's `UIColor`.
///
/// Colours are immutable, so the class is `Sendable` and not bound to the main actor:
/// `static let brand = UIColor(red: 1, green: 0.4, blue: 0, alpha: 1)` compiles in Swift 6
/// mode. System colours, colours made with ``init(dynamicProvider:)`` and asset-catalog
/// colours with a dark appearance are dynamic: they resolve against
/// ``UITraitCollection/current`` (or the traits given to ``resolvedColor(with:)``) whenever
/// their components are read, so a view drawn or rendered in a dark environment gets the dark
/// values (see the article "Traits and Dynamic Type").
open class UIColor: AttributeValueObject, @unchecked Sendable {
  /// The colour space a colour was created in; it decides only how the colour prints.
  enum Space: Sendable, Equatable {
    /// `init(red:green:blue:alpha:)`, `init(hue:…)`: printed as `UIExtendedSRGBColorSpace`.
    case extendedSRGB
    /// `init(white:alpha:)`: printed as `UIExtendedGrayColorSpace white alpha`.
    case extendedGray
    /// `init(displayP3Red:…)`: printed as `UIDisplayP3ColorSpace` with the P3 components.
    case displayP3(red: CGFloat, green: CGFloat, blue: CGFloat)
  }

  /// Extended sRGB red of a fixed colour (a dynamic one's resolved colour has it).
  let sr: CGFloat
  /// Extended sRGB green of a fixed colour.
  let sg: CGFloat
  /// Extended sRGB blue of a fixed colour.
  let sb: CGFloat
  /// Alpha in 0...1 of a fixed colour.
  let sa: CGFloat
  /// The colour space a fixed colour was made in.
  let storedSpace: Space
  /// The colour for the dark appearance, when the colour came from an asset catalog with a
  /// dark variant (the colour then resolves to it in dark environments).
  let darkVariant: UIColor?
  /// The provider of a dynamic colour (``init(dynamicProvider:)``, system colours).
  let provider: (@Sendable (UITraitCollection) -> UIColor)?
  /// A system colour's name (`systemBackgroundColor`), for equality.
  let systemName: String?

  init(r: CGFloat, g: CGFloat, b: CGFloat, a: CGFloat, space: Space, dark: UIColor? = nil) {
    self.sr = r
    self.sg = g
    self.sb = b
    // UIKit clamps alpha to 0...1 (components stay extended).
    self.sa = min(max(a, 0), 1)
    self.storedSpace = space
    self.darkVariant = dark
    self.provider = nil
    self.systemName = nil
    super.init()
  }

  /// A dynamic colour: `provider` gives the colour for a trait collection (it may be called
  /// any number of times, on any thread: make it a pure function of the traits).
  public init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    sr = 0
    sg = 0
    sb = 0
    sa = 0
    storedSpace = .extendedSRGB
    darkVariant = nil
    self.provider = provider
    systemName = nil
    super.init()
  }

  /// A named dynamic system colour.
  init(systemName: String, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    sr = 0
    sg = 0
    sb = 0
    sa = 0
    storedSpace = .extendedSRGB
    darkVariant = nil
    self.provider = provider
    self.systemName = systemName
    super.init()
  }

  /// Whether the colour depends on traits.
  var isDynamic: Bool { provider != nil || darkVariant != nil }

  /// The fixed colour this one is in `traitCollection`: itself for a fixed colour, the
  /// provider's answer (resolved in turn) for a dynamic one, the dark variant of an asset
  /// colour in a dark environment. An unspecified appearance resolves as light.
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    if let provider {
      var color = provider(traitCollection)
      var depth = 0
      while color.isDynamic, depth < 8 {
        color = color.resolvedColor(with: traitCollection)
        depth += 1
      }
      return color.isDynamic ? .clear : color
    }
    if let darkVariant, traitCollection.userInterfaceStyle == .dark {
      return darkVariant.isDynamic ? darkVariant.resolvedColor(with: traitCollection) : darkVariant
    }
    if darkVariant != nil {
      return UIColor(r: sr, g: sg, b: sb, a: sa, space: storedSpace)
    }
    return self
  }

  /// The colour resolved against ``UITraitCollection/current``.
  var resolvedForCurrent: UIColor {
    isDynamic ? resolvedColor(with: .current) : self
  }

  /// Extended sRGB red (resolved against the current traits).
  var r: CGFloat { isDynamic ? resolvedForCurrent.sr : sr }
  /// Extended sRGB green (resolved against the current traits).
  var g: CGFloat { isDynamic ? resolvedForCurrent.sg : sg }
  /// Extended sRGB blue (resolved against the current traits).
  var b: CGFloat { isDynamic ? resolvedForCurrent.sb : sb }
  /// Alpha (resolved against the current traits).
  var a: CGFloat { isDynamic ? resolvedForCurrent.sa : sa }
  /// The colour space (of the colour resolved against the current traits).
  var space: Space { isDynamic ? resolvedForCurrent.storedSpace : storedSpace }

  /// Creates a colour from extended sRGB components and alpha, as UIKit: components outside
  /// 0...1 are kept (extended range), alpha is clamped to 0...1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.sr = red
    self.sg = green
    self.sb = blue
    self.sa = min(max(alpha, 0), 1)
    self.storedSpace = .extendedSRGB
    self.darkVariant = nil
    self.provider = nil
    self.systemName = nil
    super.init()
  }

  /// Creates a grey from a white level and alpha.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(r: white, g: white, b: white, a: alpha, space: .extendedGray)
  }

  /// A colour from 8-bit components, as design tools give them (internal shorthand).
  convenience init(rgb255 r: Int, _ g: Int, _ b: Int, alpha: CGFloat = 1) {
    self.init(
      red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
  }

  /// The colour's extended sRGB components and alpha (an OpenUIKit extension for renderers;
  /// app code uses ``getRed(_:green:blue:alpha:)``).
  /// A dynamic colour gives those of its resolution against ``UITraitCollection/current``.
  public var extendedSRGBComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let c = resolvedForCurrent
    return (c.sr, c.sg, c.sb, c.sa)
  }

  /// The colour itself (OpenUIKit has no separate Core Graphics colour type); a dynamic colour
  /// gives its resolution against ``UITraitCollection/current``, as UIKit's `cgColor` does.
  public var cgColor: UIColor { resolvedForCurrent }

  /// Colours are equal when their extended sRGB components and alpha are, as UIKit's
  /// `isEqual:` for colours of one colour space. (UIKit also tells a grey from the equal RGB
  /// colour; OpenUIKit compares the values only.)
  ///
  /// Two system colours are equal when they are the same colour; other dynamic colours when
  /// they resolve alike in the light and the dark appearance. A dynamic colour and a fixed one
  /// compare what the dynamic one resolves to under ``UITraitCollection/current`` (an OpenUIKit
  /// choice: `CGColor` is `UIColor` here, so `layer.borderColor = color.cgColor` compares equal
  /// to `color` under the same traits).
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if other === self { return true }
    guard isDynamic || other.isDynamic else {
      return sr == other.sr && sg == other.sg && sb == other.sb && sa == other.sa
    }
    if let name = systemName, let otherName = other.systemName { return name == otherName }
    guard isDynamic, other.isDynamic else {
      return resolvedForCurrent.isEqual(other.resolvedForCurrent)
    }
    for traits in [UIColor.lightTraits, UIColor.darkTraits]
    where !resolvedColor(with: traits).isEqual(other.resolvedColor(with: traits)) {
      return false
    }
    return true
  }

  /// The light and dark appearances, for comparing dynamic colours.
  static let lightTraits = UITraitCollection(userInterfaceStyle: .light)
  static let darkTraits = UITraitCollection(userInterfaceStyle: .dark)

  /// A hash of the components (of the resolution under ``UITraitCollection/current`` for a
  /// dynamic colour), consistent with ``isEqual(_:)`` and the same in every run.
  open override var hash: Int {
    let c = resolvedForCurrent
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for v in [c.sr, c.sg, c.sb, c.sa] {
      // + 0 turns −0 into +0, which compares equal.
      h = (h ^ (Double(v) + 0).bitPattern) &* 0x100_0000_01b3
    }
    return Int(truncatingIfNeeded: h)
  }

  /// The colour as UIKit prints it: `UIExtendedSRGBColorSpace 1 0 0 1` for UIColor.red,
  /// `UIExtendedGrayColorSpace 0 1` for UIColor.black, `UIDisplayP3ColorSpace 1 0 0 1` for a
  /// Display P3 colour (components with `%g`, six significant digits). A dynamic colour prints
  /// its resolution against ``UITraitCollection/current``.
  open override var description: String {
    if isDynamic { return resolvedForCurrent.description }
    let (r, g, b, a, space) = (sr, sg, sb, sa, storedSpace)
    func text(_ values: [CGFloat]) -> String {
      values.map { String(format: "%g", Double($0) + 0) }.joined(separator: " ")
    }
    switch space {
    case .extendedSRGB: return "UIExtendedSRGBColorSpace " + text([r, g, b, a])
    case .extendedGray: return "UIExtendedGrayColorSpace " + text([r, a])
    case .displayP3(let pr, let pg, let pb):
      return "UIDisplayP3ColorSpace " + text([pr, pg, pb, a])
    }
  }
  /// The same colour with another alpha (in the same colour space, with the same dark
  /// variant at that alpha).
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider {
      return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
    }
    return UIColor(
      r: sr, g: sg, b: sb, a: alpha, space: storedSpace,
      dark: darkVariant?.withAlphaComponent(alpha))
  }

  // MARK: Colour literals

  /// Creates the colour of a colour literal (`#colorLiteral(red:green:blue:alpha:)`):
  /// extended sRGB components, as UIKit's overlay (`init(red:green:blue:alpha:)` with the
  /// literal's values).
  public required convenience init(
    _colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float
  ) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  // MARK: The fixed colours UIKit names (exact component values).

  /// Black (white 0).
  open class var black: UIColor { StandardColors.black }
  /// Dark grey (white 1/3).
  open class var darkGray: UIColor { StandardColors.darkGray }
  /// Light grey (white 2/3).
  open class var lightGray: UIColor { StandardColors.lightGray }
  /// White (white 1).
  open class var white: UIColor { StandardColors.white }
  /// Grey (white 0.5).
  open class var gray: UIColor { StandardColors.gray }
  /// Pure red.
  open class var red: UIColor { StandardColors.red }
  /// Pure green.
  open class var green: UIColor { StandardColors.green }
  /// Pure blue.
  open class var blue: UIColor { StandardColors.blue }
  /// Cyan (0, 1, 1).
  open class var cyan: UIColor { StandardColors.cyan }
  /// Yellow (1, 1, 0).
  open class var yellow: UIColor { StandardColors.yellow }
  /// Magenta (1, 0, 1).
  open class var magenta: UIColor { StandardColors.magenta }
  /// Orange (1, 0.5, 0).
  open class var orange: UIColor { StandardColors.orange }
  /// Purple (0.5, 0, 0.5).
  open class var purple: UIColor { StandardColors.purple }
  /// Brown (0.6, 0.4, 0.2).
  open class var brown: UIColor { StandardColors.brown }
  /// Fully transparent black.
  open class var clear: UIColor { StandardColors.clear }

  // MARK: iOS's system colours: dynamic, with Apple's light, dark and increased-contrast
  // values (the light, default-contrast ones quoted; the table is in the article "Traits and
  // Dynamic Type").

  /// systemRed (255, 59, 48).
  open class var systemRed: UIColor { SystemColors.systemRed }
  /// systemOrange (255, 149, 0).
  open class var systemOrange: UIColor { SystemColors.systemOrange }
  /// systemYellow (255, 204, 0).
  open class var systemYellow: UIColor { SystemColors.systemYellow }
  /// systemGreen (52, 199, 89).
  open class var systemGreen: UIColor { SystemColors.systemGreen }
  /// systemMint (0, 199, 190).
  open class var systemMint: UIColor { SystemColors.systemMint }
  /// systemTeal (48, 176, 199).
  open class var systemTeal: UIColor { SystemColors.systemTeal }
  /// systemCyan (50, 173, 230).
  open class var systemCyan: UIColor { SystemColors.systemCyan }
  /// systemBlue (0, 122, 255).
  open class var systemBlue: UIColor { SystemColors.systemBlue }
  /// systemIndigo (88, 86, 214).
  open class var systemIndigo: UIColor { SystemColors.systemIndigo }
  /// systemPurple (175, 82, 222).
  open class var systemPurple: UIColor { SystemColors.systemPurple }
  /// systemPink (255, 45, 85).
  open class var systemPink: UIColor { SystemColors.systemPink }
  /// systemBrown (162, 132, 94).
  open class var systemBrown: UIColor { SystemColors.systemBrown }
  /// systemGray (142, 142, 147).
  open class var systemGray: UIColor { SystemColors.systemGray }
  /// systemGray2 (174, 174, 178).
  open class var systemGray2: UIColor { SystemColors.systemGray2 }
  /// systemGray3 (199, 199, 204).
  open class var systemGray3: UIColor { SystemColors.systemGray3 }
  /// systemGray4 (209, 209, 214).
  open class var systemGray4: UIColor { SystemColors.systemGray4 }
  /// systemGray5 (229, 229, 234).
  open class var systemGray5: UIColor { SystemColors.systemGray5 }
  /// systemGray6 (242, 242, 247).
  open class var systemGray6: UIColor { SystemColors.systemGray6 }
  /// The tint of links (systemBlue).
  open class var link: UIColor { SystemColors.link }

  /// Primary text: black.
  open class var label: UIColor { SystemColors.label }
  /// Secondary text: (60, 60, 67) at 60 %.
  open class var secondaryLabel: UIColor { SystemColors.secondaryLabel }
  /// Tertiary text: (60, 60, 67) at 30 %.
  open class var tertiaryLabel: UIColor { SystemColors.tertiaryLabel }
  /// Quaternary text: (60, 60, 67) at 18 %.
  open class var quaternaryLabel: UIColor { SystemColors.quaternaryLabel }
  /// Placeholder text: (60, 60, 67) at 30 %.
  open class var placeholderText: UIColor { SystemColors.placeholderText }
  /// Separators: (60, 60, 67) at 29 %.
  open class var separator: UIColor { SystemColors.separator }
  /// Opaque separators (198, 198, 200).
  open class var opaqueSeparator: UIColor { SystemColors.opaqueSeparator }

  /// The main background: white.
  open class var systemBackground: UIColor { SystemColors.systemBackground }
  /// Content on the main background: (242, 242, 247).
  open class var secondarySystemBackground: UIColor { SystemColors.secondarySystemBackground }
  /// Content on the secondary background: white.
  open class var tertiarySystemBackground: UIColor { SystemColors.tertiarySystemBackground }
  /// Grouped tables' background: (242, 242, 247).
  open class var systemGroupedBackground: UIColor { SystemColors.systemGroupedBackground }
  /// Content on the grouped background: white.
  open class var secondarySystemGroupedBackground: UIColor {
    SystemColors.secondarySystemGroupedBackground
  }
  /// Content on the secondary grouped background: (242, 242, 247).
  open class var tertiarySystemGroupedBackground: UIColor {
    SystemColors.tertiarySystemGroupedBackground
  }
  /// Thin fills: (120, 120, 128) at 20 %.
  open class var systemFill: UIColor { SystemColors.systemFill }
  /// Medium fills: (120, 120, 128) at 16 %.
  open class var secondarySystemFill: UIColor { SystemColors.secondarySystemFill }
  /// Large-shape fills: (118, 118, 128) at 12 %.
  open class var tertiarySystemFill: UIColor { SystemColors.tertiarySystemFill }
  /// Large-area fills: (116, 116, 128) at 8 %.
  open class var quaternarySystemFill: UIColor { SystemColors.quaternarySystemFill }
  /// The default tint of controls (systemBlue).
  open class var tintColor: UIColor { SystemColors.tintColor }
}
