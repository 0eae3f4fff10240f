import Foundation
import OpenUIKit

@testable import OpenUIKit

/// The collection steps with a compositional layout: now and then the fuzz collection view
/// lays out with a random compositional layout instead of its flow layout, made of up to four
/// kinds of section chosen per section index: a grid of fixed-height rows of 1–3 columns, an
/// orthogonal carousel in any scrolling behaviour, a list section in any appearance (with or
/// without supplementary headers and footers, self-sizing rows), and a vertical group of two
/// rows. The collection steps then apply snapshots, resize cells, scroll, pan (the carousels
/// too) and resize the view as before, and the checks hold for it: cells in orthogonal
/// sections are subviews of their section's scroll view, at their item's frame there.
extension LayoutFuzzer {
  /// The choices a random compositional layout is made of (drawn once, so that the section
  /// provider answers the same on every pass).
  struct FuzzCompositionalChoices {
    var kinds: [Int]
    var columns: Int
    var rowHeight: CGFloat
    var spacing: CGFloat
    var insets: NSDirectionalEdgeInsets
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    var carouselWidth: NSCollectionLayoutDimension
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var listHeaders: Bool
    var listFooters: Bool
    var interSectionSpacing: CGFloat
  }

  func randomCompositionalChoices() -> FuzzCompositionalChoices {
    FuzzCompositionalChoices(
      kinds: (0..<4).map { _ in random.below(4) },
      columns: 1 + random.below(3), rowHeight: random.pick([0, 20, 44, 61.5, 300]),
      spacing: random.pick([0, 8, 10.5, -4]),
      insets: random.pick([
        .zero, NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
        NSDirectionalEdgeInsets(top: 0, leading: 250, bottom: 0, trailing: 250),
      ]),
      behavior: random.pick([
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging,
        .groupPagingCentered,
      ]),
      carouselWidth: random.pick([.absolute(150), .fractionalWidth(0.85), .absolute(0)]),
      appearance: random.pick([.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]),
      listHeaders: random.chance(500), listFooters: random.chance(300),
      interSectionSpacing: random.pick([0, 0, 20]))
  }

  /// A compositional layout of `choices`.
  static func fuzzCompositionalLayout(_ choices: FuzzCompositionalChoices)
    -> UICollectionViewCompositionalLayout
  {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = choices.interSectionSpacing
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        let kind = choices.kinds[index % choices.kinds.count]
        switch kind {
        case 0:
          let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1 / CGFloat(choices.columns)),
              heightDimension: .fractionalHeight(1)))
          let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1),
              heightDimension: .absolute(choices.rowHeight)),
            repeatingSubitem: item, count: choices.columns)
          group.interItemSpacing = .fixed(choices.spacing)
          let section = NSCollectionLayoutSection(group: group)
          section.interGroupSpacing = choices.spacing
          section.contentInsets = choices.insets
          return section
        case 1:
          let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
          let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: choices.carouselWidth, heightDimension: .absolute(100)),
            subitems: [item])
          let section = NSCollectionLayoutSection(group: group)
          section.orthogonalScrollingBehavior = choices.behavior
          section.interGroupSpacing = choices.spacing
          section.contentInsets = choices.insets
          return section
        case 2:
          var list = UICollectionLayoutListConfiguration(appearance: choices.appearance)
          if choices.listHeaders { list.headerMode = .supplementary }
          if choices.listFooters { list.footerMode = .supplementary }
          return .list(using: list, layoutEnvironment: environment)
        default:
          let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)))
          let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
              widthDimension: .fractionalWidth(1), heightDimension: .absolute(64)),
            repeatingSubitem: item, count: 2)
          group.interItemSpacing = .fixed(4)
          return NSCollectionLayoutSection(group: group)
        }
      }, configuration: configuration)
  }

  /// Half the time a new random compositional layout, else the flow layout back.
  func switchFuzzCollectionLayout(_ collection: FuzzCollection) {
    if random.chance(500) {
      collection.view.collectionViewLayout = Self.fuzzCompositionalLayout(
        randomCompositionalChoices())
    } else {
      collection.view.collectionViewLayout = collection.layout
    }
  }

  /// The frame a visible cell must have in its superview: its item's frame, in its
  /// orthogonal section's scroll view's coordinates there; nil when the layout lets the
  /// cell size itself (the layout's frame is then an estimate until it is measured).
  func expectedCellFrame(_ view: UICollectionView, _ path: IndexPath, _ cell: UIView) -> CGRect? {
    guard let attributes = view.layoutAttributesForItem(at: path) else { return nil }
    if view.collectionViewLayout === (fuzzCollection?.layout as UICollectionViewLayout?) {
      guard fuzzCollection?.layout.estimatedItemSize == .zero else { return nil }
      return attributes.frame
    }
    let axes = attributes.selfSizingAxes
    guard !axes.horizontal, !axes.vertical else { return nil }
    return (cell.superview as? OrthogonalScrollView)?.hostFrame(attributes.frame)
      ?? attributes.frame
  }

  /// The index paths whose items show in `visible`, when the layout has no self-sizing items
  /// (nil otherwise): for a compositional layout, orthogonal sections as scrolled.
  func expectedVisibleItems(_ view: UICollectionView, _ visible: CGRect) -> [IndexPath]? {
    let layout = view.collectionViewLayout
    if let flow = layout as? UICollectionViewFlowLayout, flow.estimatedItemSize != .zero {
      return nil
    }
    if let compositional = layout as? UICollectionViewCompositionalLayout,
      compositional.hasEstimatedItems
    {
      return nil
    }
    return (layout.layoutAttributesForElements(in: visible) ?? []).filter {
      $0.representedElementCategory == .cell && view.onScreenFrame($0).overlaps(visible)
    }.map(\.indexPath).sorted { $0.lexicographicallyPrecedes($1) }
  }
}
