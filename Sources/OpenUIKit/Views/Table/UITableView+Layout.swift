import Foundation

/// Measuring rows and placing the visible cells, headers and footers.
extension UITableView {
  func setNeedsReload() {
    needsReload = true
    setNeedsLayout()
  }

  /// Measures the rows again when the data changed.
  func reloadIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    measureRows()
  }

  /// The height of one pixel: what a separator takes from its row.
  var separatorHeight: CGFloat {
    guard separatorStyle == .singleLine else { return 0 }
    let scale = window?.screen.scale ?? 3
    return 1 / scale
  }

  /// Asks the data source for the row counts, each row's height and each section's header
  /// and footer, and sets the content size.
  func measureRows() {
    guard let source = dataSource else {
      rowHeights = []
      sectionMetrics = []
      updateContentSize()
      return
    }
    let delegate = self.delegate as? any UITableViewDelegate
    let sections = source.numberOfSections(in: self)
    var heights: [[CGFloat]] = []
    var metrics: [TableSectionMetrics] = []
    for path in measuredCells.keys.sorted(by: UITableView.rowOrder) {
      if let cell = measuredCells[path] { parkMeasured(cell) }
    }
    measuredCells.removeAll()
    // Rows measured inside the visible rectangle keep their cells for the layout that
    // follows, so each of them is asked for once.
    let visibleTop = contentOffset.y
    let visibleBottom = visibleTop + bounds.height
    var y = tableHeaderView?.frame.height ?? 0
    for section in 0..<max(sections, 0) {
      var m = TableSectionMetrics()
      m.header = measureSupplementary(section: section, footer: false)
      if style == .plain, m.header > 0 {
        m.headerPadding =
          sectionHeaderTopPadding == UITableView.automaticDimension
          ? UITableView.automaticHeaderTopPadding : max(sectionHeaderTopPadding, 0)
      }
      y += m.headerPadding + m.header
      let rows = max(source.tableView(self, numberOfRowsInSection: section), 0)
      var list: [CGFloat] = []
      list.reserveCapacity(rows)
      for row in 0..<rows {
        let path = IndexPath(row: row, section: section)
        var h = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if h == UITableView.automaticDimension {
          let cell = source.tableView(self, cellForRowAt: path)
          h = selfSizedHeight(of: cell)
          if y + h > visibleTop && y < visibleBottom && h > 0 && visible[path] == nil {
            measuredCells[path] = cell
          } else {
            parkMeasured(cell)
          }
        }
        h = max(h, 0)
        list.append(h)
        y += h
      }
      heights.append(list)
      m.footer = measureSupplementary(section: section, footer: true)
      y += m.footer
      metrics.append(m)
    }
    rowHeights = heights
    sectionMetrics = metrics
    updateContentSize()
  }

  /// A self-sizing row's height: the cell's automatic height at the row's width (its content
  /// view sized without the separator, which is added), 44 when the content decides nothing.
  func selfSizedHeight(of cell: UITableViewCell) -> CGFloat {
    let insets = sectionInsets
    let width = max(bounds.width - insets.left - insets.right, 0)
    return cell.automaticHeight(width: width, separator: separatorHeight)
  }

  /// A measured cell not kept for the layout goes back to its reuse pool.
  func parkMeasured(_ cell: UITableViewCell) {
    if cell.superview == nil, let id = cell.reuseIdentifier,
      !(reusePool[id]?.contains { $0 === cell } ?? false)
    {
      reusePool[id, default: []].append(cell)
    }
  }

  /// Places the sections one after the other below the table header view and sets the
  /// content size.
  func updateContentSize() {
    var y = tableHeaderView?.frame.height ?? 0
    for section in sectionMetrics.indices {
      sectionMetrics[section].top = y
      let m = sectionMetrics[section]
      y += m.headerPadding + m.header + rowHeights[section].reduce(0, +) + m.footer
    }
    y += tableFooterView?.frame.height ?? 0
    contentSize = CGSize(width: bounds.width, height: y)
  }

  /// Row changes: measure again, then place the cells at once.
  func applyRowChanges() {
    recycleVisibleCells()
    visible.removeAll()
    needsReload = true
    reloadIfNeeded()
    layoutVisibleRows()
  }

  /// Top to bottom (dictionaries are iterated in no fixed order: the reuse pools must not
  /// depend on it).
  static func rowOrder(_ a: IndexPath, _ b: IndexPath) -> Bool {
    (a.section, a.row) < (b.section, b.row)
  }

  /// Gives every cell on screen back for reuse, top to bottom.
  func recycleVisibleCells() {
    for path in visible.keys.sorted(by: UITableView.rowOrder) {
      if let cell = visible[path] { recycle(cell) }
    }
  }

  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
  }

  /// Gives each row in the visible rectangle a cell at its rectangle, and each visible
  /// header and footer its view (plain headers stick to the top while their section is on
  /// screen); what left the rectangle is given back for reuse.
  func layoutVisibleRows() {
    reloadIfNeeded()
    let width = bounds.width
    if contentSize.width != width { updateContentSize() }
    let top = contentOffset.y
    let bottom = top + bounds.height
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
    }
    var wanted: [IndexPath: CGRect] = [:]
    var order: [IndexPath] = []
    var headers: [Int: CGRect] = [:]
    var footers: [Int: CGRect] = [:]
    let insets = sectionInsets
    let cellWidth = max(width - insets.left - insets.right, 0)
    var lastY: CGFloat = tableHeaderView?.frame.height ?? 0
    for (section, heights) in rowHeights.enumerated() {
      let m = sectionMetrics[section]
      var y = m.top + m.headerPadding + m.header
      for (row, h) in heights.enumerated() {
        if y + h > top && y < bottom && h > 0 {
          let path = IndexPath(row: row, section: section)
          wanted[path] = CGRect(x: insets.left, y: y, width: cellWidth, height: h)
          order.append(path)
        }
        y += h
      }
      if m.header > 0 {
        var headerY = m.top + m.headerPadding
        if style == .plain {
          // Sticky: pinned below the top inset until the section's end pushes it up.
          let pinned = top + adjustedContentInset.top
          headerY = max(headerY, min(pinned, y - m.header))
        }
        let rect = CGRect(x: 0, y: headerY, width: width, height: m.header)
        if rect.maxY > top && rect.minY < bottom { headers[section] = rect }
      }
      if m.footer > 0 {
        let rect = CGRect(x: 0, y: y, width: width, height: m.footer)
        if rect.maxY > top && rect.minY < bottom { footers[section] = rect }
      }
      lastY = y + m.footer
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: lastY, width: width, height: footer.frame.height)
    }
    for (path, cell) in visible.sorted(by: {
      ($0.key.section, $0.key.row) < ($1.key.section, $1.key.row)
    })
    where wanted[path] == nil {
      recycle(cell)
      visible[path] = nil
    }
    guard let source = dataSource else { return }
    let delegate = self.delegate as? any UITableViewDelegate
    for path in order {
      guard let rect = wanted[path] else { continue }
      let cell: UITableViewCell
      var isNew = false
      if let existing = visible[path] {
        cell = existing
      } else if let measured = measuredCells.removeValue(forKey: path) {
        cell = measured
        visible[path] = cell
        isNew = true
      } else {
        cell = source.tableView(self, cellForRowAt: path)
        visible[path] = cell
        isNew = true
      }
      styleCell(cell, at: path)
      if !isNew, cell.separatorHeight != separatorHeight, cell.frame.size != rect.size {
        // The separator and the row change together: out of the table the content view's
        // constraints never see the new row with the old separator.
        let index = subviews.firstIndex { $0 === cell } ?? 0
        cell.removeFromSuperview()
        cell.place(in: rect, separatorHeight: separatorHeight)
        insertSubview(cell, at: index)
        continue
      }
      cell.place(in: rect, separatorHeight: separatorHeight)
      if isNew {
        insertSubview(cell, at: 0)
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
      }
    }
    for path in measuredCells.keys.sorted(by: UITableView.rowOrder) {
      if let cell = measuredCells[path] { parkMeasured(cell) }
    }
    measuredCells.removeAll()
    layoutSupplementaries(headers, in: &visibleHeaders, footer: false)
    layoutSupplementaries(footers, in: &visibleFooters, footer: true)
  }

  /// The style's look of a cell: background colour, separator inset and visibility, and the
  /// inset-grouped style's rounded first and last cells (10 pt, uikit-apps.md §6.1.10).
  func styleCell(_ cell: UITableViewCell, at path: IndexPath) {
    cell.applyStyleBackground(
      style == .plain ? .systemBackground : .secondarySystemGroupedBackground)
    cell.tableSeparatorInset = separatorInset
    cell.separatorView.backgroundColor = separatorColor
    let rows = rowHeights[path.section].count
    let isLast = path.row == rows - 1
    cell.showsSeparator = separatorStyle == .singleLine && !(style != .plain && isLast)
    guard style == .insetGrouped else { return }
    var corners: CACornerMask = []
    if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
    cell.layer.maskedCorners =
      corners.isEmpty
      ? [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
      ] : corners
    cell.clipsToBounds = !corners.isEmpty
  }

  /// Shows the header or footer views of the sections in `rects` above the cells.
  func layoutSupplementaries(
    _ rects: [Int: CGRect], in shown: inout [Int: UIView], footer: Bool
  ) {
    for section in shown.keys.sorted() where rects[section] == nil {
      if let view = shown.removeValue(forKey: section) { recycleSupplementary(view) }
    }
    for section in rects.keys.sorted() {
      guard let rect = rects[section] else { continue }
      let view: UIView
      if let existing = shown[section] {
        view = existing
      } else {
        guard let made = supplementaryView(section: section, footer: footer) else { continue }
        view = made
        shown[section] = view
      }
      if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
      if view.frame != rect { view.frame = rect }
    }
  }
}
