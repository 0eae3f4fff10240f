import Foundation
import OpenUIKit
import Testing

/// UICollectionViewFlowLayout: UIKit's defaults, lines in both scroll directions, justified
/// lines and the single-item rule, insets and their reference, headers and footers (pinned
/// too), delegate sizes, and self-sizing cells (reference §6.2).
@MainActor
@Suite struct FlowLayoutTests: LayoutBehaviorSuite {
  typealias Source = CollectionFixtures.Source

  func makeCollection(
    width: CGFloat, height: CGFloat, counts: [Int], configure: (UICollectionViewFlowLayout) -> Void
  ) -> (UICollectionView, UICollectionViewFlowLayout, Source) {
    let root = makeRoot(width: width, height: height)
    let layout = UICollectionViewFlowLayout()
    configure(layout)
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collection.register(
      CollectionFixtures.LabelView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
      withReuseIdentifier: "supplementary")
    collection.register(
      CollectionFixtures.LabelView.self,
      forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
      withReuseIdentifier: "supplementary")
    let source = Source(counts)
    collection.dataSource = source
    collection.delegate = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    return (collection, layout, source)
  }

  func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
    collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
      ?? .null
  }

  @Test func uikitDefaults() {
    let layout = UICollectionViewFlowLayout()
    #expect(layout.itemSize == CGSize(width: 50, height: 50))
    #expect(layout.minimumLineSpacing == 10)
    #expect(layout.minimumInteritemSpacing == 10)
    #expect(layout.sectionInset == .zero)
    #expect(layout.estimatedItemSize == .zero)
    #expect(layout.headerReferenceSize == .zero && layout.footerReferenceSize == .zero)
    #expect(layout.scrollDirection == .vertical)
    #expect(layout.sectionInsetReference == .fromContentInset)
    #expect(!layout.sectionHeadersPinToVisibleBounds)
  }

  /// 330 pt wide, 100 pt items: three fit per line (300 + 2 × 10 ≤ 330); the 30 pt left over
  /// goes between them (15 each). The last line's single item sits in the first column.
  @Test func verticalLinesAreJustified() {
    let (collection, _, _) = makeCollection(width: 330, height: 500, counts: [7]) {
      $0.itemSize = CGSize(width: 100, height: 100)
    }
    expectFrame(frame(collection, 0), 0, 0, 100, 100)
    expectFrame(frame(collection, 1), 115, 0, 100, 100)
    expectFrame(frame(collection, 2), 230, 0, 100, 100)
    expectFrame(frame(collection, 3), 0, 110, 100, 100)
    expectFrame(frame(collection, 6), 0, 220, 100, 100)
    #expect(collection.contentSize == CGSize(width: 330, height: 320))
    #expect(collection.visibleCells.map(\.tag) == Array(0..<7))
    expectFrame(
      collection.cellForItem(at: IndexPath(item: 5, section: 0))!.frame, 230, 110, 100, 100)
  }

  /// A uniform last line keeps the grid's columns: two items of five, three per line.
  @Test func uniformLastLineFollowsTheColumns() {
    let (collection, _, _) = makeCollection(width: 330, height: 500, counts: [5]) {
      $0.itemSize = CGSize(width: 100, height: 100)
    }
    expectFrame(frame(collection, 3), 0, 110, 100, 100)
    expectFrame(frame(collection, 4), 115, 110, 100, 100)
  }

  /// A line that holds one item centres it; a last line of unequal items is packed from the
  /// leading edge with the minimum spacing; smaller items are centred across their line.
  @Test func singleItemLinesAreCentredAndUnevenLastLinesPacked() {
    let (collection, _, source) = makeCollection(width: 320, height: 500, counts: [3]) { _ in }
    source.sizes = [
      IndexPath(item: 0, section: 0): CGSize(width: 200, height: 40),
      IndexPath(item: 1, section: 0): CGSize(width: 200, height: 60),
      IndexPath(item: 2, section: 0): CGSize(width: 100, height: 20),
    ]
    collection.collectionViewLayout.invalidateLayout()
    collection.layoutIfNeeded()
    expectFrame(frame(collection, 0), 60, 0, 200, 40)
    expectFrame(frame(collection, 1), 0, 50, 200, 60)
    expectFrame(frame(collection, 2), 210, 70, 100, 20)
    #expect(collection.contentSize == CGSize(width: 320, height: 110))
  }

  /// A one-item collection whose item is wider than half the line: centred.
  @Test func aWideOnlyItemIsCentred() {
    let (collection, _, _) = makeCollection(width: 320, height: 500, counts: [1]) {
      $0.itemSize = CGSize(width: 200, height: 50)
    }
    expectFrame(frame(collection, 0), 60, 0, 200, 50)
  }

  /// Scrolling horizontally, lines are columns: 200 pt tall, 50 pt items, three per column
  /// with 25 pt between them.
  @Test func horizontalLinesAreColumns() {
    let (collection, _, _) = makeCollection(width: 320, height: 200, counts: [5]) {
      $0.scrollDirection = .horizontal
    }
    expectFrame(frame(collection, 0), 0, 0, 50, 50)
    expectFrame(frame(collection, 1), 0, 75, 50, 50)
    expectFrame(frame(collection, 2), 0, 150, 50, 50)
    expectFrame(frame(collection, 3), 60, 0, 50, 50)
    expectFrame(frame(collection, 4), 60, 75, 50, 50)
    #expect(collection.contentSize == CGSize(width: 110, height: 200))
  }

  /// Insets shrink the line (280 pt: three 80 pt items, 20 pt apart); the header spans the
  /// width above the top inset, the footer follows the bottom inset; line spacing is not
  /// applied next to them.
  @Test func insetsHeadersAndFooters() {
    let (collection, _, _) = makeCollection(width: 320, height: 600, counts: [4, 1]) {
      $0.itemSize = CGSize(width: 80, height: 80)
      $0.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
      $0.headerReferenceSize = CGSize(width: 999, height: 40)
      $0.footerReferenceSize = CGSize(width: 999, height: 30)
    }
    let header = collection.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
    expectFrame(header.frame, 0, 0, 320, 40)
    expectFrame(frame(collection, 0), 20, 50, 80, 80)
    expectFrame(frame(collection, 1), 120, 50, 80, 80)
    expectFrame(frame(collection, 2), 220, 50, 80, 80)
    expectFrame(frame(collection, 3), 20, 140, 80, 80)
    let footer = collection.layoutAttributesForSupplementaryElement(
      ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))!
    expectFrame(footer.frame, 0, 230, 320, 30)
    // Section 1 starts after the footer: header 260–300, its one item at 310 in the first
    // column (three would fit: a last line keeps the grid's columns).
    expectFrame(frame(collection, 0, 1), 20, 310, 80, 80)
    #expect(collection.contentSize == CGSize(width: 320, height: 430))
    let headers = collection.visibleSupplementaryViews(
      ofKind: UICollectionView.elementKindSectionHeader)
    #expect(headers.map(\.tag) == [0, 1])
    expectFrame(headers[1].frame, 0, 260, 320, 40)
  }

  /// `.fromLayoutMargins` adds the margins beyond the content inset to the section insets.
  @Test func insetReferenceFromLayoutMargins() {
    let (collection, layout, _) = makeCollection(width: 400, height: 400, counts: [7]) {
      $0.sectionInsetReference = .fromLayoutMargins
      $0.sectionInset = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 5)
      $0.itemSize = CGSize(width: 100, height: 50)
    }
    collection.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    layout.invalidateLayout()
    collection.layoutIfNeeded()
    // 400 − 2 × 35 = 330 pt of line: three items, 15 pt apart, from x = 35.
    expectFrame(frame(collection, 0), 35, 0, 100, 50)
    expectFrame(frame(collection, 2), 265, 0, 100, 50)
    layout.sectionInsetReference = .fromContentInset
    collection.layoutIfNeeded()
    // 390 pt of line: still three, 45 pt apart, from x = 5.
    expectFrame(frame(collection, 1), 150, 0, 100, 50)
    expectFrame(frame(collection, 6), 5, 120, 100, 50)
  }

  /// A pinned header stays at the top of the visible area while its section scrolls, then
  /// is pushed up by the end of its section.
  @Test func pinnedHeaders() {
    let (collection, _, _) = makeCollection(width: 320, height: 300, counts: [9, 9]) {
      $0.itemSize = CGSize(width: 100, height: 100)
      $0.headerReferenceSize = CGSize(width: 0, height: 44)
      $0.sectionHeadersPinToVisibleBounds = true
    }
    // Section 0: header 0–44, lines at 44, 154, 264 (100 tall, 10 apart): items end at 364.
    collection.contentOffset = CGPoint(x: 0, y: 200)
    collection.layoutIfNeeded()
    let key = UICollectionView.elementKindSectionHeader
    let first = collection.supplementaryView(
      forElementKind: key, at: IndexPath(item: 0, section: 0))
    expectFrame(first!.frame, 0, 200, 320, 44)
    collection.contentOffset = CGPoint(x: 0, y: 340)
    collection.layoutIfNeeded()
    expectFrame(
      collection.supplementaryView(forElementKind: key, at: IndexPath(item: 0, section: 0))!.frame,
      0, 320, 320, 44)
    expectFrame(
      collection.supplementaryView(forElementKind: key, at: IndexPath(item: 0, section: 1))!.frame,
      0, 364, 320, 44)
    #expect(
      collection.layoutAttributesForSupplementaryElement(
        ofKind: key, at: IndexPath(item: 0, section: 0))?
        .zIndex == 10)
  }

  /// A cell whose content is a box of the item's size pinned to the content view's edges.
  final class SizingCell: UICollectionViewCell {
    let box = LayoutFixtures.IntrinsicView(10, 10)

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -6),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  final class SizingSource: NSObject, UICollectionViewDataSource {
    var boxes: [CGSize]
    init(_ boxes: [CGSize]) { self.boxes = boxes }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { boxes.count }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "sizing", for: indexPath)
        as! SizingCell
      cell.box.size = boxes[indexPath.item]
      cell.box.invalidateIntrinsicContentSize()
      return cell
    }
  }

  /// With `automaticSize`, each cell's constraints decide its size (box + 12 × 8 padding); the
  /// lines are broken and justified with the measured sizes.
  @Test func selfSizingCells() {
    let root = makeRoot(width: 320, height: 400)
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
    let source = SizingSource([
      CGSize(width: 88, height: 22), CGSize(width: 138, height: 42), CGSize(width: 188, height: 12),
    ])
    collection.dataSource = source
    root.addSubview(collection)
    let messages = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(messages.map(\.message) == [])
    // 100 + 10 + 150 = 260 ≤ 320 but not with the third: one line, 70 pt between them
    // (justified), 50 tall; the third (200 × 20) is alone on the last line and no second
    // one would fit: centred.
    expectFrame(frame(collection, 0), 0, 10, 100, 30)
    expectFrame(frame(collection, 1), 170, 0, 150, 50)
    expectFrame(frame(collection, 2), 60, 60, 200, 20)
    expectFrame(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame, 170, 0, 150, 50)
    #expect(collection.contentSize == CGSize(width: 320, height: 80))
  }

  /// An estimate stands in for items not yet shown; shown ones take their measured size.
  @Test func estimatesStandInForItemsNotShown() {
    let root = makeRoot(width: 320, height: 100)
    let layout = UICollectionViewFlowLayout()
    layout.estimatedItemSize = CGSize(width: 300, height: 40)
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(SizingCell.self, forCellWithReuseIdentifier: "sizing")
    let source = SizingSource(Array(repeating: CGSize(width: 288, height: 12), count: 10))
    collection.dataSource = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    // Shown items are 20 tall (12 + 8), 30 apart: 0, 30, 60, 90 fill 100 pt; the rest keep
    // the 40 pt estimate: 4 × 20 + 6 × 40 + 9 × 10 = 410.
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    expectFrame(frame(collection, 3), 10, 90, 300, 20)
    expectFrame(frame(collection, 4), 10, 120, 300, 40)
    #expect(collection.contentSize.height == 410)
  }
}
