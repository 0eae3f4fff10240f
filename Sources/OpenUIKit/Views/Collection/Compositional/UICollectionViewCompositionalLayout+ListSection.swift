import Foundation

/// A list section's headers, footers, spacing and row styles: a list of each appearance is
/// spaced, headed and drawn as the table style it matches (plain as `.plain`, grouped as
/// `.grouped`, inset grouped and sidebar as `.insetGrouped`, sidebar plain as `.plain`).
extension UICollectionViewCompositionalLayout {
  /// The header of list section `index` and the space above it, placed from `start` across
  /// `area`: a measured supplementary header (pinned in the plain appearances, 22 pt below
  /// the previous section in plain lists); without one, a grouped list's empty header space
  /// (35 pt above the first section, 18 above the others, as a grouped table's).
  func listHeader(
    _ list: UICollectionLayoutListConfiguration, section index: Int, area: CGRect,
    start: CGFloat
  ) -> (placed: [PlacedElement], extent: CGFloat) {
    guard list.headerMode == .supplementary else {
      return ([], list.isGrouped ? UITableView.emptyGroupedHeaderHeight(section: index) : 0)
    }
    let kind = UICollectionView.elementKindSectionHeader
    let path = IndexPath(item: 0, section: index)
    let height =
      collectionView?.listSupplementaryHeight(kind: kind, at: path, width: area.width) ?? 0
    guard height > 0 else { return ([], 0) }
    let padding =
      list.headerTopPadding.map(nonNegative)
      ?? (list.isGrouped ? 0 : UITableView.automaticHeaderTopPadding)
    var header = PlacedElement(
      kind: kind, indexPath: path,
      frame: CGRect(x: area.minX, y: start + padding, width: area.width, height: height),
      zIndex: 1)
    if !list.isGrouped {
      header.pin = .start
      hasPinnedSupplementaries = true
    }
    return ([header], padding + height)
  }

  /// The footer of list section `index`, placed from `start` across `area`: a measured
  /// supplementary footer; without one, a grouped list's 18 pt of empty footer space.
  func listFooter(
    _ list: UICollectionLayoutListConfiguration, section index: Int, area: CGRect,
    start: CGFloat
  ) -> (placed: [PlacedElement], extent: CGFloat) {
    guard list.footerMode == .supplementary else {
      return ([], list.isGrouped ? UITableView.emptyGroupedFooterHeight : 0)
    }
    let kind = UICollectionView.elementKindSectionFooter
    let path = IndexPath(item: 0, section: index)
    let height =
      collectionView?.listSupplementaryHeight(kind: kind, at: path, width: area.width) ?? 0
    guard height > 0 else { return ([], 0) }
    let footer = PlacedElement(
      kind: kind, indexPath: path,
      frame: CGRect(x: area.minX, y: start, width: area.width, height: height), zIndex: 1)
    return ([footer], height)
  }

  /// How row `item` of list section `index` (of `count` rows) is drawn: its separator (the
  /// configuration's, changed by the item separator handler; not below a grouped section's
  /// last row), its background, and an inset-grouped section's rounded first and last rows.
  func listRowStyle(
    _ list: UICollectionLayoutListConfiguration, item: Int, section index: Int, count: Int
  ) -> ListRowStyle {
    let path = IndexPath(item: item, section: index)
    let isLast = item == count - 1
    var separators = list.separatorConfiguration
    if let handler = list.itemSeparatorHandler { separators = handler(path, separators) }
    var visible: Bool
    switch separators.bottomSeparatorVisibility {
    case .automatic: visible = list.showsSeparators && !(list.isGrouped && isLast)
    case .visible: visible = true
    case .hidden: visible = false
    }
    if list.headerMode == .firstItemInSection, item == 0, list.isGrouped { visible = false }
    let insets = separators.bottomSeparatorInsets
    let automatic = UIListSeparatorConfiguration.automaticInsets
    let scale = collectionView?.window?.screen.scale ?? 3
    var corners: CACornerMask = []
    if list.appearance == .insetGrouped {
      if item == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    }
    return ListRowStyle(
      separator: ListCellSeparator(
        isVisible: visible, color: separators.color,
        leadingInset: insets.leading == automatic.leading ? nil : nonNegative(insets.leading),
        trailingInset: insets.trailing == automatic.trailing ? 0 : nonNegative(insets.trailing),
        height: 1 / scale),
      background: list.cellBackgroundColor, roundedCorners: corners)
  }
}

/// How a list section draws one of its rows (carried to the cell by its layout attributes).
struct ListRowStyle: Equatable {
  /// The separator below the row.
  var separator: ListCellSeparator
  /// The row's background (nil: the list's shows through).
  var background: UIColor?
  /// The corners rounded by 10 pt (an inset-grouped section's first and last rows,
  /// uikit-apps.md §6.1.10); empty for square rows.
  var roundedCorners: CACornerMask
}
