import Foundation
import OpenUIKit
import Testing

/// UICollectionView: only visible items get cells, reuse while scrolling, look-ups, taps
/// (highlight and selection), scrolling to items, batch updates (and their animation on the
/// virtual clock), custom layouts, and what UIKit raises on.
@MainActor
@Suite(.serialized) struct CollectionViewTests: LayoutBehaviorSuite {
  typealias Source = CollectionFixtures.Source
  typealias CountingCell = CollectionFixtures.CountingCell

  func makeGrid(
    counts: [Int], width: CGFloat = 330, height: CGFloat = 400
  ) -> (UIView, UICollectionView, Source) {
    let root = makeRoot(width: width, height: height)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(counts)
    collection.dataSource = source
    collection.delegate = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    return (root, collection, source)
  }

  /// 100 items, three per 110 pt line: a 400 pt view shows lines 0–3 (12 cells); scrolled to
  /// 500 it shows lines 4–8 (items 12–26): three more cells are made, the others are reused.
  @Test func onlyVisibleItemsHaveCellsAndCellsAreReused() {
    CountingCell.made = 0
    let (_, collection, source) = makeGrid(counts: [100])
    defer { withExtendedLifetime(source) {} }
    #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(0..<12))
    #expect(CountingCell.made == 12)
    #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count == 12)
    collection.contentOffset = CGPoint(x: 0, y: 500)
    collection.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.map(\.item) == Array(12..<27))
    #expect(CountingCell.made == 15)
    #expect(collection.visibleCells.map(\.tag) == Array(12..<27))
    let reused = collection.visibleCells.compactMap { $0 as? CountingCell }.filter {
      $0.reuses == 1
    }
    #expect(reused.count == 12)
    #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
    expectFrame(
      collection.cellForItem(at: IndexPath(item: 13, section: 0))!.frame, 115, 440, 100, 100)
    #expect(collection.contentSize == CGSize(width: 330, height: 3730))
  }

  /// A simulated pan scrolls the content and the new items get cells.
  @Test func panningScrolls() {
    let (root, collection, source) = makeGrid(counts: [100])
    defer { withExtendedLifetime(source) {} }
    collection.simulatePan(
      from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 80), duration: 0.2)
    root.layoutIfNeeded()
    #expect(collection.contentOffset == CGPoint(x: 0, y: 220))
    #expect(collection.indexPathsForVisibleItems.first?.item == 6)
    #expect(collection.indexPathsForVisibleItems.last?.item == 17)
  }

  @Test func lookUps() {
    let (_, collection, source) = makeGrid(counts: [10, 4])
    defer { withExtendedLifetime(source) {} }
    #expect(collection.numberOfSections == 2)
    #expect(collection.numberOfItems(inSection: 1) == 4)
    #expect(collection.numberOfItems(inSection: 7) == 0)
    #expect(
      collection.indexPathForItem(at: CGPoint(x: 120, y: 120)) == IndexPath(item: 4, section: 0))
    #expect(collection.indexPathForItem(at: CGPoint(x: 105, y: 50)) == nil)
    // Section 1 starts at y = 430 (lines at 0, 110, 220, 330; no line spacing after the
    // last).
    #expect(
      collection.indexPathForItem(at: CGPoint(x: 10, y: 450)) == IndexPath(item: 0, section: 1))
    let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
    #expect(collection.indexPath(for: cell) == IndexPath(item: 2, section: 0))
    #expect(collection.layoutAttributesForItem(at: IndexPath(item: 9, section: 7)) == nil)
    expectFrame(
      collection.layoutAttributesForItem(at: IndexPath(item: 3, section: 1))!.frame, 0, 540, 100,
      100)
  }

  /// A tap highlights then selects, in UIKit's order; single selection deselects the
  /// previous item and tells the delegate; a refused selection leaves it alone.
  @Test func tapsHighlightAndSelect() {
    let (_, collection, source) = makeGrid(counts: [6])
    let first = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
    first.simulateTap()
    #expect(
      source.log == [
        "shouldHighlight 1", "didHighlight 1 true", "didUnhighlight 1", "shouldSelect 1",
        "didSelect 1",
      ])
    #expect(first.isSelected && !first.isHighlighted)
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    source.log = []
    collection.cellForItem(at: IndexPath(item: 4, section: 0))!.simulateTap()
    #expect(
      source.log == [
        "shouldHighlight 4", "didHighlight 4 true", "didUnhighlight 4", "shouldSelect 4",
        "didDeselect 1", "didSelect 4",
      ])
    #expect(!first.isSelected)
    source.log = []
    source.refuseSelection = [IndexPath(item: 5, section: 0)]
    collection.cellForItem(at: IndexPath(item: 5, section: 0))!.simulateTap()
    #expect(source.log.last == "shouldSelect 5")
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    // Multiple selection: a second tap deselects.
    collection.allowsMultipleSelection = true
    collection.cellForItem(at: IndexPath(item: 0, section: 0))!.simulateTap()
    source.log = []
    collection.cellForItem(at: IndexPath(item: 0, section: 0))!.simulateTap()
    #expect(source.log.suffix(1) == ["didDeselect 0"])
    #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
  }

  /// Selection is kept by index path: an item scrolled away and back is still selected.
  @Test func selectionSurvivesReuse() {
    let (_, collection, source) = makeGrid(counts: [100])
    defer { withExtendedLifetime(source) {} }
    collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
    collection.contentOffset = CGPoint(x: 0, y: 1500)
    collection.layoutIfNeeded()
    #expect(collection.visibleCells.filter(\.isSelected).isEmpty)
    collection.contentOffset = .zero
    collection.layoutIfNeeded()
    #expect(collection.visibleCells.filter(\.isSelected).map(\.tag) == [1])
  }

  /// scrollToItem puts the item where asked, within the content's resting range.
  @Test func scrollToItem() {
    let (_, collection, source) = makeGrid(counts: [100])
    defer { withExtendedLifetime(source) {} }
    collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 1100)
    collection.scrollToItem(
      at: IndexPath(item: 30, section: 0), at: .centeredVertically, animated: false)
    #expect(collection.contentOffset.y == 950)
    collection.scrollToItem(at: IndexPath(item: 30, section: 0), at: .bottom, animated: false)
    #expect(collection.contentOffset.y == 800)
    collection.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(collection.contentOffset.y == 3330)
    collection.layoutIfNeeded()
    #expect(collection.indexPathsForVisibleItems.last?.item == 99)
    let messages = LayoutDiagnostics.capture {
      collection.scrollToItem(at: IndexPath(item: 100, section: 0), at: .top, animated: false)
    }
    #expect(
      raisedReasons(messages, name: "NSInvalidArgumentException") == [
        "Attempted to scroll the collection view to an out-of-bounds item (100) when there are "
          + "only 100 items in section 0."
      ])
  }

  /// Content insets come from the safe area as for any scroll view: a collection filling a
  /// phone's window starts below the status bar.
  @Test func contentInsetAdjustmentFollowsTheSafeArea() {
    let (window, root) = makePhoneWindow()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
    collection.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source([60])
    collection.dataSource = source
    collection.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(collection)
    NSLayoutConstraint.activate([
      collection.topAnchor.constraint(equalTo: root.topAnchor),
      collection.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      collection.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      collection.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    window.layoutIfNeeded()
    let top = collection.safeAreaInsets.top
    #expect(top == 59)
    #expect(collection.adjustedContentInset.top == top)
    #expect(collection.contentOffset.y == -top)
    #expect(collection.indexPathsForVisibleItems.first?.item == 0)
    collection.contentInsetAdjustmentBehavior = .never
    window.layoutIfNeeded()
    #expect(collection.adjustedContentInset.top == 0)
  }

  /// Dequeuing an identifier nobody registered: UIKit raises; OpenUIKit reports UIKit's
  /// reason and shows a plain cell.
  @Test func unregisteredIdentifierIsReported() {
    let root = makeRoot()
    let collection = UICollectionView(
      frame: root.bounds, collectionViewLayout: UICollectionViewFlowLayout())
    let source = Source([1])
    collection.dataSource = source
    root.addSubview(collection)
    let messages = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(
      raisedReasons(messages, name: "NSInternalInconsistencyException") == [
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier cell - "
          + "must register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard"
      ])
    #expect(collection.visibleCells.count == 1)
  }
}
