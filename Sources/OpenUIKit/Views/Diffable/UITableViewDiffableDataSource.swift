import Foundation

/// A table view's data source driven by snapshots: apply a snapshot and the table shows it.
/// (OpenUIKit's tables apply row changes at once: the rows are measured again and the cells
/// placed when `apply` returns; `defaultRowAnimation` is accepted.)
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UITableViewDataSource {
  /// Makes the cell for an item (usually dequeued from the table).
  public typealias CellProvider =
    @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

  /// The snapshot type.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// How inserted and deleted rows animate (`.automatic` by default).
  open var defaultRowAnimation = UITableView.RowAnimation.automatic

  private weak var tableView: UITableView?
  private let cellProvider: CellProvider
  private var current = Snapshot()

  /// A data source for `tableView` (it becomes the table's `dataSource`; keep a strong
  /// reference to it, as in UIKit).
  public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    super.init()
    tableView.dataSource = self
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> Snapshot {
    current
  }

  /// Shows `snapshot`. Reloaded and reconfigured items get their cells from the cell provider
  /// again. `completion` runs on the run loop.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    var next = snapshot
    next.clearMarks()
    let refreshed = (snapshot.reloadedItemIdentifiers + snapshot.reconfiguredItemIdentifiers)
      .compactMap { next.indexPath(of: $0) }
    current = next
    if let tableView {
      tableView.beginUpdates()
      if !refreshed.isEmpty { tableView.reloadRows(at: refreshed, with: defaultRowAnimation) }
      tableView.endUpdates()
    }
    if let completion { AnimationEnvironment.main.runLoop.asyncAfter(delay: 0) { completion() } }
  }

  /// Shows `snapshot` by reloading the table's data.
  open func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil
  ) {
    var next = snapshot
    next.clearMarks()
    current = next
    tableView?.reloadData()
    if let completion { AnimationEnvironment.main.runLoop.asyncAfter(delay: 0) { completion() } }
  }

  /// The item shown at an index path, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// Where an item is shown, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section shown at an index, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    index >= 0 && index < current.sections.count ? current.sections[index].identifier : nil
  }

  /// The index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.sectionIndex(sectionIdentifier)
  }

  // MARK: UITableViewDataSource

  /// The snapshot's number of sections.
  public func numberOfSections(in tableView: UITableView) -> Int {
    current.numberOfSections
  }

  /// The snapshot's number of items in the section.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    section >= 0 && section < current.sections.count ? current.sections[section].items.count : 0
  }

  /// The cell provider's cell for the item.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) {
      return cell
    }
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason:
          "UITableView dataSource returned a nil cell for row at index path: "
          + "<NSIndexPath: {length = 2, path = \(indexPath.section) - \(indexPath.row)}>. "
          + "Table view: \(tableView), dataSource: \(self)"),
      engine: tableView.engineIfPresent)
    return UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}
