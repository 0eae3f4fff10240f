import Foundation

/// One trait's value, with what compares and prints it.
struct TraitEntry: @unchecked Sendable {
  /// The value (a `T.Value` of the trait's definition `T`).
  let value: Any
  /// Whether the value is the trait's default.
  let isDefault: Bool
  /// The trait's name.
  let name: String
  /// Where the trait prints among the system traits (custom traits after them, by name).
  let order: Int
  /// Compares two values of the trait.
  let equals: (Any, Any) -> Bool
  /// The value as descriptions print it.
  let text: String
}

/// The traits a collection or an overrides list specifies, keyed by trait type. (Immutable
/// once built: collections share it between threads.)
struct TraitValues: @unchecked Sendable, Equatable {
  var entries: [ObjectIdentifier: TraitEntry] = [:]

  /// The system traits in the order descriptions print them.
  static let systemOrder: [ObjectIdentifier] = [
    ObjectIdentifier(UITraitUserInterfaceIdiom.self),
    ObjectIdentifier(UITraitDisplayScale.self),
    ObjectIdentifier(UITraitHorizontalSizeClass.self),
    ObjectIdentifier(UITraitVerticalSizeClass.self),
    ObjectIdentifier(UITraitUserInterfaceStyle.self),
    ObjectIdentifier(UITraitUserInterfaceLevel.self),
    ObjectIdentifier(UITraitLayoutDirection.self),
    ObjectIdentifier(UITraitPreferredContentSizeCategory.self),
    ObjectIdentifier(UITraitAccessibilityContrast.self),
    ObjectIdentifier(UITraitLegibilityWeight.self),
  ]

  /// The value of a trait, or its default.
  func value<T: UITraitDefinition>(_ trait: T.Type) -> T.Value {
    (entries[ObjectIdentifier(trait)]?.value as? T.Value) ?? T.defaultValue
  }

  /// Whether the trait has an entry.
  func contains(_ trait: UITrait) -> Bool {
    entries[ObjectIdentifier(trait)] != nil
  }

  /// Sets a trait. A collection drops a default value (it is what an absent trait reads);
  /// overrides keep it (an override to the default still overrides).
  mutating func set<T: UITraitDefinition>(_ trait: T.Type, _ value: T.Value, keepDefault: Bool) {
    let isDefault = value == T.defaultValue
    if isDefault, !keepDefault {
      entries[ObjectIdentifier(trait)] = nil
      return
    }
    let id = ObjectIdentifier(trait)
    let order = TraitValues.systemOrder.firstIndex(of: id) ?? TraitValues.systemOrder.count
    entries[id] = TraitEntry(
      value: value, isDefault: isDefault, name: T.name, order: order,
      equals: { ($0 as? T.Value) == ($1 as? T.Value) }, text: TraitValues.text(of: value))
  }

  /// Removes a trait.
  mutating func remove(_ trait: UITrait) {
    entries[ObjectIdentifier(trait)] = nil
  }

  /// These values with `other`'s on top; default values in `other` remove the trait.
  func merging(_ other: TraitValues) -> TraitValues {
    var result = self
    for (key, entry) in other.entries {
      result.entries[key] = entry.isDefault ? nil : entry
    }
    return result
  }

  /// The entries in print order: system traits first, then custom traits by name.
  var orderedEntries: [TraitEntry] {
    entries.values.sorted { ($0.order, $0.name) < ($1.order, $1.name) }
  }

  /// The trait identifiers whose values differ between the two.
  func changedTraits(from other: TraitValues) -> Set<ObjectIdentifier> {
    var changed = Set<ObjectIdentifier>()
    for key in Set(entries.keys).union(other.entries.keys) {
      switch (entries[key], other.entries[key]) {
      case (let a?, let b?): if !a.equals(a.value, b.value) { changed.insert(key) }
      case (nil, nil): break
      default: changed.insert(key)
      }
    }
    return changed
  }

  static func == (lhs: TraitValues, rhs: TraitValues) -> Bool {
    lhs.changedTraits(from: rhs).isEmpty
  }

  /// How descriptions print a value: UIKit's words for the system enumerations.
  static func text(of value: Any) -> String {
    switch value {
    case let v as UIUserInterfaceStyle: return ["Unspecified", "Light", "Dark"][v.rawValue]
    case let v as UIUserInterfaceSizeClass:
      return ["Unspecified", "Compact", "Regular"][v.rawValue]
    case let v as UIUserInterfaceIdiom:
      switch v {
      case .unspecified: return "Unspecified"
      case .phone: return "Phone"
      case .pad: return "Pad"
      case .tv: return "TV"
      case .carPlay: return "CarPlay"
      case .mac: return "Mac"
      case .vision: return "Vision"
      }
    case let v as UITraitEnvironmentLayoutDirection:
      return ["Unspecified", "LTR", "RTL"][v.rawValue + 1]
    case let v as UIAccessibilityContrast: return ["Unspecified", "Normal", "High"][v.rawValue + 1]
    case let v as UILegibilityWeight: return ["Unspecified", "Regular", "Bold"][v.rawValue + 1]
    case let v as UIUserInterfaceLevel: return ["Unspecified", "Base", "Elevated"][v.rawValue + 1]
    case let v as UIContentSizeCategory: return v.rawValue
    case let v as CGFloat: return String(format: "%g", Double(v))
    default: return String(describing: value)
    }
  }
}
