import Foundation
import OpenUIKit

/// The data sources and cells the collection-view suites use.
enum CollectionFixtures {
  /// Counts the cells made (`made`) and tags each with its item.
  @MainActor
  final class CountingCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    override init(frame: CGRect) {
      super.init(frame: frame)
      CountingCell.made += 1
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
      super.prepareForReuse()
      reuses += 1
    }
  }

  /// A header or footer that records its kind.
  @MainActor
  final class LabelView: UICollectionReusableView {}

  /// Sections of items, with sizes per item and a log of the delegate's calls.
  @MainActor
  final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var log: [String] = []
    var refuseSelection: Set<IndexPath> = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    {
      counts[section]
    }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.tag = indexPath.section * 1000 + indexPath.item
      return cell
    }

    func collectionView(
      _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
      at indexPath: IndexPath
    ) -> UICollectionReusableView {
      let view = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: "supplementary", for: indexPath)
      view.tag = indexPath.section
      return view
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizes[indexPath] ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
    ) -> Bool {
      log.append("shouldHighlight \(indexPath.item)")
      return true
    }

    func collectionView(
      _ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath
    ) {
      let highlighted = collectionView.cellForItem(at: indexPath)?.isHighlighted == true
      log.append("didHighlight \(indexPath.item) \(highlighted)")
    }

    func collectionView(
      _ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath
    ) {
      log.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(
      _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
    ) -> Bool {
      log.append("shouldSelect \(indexPath.item)")
      return !refuseSelection.contains(indexPath)
    }

    func collectionView(
      _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
    ) {
      log.append("didSelect \(indexPath.item)")
    }

    func collectionView(
      _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
    ) {
      log.append("didDeselect \(indexPath.item)")
    }
  }
}
