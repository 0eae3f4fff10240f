import Foundation

/// How a list section draws the separators between its rows: visibility and insets of the
/// top and bottom separators, and their colour. The list's
/// ``UICollectionLayoutListConfiguration/separatorConfiguration`` is the default; its
/// ``UICollectionLayoutListConfiguration/itemSeparatorHandler`` can change it row by row.
public struct UIListSeparatorConfiguration: Equatable {
  /// Whether a separator is drawn.
  public enum Visibility: Int, Sendable {
    /// As the list appearance decides.
    case automatic = 0
    /// Always.
    case visible = 1
    /// Never.
    case hidden = 2
  }

  /// Insets that mean "as the list decides": the bottom separator starts at the text's
  /// leading edge (the cell's `separatorLayoutGuide`) and runs to the cell's trailing edge.
  public static let automaticInsets = NSDirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
    bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

  /// The top separator's visibility (`.automatic`: not drawn; OpenUIKit draws separators
  /// below rows).
  public var topSeparatorVisibility = Visibility.automatic
  /// The bottom separator's visibility (`.automatic`: drawn below every row but a grouped
  /// section's last).
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The top separator's insets.
  public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The bottom separator's insets (leading and trailing count).
  public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
  /// The colour (`separator`).
  public var color = UIColor.separator
  /// The colour while several rows are selected (`separator`).
  public var multipleSelectionColor = UIColor.separator
  /// An effect the separators are drawn with (stored).
  public var visualEffect: UIVisualEffect?

  /// The separators of a list of `listAppearance`.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

  /// Equal when the visibility, insets and colours are.
  public static func == (a: Self, b: Self) -> Bool {
    a.topSeparatorVisibility == b.topSeparatorVisibility
      && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
      && a.topSeparatorInsets == b.topSeparatorInsets
      && a.bottomSeparatorInsets == b.bottomSeparatorInsets && a.color == b.color
      && a.multipleSelectionColor == b.multipleSelectionColor
  }
}
