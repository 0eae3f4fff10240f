import Foundation

/// A vertically scrolling list of rows in sections, in the plain, grouped or inset-grouped
/// style, with section headers and footers. Rows are measured (every row, from its cell
/// when the height is automatic), the content size is their sum with the headers and
/// footers, and only the rows in the visible rectangle get cells.
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's style.
  public enum Style: Int, Sendable {
    /// Rows in one continuous list.
    case plain = 0
    /// Sections as separated groups.
    case grouped = 1
    /// Grouped, inset from the edges.
    case insetGrouped = 2
  }

  /// How inserted or deleted rows animate (UIKit's raw values).
  public enum RowAnimation: Int, Sendable {
    /// Fade.
    case fade = 0
    /// Slide from or to the right.
    case right = 1
    /// Slide from or to the left.
    case left = 2
    /// Slide from or to the top.
    case top = 3
    /// Slide from or to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the row centred while it shrinks or grows.
    case middle = 6
    /// The system's choice.
    case automatic = 100
  }

  /// Where ``scrollToRow(at:at:animated:)`` puts the row.
  public enum ScrollPosition: Int, Sendable {
    /// The least movement that shows the row.
    case none = 0
    /// At the top.
    case top = 1
    /// In the middle.
    case middle = 2
    /// At the bottom.
    case bottom = 3
  }

  /// A height that asks the table to size the row, header or footer from its content (its
  /// constraints, list configuration or title). OpenUIKit's value: UIKit's is not documented.
  public static let automaticDimension: CGFloat = -1

  /// The table's style.
  public let style: Style
  /// Supplies rows and cells.
  open weak var dataSource: (any UITableViewDataSource)? {
    didSet { setNeedsReload() }
  }
  /// The height of every row unless the delegate says otherwise: ``automaticDimension`` by
  /// default, as in UIKit (uikit-apps.md §6.1.1), so each row is sized from its cell.
  open var rowHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// The estimated row height (``automaticDimension``; only a hint: OpenUIKit measures every
  /// row).
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// The height of section headers unless the delegate says otherwise
  /// (``automaticDimension``: the header's title or view decides; uikit-apps.md §6.1.3).
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// The height of section footers unless the delegate says otherwise
  /// (``automaticDimension``).
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// The estimated header height (``automaticDimension``; a hint only).
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated footer height (``automaticDimension``; a hint only).
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Space above each section header of a plain table (``automaticDimension``: 22 pt,
  /// OpenUIKit's value for iOS 15's padding, uikit-apps.md §6.1.4 U).
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { setNeedsReload() }
  }
  /// Whether separators are drawn between rows (each takes one pixel of its row).
  open var separatorStyle = SeparatorStyle.singleLine {
    didSet { setNeedsReload() }
  }
  /// The separators' colour (`separator`).
  open var separatorColor: UIColor? = .separator {
    didSet { setNeedsLayout() }
  }
  /// How cells measure their separator insets (``UITableViewCell/SeparatorInsetReference/fromCellEdges``).
  open var separatorInsetReference = UITableViewCell.SeparatorInsetReference.fromCellEdges
  /// Whether the cells' margins follow the readable width (false, as in UIKit since iOS 12).
  open var cellLayoutMarginsFollowReadableWidth = false
  /// A view above the rows.
  open var tableHeaderView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableHeaderView { addSubview(tableHeaderView) }
      setNeedsReload()
    }
  }
  /// A view below the rows.
  open var tableFooterView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let tableFooterView { addSubview(tableFooterView) }
      setNeedsReload()
    }
  }

  /// Separator styles.
  public enum SeparatorStyle: Int, Sendable {
    /// None.
    case none = 0
    /// A hairline.
    case singleLine = 1
  }

  /// The default separator inset of the cells: the left inset follows the cells' margin (16
  /// pt on tables narrower than 414 pt, 20 pt on wider ones; uikit-apps.md §6.1.7 O). Only
  /// left and right count.
  open var separatorInset: UIEdgeInsets {
    get {
      storedSeparatorInset
        ?? UIEdgeInsets(
          top: 0, left: UITableViewCell.labelInset(forWidth: bounds.width), bottom: 0, right: 0)
    }
    set {
      storedSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  var registeredCells: [String: UITableViewCell.Type] = [:]
  var reusePool: [String: [UITableViewCell]] = [:]
  var registeredHeaderFooters: [String: UITableViewHeaderFooterView.Type] = [:]
  var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
  /// The title views the table made itself, free for reuse.
  var titleViewPool: [UITableViewHeaderFooterView] = []
  var storedSeparatorInset: UIEdgeInsets?
  /// Row heights per section, as last measured.
  var rowHeights: [[CGFloat]] = []
  /// Each section's header and footer heights and the padding above its header.
  var sectionMetrics: [TableSectionMetrics] = []
  /// The header and footer views on screen, by section.
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  /// The cells on screen, by index path.
  var visible: [IndexPath: UITableViewCell] = [:]
  /// Cells made while measuring rows in the visible rectangle, for the next layout.
  var measuredCells: [IndexPath: UITableViewCell] = [:]
  var needsReload = true
  var updateDepth = 0

  /// Creates a table of `style`.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    applyTableDefaults()
  }

  /// Creates a plain table from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
    applyTableDefaults()
  }

  /// UIKit's defaults for a new table: it bounces vertically (so even a short table scrolls
  /// vertically and gets the safe area's top and bottom insets) and has its style's
  /// background: `systemBackground` (plain) or `systemGroupedBackground` (grouped styles;
  /// uikit-apps.md §4.1, SO-CLR).
  private func applyTableDefaults() {
    alwaysBounceVertical = true
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
  }

  /// Creates a plain table.
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, style: .plain)
  }

  /// Lays out the scroll view, then gives the visible rows their cells.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutVisibleRows()
  }

  // MARK: Cells

  /// Registers the class the table creates cells of for `identifier`.
  public func register(
    _ cellClass: UITableViewCell.Type?, forCellReuseIdentifier identifier: String
  ) {
    registeredCells[identifier] = cellClass
  }

  /// A cell for `identifier`: a reused one, or a new one of the registered class (a default
  /// `UITableViewCell` when none is registered, reported as UIKit would raise).
  public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason:
          "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
          + "class for the identifier or connect a prototype cell in a storyboard"),
      engine: engineIfPresent)
    return UITableViewCell(style: .default, reuseIdentifier: identifier)
  }

  /// A reused or newly made cell for `identifier`, or nil when nothing is registered for it.
  public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
    if var pool = reusePool[identifier], !pool.isEmpty {
      let cell = pool.removeLast()
      reusePool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let cellClass = registeredCells[identifier] else { return nil }
    return cellClass.init(_registeredStyle: .default, reuseIdentifier: identifier)
  }

  // MARK: Rows

  /// The number of sections.
  public var numberOfSections: Int {
    reloadIfNeeded()
    return rowHeights.count
  }

  /// The number of rows in `section`.
  public func numberOfRows(inSection section: Int) -> Int {
    reloadIfNeeded()
    return section < rowHeights.count ? rowHeights[section].count : 0
  }

  /// Asks the data source again for everything.
  open func reloadData() {
    recycleVisibleCells()
    visible.removeAll()
    needsReload = true
    reloadIfNeeded()
    setNeedsLayout()
  }

  /// Starts a group of row changes (they apply at the matching ``endUpdates()``).
  open func beginUpdates() {
    updateDepth += 1
  }

  /// Applies the row changes since ``beginUpdates()``: rows are measured again and
  /// ``UIScrollView/contentSize`` is up to date when this returns.
  open func endUpdates() {
    updateDepth = max(0, updateDepth - 1)
    if updateDepth == 0 { applyRowChanges() }
  }

  /// Inserts rows (the data source must already have them).
  open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    if updateDepth == 0 { applyRowChanges() }
  }

  /// Deletes rows (the data source must already have dropped them).
  open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    if updateDepth == 0 { applyRowChanges() }
  }

  /// Reloads rows: their cells are asked for again.
  open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    for path in indexPaths {
      if let cell = visible.removeValue(forKey: path) { recycle(cell) }
    }
    if updateDepth == 0 { applyRowChanges() }
  }

  /// The cell shown for a row, or nil when the row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visible[indexPath]
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [UITableViewCell] {
    indexPathsForVisibleRows?.compactMap { visible[$0] } ?? []
  }

  /// The index paths of the rows on screen, top to bottom.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visible.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
  }

  /// A row's rectangle in the table's (content) coordinates.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadIfNeeded()
    guard indexPath.section < rowHeights.count,
      indexPath.row < rowHeights[indexPath.section].count
    else { return .zero }
    return rowRect(section: indexPath.section, row: indexPath.row)
  }

  /// Scrolls so the row is at `position` (within the resting range).
  open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    let rect = rectForRow(at: indexPath)
    let inset = adjustedContentInset
    let visibleHeight = bounds.height - inset.top - inset.bottom
    var y = contentOffset.y
    switch position {
    case .top: y = rect.minY - inset.top
    case .bottom: y = rect.maxY - inset.top - visibleHeight
    case .middle: y = rect.midY - inset.top - visibleHeight / 2
    case .none:
      scrollRectToVisible(rect, animated: animated)
      return
    }
    let range = restingRange
    y = min(max(y, range.minY), range.maxY)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// Selects the row as a tap would, telling the delegate.
  public func selectRow(at indexPath: IndexPath) {
    visible[indexPath]?.setSelected(true, animated: false)
    (delegate as? any UITableViewDelegate)?.tableView(self, didSelectRowAt: indexPath)
  }
}
