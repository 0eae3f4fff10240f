import Foundation

/// List sections: full-width self-sizing rows styled, spaced and headed as a table's.
extension NSCollectionLayoutSection {
  /// The height a list row is estimated at before it sizes itself: 44 pt, a default table
  /// row's (uikit-apps.md §6.1.8).
  static let estimatedListRowHeight: CGFloat = 44

  /// A section that lays its items out as a list of `configuration`'s appearance: one row
  /// per item, full width (inset by the cells' 16 or 20 pt margin on each side, plus the safe
  /// area, in the inset-grouped and sidebar appearances), each sizing its own height from an
  /// estimated 44 pt. Headers and footers follow the configuration's modes; sections are
  /// spaced as the matching table style spaces them (see the "Collection Views" article).
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedListRowHeight))
    let item = NSCollectionLayoutItem(layoutSize: size)
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.listConfiguration = configuration
    if configuration.isInset {
      let margin = UITableViewCell.labelInset(
        forWidth: layoutEnvironment.container.contentSize.width)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 0, leading: margin, bottom: 0, trailing: margin)
    }
    return section
  }
}
