import Foundation

/// The description of a list section of a compositional layout: its appearance, headers and
/// footers, separators and background. Make a section with
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)` or a whole layout with
/// `UICollectionViewCompositionalLayout.list(using:)`.
///
/// Rows are full width (inset by the 16 or 20 pt margin on each side in the inset-grouped and
/// sidebar appearances, as inset-grouped tables) and size themselves from an estimated 44 pt.
/// Grouped appearances space their sections as grouped tables do; see the "Collection Views"
/// article for the numbers (uikit-apps.md §6.1.10, §6.1.11, §6.3).
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
  /// The look of the list (UIKit's raw values).
  public enum Appearance: Int, Sendable {
    /// Full-width rows on `systemBackground`, as a plain table.
    case plain = 0
    /// Sections separated by space on `systemGroupedBackground`, as a grouped table.
    case grouped = 1
    /// Grouped sections inset from the sides with rounded corners, as an inset-grouped table.
    case insetGrouped = 2
    /// The look of an iPad sidebar: inset rows without separators.
    case sidebar = 3
    /// A sidebar's rows, full width, on `systemBackground`.
    case sidebarPlain = 4
  }

  /// Where a section's header comes from (UIKit's raw values).
  public enum HeaderMode: Int, Sendable {
    /// No header.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
    case supplementary = 1
    /// The section's first item, drawn as a header.
    case firstItemInSection = 2
  }

  /// Where a section's footer comes from (UIKit's raw values).
  public enum FooterMode: Int, Sendable {
    /// No footer.
    case none = 0
    /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
    case supplementary = 1
  }

  /// The swipe actions of the row at an index path (nil: none).
  public typealias SwipeActionsConfigurationProvider =
    @MainActor (IndexPath) -> UISwipeActionsConfiguration?
  /// The separators of the row at an index path, given the section's.
  public typealias ItemSeparatorHandler =
    @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// The appearance.
  public let appearance: Appearance
  /// Whether rows have separators (true, except in the sidebar appearances).
  public var showsSeparators: Bool
  /// The section's separators.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Changes the separators row by row (nil).
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background (nil: the appearance's: `systemBackground` for plain and sidebar
  /// plain, `systemGroupedBackground` for the others).
  public var backgroundColor: UIColor?
  /// The headers (`.none`).
  public var headerMode = HeaderMode.none
  /// The footers (`.none`).
  public var footerMode = FooterMode.none
  /// The space above each header (nil: automatic, 22 pt above a plain list's headers as
  /// above a plain table's, nothing in the other appearances).
  public var headerTopPadding: CGFloat?
  /// The actions a swipe from the leading edge shows (stored).
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe from the trailing edge shows (stored).
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// A configuration of `appearance` with its defaults.
  public init(appearance: Appearance) {
    self.appearance = appearance
    showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }

  /// Whether the appearance groups its sections (spacing, grouped colours).
  var isGrouped: Bool {
    appearance == .grouped || appearance == .insetGrouped || appearance == .sidebar
  }

  /// Whether rows are inset from the sides with rounded sections.
  var isInset: Bool { appearance == .insetGrouped || appearance == .sidebar }

  /// The background the list shows.
  var resolvedBackgroundColor: UIColor {
    backgroundColor ?? (isGrouped ? .systemGroupedBackground : .systemBackground)
  }

  /// The rows' background (nil for the sidebar appearances, which show the list's).
  var cellBackgroundColor: UIColor? {
    switch appearance {
    case .plain: return .systemBackground
    case .grouped, .insetGrouped: return .secondarySystemGroupedBackground
    case .sidebar, .sidebarPlain: return nil
    }
  }

  /// The list content configuration a supplementary header of this list shows by default.
  func headerContentConfiguration() -> UIListContentConfiguration {
    isGrouped ? .groupedHeader() : .plainHeader()
  }

  /// The list content configuration a supplementary footer of this list shows by default.
  func footerContentConfiguration() -> UIListContentConfiguration {
    isGrouped ? .groupedFooter() : .plainFooter()
  }
}
