import Foundation

/// Measuring rows and placing the visible cells.
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

  /// Asks the data source for the row counts and each row's height, and sets the content
  /// size.
  func measureRows() {
    guard let source = dataSource else {
      rowHeights = []
      updateContentSize()
      return
    }
    let delegate = self.delegate as? any UITableViewDelegate
    let sections = source.numberOfSections(in: self)
    var heights: [[CGFloat]] = []
    for section in 0..<max(sections, 0) {
      let rows = max(source.tableView(self, numberOfRowsInSection: section), 0)
      var list: [CGFloat] = []
      list.reserveCapacity(rows)
      for row in 0..<rows {
        let path = IndexPath(row: row, section: section)
        var h = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if h == UITableView.automaticDimension { h = selfSizedHeight(at: path) }
        list.append(h)
      }
      heights.append(list)
    }
    rowHeights = heights
    updateContentSize()
  }

  /// A self-sizing row: the fitting height of the cell (its content view follows it) at the
  /// table's width, plus the separator; 44 when the content does not decide a height.
  func selfSizedHeight(at path: IndexPath) -> CGFloat {
    guard let source = dataSource else { return 44 }
    let cell = source.tableView(self, cellForRowAt: path)
    let width = bounds.width
    let fitting = cell.systemLayoutSizeFitting(
      CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
    return fitting.height > 0 ? fitting.height + separatorHeight : 44
  }

  func updateContentSize() {
    var total: CGFloat = 0
    for section in rowHeights { total += section.reduce(0, +) }
    total += tableHeaderView?.frame.height ?? 0
    total += tableFooterView?.frame.height ?? 0
    contentSize = CGSize(width: bounds.width, height: total)
  }

  /// Row changes: measure again, then place the cells at once.
  func applyRowChanges() {
    for (_, cell) in visible { recycle(cell) }
    visible.removeAll()
    needsReload = true
    reloadIfNeeded()
    layoutVisibleRows()
  }

  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    if let id = cell.reuseIdentifier { reusePool[id, default: []].append(cell) }
  }

  /// Gives each row in the visible rectangle a cell at its rectangle; rows that left it give
  /// their cells back for reuse.
  func layoutVisibleRows() {
    reloadIfNeeded()
    let width = bounds.width
    if contentSize.width != width { updateContentSize() }
    let top = contentOffset.y
    let bottom = top + bounds.height
    var y = tableHeaderView?.frame.height ?? 0
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
    }
    var wanted: [IndexPath: CGRect] = [:]
    var order: [IndexPath] = []
    for (section, heights) in rowHeights.enumerated() {
      for (row, h) in heights.enumerated() {
        if y + h > top && y < bottom && h > 0 {
          let path = IndexPath(row: row, section: section)
          wanted[path] = CGRect(x: 0, y: y, width: width, height: h)
          order.append(path)
        }
        y += h
      }
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
    }
    for (path, cell) in visible.sorted(by: {
      ($0.key.section, $0.key.row) < ($1.key.section, $1.key.row)
    })
    where wanted[path] == nil {
      recycle(cell)
      visible[path] = nil
    }
    guard let source = dataSource else { return }
    for path in order {
      guard let rect = wanted[path] else { continue }
      let cell: UITableViewCell
      if let existing = visible[path] {
        cell = existing
      } else {
        cell = source.tableView(self, cellForRowAt: path)
        visible[path] = cell
        insertSubview(cell, at: 0)
      }
      cell.frame = rect
      let contentHeight = max(rect.height - separatorHeight, 0)
      cell.contentView.frame = CGRect(x: 0, y: 0, width: width, height: contentHeight)
    }
  }
}
