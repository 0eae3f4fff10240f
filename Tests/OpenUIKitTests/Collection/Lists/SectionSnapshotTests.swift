import Foundation
import OpenUIKit
import Testing

/// `NSDiffableDataSourceSectionSnapshot`: the outline's reading and editing, duplicates
/// reported with UIKit's message, and section snapshots applied to a collection view's
/// sections, expanded and collapsed by taps on outline disclosures.
@MainActor
@Suite(.serialized) struct SectionSnapshotTests: LayoutBehaviorSuite {
  typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

  /// A, with children a0, a1 (itself with x) and a2; then B and C.
  func sample() -> Outline {
    var s = Outline()
    s.append(["A", "B"])
    s.append(["a1", "a2"], to: "A")
    s.append(["x"], to: "a1")
    s.insert(["C"], after: "B")
    s.insert(["a0"], before: "a1")
    return s
  }

  @Test func readingTheOutline() {
    var s = sample()
    #expect(s.items == ["A", "a0", "a1", "x", "a2", "B", "C"])
    #expect(s.rootItems == ["A", "B", "C"])
    #expect(s.visibleItems == ["A", "B", "C"])
    #expect(!s.isExpanded("A"))
    #expect(s.level(of: "x") == 2 && s.level(of: "a2") == 1 && s.level(of: "B") == 0)
    #expect(s.parent(of: "x") == "a1" && s.parent(of: "A") == nil)
    #expect(s.index(of: "a2") == 4 && s.index(of: "zz") == nil)
    #expect(s.contains("x") && !s.contains("zz"))
    s.expand(["A"])
    #expect(s.visibleItems == ["A", "a0", "a1", "a2", "B", "C"])
    #expect(s.isVisible("a1") && !s.isVisible("x"))
    s.expand(["a1"])
    #expect(s.visibleItems == ["A", "a0", "a1", "x", "a2", "B", "C"])
    s.collapse(["A"])
    #expect(s.visibleItems == ["A", "B", "C"])
    #expect(s.isExpanded("a1"))
    #expect(
      s.visualDescription() == "+ A\n      a0\n    - a1\n          x\n      a2\n  B\n  C")
    let children = s.snapshot(of: "A")
    #expect(children.rootItems == ["a0", "a1", "a2"])
    #expect(children.items == ["a0", "a1", "x", "a2"])
    #expect(children.level(of: "x") == 1 && children.isExpanded("a1"))
    let withParent = s.snapshot(of: "a1", includingParent: true)
    #expect(withParent.rootItems == ["a1"] && withParent.items == ["a1", "x"])
  }

  @Test func editingTheOutline() {
    var s = sample()
    s.delete(["a1"])
    #expect(s.items == ["A", "a0", "a2", "B", "C"])
    #expect(!s.contains("x"))
    var more = Outline()
    more.append(["m"])
    more.append(["m1"], to: "m")
    s.insert(more, after: "a0")
    #expect(s.items == ["A", "a0", "m", "m1", "a2", "B", "C"])
    #expect(s.parent(of: "m") == "A" && s.level(of: "m1") == 2)
    var replacement = Outline()
    replacement.append(["r"])
    s.replace(childrenOf: "A", using: replacement)
    #expect(s.items == ["A", "r", "B", "C"])
    s.deleteAll()
    #expect(s.items.isEmpty && s.rootItems.isEmpty)
  }

  /// UIKit raises on duplicates and unknown parents; OpenUIKit leaves them out and reports
  /// UIKit's message when the snapshot is applied.
  @Test func duplicatesAreReported() {
    var s = sample()
    s.append(["B", "D", "D"])
    s.append(["y"], to: "nope")
    let expected = [
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    B,\n    D\n)}",
      "Invalid parent item identifier specified: nope",
    ]
    #expect(s.reportedIssues == expected)
    #expect(s.rootItems == ["A", "B", "C", "D"])
    let (_, _, source) = makeList()
    let messages = LayoutDiagnostics.capture {
      source.apply(s, to: "main", animatingDifferences: false)
    }
    #expect(raisedReasons(messages, name: "NSInternalInconsistencyException") == expected)
    #expect(source.snapshot(for: "main").reportedIssues == [])
  }

  /// A list of 393 × 44 rows (a flow layout with no spacing), parents with an outline
  /// disclosure, each cell tagged with its item.
  func makeList(headerStyle: Bool = false) -> (
    UIView, UICollectionView, UICollectionViewDiffableDataSource<String, String>
  ) {
    let root = makeRoot(width: 393, height: 600)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 393, height: 44)
    layout.minimumLineSpacing = 0
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    let style: UICellAccessory.OutlineDisclosureOptions.Style = headerStyle ? .header : .cell
    let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
      // The top-level items and a1 (the one child with children) show a chevron.
      cell.accessories =
        ["A", "B", "C", "a1"].contains(item)
        ? [.outlineDisclosure(options: .init(style: style))] : []
    }
    let source = UICollectionViewDiffableDataSource<String, String>(collectionView: collection) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    root.addSubview(collection)
    return (root, collection, source)
  }

  func shown(_ collection: UICollectionView) -> [String] {
    collection.indexPathsForVisibleItems.sorted { $0.item < $1.item }.compactMap {
      ((collection.cellForItem(at: $0) as? UICollectionViewListCell)?.contentView
        as? UIListContentView)?.listConfiguration.text
    }
  }

  @Test func applyToSectionShowsVisibleItems() throws {
    let (root, collection, source) = makeList()
    var main = sample()
    main.expand(["A"])
    var plain = NSDiffableDataSourceSnapshot<String, String>()
    plain.appendSections(["top"])
    plain.appendItems(["t1"])
    source.apply(plain, animatingDifferences: false)
    source.apply(main, to: "main", animatingDifferences: false)
    root.layoutIfNeeded()
    #expect(source.snapshot().sectionIdentifiers == ["top", "main"])
    #expect(source.snapshot().itemIdentifiers(inSection: "main") == main.visibleItems)
    #expect(source.snapshot(for: "main").items == main.items)
    #expect(source.snapshot(for: "top").items == ["t1"])
    #expect(shown(collection) == ["t1", "A", "a0", "a1", "a2", "B", "C"])
    // Levels become indentation: a1 (level 1) has its content view at 10 pt, 393 − 10 −
    // 16 − 8 = 359 wide (it has an outline chevron).
    let a1 = try #require(
      collection.cellForItem(at: IndexPath(item: 2, section: 1)) as? UICollectionViewListCell)
    #expect(a1.indentationLevel == 1)
    expectFrame(a1.frame, 0, 44 + 2 * 44, 393, 44)
    expectFrame(a1.contentView.frame, 10, 0, 359, 44)
    // A whole snapshot that changes the section forgets its outline.
    var flat = source.snapshot()
    flat.deleteItems(["a0"])
    source.apply(flat, animatingDifferences: false)
    #expect(source.snapshot(for: "main").items == ["A", "a1", "a2", "B", "C"])
  }

  @Test func outlineDisclosureTapsExpandAndCollapse() throws {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    try AnimationEnvironment.withEnvironment(environment) {
      let (root, collection, source) = makeList()
      var log: [String] = []
      source.sectionSnapshotHandlers.willExpandItem = { log.append("expand \($0)") }
      source.sectionSnapshotHandlers.willCollapseItem = { log.append("collapse \($0)") }
      source.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "B" }
      var main = sample()
      main.append(["b1"], to: "B")
      source.apply(main, to: "main", animatingDifferences: false)
      root.layoutIfNeeded()
      #expect(shown(collection) == ["A", "B", "C"])
      @MainActor func chevron(_ item: Int) throws -> UIView {
        let cell = try #require(
          collection.cellForItem(at: IndexPath(item: item, section: 0))
            as? UICollectionViewListCell)
        return try #require(cell.subviews.first { $0 is UIControl })
      }
      // Tapping A's chevron expands A: its children appear below it.
      try chevron(0).simulateTap()
      environment.runLoop.run(for: 0.5)
      root.layoutIfNeeded()
      #expect(source.snapshot(for: "main").isExpanded("A"))
      #expect(shown(collection) == ["A", "a0", "a1", "a2", "B", "C"])
      // B moved from row 1 to row 4: y = 4 × 44 = 176.
      expectFrame(
        collection.cellForItem(at: IndexPath(item: 4, section: 0))!.frame, 0, 176, 393, 44)
      // a1 (row 2) expands in turn; x is at level 2: content view at 20 pt.
      try chevron(2).simulateTap()
      environment.runLoop.run(for: 0.5)
      root.layoutIfNeeded()
      #expect(shown(collection) == ["A", "a0", "a1", "x", "a2", "B", "C"])
      let x = try #require(
        collection.cellForItem(at: IndexPath(item: 3, section: 0)) as? UICollectionViewListCell)
      #expect(x.indentationLevel == 2)
      expectFrame(x.contentView.frame, 20, 0, 373, 44)
      // B expands but refuses to collapse; A collapses, hiding its whole subtree.
      try chevron(5).simulateTap()
      environment.runLoop.run(for: 0.5)
      try chevron(5).simulateTap()
      environment.runLoop.run(for: 0.5)
      try chevron(0).simulateTap()
      environment.runLoop.run(for: 0.5)
      root.layoutIfNeeded()
      #expect(shown(collection) == ["A", "B", "b1", "C"])
      #expect(log == ["expand A", "expand a1", "expand B", "collapse A"])
      // A tap on the cell itself selects it (a cell-style disclosure).
      let cellOfC = collection.cellForItem(at: IndexPath(item: 3, section: 0))!
      cellOfC.simulateTap(at: CGPoint(x: 100, y: 22))
      #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
    }
  }

  /// A header-style disclosure: a tap anywhere on the row expands or collapses it, and
  /// nothing is selected.
  @Test func headerStyleRowsToggleOnTap() throws {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    try AnimationEnvironment.withEnvironment(environment) {
      let (root, collection, source) = makeList(headerStyle: true)
      source.apply(sample(), to: "main", animatingDifferences: false)
      root.layoutIfNeeded()
      let a = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
      a.simulateTap(at: CGPoint(x: 100, y: 22))
      environment.runLoop.run(for: 0.5)
      root.layoutIfNeeded()
      #expect(shown(collection) == ["A", "a0", "a1", "a2", "B", "C"])
      #expect(collection.indexPathsForSelectedItems == [])
      a.simulateTap(at: CGPoint(x: 100, y: 22))
      environment.runLoop.run(for: 0.5)
      root.layoutIfNeeded()
      #expect(shown(collection) == ["A", "B", "C"])
    }
  }
}
