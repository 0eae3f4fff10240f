import Foundation

/// What an accessibility element is and how it behaves (UIKit's raw values, the bits of its
/// `UIAccessibilityTrait…` constants; Apple publishes them only as variables: the bits are
/// those WebDriverAgent's `AXTraits` read from the iOS simulator's AXRuntime, where
/// ``tabBar`` is bit 15 and ``header`` bit 16).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: UInt64
  /// Creates traits from raw bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// Behaves like a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// Behaves like a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// Behaves like an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// Is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// Plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// Behaves like a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// Static text that cannot change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// Summarises the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// Is not enabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// Updates its label or value frequently.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// Behaves like a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Starts a media session when activated.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// Adjusts through a range of values (increment and decrement).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// Takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// Turns the page when VoiceOver finishes reading it.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// Behaves like a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// A header dividing content into sections.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)

  /// The traits with their names, in bit order.
  static let named: [(UIAccessibilityTraits, String)] = [
    (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
    (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
    (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
    (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
    (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
    (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
    (.tabBar, "tabBar"), (.header, "header"),
  ]

  /// The names of the traits in the set, in bit order, as the Swift constants are spelt (an
  /// OpenUIKit extension for dumps and snapshots); unknown bits are left out.
  public var names: [String] {
    Self.named.filter { contains($0.0) }.map(\.1)
  }
}
