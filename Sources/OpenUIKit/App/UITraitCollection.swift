import Foundation

/// The traits of an interface environment: size classes, idiom, display scale, layout
/// direction, Dynamic Type size, appearance, contrast, bold text, level, and any trait an app
/// defines with ``UITraitDefinition`` (iOS 17).
///
/// A collection is immutable and thread-safe (not bound to the main actor, as in UIKit). A
/// trait a collection does not specify reads as its unspecified default (0 for the scale).
/// Windows take their traits from their screen and orientation; views and controllers inherit
/// them (see the article "Traits and Dynamic Type").
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The specified traits.
  let values: TraitValues

  init(values: TraitValues) {
    self.values = values
    super.init()
  }

  /// A collection with no trait specified.
  public override convenience init() {
    self.init(values: TraitValues())
  }

  /// A collection with one system trait.
  convenience init<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value) {
    var v = TraitValues()
    v.set(trait, value, keepDefault: false)
    self.init(values: v)
  }

  /// A collection that specifies only the display scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(UITraitDisplayScale.self, scale)
  }

  /// A collection that specifies only the interface style.
  public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) {
    self.init(UITraitUserInterfaceStyle.self, style)
  }

  /// A collection that specifies only the horizontal size class.
  public convenience init(horizontalSizeClass sizeClass: UIUserInterfaceSizeClass) {
    self.init(UITraitHorizontalSizeClass.self, sizeClass)
  }

  /// A collection that specifies only the vertical size class.
  public convenience init(verticalSizeClass sizeClass: UIUserInterfaceSizeClass) {
    self.init(UITraitVerticalSizeClass.self, sizeClass)
  }

  /// A collection that specifies only the idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(UITraitUserInterfaceIdiom.self, idiom)
  }

  /// A collection that specifies only the layout direction.
  public convenience init(layoutDirection direction: UITraitEnvironmentLayoutDirection) {
    self.init(UITraitLayoutDirection.self, direction)
  }

  /// A collection that specifies only the Dynamic Type size.
  public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
    self.init(UITraitPreferredContentSizeCategory.self, category)
  }

  /// A collection that specifies only the contrast.
  public convenience init(accessibilityContrast contrast: UIAccessibilityContrast) {
    self.init(UITraitAccessibilityContrast.self, contrast)
  }

  /// A collection that specifies only the legibility weight.
  public convenience init(legibilityWeight weight: UILegibilityWeight) {
    self.init(UITraitLegibilityWeight.self, weight)
  }

  /// A collection that specifies only the interface level.
  public convenience init(userInterfaceLevel level: UIUserInterfaceLevel) {
    self.init(UITraitUserInterfaceLevel.self, level)
  }

  /// The traits of all the collections, later ones overriding earlier ones where specified.
  public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
    var merged = TraitValues()
    for t in traitCollections { merged = merged.merging(t.values) }
    self.init(values: merged)
  }

  /// A collection built by changing an empty set of traits (iOS 17):
  /// `UITraitCollection { $0.userInterfaceStyle = .dark }`.
  public convenience init(mutations: (inout any UIMutableTraits) -> Void) {
    var traits: any UIMutableTraits = MutableTraitValues(values: TraitValues())
    mutations(&traits)
    self.init(values: (traits as? MutableTraitValues)?.values ?? TraitValues())
  }

  /// A copy with some traits changed (iOS 17).
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var traits: any UIMutableTraits = MutableTraitValues(values: values)
    mutations(&traits)
    return UITraitCollection(values: (traits as? MutableTraitValues)?.values ?? values)
  }

  /// The value of any trait (a custom one included): `traitCollection[MyTrait.self]`.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    values.value(trait)
  }

  /// Pixels per point, or 0 when unspecified.
  public var displayScale: CGFloat { values.value(UITraitDisplayScale.self) }
  /// Light or dark, or `.unspecified`.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    values.value(UITraitUserInterfaceStyle.self)
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    values.value(UITraitHorizontalSizeClass.self)
  }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    values.value(UITraitVerticalSizeClass.self)
  }
  /// The device idiom.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    values.value(UITraitUserInterfaceIdiom.self)
  }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    values.value(UITraitLayoutDirection.self)
  }
  /// The Dynamic Type size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    values.value(UITraitPreferredContentSizeCategory.self)
  }
  /// The contrast setting.
  public var accessibilityContrast: UIAccessibilityContrast {
    values.value(UITraitAccessibilityContrast.self)
  }
  /// The bold-text setting.
  public var legibilityWeight: UILegibilityWeight {
    values.value(UITraitLegibilityWeight.self)
  }
  /// Base or elevated.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    values.value(UITraitUserInterfaceLevel.self)
  }

  /// Whether every trait `trait` specifies has the same value here.
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    for (key, entry) in trait.values.entries {
      guard let mine = values.entries[key], mine.equals(mine.value, entry.value) else {
        return false
      }
    }
    return true
  }

  /// Whether a dynamic colour may resolve differently in `traitCollection`: the appearance,
  /// contrast or level differ.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    let other = traitCollection ?? UITraitCollection()
    return userInterfaceStyle != other.userInterfaceStyle
      || accessibilityContrast != other.accessibilityContrast
      || userInterfaceLevel != other.userInterfaceLevel
  }

  /// The system traits that change how colours resolve (iOS 17): style, contrast, level.
  public static var systemTraitsAffectingColorAppearance: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
      UITraitUserInterfaceLevel.self,
    ]
  }

  /// The system traits that change which image an asset catalog gives (iOS 17).
  public static var systemTraitsAffectingImageLookup: [UITrait] {
    [
      UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self,
      UITraitDisplayScale.self, UITraitLayoutDirection.self, UITraitUserInterfaceIdiom.self,
      UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self,
    ]
  }

  /// Collections are equal when their traits are.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return values == other.values
  }

  /// A hash of the traits, the same in every run.
  open override var hash: Int {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for entry in values.orderedEntries {
      for byte in (entry.name + "=" + entry.text).utf8 { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
    return Int(truncatingIfNeeded: h)
  }

  /// `<UITraitCollection: 0x…; UserInterfaceIdiom = Phone, DisplayScale = 3, …>`-like: the
  /// specified traits, in a fixed order, with a fixed pseudo-address.
  open override var description: String {
    let parts = values.orderedEntries.map { "\($0.name) = \($0.text)" }
    return "<UITraitCollection: 0x600000a00000; " + parts.joined(separator: ", ") + ">"
  }
}
