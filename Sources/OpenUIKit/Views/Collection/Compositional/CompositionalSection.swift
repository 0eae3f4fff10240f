import Foundation

/// A header, footer, badge or decoration placed by a compositional layout.
struct PlacedElement {
  var kind: String
  var indexPath: IndexPath
  var frame: CGRect
  var zIndex: Int
  /// Pinned to the start (a header) or the end (a footer) of the visible bounds.
  var pin: Pin = .none
  /// Attached to an item (a badge) rather than to a section or the layout.
  var attachedToItem = false

  enum Pin {
    case none, start, end
  }
}

/// Where an orthogonal section's scroll view sits and what it scrolls.
struct OrthogonalSectionGeometry: Equatable {
  /// The scroll view's frame in the collection view's content coordinates.
  var frame: CGRect
  /// The size of what it scrolls (the groups with the section's insets).
  var contentSize: CGSize
  /// Whether it scrolls horizontally (in a vertically scrolling layout).
  var horizontal: Bool
  /// The offset it starts at (the far end in right-to-left layout).
  var initialOffset: CGPoint
  /// Its content insets before and after its content along its axis (to centre the first
  /// and last groups of a `groupPagingCentered` section).
  var leadingInset: CGFloat = 0
  var trailingInset: CGFloat = 0
}

/// One section of a compositional layout, computed.
struct CompositionalSection {
  /// Where the section starts and ends along the layout's scroll axis.
  var start: CGFloat = 0
  var end: CGFloat = 0
  /// The items' frames in content coordinates (for an orthogonal section: scrolled to its
  /// start).
  var items: [CGRect] = []
  /// The items' stacking orders (empty when all are 0).
  var itemZ: [Int] = []
  /// The axes each item sizes itself along (empty when none does): bit 0 horizontal, bit 1
  /// vertical.
  var selfSizing: [UInt8] = []
  /// The groups along the axis they follow one another on (the scroll axis, or across it for
  /// an orthogonal section): where each starts and ends, and its items.
  var groups: [(start: CGFloat, end: CGFloat, items: Range<Int>)] = []
  /// The largest extent of a group across the axis groups follow one another on.
  var groupDepth: CGFloat = 0
  /// Headers, footers and item supplementaries.
  var supplementaries: [PlacedElement] = []
  var decorations: [PlacedElement] = []
  /// The behaviour when the section scrolls orthogonally.
  var orthogonalBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  var orthogonal: OrthogonalSectionGeometry?
  /// The section, for its visible-items handler.
  var section: NSCollectionLayoutSection?
}
