import Foundation
import OpenUIKit

/// A list collection view and the table of the same rows, for the list-section suites.
@MainActor
enum ListFixtures {
  typealias Source = UICollectionViewDiffableDataSource<Int, String>

  /// The text of row `row` of section `section`.
  static func rowText(_ section: Int, _ row: Int) -> String { "Row \(section).\(row)" }

  /// A `width` × 800 root holding a collection view with a list layout of `appearance`:
  /// `sections[s]` rows of `.cell()` text, list-cell headers "Section s" and footers
  /// "Footer s" when asked for. The data source must be kept alive by the caller.
  static func list(
    _ appearance: UICollectionLayoutListConfiguration.Appearance, sections: [Int],
    header: Bool = false, footer: Bool = false, width: CGFloat = 393,
    change: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
  ) -> (root: UIView, collection: UICollectionView, source: Source) {
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    if header { configuration.headerMode = .supplementary }
    if footer { configuration.footerMode = .supplementary }
    change(&configuration)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    let cells = textCells()
    let headers = textSupplementary(UICollectionView.elementKindSectionHeader, "Section")
    let footers = textSupplementary(UICollectionView.elementKindSectionFooter, "Footer")
    let source = Source(collectionView: collection) { collectionView, path, item in
      collectionView.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
    }
    source.supplementaryViewProvider = { collectionView, kind, path in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: kind == UICollectionView.elementKindSectionHeader ? headers : footers, for: path)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    for (s, count) in sections.enumerated() {
      snapshot.appendSections([s])
      snapshot.appendItems((0..<count).map { rowText(s, $0) }, toSection: s)
    }
    source.apply(snapshot, animatingDifferences: false)
    root.addSubview(collection)
    root.layoutIfNeeded()
    return (root, collection, source)
  }

  /// List cells showing their item as `.cell()` text.
  static func textCells() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
    UICollectionView.CellRegistration { cell, _, item in
      var content = cell.defaultContentConfiguration()
      content.text = item
      cell.contentConfiguration = content
    }
  }

  /// List cells of `kind` showing "`prefix` s" for section s in their default configuration.
  static func textSupplementary(_ kind: String, _ prefix: String)
    -> UICollectionView.SupplementaryRegistration<UICollectionViewListCell>
  {
    UICollectionView.SupplementaryRegistration(elementKind: kind) { view, _, path in
      var content = view.defaultContentConfiguration()
      content.text = "\(prefix) \(path.section)"
      view.contentConfiguration = content
    }
  }

  /// A table of `style` with the same rows (`.cell()` text) and, when asked for, the same
  /// header and footer titles.
  static func table(
    _ style: UITableView.Style, sections: [Int], header: Bool = false, footer: Bool = false,
    width: CGFloat = 393
  ) -> (root: UIView, table: UITableView, source: TableFixtures.Sections) {
    let source = TableFixtures.Sections(sections)
    source.configure = { cell, path in
      var content = cell.defaultContentConfiguration()
      content.text = rowText(path.section, path.row)
      cell.contentConfiguration = content
    }
    for s in sections.indices {
      if header { source.headerTitles[s] = "Section \(s)" }
      if footer { source.footerTitles[s] = "Footer \(s)" }
    }
    let (root, table) = TableFixtures.table(style, source: source, width: width)
    return (root, table, source)
  }

  /// The list cell showing item `item` of section `section`.
  static func cell(_ collection: UICollectionView, _ section: Int, _ item: Int)
    -> UICollectionViewListCell?
  {
    collection.cellForItem(at: IndexPath(item: item, section: section))
      as? UICollectionViewListCell
  }
}
