import Foundation
import OpenUIKit

/// Building compositional layouts and collection views for the compositional suites.
@MainActor
enum CompositionalFixtures {
  /// A collection view that keeps its data source alive (UIKit's holds it weakly), so a test
  /// may drop the source it is handed. No global keeps sources: LeakSanitizer reads the weak
  /// reference side tables of objects alive at exit as leaks.
  final class KeepingCollectionView: UICollectionView {
    var keptSource: AnyObject?
  }

  /// A size of two dimensions.
  static func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A collection view of `width` × `height` in a plain root view, with `counts` items per
  /// section, laid out once.
  static func collection(
    width: CGFloat, height: CGFloat, counts: [Int], layout: UICollectionViewLayout,
    cellClass: UICollectionViewCell.Type = UICollectionViewCell.self
  ) -> (UIView, UICollectionView, CollectionFixtures.Source) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let collection = KeepingCollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(cellClass, forCellWithReuseIdentifier: "cell")
    for kind in [
      "header", "footer", "badge", "layout-header", UICollectionView.elementKindSectionHeader,
    ] {
      collection.register(
        CollectionFixtures.LabelView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    let source = CollectionFixtures.Source(counts)
    collection.dataSource = source
    collection.keptSource = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    return (root, collection, source)
  }

  /// The frame of an item, from the layout.
  static func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
      ?? .null
  }
}
