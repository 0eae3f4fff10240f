import Foundation
import OpenUIKit
import Testing

/// Estimated dimensions: the cells on screen size themselves (their constraints decide) and
/// later items move; items not yet shown keep the estimate.
@MainActor
@Suite struct CompositionalSelfSizingTests: LayoutBehaviorSuite {
  typealias F = CompositionalFixtures

  /// A cell whose content is a box of a set size, 4 pt from the top and bottom of the
  /// content view and 6 pt from its sides.
  final class BoxCell: UICollectionViewCell {
    let box = LayoutFixtures.IntrinsicView(10, 10)

    override init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 6),
        box.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -6),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  /// A cell with a multi-line label 8 pt in from the content view's edges.
  final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
        label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
        label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
      ])
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  /// Boxes by item (or texts, for label cells).
  final class Source: NSObject, UICollectionViewDataSource {
    var boxes: [CGSize] = []
    var texts: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
      -> Int
    { max(boxes.count, texts.count) }

    func collectionView(
      _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
      if !texts.isEmpty {
        let cell =
          collectionView.dequeueReusableCell(withReuseIdentifier: "label", for: indexPath)
          as! LabelCell
        cell.label.text = texts[indexPath.item]
        return cell
      }
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath) as! BoxCell
      cell.box.size = boxes[indexPath.item]
      cell.box.invalidateIntrinsicContentSize()
      return cell
    }
  }

  func listLayout(estimate: CGFloat, spacing: CGFloat = 0) -> UICollectionViewCompositionalLayout {
    let size = F.size(.fractionalWidth(1), .estimated(estimate))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    return UICollectionViewCompositionalLayout(section: section)
  }

  /// Rows of two items half the width wide, their heights (and the rows') estimated.
  func pairsLayout(estimate: CGFloat) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: F.size(.fractionalWidth(0.5), .estimated(estimate)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: F.size(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }

  func makeCollection(
    width: CGFloat, height: CGFloat, layout: UICollectionViewLayout, source: Source
  ) -> (UIView, UICollectionView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(BoxCell.self, forCellWithReuseIdentifier: "box")
    collection.register(LabelCell.self, forCellWithReuseIdentifier: "label")
    collection.dataSource = source
    root.addSubview(collection)
    return (root, collection)
  }

  /// Rows estimated at 50: the shown ones take their box's height + 8; those below keep 50.
  @Test func estimatedHeightsFollowTheCells() {
    let source = Source()
    source.boxes = [20, 60, 12, 40, 30, 30, 30].map { CGSize(width: 100, height: $0) }
    let (root, collection) = makeCollection(
      width: 320, height: 150, layout: listLayout(estimate: 50, spacing: 10), source: source)
    let messages = LayoutDiagnostics.capture { root.layoutIfNeeded() }
    #expect(messages.map(\.message) == [])
    // Rows 28, 68, 20 tall, 10 apart: 0, 38, 116; the fourth (48 tall) at 146 shows
    // too (146 < 150); the fifth, at 204, does not and keeps its 50.
    expectFrame(F.frame(collection, 0), 0, 0, 320, 28)
    expectFrame(F.frame(collection, 1), 0, 38, 320, 68)
    expectFrame(F.frame(collection, 2), 0, 116, 320, 20)
    expectFrame(F.frame(collection, 3), 0, 146, 320, 48)
    expectFrame(F.frame(collection, 4), 0, 204, 320, 50)
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2, 3])
    expectFrame(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame, 0, 38, 320, 68)
    // 204 + 3 × 50 + 2 × 10 = 374.
    #expect(collection.contentSize.height == 374)
  }

  /// Items of a row whose height is estimated: the row takes its tallest item.
  @Test func estimatedGroupTakesItsTallestItem() {
    let source = Source()
    source.boxes = [12, 52, 32].map { CGSize(width: 50, height: $0) }
    let (root, collection) = makeCollection(
      width: 300, height: 400, layout: pairsLayout(estimate: 30), source: source)
    root.layoutIfNeeded()
    // Row 1: 20 and 60 tall → 60; row 2 starts at 60.
    expectFrame(F.frame(collection, 0), 0, 0, 150, 20)
    expectFrame(F.frame(collection, 1), 150, 0, 150, 60)
    expectFrame(F.frame(collection, 2), 0, 60, 150, 40)
    #expect(collection.contentSize.height == 100)
  }

  /// Rows of two estimated items: the rows shown first keep the sizes their cells measured
  /// even once pushed out of view; the rows below keep the estimate (the last one holds one
  /// item).
  @Test func rowsBelowTheMeasuredOnesKeepTheEstimate() {
    let source = Source()
    source.boxes = [12, 52, 12, 32, 70, 70, 70].map { CGSize(width: 50, height: $0) }
    let (root, collection) = makeCollection(
      width: 300, height: 50, layout: pairsLayout(estimate: 30), source: source)
    root.layoutIfNeeded()
    // The rows at 0 and 30 show first; their cells measure 20, 60, 20 and 40 tall. Row 0 is
    // then 60 tall, so row 1 starts at 60, below the 50 pt view, 40 tall.
    expectFrame(F.frame(collection, 0), 0, 0, 150, 20)
    expectFrame(F.frame(collection, 1), 150, 0, 150, 60)
    expectFrame(F.frame(collection, 2), 0, 60, 150, 20)
    expectFrame(F.frame(collection, 3), 150, 60, 150, 40)
    // Rows 2 and 3 were never shown: 30 tall at 100 and 130.
    expectFrame(F.frame(collection, 4), 0, 100, 150, 30)
    expectFrame(F.frame(collection, 5), 150, 100, 150, 30)
    expectFrame(F.frame(collection, 6), 0, 130, 150, 30)
    #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1])
    #expect(collection.contentSize.height == 160)
  }

  /// Labels of different lengths wrap to the cell's width; each row is as tall as its label
  /// plus 16.
  @Test func labelsOfDifferentLengths() {
    let source = Source()
    source.texts = [
      "Short",
      "A longer line of text that has to wrap onto a second line in a 393 pt wide cell, maybe a third.",
      "Medium length text here",
    ]
    let (root, collection) = makeCollection(
      width: 393, height: 852, layout: listLayout(estimate: 44), source: source)
    root.layoutIfNeeded()
    var y: CGFloat = 0
    var heights: [CGFloat] = []
    for (i, text) in source.texts.enumerated() {
      let probe = UILabel()
      probe.numberOfLines = 0
      probe.text = text
      // The label is 393 − 16 wide.
      let height =
        probe.sizeThatFits(CGSize(width: 377, height: CGFloat.greatestFiniteMagnitude)).height + 16
      heights.append(height)
      expectFrame(F.frame(collection, i), 0, y, 393, height)
      y += height
    }
    #expect(heights[1] > heights[0])
    #expect(heights[0] == heights[2])
    #expect(collection.contentSize.height == y)
  }
}
