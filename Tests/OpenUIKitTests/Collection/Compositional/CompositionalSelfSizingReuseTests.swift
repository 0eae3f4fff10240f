import Foundation
import OpenUIKit
import Testing

/// Self-sizing cells that are reused: a cell that showed an item of one height and comes back
/// for an item of another takes the new item's height, scrolling down and back up.
@MainActor
@Suite struct CompositionalSelfSizingReuseTests: LayoutBehaviorSuite {
  typealias Sizing = CompositionalSelfSizingTests

  /// The box heights, by item: 14, 38 and 2 pt in turn (rows 22, 46 and 10 pt: the box is
  /// 4 pt from the content view's top and bottom).
  static let boxHeights: [CGFloat] = [14, 38, 2]

  /// The row height item `item` fits to.
  static func rowHeight(_ item: Int) -> CGFloat { boxHeights[item % 3] + 8 }

  /// A 200 × 100 pt list of 60 box rows estimated at 46 pt (the height of every third row:
  /// a cell measured at 46 pt that comes back for an unmeasured item must be measured again),
  /// laid out once.
  func makeList() -> (UIView, UICollectionView, Sizing.Source) {
    let source = Sizing.Source()
    source.boxes = (0..<60).map { CGSize(width: 50, height: Self.boxHeights[$0 % 3]) }
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(46))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let layout = UICollectionViewCompositionalLayout(
      section: NSCollectionLayoutSection(group: group))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(Sizing.BoxCell.self, forCellWithReuseIdentifier: "box")
    collection.dataSource = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    return (root, collection, source)
  }

  /// Every visible cell is as tall as its own item's row, where the layout puts the item, and
  /// the visible rows touch one another; returns each cell with the item it shows.
  func checkVisibleCells(
    _ collection: UICollectionView, sourceLocation: SourceLocation = #_sourceLocation
  )
    -> [(ObjectIdentifier, Int)]
  {
    let paths = collection.indexPathsForVisibleItems.sorted { $0.item < $1.item }
    #expect(!paths.isEmpty, sourceLocation: sourceLocation)
    var shown: [(ObjectIdentifier, Int)] = []
    var previousEnd: CGFloat?
    for path in paths {
      guard let cell = collection.cellForItem(at: path) as? Sizing.BoxCell else {
        Issue.record("no box cell for item \(path.item)", sourceLocation: sourceLocation)
        continue
      }
      let frame = CompositionalFixtures.frame(collection, path.item)
      expectFrame(
        cell.frame, 0, frame.minY, 200, Self.rowHeight(path.item), sourceLocation: sourceLocation)
      #expect(
        abs(frame.height - Self.rowHeight(path.item)) < 0.001, "item \(path.item)",
        sourceLocation: sourceLocation)
      #expect(
        cell.box.size.height == Self.boxHeights[path.item % 3], sourceLocation: sourceLocation)
      if let previousEnd {
        #expect(abs(frame.minY - previousEnd) < 0.001, sourceLocation: sourceLocation)
      }
      previousEnd = frame.maxY
      shown.append((ObjectIdentifier(cell), path.item))
    }
    return shown
  }

  @Test func reusedCellsTakeTheirNewItemsHeight() {
    let (root, collection, source) = makeList()
    defer { withExtendedLifetime(source) {} }
    // Rows 22, 46, 10, 22 tall from the top: items 0 to 3 fill the 100 pt view exactly.
    #expect(collection.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3])
    expectFrame(CompositionalFixtures.frame(collection, 0), 0, 0, 200, 22)
    expectFrame(CompositionalFixtures.frame(collection, 1), 0, 22, 200, 46)
    expectFrame(CompositionalFixtures.frame(collection, 2), 0, 68, 200, 10)
    expectFrame(CompositionalFixtures.frame(collection, 3), 0, 78, 200, 22)
    var heightsByCell: [ObjectIdentifier: Set<CGFloat>] = [:]
    func record(_ shown: [(ObjectIdentifier, Int)]) {
      for (cell, item) in shown { heightsByCell[cell, default: []].insert(Self.rowHeight(item)) }
    }
    record(checkVisibleCells(collection))
    // Down 25 pt at a time over 600 pt, then back to the top.
    let offsets =
      Array(stride(from: 25, through: 600, by: 25)) + Array(stride(from: 575, through: 0, by: -25))
    for offset in offsets {
      collection.contentOffset = CGPoint(x: 0, y: CGFloat(offset))
      root.layoutIfNeeded()
      record(checkVisibleCells(collection))
    }
    // Cells were reused for items of other heights.
    #expect(heightsByCell.values.contains { $0.count == 3 })
    // Back at the top: the first four rows again, at the heights they measured.
    #expect(collection.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3])
    let cell1 = collection.cellForItem(at: IndexPath(item: 1, section: 0))
    let cell2 = collection.cellForItem(at: IndexPath(item: 2, section: 0))
    expectFrame(cell1?.frame ?? .null, 0, 22, 200, 46)
    expectFrame(cell2?.frame ?? .null, 0, 68, 200, 10)
  }
}
