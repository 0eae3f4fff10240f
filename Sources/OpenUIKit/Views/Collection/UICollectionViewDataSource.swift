import Foundation

/// Supplies a collection view's sections, items, cells and supplementary views.
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// The number of sections (1 by default).
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// The number of items in a section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  /// The cell for an item, from ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)``
  /// or ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  /// The supplementary view of a kind (a header or footer) for a section, from
  /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``.
  /// The default makes a plain, empty view (UIKit raises when a layout asks for one the data
  /// source does not provide).
  func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

  /// An empty view, reported as UIKit would raise.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
  }
}

/// Reacts to a collection view's items: highlight and selection (asked first, then told), and
/// display; a scroll-view delegate too. Every method has a default.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a finger on the item highlights it (true by default).
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  )
    -> Bool
  /// The item was highlighted.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// The item lost its highlight.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tap selects the item (true by default).
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Whether a tap deselects the selected item (true by default; asked only with multiple
  /// selection).
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
    -> Bool
  /// The item was selected by a tap.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// The item was deselected by a tap.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// The cell is about to be shown.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// The cell left the screen.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
  ) {}
  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// True.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}
