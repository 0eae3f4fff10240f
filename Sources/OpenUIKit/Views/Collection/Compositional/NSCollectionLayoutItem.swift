import Foundation

/// The smallest part of a compositional layout: one cell of a given size, with insets,
/// spacing around it in its group, and supplementary views attached to it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject, @preconcurrency NSCopying {
  /// The item's size: its dimensions resolve against its group's size.
  public let layoutSize: NSCollectionLayoutSize
  /// Insets of the cell inside the space the item gets (zero): the cell's frame is the item's
  /// space inset by them. Ignored along an estimated dimension, as in UIKit.
  open var contentInsets = NSDirectionalEdgeInsets.zero
  /// Space around the item inside its group (nil: none).
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?
  /// Views attached to the item (badges), placed by their anchors.
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
  var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]

  /// An item of `layoutSize` with no supplementary items.
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  /// An item of `layoutSize` with `supplementaryItems` attached.
  public init(
    layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]
  ) {
    self.layoutSize = layoutSize
    storedSupplementaryItems = supplementaryItems
    super.init()
  }

  /// A copy with the same size, insets, spacing and supplementary items.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSCollectionLayoutItem(
      layoutSize: layoutSize, supplementaryItems: supplementaryItems)
    copy.contentInsets = contentInsets
    copy.edgeSpacing = edgeSpacing
    return copy
  }
}

/// A view attached to an item or a group (a badge): its size resolves against the item's, and
/// its anchor places it on the item.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  /// The element kind the collection view's data source is asked a view for.
  public let elementKind: String
  /// Where the view sits on the item.
  public let containerAnchor: NSCollectionLayoutAnchor
  /// Which point of the view sits at the container anchor (nil: the matching one).
  public let itemAnchor: NSCollectionLayoutAnchor?
  /// The stacking order: 1, in front of the item (OpenUIKit's value; UIKit's default is not
  /// documented).
  open var zIndex = 1

  /// A supplementary view of `elementKind` placed on its item by `containerAnchor`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
      itemAnchor: nil)
  }

  /// A supplementary view of `elementKind` whose `itemAnchor` point sits at `containerAnchor`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String,
    containerAnchor: NSCollectionLayoutAnchor, itemAnchor: NSCollectionLayoutAnchor?
  ) {
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
    self.itemAnchor = itemAnchor
    super.init(layoutSize: layoutSize, supplementaryItems: [])
  }
}

/// Where a boundary supplementary item sits on its section or layout: an edge or a corner
/// (UIKit's raw values).
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none = 0
  /// The top edge, centred across it.
  case top = 1
  /// The top-leading corner.
  case topLeading = 2
  /// The leading edge.
  case leading = 3
  /// The bottom-leading corner.
  case bottomLeading = 4
  /// The bottom edge.
  case bottom = 5
  /// The bottom-trailing corner.
  case bottomTrailing = 6
  /// The trailing edge.
  case trailing = 7
  /// The top-trailing corner.
  case topTrailing = 8
}

/// A header or footer of a section, or of the whole layout: placed on an edge (or corner) of
/// it, extending it by default, optionally pinned to the visible bounds while it scrolls.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  /// The edge or corner the view sits on.
  public let alignment: NSRectAlignment
  /// An offset added to the view's place.
  public let offset: CGPoint
  /// Whether the view adds its size to its section's (true): content starts after a header
  /// that extends the boundary, and under one that does not.
  open var extendsBoundary = true
  /// Whether the view stays in the visible area while its section scrolls (false).
  open var pinToVisibleBounds = false

  /// A header or footer of `elementKind` on `alignment`.
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.init(
      layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  /// A header or footer of `elementKind` on `alignment`, moved by `absoluteOffset`.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
    absoluteOffset: CGPoint
  ) {
    self.alignment = alignment
    offset = absoluteOffset
    super.init(
      layoutSize: layoutSize, elementKind: elementKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
  }
}

/// A view behind a section (a background), made by the layout from the class registered with
/// ``UICollectionViewLayout/register(_:forDecorationViewOfKind:)``.
@preconcurrency @MainActor
public class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  /// The kind the view class is registered for.
  public let elementKind: String
  /// The stacking order: 0, below all the section's other elements (ADOC).
  open var zIndex = 0

  required init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A background covering its section's content area (inside the boundary supplementary
  /// items, including the section's content insets), inset by its `contentInsets`.
  open class func background(elementKind: String) -> Self {
    Self(elementKind: elementKind)
  }
}
