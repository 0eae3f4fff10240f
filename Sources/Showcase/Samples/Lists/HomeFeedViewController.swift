import Foundation
import OpenUIKit

/// A home feed as iOS 14+ apps build it: one collection view with a compositional layout from
/// a section provider — a centred-paging carousel of featured cards, a two-column grid of
/// category chips and a list of self-sizing rows on a rounded section background — fed by a
/// diffable data source, with section headers from a supplementary registration.
final class HomeFeedViewController: UIViewController, UICollectionViewDelegate {
  /// The feed's sections, in order.
  enum Section: Int, CaseIterable {
    case featured
    case categories
    case recent

    var title: String {
      switch self {
      case .featured: return "Featured"
      case .categories: return "Browse"
      case .recent: return "Recently played"
      }
    }
  }

  /// One item of the feed.
  enum Item: Hashable {
    case featured(Int)
    case category(String)
    case recent(Int)
  }

  static let backgroundKind = "feed-section-background"
  static let featured: [(String, String, UIColor)] = [
    ("Morning Run", "32 min · Outdoor", .systemOrange),
    ("Deep Focus", "Ambient mix", .systemIndigo),
    ("Weekend Hike", "Trails near you", .systemGreen),
    ("Night Swim", "Pool playlist", .systemTeal),
  ]
  static let categories = ["Podcasts", "Running", "Yoga", "Cycling", "Sleep", "Kids"]
  static let recent: [(String, String, String)] = [
    ("Tempo Intervals", "Six rounds of four minutes at threshold pace.", "figure.run"),
    ("Evening Wind-Down", "A calm twelve-minute stretch before bed.", "moon.stars"),
    (
      "City Loop",
      "A flat 10 km loop along the river with two water stops and a long "
        + "finishing straight.", "bicycle"
    ),
    ("Breathing Basics", "Box breathing in four counts.", "wind"),
    ("Hill Repeats", "Eight short climbs with jog-down recoveries.", "mountain.2"),
    ("Core Strength", "Planks, bridges and bird dogs.", "figure.core.training"),
  ]

  private(set) var collectionView: UICollectionView!
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
  private(set) var selected: [Item] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Home"
    view.backgroundColor = .systemBackground
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    collectionView.delegate = self
    collectionView.accessibilityIdentifier = "feed"
    view.addSubview(collectionView)
    configureDataSource()
  }

  /// The layout: a section for each kind, chosen by the section provider.
  func makeLayout() -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { index, environment in
      let section: NSCollectionLayoutSection
      switch Section(rawValue: index) ?? .recent {
      case .featured: section = Self.carouselSection()
      case .categories: section = Self.chipSection(environment)
      case .recent: section = Self.listSection()
      }
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
        elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
      section.boundarySupplementaryItems = [header]
      return section
    }
    layout.register(FeedSectionBackground.self, forDecorationViewOfKind: Self.backgroundKind)
    return layout
  }

  /// Cards 85 % of the width and 200 pt tall, paged one at a time and centred.
  static func carouselSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(200)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 16, trailing: 0)
    return section
  }

  /// Chips 44 pt tall, two columns on a phone and three on wider screens.
  static func chipSection(_ environment: any NSCollectionLayoutEnvironment)
    -> NSCollectionLayoutSection
  {
    let columns = environment.container.effectiveContentSize.width > 500 ? 3 : 2
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
      repeatingSubitem: item, count: columns)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
    return section
  }

  /// Full-width self-sizing rows (estimated 64 pt) on a rounded background inset by 16.
  static func listSection() -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(64))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(
      top: 0, leading: 16, bottom: 16, trailing: 16)
    section.decorationItems = [background]
    return section
  }

  private func configureDataSource() {
    let featuredCell = UICollectionView.CellRegistration<FeaturedCardCell, Int> {
      cell, _, index in
      let (title, subtitle, color) = Self.featured[index]
      cell.titleLabel.text = title
      cell.subtitleLabel.text = subtitle
      cell.contentView.backgroundColor = color
      cell.accessibilityIdentifier = "featured-\(index)"
    }
    let chipCell = UICollectionView.CellRegistration<CategoryChipCell, String> {
      cell, _, name in
      cell.label.text = name
      cell.accessibilityIdentifier = "chip-\(name)"
    }
    let rowCell = UICollectionView.CellRegistration<RecentRowCell, Int> { cell, _, index in
      let (title, summary, symbol) = Self.recent[index]
      cell.titleLabel.text = title
      cell.summaryLabel.text = summary
      cell.symbol.image = UIImage(systemName: symbol)
      cell.accessibilityIdentifier = "recent-\(index)"
    }
    let header = UICollectionView.SupplementaryRegistration<FeedSectionHeader>(
      elementKind: UICollectionView.elementKindSectionHeader
    ) { view, _, path in
      view.titleLabel.text = Section(rawValue: path.section)?.title
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Item>(
      collectionView: collectionView
    ) { collectionView, path, item in
      switch item {
      case .featured(let index):
        return collectionView.dequeueConfiguredReusableCell(
          using: featuredCell, for: path, item: index)
      case .category(let name):
        return collectionView.dequeueConfiguredReusableCell(
          using: chipCell, for: path, item: name)
      case .recent(let index):
        return collectionView.dequeueConfiguredReusableCell(
          using: rowCell, for: path, item: index)
      }
    }
    dataSource.supplementaryViewProvider = { collectionView, _, path in
      collectionView.dequeueConfiguredReusableSupplementary(using: header, for: path)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(Self.featured.indices.map { .featured($0) }, toSection: .featured)
    snapshot.appendItems(Self.categories.map { .category($0) }, toSection: .categories)
    snapshot.appendItems(Self.recent.indices.map { .recent($0) }, toSection: .recent)
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
    selected.append(item)
    collectionView.deselectItem(at: indexPath, animated: true)
  }
}

extension ShowcaseSample {
  /// S2: the home feed. Swiping the carousel pages to the next card, centred; scrolling down
  /// brings the list's self-sizing rows on their rounded background; tapping a row selects
  /// it.
  static let s2 = ShowcaseSample(
    id: "S2", title: "Home feed",
    make: { UINavigationController(rootViewController: HomeFeedViewController()) }
  ) {
    ShowcaseStep("initial layout")
    ShowcaseStep("swipe the carousel") { $0.drag("featured-0", by: CGPoint(x: -220, y: 0)) }
    ShowcaseStep("scroll to the list") { $0.drag("feed", by: CGPoint(x: 0, y: -420)) }
    ShowcaseStep("tap a row") { $0.tap("recent-2") }
  }
}
