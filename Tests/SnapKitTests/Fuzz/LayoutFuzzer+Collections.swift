import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The collection steps: a collection view with a flow layout, or now and then a compositional
/// one (see LayoutFuzzer+CompositionalCollections.swift), in a random frame of the root,
/// shows snapshots of a diffable data source; snapshots are applied with and without animation
/// (duplicates included, which are reported, never fatal), applied again half-way through the
/// previous animation, its cells resized (fixed sizes or self-sizing from constraints), its
/// layout changed (direction, spacings, insets, headers, pinning, estimates), scrolled (set
/// offsets, `scrollToItem`, pans) and resized, with the clock running in between. Under the
/// existing invariants, plus: every visible cell is a subview at a distinct index path that
/// exists, with a finite frame (model and presentation); with fixed sizes each visible cell's
/// frame is the layout's frame for its item (to 1/1000 pt); the visible items are exactly the items whose
/// frames meet the visible rectangle; and no more cells exist than the visible rectangle
/// holds plus the ones animating away.
extension LayoutFuzzer {
  /// A cell holding a box of a size chosen per item, pinned to the content view's edges.
  final class FuzzCollectionCell: UICollectionViewCell {
    let box = FuzzView()

    override init(frame: CGRect) {
      super.init(frame: frame)
      box.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 2),
        box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -2),
        box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 3),
        box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -3),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  /// The collection view, its data source and the sizes of its items' boxes.
  final class FuzzCollection: NSObject, UICollectionViewDelegateFlowLayout {
    let view: UICollectionView
    let layout = UICollectionViewFlowLayout()
    var source: UICollectionViewDiffableDataSource<Int, Int>!
    var boxes: [Int: CGSize] = [:]

    override init() {
      view = UICollectionView(frame: .zero, collectionViewLayout: layout)
      super.init()
      let boxes = { [unowned self] (item: Int) in self.boxes[item] ?? CGSize(width: 40, height: 20)
      }
      let cells = UICollectionView.CellRegistration<FuzzCollectionCell, Int> { cell, _, item in
        cell.box.size = boxes(item)
        cell.box.invalidateIntrinsicContentSize()
      }
      // List cells with text, so that list sections measure them (flow layouts size them).
      func textSupplementary(_ kind: String, _ prefix: String)
        -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell>
      {
        UICollectionView.SupplementaryRegistration(elementKind: kind) { view, _, path in
          var content = view.defaultContentConfiguration()
          content.text = "\(prefix) \(path.section)"
          view.contentConfiguration = content
        }
      }
      let headers = textSupplementary(UICollectionView.elementKindSectionHeader, "Header")
      let footers = textSupplementary(UICollectionView.elementKindSectionFooter, "Footer")
      source = UICollectionViewDiffableDataSource(collectionView: view) {
        collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
      }
      source.supplementaryViewProvider = { collectionView, kind, indexPath in
        collectionView.dequeueConfiguredReusableSupplementary(
          using: kind == UICollectionView.elementKindSectionHeader ? headers : footers,
          for: indexPath)
      }
      view.delegate = self
    }

    func collectionView(
      _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      guard let item = source.itemIdentifier(for: indexPath) else { return .zero }
      let box = boxes[item] ?? CGSize(width: 40, height: 20)
      return CGSize(width: box.width + 6, height: box.height + 4)
    }
  }

  var fuzzCollection: FuzzCollection? {
    get { collectionHolder.first }
    set { collectionHolder = newValue.map { [$0] } ?? [] }
  }

  /// One collection step. It draws one number from the run's generator and makes its own
  /// choices from a generator seeded with it (as the page steps do).
  func collectionOperation() {
    var own = FuzzRandom(seed: random.next())
    swap(&random, &own)
    defer { swap(&random, &own) }
    // A collection lives for one step: added with a first snapshot, changed, checked and
    // removed. Kept across steps, its self-sizing cells made every later layout pass of the
    // fuzz window twelve times slower (5,000 steps of seed 1: 34.7 s, 2.7 s without it),
    // beyond the CI's budget; see issue 22.
    let clampedBefore = clampedViews
    if fuzzCollection == nil { addFuzzCollection() }
    guard let collection = fuzzCollection else { return }
    defer {
      collection.view.removeFromSuperview()
      fuzzCollection = nil
      // The collection's views (cells, their content, headers) die with it, and later views
      // may be allocated at their addresses: they leave the set of clamped views, which is
      // keyed by description (address included), as removed pool views do.
      let alive = Set(views.map(\.layoutDescription))
      for gone in clampedViews.subtracting(clampedBefore) where !alive.contains(gone) {
        clampedViews.remove(gone)
      }
    }
    switch random.below(9) {
    case 0, 1: applyRandomSnapshot(collection)
    case 2:
      // Interrupted: a second snapshot half-way through the first's animation.
      applyRandomSnapshot(collection, animated: true)
      environment.runLoop.run(for: random.pick([0.05, 0.15, 0.25]))
      applyRandomSnapshot(collection)
    case 3:
      // Cells resized: new box sizes, reconfigured.
      var snapshot = collection.source.snapshot()
      let items = snapshot.itemIdentifiers
      for item in items where random.chance(400) {
        collection.boxes[item] = CGSize(
          width: random.pick([0, 10, 44, 120, 250, 500]), height: random.pick([0, 8, 30, 61.5]))
      }
      snapshot.reconfigureItems(items.filter { _ in random.chance(600) })
      collection.source.apply(snapshot, animatingDifferences: random.chance(500))
      collection.view.collectionViewLayout.invalidateLayout()
    case 4: environment.runLoop.run(for: random.pick([0.05, 0.15, 0.3, 1]))
    case 5:
      if random.chance(300) {
        switchFuzzCollectionLayout(collection)
      } else if collection.view.collectionViewLayout === collection.layout {
        changeFuzzLayout(collection.layout)
      } else {
        // A carousel dragged, or another compositional layout.
        if let scroller = collection.view.orthogonalScrollView(forSection: 0), random.chance(700) {
          let b = scroller.bounds
          scroller.simulatePan(
            from: CGPoint(x: b.midX, y: b.midY),
            to: CGPoint(x: b.midX + CGFloat(random.below(500)) - 250, y: b.midY),
            duration: random.pick([0.05, 0.3]), framesPerSecond: 60)
        } else {
          switchFuzzCollectionLayout(collection)
        }
      }
    case 6:
      let view = collection.view
      switch random.below(3) {
      case 0:
        view.contentOffset = CGPoint(
          x: CGFloat(random.below(400)) - 50, y: CGFloat(random.below(1500)) - 100)
      case 1:
        let count = view.numberOfSections
        if count > 0 {
          let section = random.below(count)
          let items = view.numberOfItems(inSection: section)
          view.scrollToItem(
            at: IndexPath(item: items > 0 ? random.below(items + 1) : 0, section: section),
            at: random.pick([
              UICollectionView.ScrollPosition.top, .bottom, .centeredVertically, .left, [],
            ]),
            animated: random.chance(500))
        }
      default:
        let b = view.bounds
        let start = CGPoint(x: b.midX, y: b.midY)
        let end = CGPoint(
          x: start.x + CGFloat(random.below(300)) - 150,
          y: start.y + CGFloat(random.below(600)) - 300)
        view.simulatePan(
          from: start, to: end, duration: random.pick([0.05, 0.2]), framesPerSecond: 60)
      }
    case 7:
      collection.view.frame = CGRect(
        x: CGFloat(random.below(40)), y: CGFloat(random.below(200)),
        width: CGFloat(random.pick([0, 120, 250, 393])),
        height: CGFloat(random.pick([0, 90, 300, 600])))
    default:
      // A tap on a visible cell.
      if let cell = collection.view.visibleCells.first { cell.simulateTap() }
    }
    layoutAndCheck()
    checkCollection(collection)
  }

  func addFuzzCollection() {
    let collection = FuzzCollection()
    collection.view.frame = CGRect(
      x: CGFloat(random.below(40)), y: CGFloat(random.below(200)),
      width: CGFloat(200 + random.below(193)), height: CGFloat(200 + random.below(400)))
    collection.view.autoresizingMask = random.pick([[], [.flexibleWidth], [.flexibleHeight]])
    if random.chance(400) {
      collection.view.collectionViewLayout = Self.fuzzCompositionalLayout(
        randomCompositionalChoices())
    }
    root.addSubview(collection.view)
    fuzzCollection = collection
    applyRandomSnapshot(collection, animated: false)
  }

  /// A snapshot of 0–3 sections of 0–30 items drawn from a small pool (so successive
  /// snapshots share items), now and then with a duplicate.
  func applyRandomSnapshot(_ collection: FuzzCollection, animated: Bool? = nil) {
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    let sections = random.below(4)
    snapshot.appendSections(Array(0..<sections).map { ($0 + random.below(2)) * 10 })
    var pool = Array(0..<60)
    for section in snapshot.sectionIdentifiers {
      var items: [Int] = []
      for _ in 0..<random.below(31) where !pool.isEmpty {
        items.append(pool.remove(at: random.below(pool.count)))
      }
      if random.chance(30), let first = items.first { items.append(first) }
      snapshot.appendItems(items, toSection: section)
    }
    collection.source.apply(snapshot, animatingDifferences: animated ?? random.chance(600))
  }

  func changeFuzzLayout(_ layout: UICollectionViewFlowLayout) {
    switch random.below(7) {
    case 0: layout.scrollDirection = random.chance(500) ? .vertical : .horizontal
    case 1:
      layout.minimumLineSpacing = random.pick([0, 10, 33.5, -5])
      layout.minimumInteritemSpacing = random.pick([0, 10, 7.25])
    case 2:
      layout.sectionInset = random.pick([
        .zero, UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
        UIEdgeInsets(top: 0, left: 300, bottom: 0, right: 300),
      ])
      layout.sectionInsetReference = random.pick([
        UICollectionViewFlowLayout.SectionInsetReference.fromContentInset, .fromSafeArea,
        .fromLayoutMargins,
      ])
    case 3:
      layout.headerReferenceSize = random.pick([.zero, CGSize(width: 30, height: 44)])
      layout.footerReferenceSize = random.pick([.zero, CGSize(width: 20, height: 20)])
    case 4:
      layout.sectionHeadersPinToVisibleBounds.toggle()
      layout.sectionFootersPinToVisibleBounds = random.chance(300)
    case 5:
      layout.estimatedItemSize = random.pick([
        .zero, .zero, UICollectionViewFlowLayout.automaticSize, CGSize(width: 50, height: 30),
      ])
    default:
      layout.itemSize = random.pick([CGSize(width: 50, height: 50), CGSize(width: 0, height: 10)])
    }
  }

  func checkCollection(_ collection: FuzzCollection) {
    let view = collection.view
    guard view.window != nil else { return }
    view.layoutIfNeeded()
    let visible = view.visibleContentRect
    var seen: Set<IndexPath> = []
    for (path, cell) in view.visibleCellsByPath.sorted(by: {
      $0.key.lexicographicallyPrecedes($1.key)
    }) {
      if !seen.insert(path).inserted || !view.isValidItem(path) {
        violations.append("step \(stepIndex): collection cell at a bad index path \(path)")
      }
      let host = cell.superview
      if host !== view && !(host is OrthogonalScrollView && host?.superview === view) {
        violations.append("step \(stepIndex): visible collection cell not in the collection view")
      }
      let f = cell.frame
      if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
        violations.append("step \(stepIndex): non-finite collection cell frame \(f)")
      }
      if let p = cell.layer.presentation()?.frame,
        !(p.minX.isFinite && p.minY.isFinite && p.width.isFinite && p.height.isFinite)
      {
        violations.append("step \(stepIndex): non-finite presented collection cell frame \(p)")
      }
      if let expected = expectedCellFrame(view, path, cell),
        abs(expected.minX - f.minX) > 0.001 || abs(expected.minY - f.minY) > 0.001
          || abs(expected.width - f.width) > 0.001 || abs(expected.height - f.height) > 0.001
      {
        // A view keeps its frame as a centre and bounds: the last bits may differ.
        violations.append(
          "step \(stepIndex): collection cell \(path) at \(f), layout says \(expected)")
      }
      for value in [f.minX, f.minY, f.width, f.height] {
        digest = (digest ^ (value * 1000).rounded().bitPattern) &* 0x100_0000_01B3
      }
    }
    if let expected = expectedVisibleItems(view, visible) {
      if expected != view.indexPathsForVisibleItems {
        violations.append(
          "step \(stepIndex): visible items \(view.indexPathsForVisibleItems), expected \(expected)"
        )
      }
    }
    // Cells for items (headers and footers may be list cells too).
    func isItemCell(_ view: UIView) -> Bool {
      (view as? UICollectionViewCell).map { $0.supplementaryKind == nil } ?? false
    }
    let cells =
      view.subviews.filter(isItemCell).count
      + view.orthogonalScrollers.values.reduce(0) { $0 + $1.subviews.filter(isItemCell).count }
    if cells > view.visibleCellsByPath.count + view.disappearing.count {
      violations.append(
        "step \(stepIndex): \(cells) cells for \(view.visibleCellsByPath.count) visible and "
          + "\(view.disappearing.count) leaving")
    }
  }
}
