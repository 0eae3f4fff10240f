import Foundation

/// A trait: a named value that trait collections carry, views and controllers inherit, and
/// ``UITraitOverrides`` change for a subtree (iOS 17).
///
/// System traits are the `UITrait…` types (``UITraitUserInterfaceStyle``,
/// ``UITraitPreferredContentSizeCategory``…). An app defines its own trait with a type that
/// gives a default value:
///
/// ```swift
/// struct ContainedInSettingsTrait: UITraitDefinition {
///   static let defaultValue = false
/// }
/// view.traitOverrides[ContainedInSettingsTrait.self] = true
/// ```
///
/// OpenUIKit requires the value to be `Equatable` (trait changes are detected by comparing
/// values).
public protocol UITraitDefinition {
  /// The type of the trait's value.
  associatedtype Value: Equatable
  /// The value when no collection specifies one.
  static var defaultValue: Value { get }
  /// A unique identifier (by default the type's qualified name).
  static var identifier: String { get }
  /// A name for descriptions (by default the type's name).
  static var name: String { get }
  /// Whether a change of the trait may change how dynamic colours resolve (false by default).
  static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
  /// The type's qualified name.
  public static var identifier: String { String(reflecting: Self.self) }
  /// The type's name.
  public static var name: String { String(describing: Self.self) }
  /// False.
  public static var affectsColorAppearance: Bool { false }
}

/// A trait type, as the iOS 17 API takes lists of them (`[UITraitUserInterfaceStyle.self]`).
public typealias UITrait = any UITraitDefinition.Type

/// The light or dark appearance trait.
public enum UITraitUserInterfaceStyle: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UIUserInterfaceStyle { .unspecified }
  /// `UserInterfaceStyle`.
  public static var name: String { "UserInterfaceStyle" }
  /// True.
  public static var affectsColorAppearance: Bool { true }
}

/// The horizontal size class trait.
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
  /// `HorizontalSizeClass`.
  public static var name: String { "HorizontalSizeClass" }
}

/// The vertical size class trait.
public enum UITraitVerticalSizeClass: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
  /// `VerticalSizeClass`.
  public static var name: String { "VerticalSizeClass" }
}

/// The device idiom trait.
public enum UITraitUserInterfaceIdiom: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UIUserInterfaceIdiom { .unspecified }
  /// `UserInterfaceIdiom`.
  public static var name: String { "UserInterfaceIdiom" }
}

/// The display scale trait (pixels per point; 0 when unspecified).
public enum UITraitDisplayScale: UITraitDefinition {
  /// 0.
  public static var defaultValue: CGFloat { 0 }
  /// `DisplayScale`.
  public static var name: String { "DisplayScale" }
}

/// The layout direction trait.
public enum UITraitLayoutDirection: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
  /// `LayoutDirection`.
  public static var name: String { "LayoutDirection" }
}

/// The Dynamic Type text size trait.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UIContentSizeCategory { .unspecified }
  /// `PreferredContentSizeCategory`.
  public static var name: String { "PreferredContentSizeCategory" }
}

/// The increased-contrast trait.
public enum UITraitAccessibilityContrast: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UIAccessibilityContrast { .unspecified }
  /// `AccessibilityContrast`.
  public static var name: String { "AccessibilityContrast" }
  /// True.
  public static var affectsColorAppearance: Bool { true }
}

/// The bold-text trait.
public enum UITraitLegibilityWeight: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UILegibilityWeight { .unspecified }
  /// `LegibilityWeight`.
  public static var name: String { "LegibilityWeight" }
}

/// The base or elevated level trait.
public enum UITraitUserInterfaceLevel: UITraitDefinition {
  /// `.unspecified`.
  public static var defaultValue: UIUserInterfaceLevel { .unspecified }
  /// `UserInterfaceLevel`.
  public static var name: String { "UserInterfaceLevel" }
  /// True.
  public static var affectsColorAppearance: Bool { true }
}
