import Foundation

/// Selection and highlight: kept by index path (a selected item scrolled away and back is
/// still selected, as in UIKit), shown on the cells on screen.
extension UICollectionView {
  /// The selected items in index-path order (an empty array when none is selected).
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedPaths.sorted(by: Self.pathOrder)
  }

  /// Selects an item (the delegate is not told, as in UIKit) and scrolls it to
  /// `scrollPosition`. Without multiple selection the other items are deselected.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard allowsSelection else { return }
    guard let indexPath else {
      for path in selectedPaths { visibleCellsByPath[path]?.isSelected = false }
      selectedPaths.removeAll()
      return
    }
    loadCountsIfNeeded()
    guard isValidItem(indexPath) else { return }
    if !allowsMultipleSelection {
      for path in selectedPaths where path != indexPath {
        visibleCellsByPath[path]?.isSelected = false
      }
      selectedPaths.removeAll()
    }
    selectedPaths.insert(indexPath)
    visibleCellsByPath[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item (the delegate is not told, as in UIKit).
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedPaths.remove(indexPath)
    visibleCellsByPath[indexPath]?.isSelected = false
  }

  /// A tap on a cell on screen, as UIKit handles one: the delegate is asked whether to
  /// highlight and told it did (the cell is highlighted), then the highlight goes; then, with
  /// selection allowed, the item is selected (asked, the previously selected item deselected
  /// and the delegate told, then told of the selection) — or, with multiple selection and
  /// the item already selected, deselected (asked, then told). A selected item tapped again
  /// without multiple selection is selected again (the delegate hears it once more). A list
  /// cell with a header-style outline disclosure is expanded or collapsed instead.
  func handleTap(on cell: UICollectionViewCell) {
    guard let path = indexPath(for: cell) else { return }
    if let list = cell as? UICollectionViewListCell, list.togglesOutlineOnTap {
      list.toggleOutline()
      return
    }
    let delegate = collectionDelegate
    if delegate?.collectionView(self, shouldHighlightItemAt: path) ?? true {
      cell.isHighlighted = true
      delegate?.collectionView(self, didHighlightItemAt: path)
      cell.isHighlighted = false
      delegate?.collectionView(self, didUnhighlightItemAt: path)
    }
    guard allowsSelection else { return }
    if allowsMultipleSelection, selectedPaths.contains(path) {
      guard delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
      deselectItem(at: path, animated: true)
      delegate?.collectionView(self, didDeselectItemAt: path)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
    if !allowsMultipleSelection {
      for old in selectedPaths.sorted(by: Self.pathOrder) where old != path {
        deselectItem(at: old, animated: true)
        delegate?.collectionView(self, didDeselectItemAt: old)
      }
    }
    selectedPaths.insert(path)
    cell.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: path)
  }
}
