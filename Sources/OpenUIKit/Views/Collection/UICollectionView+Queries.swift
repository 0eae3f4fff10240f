import Foundation

/// What is on screen and where things are.
extension UICollectionView {
  /// The cells on screen, in index-path order.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByPath[$0] }
  }

  /// The index paths of the items on screen, in index-path order (UIKit documents no order;
  /// OpenUIKit sorts them).
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByPath.keys.sorted(by: Self.pathOrder)
  }

  /// The cell shown for an item, or nil when the item is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByPath[indexPath]
  }

  /// The index path of a cell on screen, or nil.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }

  /// The supplementary view shown for an element, or nil when it is not on screen.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of a kind on screen, in index-path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
      visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: $0)]
    }
  }

  /// The index paths of the supplementary views of a kind on screen, in index-path order.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted(
      by: Self.pathOrder)
  }

  /// The layout's attributes for an item (the layout is prepared first when invalid).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    guard isValidItem(indexPath) else { return nil }
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for a supplementary element.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The item at `point` (content coordinates), on screen or not; the front-most (highest
  /// `zIndex`, then the last the layout lists) when items overlap; nil over empty space.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    prepareLayoutIfNeeded()
    guard point.x.isFinite, point.y.isFinite else { return nil }
    let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
    let candidates = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
      // An orthogonal section's items show moved by its scroll view's offset.
      $0.representedElementCategory == .cell && !$0.isHidden && onScreenFrame($0).contains(point)
        && isValidItem($0.indexPath)
    }
    var best: UICollectionViewLayoutAttributes?
    for candidate in candidates where best == nil || candidate.zIndex >= best!.zIndex {
      best = candidate
    }
    return best?.indexPath
  }

  /// Scrolls so the item is at `scrollPosition` (one vertical and one horizontal option at
  /// most; `[]` moves the least that shows it), within the offsets the content rests at.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    guard let attributes = layoutAttributesForItem(at: indexPath) else {
      LayoutDiagnostics.report(
        .raised(
          name: "NSInvalidArgumentException",
          reason:
            "Attempted to scroll the collection view to an out-of-bounds item "
            + "(\(indexPath.item)) when there are only \(numberOfItems(inSection: indexPath.section)) "
            + "items in section \(indexPath.section)."),
        engine: engineIfPresent)
      return
    }
    let rect = attributes.frame
    let inset = adjustedContentInset
    let visibleWidth = bounds.width - inset.left - inset.right
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var target = contentOffset
    let vertical = scrollPosition.intersection([.top, .centeredVertically, .bottom])
    let horizontal = scrollPosition.intersection([.left, .centeredHorizontally, .right])
    if vertical.isEmpty && horizontal.isEmpty {
      scrollRectToVisible(rect, animated: animated)
      return
    }
    if vertical.contains(.top) {
      target.y = rect.minY - inset.top
    } else if vertical.contains(.centeredVertically) {
      target.y = rect.midY - inset.top - visibleHeight / 2
    } else if vertical.contains(.bottom) {
      target.y = rect.maxY - inset.top - visibleHeight
    }
    if horizontal.contains(.left) {
      target.x = rect.minX - inset.left
    } else if horizontal.contains(.centeredHorizontally) {
      target.x = rect.midX - inset.left - visibleWidth / 2
    } else if horizontal.contains(.right) {
      target.x = rect.maxX - inset.left - visibleWidth
    }
    let range = restingRange
    target.x = min(max(target.x, range.minX), range.maxX)
    target.y = min(max(target.y, range.minY), range.maxY)
    setContentOffset(target, animated: animated)
  }
}
