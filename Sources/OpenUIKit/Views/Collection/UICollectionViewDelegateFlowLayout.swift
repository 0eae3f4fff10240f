import Foundation

/// Sizes, insets and spacings of a flow layout per item or section; each method defaults to
/// the layout's own property.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of an item (the layout's ``UICollectionViewFlowLayout/itemSize`` by default).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// A section's insets (``UICollectionViewFlowLayout/sectionInset`` by default).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// A section's spacing between lines (``UICollectionViewFlowLayout/minimumLineSpacing`` by
  /// default).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section's least spacing between items of a line
  /// (``UICollectionViewFlowLayout/minimumInteritemSpacing`` by default).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// A section's header size (``UICollectionViewFlowLayout/headerReferenceSize`` by default).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// A section's footer size (``UICollectionViewFlowLayout/footerReferenceSize`` by default).
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The layout's item size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
  }

  /// The layout's section inset.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
  }

  /// The layout's line spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10
  }

  /// The layout's interitem spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10
  }

  /// The layout's header size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The layout's footer size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
