import Foundation

/// A data source that expands and collapses outline items when their disclosure is tapped.
@MainActor
protocol OutlineDataSource: AnyObject {
  /// Expands the item at `indexPath` when it is collapsed, collapses it otherwise.
  func toggleOutlineItem(at indexPath: IndexPath)
}

/// Section snapshots: outlines applied to one section at a time.
extension UICollectionViewDiffableDataSource: OutlineDataSource {
  /// The section snapshot type.
  public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

  /// What a data source does when the person expands or collapses an item (UIKit's
  /// handlers; each nil by default).
  @preconcurrency @MainActor
  public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
    /// Whether the item may expand (nil: yes).
    public var shouldExpandItem: ((Item) -> Bool)?
    /// Called before the item expands.
    public var willExpandItem: ((Item) -> Void)?
    /// Whether the item may collapse (nil: yes).
    public var shouldCollapseItem: ((Item) -> Bool)?
    /// Called before the item collapses.
    public var willCollapseItem: ((Item) -> Void)?
    /// The section snapshot to show for a parent about to expand, given its current children
    /// (nil: the children as they are).
    public var snapshotForExpandingParentItem:
      (
        (Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<
          Item
        >
      )?

    /// Handlers that do nothing.
    public init() {}
  }

  /// Shows `snapshot` in `section`: the section's items become the snapshot's visible items
  /// (the section is appended when the data source has none by that identifier), and the
  /// change is applied as ``apply(_:animatingDifferences:completion:)`` applies a snapshot.
  public func apply(
    _ snapshot: SectionSnapshot, to section: SectionIdentifierType,
    animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil
  ) {
    var stored = snapshot
    stored.flushIssues()
    var full = current
    full.clearMarks()
    if full.sectionIndex(section) == nil { full.appendSections([section]) }
    full.deleteItems(full.itemIdentifiers(inSection: section))
    full.appendItems(stored.visibleItems, toSection: section)
    sectionSnapshots[section] = stored
    show(full, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// The outline of `section`: the section snapshot last applied to it, or its items as
  /// root items (an empty snapshot for a section not shown).
  public func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
    if let stored = sectionSnapshots[section] { return stored }
    var flat = SectionSnapshot()
    flat.append(current.itemIdentifiers(inSection: section))
    return flat
  }

  /// Forgets the section snapshots whose visible items no longer match the section's items
  /// in `snapshot` (a snapshot applied as a whole replaces the outlines it changed).
  func keepMatchingSectionSnapshots(for snapshot: Snapshot) {
    for section in sectionSnapshots.keys.sorted(by: { "\($0)" < "\($1)" }) {
      if sectionSnapshots[section]?.visibleItems != snapshot.itemIdentifiers(inSection: section) {
        sectionSnapshots[section] = nil
      }
    }
  }

  /// Gives a list cell its item's outline level and expansion state.
  func showOutlineState(
    of item: ItemIdentifierType, section: Int, in cell: UICollectionViewListCell
  ) {
    guard section >= 0, section < current.sections.count,
      let outline = sectionSnapshots[current.sections[section].identifier]
    else { return }
    cell.indentationLevel = outline.level(of: item)
    cell.isOutlineExpanded = outline.isExpanded(item)
  }

  /// Expands or collapses the item at `indexPath` through ``sectionSnapshotHandlers``, then
  /// applies the section's new snapshot (animated).
  func toggleOutlineItem(at indexPath: IndexPath) {
    guard let item = itemIdentifier(for: indexPath),
      let section = sectionIdentifier(for: indexPath.section)
    else { return }
    var outline = snapshot(for: section)
    let handlers = sectionSnapshotHandlers
    if outline.isExpanded(item) {
      guard handlers.shouldCollapseItem?(item) ?? true else { return }
      handlers.willCollapseItem?(item)
      outline.collapse([item])
    } else {
      guard handlers.shouldExpandItem?(item) ?? true else { return }
      handlers.willExpandItem?(item)
      if let make = handlers.snapshotForExpandingParentItem {
        let children = outline.snapshot(of: item)
        let replaced = make(item, children)
        outline.replace(childrenOf: item, using: replaced)
      }
      outline.expand([item])
    }
    apply(outline, to: section, animatingDifferences: true)
  }
}
