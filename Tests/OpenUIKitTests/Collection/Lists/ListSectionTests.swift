import Foundation
import OpenUIKit
import Testing

/// List sections (`UICollectionViewCompositionalLayout.list(using:)`,
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`) in every appearance, set
/// beside tables of the same rows: plain and sidebar plain as a plain table, grouped as a
/// grouped table, inset grouped and sidebar as an inset-grouped table (uikit-apps.md §6.1,
/// §6.3).
@MainActor
@Suite struct ListSectionTests: LayoutBehaviorSuite {
  typealias Appearance = UICollectionLayoutListConfiguration.Appearance

  /// Each appearance with the table style it is laid out as.
  static let pairs: [(Appearance, UITableView.Style)] = [
    (.plain, .plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped),
    (.sidebar, .insetGrouped), (.sidebarPlain, .plain),
  ]

  /// The first label with text inside `view`, in `root`'s coordinates.
  func textFrame(_ view: UIView?, in root: UIView) -> CGRect? {
    guard let view else { return nil }
    if let label = view as? UILabel, label.text?.isEmpty == false {
      return label.convert(label.bounds, to: root)
    }
    for sub in view.subviews {
      if let frame = textFrame(sub, in: root) { return frame }
    }
    return nil
  }

  /// Rows, headers and footers are where the table puts its rows and title views, to
  /// 1/1000 pt, in every appearance; the header and footer text starts where the table's
  /// does (an inset list insets its headers with its rows, the table its title margins), and
  /// a row's text where the table's does but for the separator's half pixel.
  @Test(arguments: 0..<5) func rowsHeadersAndFootersMatchTheTable(_ pair: Int) throws {
    let (appearance, style) = Self.pairs[pair]
    let sections = [2, 1]
    let list = ListFixtures.list(appearance, sections: sections, header: true, footer: true)
    let table = ListFixtures.table(style, sections: sections, header: true, footer: true)
    #expect(list.collection.contentSize == table.table.contentSize)
    for (s, count) in sections.enumerated() {
      for row in 0..<count {
        let cell = try #require(ListFixtures.cell(list.collection, s, row))
        let rect = table.table.rectForRow(at: IndexPath(row: row, section: s))
        expectFrame(cell.frame, rect.minX, rect.minY, rect.width, rect.height)
        let tableCell = table.table.cellForRow(at: IndexPath(row: row, section: s))
        let listText = try #require(textFrame(cell, in: list.root))
        let tableText = try #require(textFrame(tableCell, in: table.root))
        // A table row's content view gives the separator its pixel (43.667 of 44 pt); a
        // list row's spans the row and the separator is drawn over it, so the centred
        // text sits half a pixel lower.
        expectFrame(
          listText, tableText.minX, tableText.minY + 1.0 / 6, tableText.width, tableText.height)
      }
      let path = IndexPath(item: 0, section: s)
      for (kind, rect) in [
        (UICollectionView.elementKindSectionHeader, table.table.rectForHeader(inSection: s)),
        (UICollectionView.elementKindSectionFooter, table.table.rectForFooter(inSection: s)),
      ] {
        let view = try #require(list.collection.supplementaryView(forElementKind: kind, at: path))
        expectValue(view.frame.minY, rect.minY)
        expectValue(view.frame.height, rect.height)
        let listText = try #require(textFrame(view, in: list.root))
        let tableView =
          kind == UICollectionView.elementKindSectionHeader
          ? table.table.headerView(forSection: s) : table.table.footerView(forSection: s)
        let tableText = try #require(textFrame(tableView, in: table.root))
        expectValue(listText.minX, tableText.minX)
        expectValue(listText.minY, tableText.minY)
      }
    }
  }

  /// The numbers behind the comparison, for the plain and inset-grouped appearances: a plain
  /// list's header sits 22 pt below the previous section; an inset-grouped list's rows are
  /// inset 16 pt on a 393 pt phone.
  @Test func plainAndInsetGroupedFrames() throws {
    let plain = ListFixtures.list(.plain, sections: [2, 1], header: true, footer: true)
    let header = try #require(
      plain.collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    expectFrame(header.frame, 0, 22, 393, 32.333)
    expectFrame(try #require(ListFixtures.cell(plain.collection, 0, 0)).frame, 0, 54.333, 393, 44)
    expectFrame(try #require(ListFixtures.cell(plain.collection, 1, 0)).frame, 0, 226.667, 393, 44)
    expectValue(plain.collection.contentSize.height, 300.667)
    let inset = ListFixtures.list(.insetGrouped, sections: [2, 1], header: true, footer: true)
    expectFrame(try #require(ListFixtures.cell(inset.collection, 0, 0)).frame, 16, 37.667, 361, 44)
    expectFrame(try #require(ListFixtures.cell(inset.collection, 1, 0)).frame, 16, 191, 361, 44)
    let footer = try #require(
      inset.collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionFooter,
        at: IndexPath(item: 0, section: 0)))
    expectFrame(footer.frame, 16, 125.667, 361, 27.667)
  }

  /// Without headers and footers a grouped list is spaced as a grouped table: 35 pt above the
  /// first section, 18 above the others, 18 below each; a plain list not at all.
  @Test func emptyHeadersAndFootersSpaceGroupedSections() throws {
    let grouped = ListFixtures.list(.grouped, sections: [2, 1])
    let table = ListFixtures.table(.grouped, sections: [2, 1])
    expectFrame(try #require(ListFixtures.cell(grouped.collection, 0, 0)).frame, 0, 35, 393, 44)
    expectFrame(try #require(ListFixtures.cell(grouped.collection, 1, 0)).frame, 0, 159, 393, 44)
    #expect(grouped.collection.contentSize == table.table.contentSize)
    expectValue(grouped.collection.contentSize.height, 221)
    let plain = ListFixtures.list(.plain, sections: [2, 1])
    expectFrame(try #require(ListFixtures.cell(plain.collection, 1, 0)).frame, 0, 88, 393, 44)
    expectValue(plain.collection.contentSize.height, 132)
  }

  /// Separators: under every plain row, not under a grouped section's last row, none in the
  /// sidebar appearances; from the text's leading edge to the trailing edge, one pixel tall.
  @Test func separatorsFollowTheAppearance() throws {
    func separator(_ cell: UICollectionViewListCell?) -> UIView? { cell?.subviews.last }
    let plain = ListFixtures.list(.plain, sections: [2])
    let last = separator(ListFixtures.cell(plain.collection, 0, 1))
    #expect(last?.isHidden == false)
    expectFrame(try #require(last).frame, 16, 43.667, 377, 0.333)
    #expect(last?.backgroundColor == .separator)
    let inset = ListFixtures.list(.insetGrouped, sections: [2])
    let first = try #require(separator(ListFixtures.cell(inset.collection, 0, 0)))
    #expect(!first.isHidden)
    expectFrame(first.frame, 16, 43.667, 345, 0.333)
    #expect(separator(ListFixtures.cell(inset.collection, 0, 1))?.isHidden == true)
    for appearance in [Appearance.sidebar, .sidebarPlain] {
      let sidebar = ListFixtures.list(appearance, sections: [2])
      #expect(separator(ListFixtures.cell(sidebar.collection, 0, 0))?.isHidden == true)
    }
  }

  /// The separator configuration and the item separator handler: insets, colour and
  /// visibility row by row.
  @Test func separatorConfigurationAndHandler() throws {
    let list = ListFixtures.list(.plain, sections: [3]) { configuration in
      configuration.separatorConfiguration.color = .systemRed
      configuration.itemSeparatorHandler = { path, section in
        var row = section
        if path.item == 0 { row.bottomSeparatorInsets.leading = 60 }
        if path.item == 1 { row.bottomSeparatorVisibility = .hidden }
        if path.item == 2 {
          row.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 0, bottom: 0, trailing: 20)
        }
        return row
      }
    }
    let first = try #require(ListFixtures.cell(list.collection, 0, 0)?.subviews.last)
    expectFrame(first.frame, 60, 43.667, 333, 0.333)
    #expect(first.backgroundColor == .systemRed)
    #expect(ListFixtures.cell(list.collection, 0, 1)?.subviews.last?.isHidden == true)
    let third = try #require(ListFixtures.cell(list.collection, 0, 2)?.subviews.last)
    expectFrame(third.frame, 0, 43.667, 373, 0.333)
  }

  /// Backgrounds and corners: the list's background on the collection view (the app's own
  /// colour kept), the rows' by appearance, an inset-grouped section's first and last rows
  /// rounded by 10 pt.
  @Test func backgroundsAndCorners() throws {
    let inset = ListFixtures.list(.insetGrouped, sections: [3, 1])
    #expect(inset.collection.backgroundColor == .systemGroupedBackground)
    let first = try #require(ListFixtures.cell(inset.collection, 0, 0))
    let middle = try #require(ListFixtures.cell(inset.collection, 0, 1))
    let last = try #require(ListFixtures.cell(inset.collection, 0, 2))
    let single = try #require(ListFixtures.cell(inset.collection, 1, 0))
    #expect(first.backgroundColor == .secondarySystemGroupedBackground)
    #expect(first.layer.cornerRadius == 10 && first.clipsToBounds)
    #expect(first.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(middle.layer.cornerRadius == 0 && !middle.clipsToBounds)
    #expect(last.layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
    #expect(
      single.layer.maskedCorners == [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ])
    let plain = ListFixtures.list(.plain, sections: [1])
    #expect(plain.collection.backgroundColor == .systemBackground)
    #expect(ListFixtures.cell(plain.collection, 0, 0)?.backgroundColor == .systemBackground)
    let sidebar = ListFixtures.list(.sidebar, sections: [1])
    #expect(ListFixtures.cell(sidebar.collection, 0, 0)?.backgroundColor == nil)
    #expect(ListFixtures.cell(sidebar.collection, 0, 0)?.layer.cornerRadius == 0)
    let custom = ListFixtures.list(.grouped, sections: [1]) { configuration in
      configuration.backgroundColor = .systemTeal
    }
    #expect(custom.collection.backgroundColor == .systemTeal)
    let own = ListFixtures.list(.grouped, sections: [1])
    own.collection.backgroundColor = .systemYellow
    let cell = try #require(ListFixtures.cell(own.collection, 0, 0))
    cell.backgroundColor = .systemPink
    own.collection.collectionViewLayout.invalidateLayout()
    own.root.layoutIfNeeded()
    #expect(own.collection.backgroundColor == .systemYellow)
    #expect(cell.backgroundColor == .systemPink)
  }

  /// A list cell dequeued as a header or footer gets the list's header or footer
  /// configuration from `defaultContentConfiguration()`; a row gets `.cell()`.
  @Test func headersDefaultToTheListsHeaderConfiguration() throws {
    let path = IndexPath(item: 0, section: 0)
    for (appearance, grouped) in [(Appearance.plain, false), (.insetGrouped, true)] {
      let list = ListFixtures.list(appearance, sections: [1], header: true, footer: true)
      let header = try #require(
        list.collection.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionHeader, at: path)
          as? UICollectionViewListCell)
      let footer = try #require(
        list.collection.supplementaryView(
          forElementKind: UICollectionView.elementKindSectionFooter, at: path)
          as? UICollectionViewListCell)
      let expectedHeader: UIListContentConfiguration =
        grouped ? .groupedHeader() : .plainHeader()
      let expectedFooter: UIListContentConfiguration =
        grouped ? .groupedFooter() : .plainFooter()
      #expect(
        header.defaultContentConfiguration().textProperties.font
          == expectedHeader.textProperties.font)
      #expect(
        header.defaultContentConfiguration().directionalLayoutMargins
          == expectedHeader.directionalLayoutMargins)
      #expect(
        footer.defaultContentConfiguration().textProperties.font
          == expectedFooter.textProperties.font)
      let row = try #require(ListFixtures.cell(list.collection, 0, 0))
      #expect(
        row.defaultContentConfiguration().textProperties.font
          == UIListContentConfiguration.cell().textProperties.font)
    }
  }

  /// A plain list's headers stay pinned to the top while their section shows.
  @Test func plainHeadersArePinned() throws {
    let list = ListFixtures.list(.plain, sections: [20, 20], header: true)
    list.collection.contentOffset = CGPoint(x: 0, y: 300)
    list.root.layoutIfNeeded()
    let header = try #require(
      list.collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)))
    expectFrame(header.frame, 0, 300, 393, 32.333)
    let grouped = ListFixtures.list(.grouped, sections: [20, 20], header: true)
    grouped.collection.contentOffset = CGPoint(x: 0, y: 300)
    grouped.root.layoutIfNeeded()
    #expect(
      grouped.collection.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) == nil)
  }

  /// A list section from a section provider beside a grid section: the list section is
  /// spaced and styled as a list, the grid as the app made it.
  @Test func listSectionBesideAGrid() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 800))
    let layout = UICollectionViewCompositionalLayout { section, environment in
      if section == 1 {
        return .list(
          using: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
          layoutEnvironment: environment)
      }
      let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)))
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
        subitems: [item])
      return NSCollectionLayoutSection(group: group)
    }
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    let cells = ListFixtures.textCells()
    let source = ListFixtures.Source(collectionView: collection) { view, path, item in
      view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(["g0", "g1"], toSection: 0)
    snapshot.appendItems(["l0", "l1"], toSection: 1)
    source.apply(snapshot, animatingDifferences: false)
    root.addSubview(collection)
    root.layoutIfNeeded()
    let grid = try #require(ListFixtures.cell(collection, 0, 1))
    expectFrame(grid.frame, 196.5, 0, 196.5, 100)
    #expect(grid.layer.cornerRadius == 0)
    #expect(grid.subviews.last?.isHidden == true)
    expectFrame(try #require(ListFixtures.cell(collection, 1, 0)).frame, 16, 118, 361, 44)
    expectFrame(try #require(ListFixtures.cell(collection, 1, 1)).frame, 16, 162, 361, 44)
    expectValue(collection.contentSize.height, 224)
  }

  /// A wide phone (430 pt) insets an inset-grouped list by 20 pt, as its table.
  @Test func insetGroupedOnAWidePhone() throws {
    let list = ListFixtures.list(.insetGrouped, sections: [1], width: 430)
    let table = ListFixtures.table(.insetGrouped, sections: [1], width: 430)
    let cell = try #require(ListFixtures.cell(list.collection, 0, 0))
    expectFrame(cell.frame, 20, 35, 390, 44)
    let rect = table.table.rectForRow(at: IndexPath(row: 0, section: 0))
    expectFrame(rect, 20, 35, 390, 44)
  }
}
