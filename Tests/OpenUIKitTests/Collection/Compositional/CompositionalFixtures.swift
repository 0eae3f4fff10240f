import Foundation
import OpenUIKit

/// Building compositional layouts and collection views for the compositional suites.
@MainActor
enum CompositionalFixtures {
  static var keptSources: [CollectionFixtures.Source] = []

  /// A size of two dimensions.
  static func size(
    _ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension
  ) -> NSCollectionLayoutSize {
    NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
  }

  /// A collection view of `width` × `height` in a plain root view, with `counts` items per
  /// section, laid out once.
  static func collection(
    width: CGFloat, height: CGFloat, counts: [Int], layout: UICollectionViewLayout
  ) -> (UIView, UICollectionView, CollectionFixtures.Source) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in [
      "header", "footer", "badge", "layout-header", UICollectionView.elementKindSectionHeader,
    ] {
      collection.register(
        CollectionFixtures.LabelView.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: "supplementary")
    }
    let source = CollectionFixtures.Source(counts)
    collection.dataSource = source
    // The collection view holds its data source weakly: keep the last few alive.
    keptSources.append(source)
    if keptSources.count > 8 { keptSources.removeFirst() }
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
