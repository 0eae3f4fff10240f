import Foundation

/// What a section's (or a layout's) content insets count from (UIKit's raw values).
public enum UIContentInsetsReference: Int, Sendable {
  /// The system decides: the safe area for compositional layouts (OpenUIKit's reading of
  /// UIKit's behaviour).
  case automatic = 0
  /// The collection view's edges (inside its adjusted content insets).
  case none = 1
  /// The safe area.
  case safeArea = 2
  /// The layout margins.
  case layoutMargins = 3
  /// The readable content guide (OpenUIKit: as the layout margins).
  case readableContent = 4
}

/// How a section scrolls across the layout's scroll direction (UIKit's raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// The section does not scroll on its own: groups follow one another along the layout's
  /// scroll direction.
  case none = 0
  /// Groups follow one another across it and the section scrolls freely.
  case continuous = 1
  /// Scrolls freely and comes to rest with a group's leading edge at the leading edge.
  case continuousGroupLeadingBoundary = 2
  /// Comes to rest on pages as wide as the collection view.
  case paging = 3
  /// Comes to rest on a group's leading edge, one group at a time.
  case groupPaging = 4
  /// Comes to rest with a group centred, one group at a time.
  case groupPagingCentered = 5
}

/// The items a section shows and the animation parameters a visible-items handler may
/// change (UIKit's protocol).
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  /// The element's frame in the collection view's coordinates (orthogonal scrolling applied).
  var frame: CGRect { get }
  /// The element's index path.
  var indexPath: IndexPath { get }
  /// Whether it is a cell, a supplementary or a decoration view.
  var representedElementCategory: UICollectionViewLayoutAttributes.ElementCategory { get }
  /// The kind of a supplementary or decoration view.
  var representedElementKind: String? { get }
  /// The element's opacity.
  var alpha: CGFloat { get set }
  /// The element's stacking order.
  var zIndex: Int { get set }
  /// Whether the element is hidden.
  var isHidden: Bool { get set }
  /// The element's transform.
  var transform: CGAffineTransform { get set }
}

/// Called while a section's visible items change (as it scrolls, orthogonally too), with
/// the items, the section's scroll offset and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
  @MainActor (
    _ visibleItems: [any NSCollectionLayoutVisibleItem], _ contentOffset: CGPoint,
    _ layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> Void

/// A section of a compositional layout: its group repeated until the items are used up,
/// with insets, spacing between the groups, headers and footers, backgrounds, and optionally
/// scrolling on its own across the layout's direction.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject, @preconcurrency NSCopying {
  /// The group the section repeats.
  public let group: NSCollectionLayoutGroup
  /// Insets around the section's groups (zero).
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// What the content insets count from (`.automatic`: the safe area).
  open var contentInsetsReference = UIContentInsetsReference.automatic
  /// Whether the boundary supplementary items follow the leading and trailing content
  /// insets (true) or span the section's whole width.
  open var supplementariesFollowContentInsets = true
  /// Space between consecutive groups (0).
  open var interGroupSpacing: CGFloat = 0
  /// How the section scrolls across the layout's direction (`.none`).
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  /// The section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// The section's decorations (backgrounds).
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  /// Called as the section's visible items change (nil).
  open var visibleItemsInvalidationHandler:
    NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
  /// The list configuration of a section made by `list(using:layoutEnvironment:)` (nil for
  /// other sections): the layout spaces it, heads it and styles its rows as a table's.
  var listConfiguration: UICollectionLayoutListConfiguration?

  /// A section repeating `group`.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
    super.init()
  }

  /// A copy with the same group and settings.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutSection(group: group)
    copy.contentInsets = contentInsets
    copy.contentInsetsReference = contentInsetsReference
    copy.supplementariesFollowContentInsets = supplementariesFollowContentInsets
    copy.interGroupSpacing = interGroupSpacing
    copy.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.decorationItems = decorationItems
    copy.visibleItemsInvalidationHandler = visibleItemsInvalidationHandler
    copy.listConfiguration = listConfiguration
    return copy
  }
}
