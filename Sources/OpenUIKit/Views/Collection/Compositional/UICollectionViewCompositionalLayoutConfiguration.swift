import Foundation

/// Settings of a whole compositional layout: its scroll direction, the spacing between
/// sections, its own headers and footers, and what its insets count from.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @preconcurrency NSCopying {
  /// The direction the layout scrolls in (vertical).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Space between consecutive sections (0).
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout (before the first and after the last section).
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What the sections' containers count their insets from (`.automatic`: the safe area).
  open var contentInsetsReference = UIContentInsetsReference.automatic

  /// A configuration with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// A copy of the settings.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
