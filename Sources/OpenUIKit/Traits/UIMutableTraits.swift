import Foundation

/// A set of traits that can be changed: what ``UITraitCollection/init(mutations:)`` and
/// ``UITraitCollection/modifyingTraits(_:)`` hand out, and what ``UITraitOverrides`` is
/// (iOS 17). Every system trait is a property; any trait is reachable by its type
/// (`traits[MyTrait.self] = value`).
public protocol UIMutableTraits {
  /// The value of a trait.
  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value { get set }
}

extension UIMutableTraits {
  /// The light or dark appearance.
  public var userInterfaceStyle: UIUserInterfaceStyle {
    get { self[UITraitUserInterfaceStyle.self] }
    set { self[UITraitUserInterfaceStyle.self] = newValue }
  }
  /// The horizontal size class.
  public var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitHorizontalSizeClass.self] }
    set { self[UITraitHorizontalSizeClass.self] = newValue }
  }
  /// The vertical size class.
  public var verticalSizeClass: UIUserInterfaceSizeClass {
    get { self[UITraitVerticalSizeClass.self] }
    set { self[UITraitVerticalSizeClass.self] = newValue }
  }
  /// The device idiom.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { self[UITraitUserInterfaceIdiom.self] }
    set { self[UITraitUserInterfaceIdiom.self] = newValue }
  }
  /// Pixels per point.
  public var displayScale: CGFloat {
    get { self[UITraitDisplayScale.self] }
    set { self[UITraitDisplayScale.self] = newValue }
  }
  /// The layout direction.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { self[UITraitLayoutDirection.self] }
    set { self[UITraitLayoutDirection.self] = newValue }
  }
  /// The Dynamic Type size.
  public var preferredContentSizeCategory: UIContentSizeCategory {
    get { self[UITraitPreferredContentSizeCategory.self] }
    set { self[UITraitPreferredContentSizeCategory.self] = newValue }
  }
  /// The contrast setting.
  public var accessibilityContrast: UIAccessibilityContrast {
    get { self[UITraitAccessibilityContrast.self] }
    set { self[UITraitAccessibilityContrast.self] = newValue }
  }
  /// The bold-text setting.
  public var legibilityWeight: UILegibilityWeight {
    get { self[UITraitLegibilityWeight.self] }
    set { self[UITraitLegibilityWeight.self] = newValue }
  }
  /// Base or elevated.
  public var userInterfaceLevel: UIUserInterfaceLevel {
    get { self[UITraitUserInterfaceLevel.self] }
    set { self[UITraitUserInterfaceLevel.self] = newValue }
  }
}

/// The mutable traits behind ``UITraitCollection/init(mutations:)``.
struct MutableTraitValues: UIMutableTraits {
  var values: TraitValues

  subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { values.value(trait) }
    set { values.set(trait, newValue, keepDefault: false) }
  }
}

/// The traits a view, view controller or window overrides for itself and what inherits from
/// it (iOS 17's `traitOverrides`): `view.traitOverrides.userInterfaceStyle = .dark`. Setting
/// a trait, even to its default, overrides it until ``remove(_:)``.
public struct UITraitOverrides: UIMutableTraits, Sendable, Equatable {
  /// The overridden traits.
  var values = TraitValues()

  /// No overrides.
  public init() {}

  /// The overridden value, or the trait's default when it is not overridden.
  public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
    get { values.value(trait) }
    set { values.set(trait, newValue, keepDefault: true) }
  }

  /// Whether the trait is overridden.
  public func contains(_ trait: UITrait) -> Bool {
    values.contains(trait)
  }

  /// Stops overriding the trait.
  public mutating func remove(_ trait: UITrait) {
    values.remove(trait)
  }

  /// Whether no trait is overridden (an OpenUIKit extension).
  public var isEmpty: Bool { values.entries.isEmpty }
}

extension UITraitOverrides {
  /// `base` with these overrides on top (`base` itself when nothing is overridden).
  func applied(to base: UITraitCollection) -> UITraitCollection {
    isEmpty ? base : UITraitCollection(values: base.values.merging(values))
  }
}
