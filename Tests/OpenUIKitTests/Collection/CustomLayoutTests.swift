import Foundation
import OpenUIKit
import Testing

/// Custom UICollectionViewLayout subclasses: UIKit's override points are called as UIKit
/// calls them (prepare once per invalidation, elements asked for the visible rectangle, the
/// content size taken from the layout), custom attributes classes reach the cells, and
/// bounds changes invalidate only when the layout says so.
@MainActor
@Suite struct CustomLayoutTests: LayoutBehaviorSuite {
  /// Attributes with one more property.
  final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint = 0

    override func copy(with zone: NSZone? = nil) -> Any {
      let copy = super.copy(with: zone) as! TintedAttributes
      copy.tint = tint
      return copy
    }
  }

  /// A cell that records the tint it was given.
  final class TintedCell: UICollectionViewCell {
    var tint = -1
    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
      super.apply(layoutAttributes)
      tint = (layoutAttributes as? TintedAttributes)?.tint ?? -2
    }
  }

  /// One column of rows 30 pt tall and as wide as the collection view, each row indented by
  /// 10 pt per item; logs the calls.
  final class ColumnLayout: UICollectionViewLayout {
    var log: [String] = []
    var frames: [CGRect] = []
    var invalidatesOnBoundsChange = false

    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override func prepare() {
      super.prepare()
      log.append("prepare")
      let width = collectionView?.bounds.width ?? 0
      let count = collectionView?.numberOfItems(inSection: 0) ?? 0
      frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 30, width: width, height: 30) }
    }

    override var collectionViewContentSize: CGSize {
      CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * 30)
    }

    override func layoutAttributesForElements(in rect: CGRect)
      -> [UICollectionViewLayoutAttributes]?
    {
      log.append("elements \(Int(rect.minY))..<\(Int(rect.maxY))")
      return frames.indices.filter { frames[$0].intersects(rect) }.compactMap {
        layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
      }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath)
      -> UICollectionViewLayoutAttributes?
    {
      guard indexPath.item < frames.count else { return nil }
      let attributes = TintedAttributes(forCellWith: indexPath)
      attributes.frame = frames[indexPath.item]
      attributes.tint = indexPath.item * 2
      return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
      log.append("shouldInvalidate \(Int(newBounds.width))")
      return invalidatesOnBoundsChange
    }
  }

  final class Rows: NSObject, UICollectionViewDataSource {
    var count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { count }
    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
    }
  }

  func make() -> (UIView, UICollectionView, ColumnLayout, Rows) {
    let root = makeRoot(width: 200, height: 100)
    let layout = ColumnLayout()
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(TintedCell.self, forCellWithReuseIdentifier: "row")
    let rows = Rows(20)
    collection.dataSource = rows
    root.addSubview(collection)
    root.layoutIfNeeded()
    return (root, collection, layout, rows)
  }

  @Test func overridePointsAreCalledAsUIKitCallsThem() {
    let (root, collection, layout, rows) = make()
    defer { withExtendedLifetime(rows) {} }
    #expect(layout.log == ["prepare", "elements 0..<100"])
    #expect(collection.contentSize == CGSize(width: 200, height: 600))
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    let cell = collection.cellForItem(at: IndexPath(item: 3, section: 0)) as! TintedCell
    #expect(cell.tint == 6)
    expectFrame(cell.frame, 0, 90, 200, 30)
    layout.log = []
    collection.contentOffset = CGPoint(x: 0, y: 45)
    root.layoutIfNeeded()
    #expect(layout.log == ["shouldInvalidate 200", "elements 45..<145"])
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [1, 2, 3, 4])
    layout.log = []
    layout.invalidateLayout()
    root.layoutIfNeeded()
    #expect(layout.log == ["prepare", "elements 45..<145"])
  }

  /// A resize invalidates only when the layout says so (UIKit's default says no).
  @Test func boundsChangesInvalidateOnRequest() {
    let (root, collection, layout, rows) = make()
    defer { withExtendedLifetime(rows) {} }
    layout.log = []
    collection.frame.size.width = 300
    root.layoutIfNeeded()
    #expect(layout.log == ["shouldInvalidate 300", "elements 0..<100"])
    expectFrame(collection.visibleCells[0].frame, 0, 0, 200, 30)
    layout.invalidatesOnBoundsChange = true
    layout.log = []
    collection.frame.size.width = 250
    root.layoutIfNeeded()
    #expect(layout.log == ["shouldInvalidate 250", "prepare", "elements 0..<100"])
    expectFrame(collection.visibleCells[0].frame, 0, 0, 250, 30)
  }

  @Test func attributesCopyKeepsTheirClassAndValues() {
    let attributes = TintedAttributes(
      forSupplementaryViewOfKind: "badge", with: IndexPath(item: 2, section: 1))
    attributes.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
    attributes.tint = 9
    attributes.zIndex = 5
    let copy = attributes.copy() as! TintedAttributes
    #expect(copy !== attributes)
    #expect(copy.tint == 9 && copy.zIndex == 5 && copy.frame == attributes.frame)
    #expect(copy.representedElementCategory == .supplementaryView)
    #expect(copy.representedElementKind == "badge")
    #expect(copy.indexPath == IndexPath(item: 2, section: 1))
    attributes.center = CGPoint(x: 10, y: 10)
    #expect(attributes.frame == CGRect(x: 8.5, y: 8, width: 3, height: 4))
  }
}
