import Foundation
import OpenUIKit
import Testing

/// Snapshots (sections and items: append, insert, delete, move, reload, reconfigure, look-ups,
/// duplicates reported with UIKit's message), and diffable data sources for collection and
/// table views, with cell and supplementary registrations.
@MainActor
@Suite(.serialized) struct DiffableDataSourceTests: LayoutBehaviorSuite {
  typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

  @Test func snapshotEditing() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([1, 2, 3], toSection: "a")
    snapshot.appendItems([10, 11])
    snapshot.insertItems([0], beforeItem: 1)
    snapshot.insertItems([12], afterItem: 11)
    #expect(snapshot.itemIdentifiers == [0, 1, 2, 3, 10, 11, 12])
    #expect(snapshot.numberOfItems == 7 && snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems(inSection: "b") == 3)
    #expect(snapshot.indexOfItem(11) == 5)
    #expect(snapshot.indexOfSection("b") == 1)
    #expect(snapshot.sectionIdentifier(containingItem: 2) == "a")
    snapshot.moveItem(0, afterItem: 12)
    snapshot.deleteItems([2, 99])
    #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [10, 11, 12, 0])
    snapshot.insertSections(["z"], beforeSection: "a")
    snapshot.moveSection("b", beforeSection: "z")
    #expect(snapshot.sectionIdentifiers == ["b", "z", "a"])
    snapshot.reloadItems([3])
    snapshot.reconfigureItems([10])
    #expect(snapshot.reloadedItemIdentifiers == [3])
    #expect(snapshot.reconfiguredItemIdentifiers == [10])
    snapshot.deleteSections(["b"])
    #expect(snapshot.itemIdentifiers == [1, 3])
    #expect(snapshot.reconfiguredItemIdentifiers == [])
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
  }

  /// Duplicates: UIKit raises; OpenUIKit keeps the first, records UIKit's message and reports
  /// it when the snapshot is applied.
  @Test func duplicateIdentifiersAreReported() {
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "a"])
    snapshot.appendItems([1, 2, 1, 3, 2])
    snapshot.appendItems([3])
    snapshot.reloadItems([42])
    let expected = [
      "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}",
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1,\n    2\n)}",
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    3\n)}",
      "Attempted to reload item identifier that does not exist in the snapshot: 42",
    ]
    #expect(snapshot.reportedIssues == expected)
    #expect(snapshot.sectionIdentifiers == ["a"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3])
    var empty = Snapshot()
    empty.appendItems([1])
    #expect(
      empty.reportedIssues == [
        "There are currently no sections in the data source. Please add a section first."
      ])
    let (_, collection, source) = makeCollection()
    let messages = LayoutDiagnostics.capture { source.apply(snapshot, animatingDifferences: false) }
    #expect(raisedReasons(messages, name: "NSInternalInconsistencyException") == expected)
    #expect(source.snapshot().reportedIssues == [])
    #expect(collection.numberOfItems(inSection: 0) == 3)
  }

  /// A cell showing its item.
  final class ItemCell: UICollectionViewCell {
    var item = -1
    var configured = 0
  }

  final class Header: UICollectionReusableView {
    var title = ""
  }

  func makeCollection() -> (
    UIView, UICollectionView, UICollectionViewDiffableDataSource<String, Int>
  ) {
    let root = makeRoot(width: 330, height: 400)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    let cells = UICollectionView.CellRegistration<ItemCell, Int> { cell, _, item in
      cell.item = item
      cell.configured += 1
    }
    let headers = UICollectionView.SupplementaryRegistration<Header>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      header.title = "section \(indexPath.section)"
    }
    let source = UICollectionViewDiffableDataSource<String, Int>(collectionView: collection) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    source.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }
    root.addSubview(collection)
    return (root, collection, source)
  }

  func shown(_ collection: UICollectionView) -> [Int] {
    collection.visibleCells.compactMap { ($0 as? ItemCell)?.item }
  }

  @Test func collectionDataSourceAppliesDifferences() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let (root, collection, source) = makeCollection()
      var snapshot = Snapshot()
      snapshot.appendSections(["a"])
      snapshot.appendItems([1, 2, 3, 4])
      source.apply(snapshot, animatingDifferences: false)
      root.layoutIfNeeded()
      #expect(shown(collection) == [1, 2, 3, 4])
      let headerView =
        collection.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader,
          at: IndexPath(item: 0, section: 0)) as? Header
      #expect(headerView?.title == "section 0")
      let cellOf3 = collection.cellForItem(at: IndexPath(item: 2, section: 0)) as! ItemCell
      var completed = 0
      var next = snapshot
      next.deleteItems([2])
      next.moveItem(4, beforeItem: 1)
      next.appendSections(["b"])
      next.appendItems([5], toSection: "b")
      next.reconfigureItems([3])
      source.apply(next) { completed += 1 }
      #expect(shown(collection) == [4, 1, 3, 5])
      #expect(source.itemIdentifier(for: IndexPath(item: 0, section: 1)) == 5)
      #expect(source.indexPath(for: 3) == IndexPath(item: 2, section: 0))
      #expect(source.sectionIdentifier(for: 1) == "b")
      #expect(source.index(for: "b") == 1)
      #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cellOf3)
      #expect(cellOf3.configured == 2)
      // Item 3 moves from (230, 20) to (230, 20): it stays; item 1 goes from (0, 20) to
      // (115, 20), shown halfway after 0.15 s.
      let cellOf1 = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
      expectFrame(cellOf1.frame, 115, 20, 100, 100)
      environment.runLoop.run(for: 0.15)
      expectFrame(cellOf1.layer.presentation()!.frame, 57.5, 20, 100, 100)
      environment.runLoop.run(for: 0.2)
      #expect(completed == 1)
      #expect(source.snapshot().itemIdentifiers == [4, 1, 3, 5])
      #expect(source.snapshot().reconfiguredItemIdentifiers == [])
    }
  }

  /// A new section takes an item from an old one (its cell moves) beside new items; a new
  /// section's reconfigured item is configured once, as it gets its cell.
  @Test func newSectionTakesAMovedItem() {
    let (root, collection, source) = makeCollection()
    var snapshot = Snapshot()
    snapshot.appendSections(["a"])
    snapshot.appendItems([1, 2, 3])
    source.apply(snapshot, animatingDifferences: false)
    root.layoutIfNeeded()
    let cellOf2 = collection.cellForItem(at: IndexPath(item: 1, section: 0)) as! ItemCell
    var next = Snapshot()
    next.appendSections(["a", "b", "c"])
    next.appendItems([1, 3], toSection: "a")
    next.appendItems([6, 2, 7], toSection: "b")
    next.appendItems([8], toSection: "c")
    next.reconfigureItems([8])
    let messages = LayoutDiagnostics.capture {
      source.apply(next, animatingDifferences: false)
      root.layoutIfNeeded()
    }
    #expect(messages.map(\.message) == [])
    #expect(collection.numberOfItems(inSection: 1) == 3)
    #expect(collection.numberOfItems(inSection: 2) == 1)
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1)) === cellOf2)
    #expect(shown(collection).sorted() == [1, 2, 3, 6, 7, 8])
    let cellOf8 = collection.cellForItem(at: IndexPath(item: 0, section: 2)) as? ItemCell
    #expect(cellOf8?.item == 8)
    #expect(cellOf8?.configured == 1)
  }

  @Test func tableDataSourceShowsTheSnapshot() {
    let root = makeRoot(width: 320, height: 400)
    let table = UITableView(frame: root.bounds, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    let source = UITableViewDiffableDataSource<String, Int>(tableView: table) {
      tableView, indexPath, item in
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      cell.tag = item
      return cell
    }
    root.addSubview(table)
    var snapshot = Snapshot()
    snapshot.appendSections(["a", "b"])
    snapshot.appendItems([7, 8], toSection: "a")
    snapshot.appendItems([9], toSection: "b")
    source.apply(snapshot)
    root.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.visibleCells.map(\.tag) == [7, 8, 9])
    snapshot.deleteItems([8])
    source.apply(snapshot)
    root.layoutIfNeeded()
    #expect(table.visibleCells.map(\.tag) == [7, 9])
    #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 1)) == 9)
    #expect(source.indexPath(for: 7) == IndexPath(row: 0, section: 0))
  }
}
