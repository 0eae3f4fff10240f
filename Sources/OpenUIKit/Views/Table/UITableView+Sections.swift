import Foundation

/// A section's measured header, footer and the space above its header.
struct TableSectionMetrics: Equatable {
  /// Space above the header (the plain style's `sectionHeaderTopPadding`).
  var headerPadding: CGFloat = 0
  /// The header's height.
  var header: CGFloat = 0
  /// The footer's height.
  var footer: CGFloat = 0
  /// Where the section starts (its padding) in content coordinates.
  var top: CGFloat = 0
}

/// Section headers and footers: their heights, rectangles, views and reuse.
extension UITableView {
  /// The padding above a plain table's headers for ``UITableView/automaticDimension``: 22 pt
  /// (OpenUIKit's value; uikit-apps.md §6.1.4 says iOS 15 added padding, of no documented
  /// size).
  static let automaticHeaderTopPadding: CGFloat = 22
  /// A grouped section's header without title or view: 35 pt above the first section, 18
  /// pt above the others (OpenUIKit's values, uikit-apps.md §6.1.11 U).
  static func emptyGroupedHeaderHeight(section: Int) -> CGFloat { section == 0 ? 35 : 18 }
  /// A grouped section's footer without title or view: 18 pt (U).
  static let emptyGroupedFooterHeight: CGFloat = 18

  /// The horizontal inset of an inset-grouped table's cells: the cells' margin (16 or 20 pt)
  /// plus the safe area on that side (uikit-apps.md §6.1.10, TOIG); 0 in the other styles.
  var sectionInsets: (left: CGFloat, right: CGFloat) {
    guard style == .insetGrouped else { return (0, 0) }
    let margin = UITableViewCell.labelInset(forWidth: bounds.width)
    return (margin + safeAreaInsets.left, margin + safeAreaInsets.right)
  }

  /// The margin of header and footer text: aligned with the cells' text.
  var headerFooterTextMargin: CGFloat {
    UITableViewCell.labelInset(forWidth: bounds.width) + sectionInsets.left
  }

  /// The fitting height of a view's constraints at `width`, or its frame's height when its
  /// constraints decide none.
  static func fittingHeight(of view: UIView, width: CGFloat) -> CGFloat {
    let fitting = view.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    return fitting.height > 0 ? fitting.height : view.frame.height
  }

  /// A title view the table makes for `title` (reused among the table's own).
  func titleView(_ title: String, footer: Bool) -> UITableViewHeaderFooterView {
    let view = titleViewPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
    view.tableStyle = style
    view.isFooter = footer
    view.contentMargin = headerFooterTextMargin
    var c = view.defaultContentConfiguration()
    c.text = title
    view.contentConfiguration = c
    view.isTitleView = true
    return view
  }

  /// The header (or footer) view of a section: the delegate's, else one for the data
  /// source's title, else nil.
  func supplementaryView(section: Int, footer: Bool) -> UIView? {
    let delegate = self.delegate as? any UITableViewDelegate
    let view =
      footer
      ? delegate?.tableView(self, viewForFooterInSection: section)
      : delegate?.tableView(self, viewForHeaderInSection: section)
    if let view {
      if let hf = view as? UITableViewHeaderFooterView {
        hf.tableStyle = style
        hf.isFooter = footer
        hf.contentMargin = headerFooterTextMargin
      }
      return view
    }
    let title =
      footer
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    return title.map { titleView($0, footer: footer) }
  }

  /// Gives a header or footer view back: the table's title views and registered views go to
  /// their pools.
  func recycleSupplementary(_ view: UIView) {
    view.removeFromSuperview()
    guard let hf = view as? UITableViewHeaderFooterView else { return }
    if hf.isTitleView {
      titleViewPool.append(hf)
    } else if let id = hf.reuseIdentifier, registeredHeaderFooters[id] != nil {
      headerFooterPool[id, default: []].append(hf)
    }
  }

  /// Measures a section's header or footer.
  func measureSupplementary(section: Int, footer: Bool) -> CGFloat {
    let delegate = self.delegate as? any UITableViewDelegate
    let asked =
      footer
      ? delegate?.tableView(self, heightForFooterInSection: section)
      : delegate?.tableView(self, heightForHeaderInSection: section)
    let height = asked ?? (footer ? sectionFooterHeight : sectionHeaderHeight)
    if height != UITableView.automaticDimension { return max(height, 0) }
    if let view = supplementaryView(section: section, footer: footer) {
      let width = bounds.width
      let h =
        (view as? UITableViewHeaderFooterView)?.automaticHeight(width: width)
        ?? UITableView.fittingHeight(of: view, width: width)
      recycleSupplementary(view)
      return h
    }
    guard style != .plain else { return 0 }
    return footer
      ? UITableView.emptyGroupedFooterHeight
      : UITableView.emptyGroupedHeaderHeight(section: section)
  }

  // MARK: Registration

  /// Registers the class the table makes header and footer views of for `identifier` (a
  /// ``UITableViewHeaderFooterView`` subclass; another class is reported and ignored).
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      registeredHeaderFooters[identifier] = nil
      return
    }
    guard let viewClass = aClass as? UITableViewHeaderFooterView.Type else {
      LayoutDiagnostics.report(
        .raised(
          name: "NSInvalidArgumentException",
          reason: "must pass a class of kind UITableViewHeaderFooterView"),
        engine: engineIfPresent)
      return
    }
    registeredHeaderFooters[identifier] = viewClass
  }

  /// A reused or newly made header-footer view for `identifier`, or nil when nothing is
  /// registered for it.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if var pool = headerFooterPool[identifier], !pool.isEmpty {
      let view = pool.removeLast()
      headerFooterPool[identifier] = pool
      view.prepareForReuse()
      return view
    }
    guard let viewClass = registeredHeaderFooters[identifier] else { return nil }
    return viewClass.init(_registeredReuseIdentifier: identifier)
  }

  /// The header view on screen for `section`, if it is a header-footer view.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The footer view on screen for `section`, if it is a header-footer view.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleFooters[section] as? UITableViewHeaderFooterView
  }

  // MARK: Rectangles

  /// A section's header rectangle in content coordinates (without its top padding).
  public func rectForHeader(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < sectionMetrics.count else { return .zero }
    let m = sectionMetrics[section]
    return CGRect(x: 0, y: m.top + m.headerPadding, width: bounds.width, height: m.header)
  }

  /// A section's footer rectangle in content coordinates.
  public func rectForFooter(inSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < sectionMetrics.count else { return .zero }
    let m = sectionMetrics[section]
    let rowsTop = m.top + m.headerPadding + m.header
    let rows = rowHeights[section].reduce(0, +)
    return CGRect(x: 0, y: rowsTop + rows, width: bounds.width, height: m.footer)
  }

  /// A section's rectangle: its padding, header, rows and footer.
  public func rect(forSection section: Int) -> CGRect {
    reloadIfNeeded()
    guard section >= 0, section < sectionMetrics.count else { return .zero }
    let footer = rectForFooter(inSection: section)
    let top = sectionMetrics[section].top
    return CGRect(x: 0, y: top, width: bounds.width, height: footer.maxY - top)
  }

  /// A row's rectangle (sections and rows known to exist).
  func rowRect(section: Int, row: Int) -> CGRect {
    let m = sectionMetrics[section]
    var y = m.top + m.headerPadding + m.header
    for r in 0..<row { y += rowHeights[section][r] }
    let insets = sectionInsets
    return CGRect(
      x: insets.left, y: y, width: max(bounds.width - insets.left - insets.right, 0),
      height: rowHeights[section][row])
  }

  /// The row at `point` (content coordinates), or nil.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    reloadIfNeeded()
    for section in 0..<sectionMetrics.count {
      for row in 0..<rowHeights[section].count
      where rowRect(section: section, row: row).contains(point) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// The row a cell on screen shows, or nil.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visible.first { $0.value === cell }?.key
  }
}
