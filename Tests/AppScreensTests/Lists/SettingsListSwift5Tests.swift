import Foundation
import OpenUIKit
import Testing

/// An iOS 14+ settings screen as apps write it: an inset-grouped list layout with section
/// headers, list cells configured with value-cell content, symbols and disclosure
/// indicators, a diffable data source, and a delegate that deselects after the tap.
final class SettingsListViewController: UIViewController {
  enum Section: Int, CaseIterable {
    case account
    case preferences

    var title: String {
      switch self {
      case .account: return "Account"
      case .preferences: return "Preferences"
      }
    }
  }

  struct Row: Hashable {
    let title: String
    let value: String?
    let symbol: String
  }

  let rows: [Section: [Row]] = [
    .account: [
      Row(title: "Profile", value: nil, symbol: "person.crop.circle"),
      Row(title: "Subscription", value: "Pro", symbol: "star"),
    ],
    .preferences: [
      Row(title: "Notifications", value: "On", symbol: "bell"),
      Row(title: "Language", value: "Oʻzbekcha", symbol: "globe"),
      Row(title: "Appearance", value: "Automatic", symbol: "circle.lefthalf.filled"),
    ],
  ]
  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Row>!
  private(set) var opened: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Settings"
    var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.delegate = self
    view.addSubview(collectionView)

    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> {
      cell, _, row in
      var content = UIListContentConfiguration.valueCell()
      content.text = row.title
      content.secondaryText = row.value
      content.image = UIImage(systemName: row.symbol)
      cell.contentConfiguration = content
      cell.accessories = [.disclosureIndicator()]
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = header.defaultContentConfiguration()
      content.text = Section(rawValue: indexPath.section)?.title
      header.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Row>(
      collectionView: collectionView
    ) { collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(
        using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    for section in Section.allCases {
      snapshot.appendItems(rows[section] ?? [], toSection: section)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension SettingsListViewController: UICollectionViewDelegate {
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    if let row = dataSource.itemIdentifier(for: indexPath) {
      opened.append(row.title)
    }
  }
}

@MainActor
@Suite struct SettingsListSwift5Tests {
  /// Under a navigation bar on an iPhone 15 Pro (content from 103 pt), the list's rows are
  /// inset 16 pt (361 wide) below grouped headers that line their text up with the rows';
  /// the value cell shows its value before the chevron; a tap opens the row and deselects it.
  @Test func anInsetGroupedSettingsList() throws {
    let controller = SettingsListViewController()
    let navigation = UINavigationController(rootViewController: controller)
    let hosted = host(navigation, on: .iPhone15Pro)
    expectClean(hosted)
    let list = try #require(controller.collectionView)
    #expect(list.adjustedContentInset == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    #expect(list.backgroundColor == .systemGroupedBackground)
    let header = try #require(
      list.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader,
        at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
    // The grouped header measures 37.667 pt (footnote text and its margins); the first
    // section's rows follow it, 44 pt each. The second section starts after the first's
    // 18 pt empty footer: 125.667 + 18 + 37.667 = 181.333.
    expectRect(header.frame, 16, 0, 361, 37.667)
    for (section, item, y) in [(0, 0, 37.667), (0, 1, 81.667), (1, 0, 181.333), (1, 2, 269.333)] {
      let cell = try #require(list.cellForItem(at: IndexPath(item: item, section: section)))
      expectRect(cell.frame, 16, y, 361, 44)
      // The content view stops at the chevron's slot: 361 − 16 − 8 = 337.
      expectRect(cell.contentView.frame, 0, 0, 337, 44)
    }
    #expect(list.cellForItem(at: IndexPath(item: 1, section: 0))?.layer.cornerRadius == 10)
    #expect(list.cellForItem(at: IndexPath(item: 1, section: 1))?.layer.cornerRadius == 0)
    #expect(abs(list.contentSize.height - 331.333) < 0.001)
    let language = try #require(list.cellForItem(at: IndexPath(item: 1, section: 1)))
    language.simulateTap()
    #expect(controller.opened == ["Language"])
    #expect(list.indexPathsForSelectedItems?.isEmpty ?? true)
  }
}
