import Foundation

/// The items of one section as an outline: root items, each with children of its own, and
/// which parents are expanded. Applied to a section with
/// `UICollectionViewDiffableDataSource.apply(_:to:animatingDifferences:completion:)`, the
/// section shows its ``visibleItems`` (the roots, and the children of every expanded parent
/// whose own parents are expanded), depth first; list cells are indented by their
/// ``level(of:)``.
///
/// New items are collapsed. Identifiers must be unique in the snapshot: as
/// `NSDiffableDataSourceSnapshot`, OpenUIKit leaves the offending identifiers out and reports
/// UIKit's message when the snapshot is applied (``reportedIssues`` lists them until then).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>:
  Sendable
{
  /// The root items, in order.
  public private(set) var rootItems: [ItemIdentifierType] = []
  var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
  var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
  var expanded: Set<ItemIdentifierType> = []
  /// Every item in the snapshot.
  var members: Set<ItemIdentifierType> = []
  /// What UIKit would have raised on while this snapshot was built (OpenUIKit's): reported
  /// when it is applied.
  public internal(set) var reportedIssues: [String] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// Every item, depth first (parents before their children), expanded or not.
  public var items: [ItemIdentifierType] {
    var out: [ItemIdentifierType] = []
    out.reserveCapacity(members.count)
    walk(rootItems, onlyVisible: false) { out.append($0) }
    return out
  }

  /// The items shown: the roots, and the children of expanded parents that are shown
  /// themselves, depth first.
  public var visibleItems: [ItemIdentifierType] {
    var out: [ItemIdentifierType] = []
    walk(rootItems, onlyVisible: true) { out.append($0) }
    return out
  }

  private func walk(
    _ level: [ItemIdentifierType], onlyVisible: Bool, _ visit: (ItemIdentifierType) -> Void
  ) {
    for item in level {
      visit(item)
      if let children = childrenOf[item], !onlyVisible || expanded.contains(item) {
        walk(children, onlyVisible: onlyVisible, visit)
      }
    }
  }

  /// Whether the snapshot holds `item`.
  public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

  /// Whether `item` is expanded (false for items not in the snapshot).
  public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

  /// Whether `item` is shown: a root, or a child of shown, expanded parents.
  public func isVisible(_ item: ItemIdentifierType) -> Bool {
    guard members.contains(item) else { return false }
    var current = item
    while let parent = parentOf[current] {
      guard expanded.contains(parent) else { return false }
      current = parent
    }
    return true
  }

  /// The parent of `child`, or nil for a root item or an item not in the snapshot.
  public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

  /// The depth of `item`: 0 for a root item (and for an item not in the snapshot).
  public func level(of item: ItemIdentifierType) -> Int {
    var depth = 0
    var current = item
    while let parent = parentOf[current] {
      depth += 1
      current = parent
    }
    return depth
  }

  /// The index of `item` in ``items``, or nil.
  public func index(of item: ItemIdentifierType) -> Int? {
    guard members.contains(item) else { return nil }
    return items.firstIndex(of: item)
  }

  /// A snapshot of `parent`'s descendants (with `parent` as the root when
  /// `includingParent`), with their expansion states.
  public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
    -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  {
    var out = NSDiffableDataSourceSectionSnapshot()
    guard members.contains(parent) else {
      out.report("Invalid parent item identifier specified: \(parent)")
      return out
    }
    if includingParent {
      out.rootItems = [parent]
      out.members.insert(parent)
      if expanded.contains(parent) { out.expanded.insert(parent) }
    } else {
      out.rootItems = childrenOf[parent] ?? []
    }
    copySubtrees(of: parent, into: &out)
    return out
  }

  private func copySubtrees(
    of item: ItemIdentifierType, into out: inout NSDiffableDataSourceSectionSnapshot
  ) {
    guard let children = childrenOf[item] else { return }
    if out.members.contains(item) { out.childrenOf[item] = children }
    for child in children {
      out.members.insert(child)
      if out.members.contains(item) { out.parentOf[child] = item }
      if expanded.contains(child) { out.expanded.insert(child) }
      copySubtrees(of: child, into: &out)
    }
  }

  /// A text picture of the outline: one item a line, indented by level, with `+` before
  /// collapsed parents and `-` before expanded ones.
  public func visualDescription() -> String {
    var lines: [String] = []
    walk(rootItems, onlyVisible: false) { item in
      let mark =
        childrenOf[item].map { _ in expanded.contains(item) ? "- " : "+ " } ?? "  "
      lines.append(String(repeating: "    ", count: level(of: item)) + mark + "\(item)")
    }
    return lines.joined(separator: "\n")
  }

  // MARK: Changing

  /// Adds `items` at the end of the root items, or of `parent`'s children.
  public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
    if let parent, !members.contains(parent) {
      report("Invalid parent item identifier specified: \(parent)")
      return
    }
    let fresh = uniqueNewItems(items)
    adopt(fresh, parent: parent)
    if let parent {
      childrenOf[parent, default: []] += fresh
    } else {
      rootItems += fresh
    }
  }

  /// Inserts `items` before `item`, at its level.
  public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
    insert(items, next: item, after: false)
  }

  /// Inserts `items` after `item`, at its level.
  public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
    insert(items, next: item, after: true)
  }

  private mutating func insert(
    _ items: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool
  ) {
    guard members.contains(anchor) else {
      report("Invalid item identifier specified for insert: \(anchor)")
      return
    }
    let fresh = uniqueNewItems(items)
    let parent = parentOf[anchor]
    adopt(fresh, parent: parent)
    mutateSiblings(of: parent) { siblings in
      let i = siblings.firstIndex(of: anchor) ?? siblings.count - 1
      siblings.insert(contentsOf: fresh, at: after ? i + 1 : i)
    }
  }

  /// Inserts the items of `snapshot` (its roots at `item`'s level) before `item`.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    before item: ItemIdentifierType
  ) {
    graft(snapshot, next: item, after: false)
  }

  /// Inserts the items of `snapshot` (its roots at `item`'s level) after `item`.
  public mutating func insert(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    after item: ItemIdentifierType
  ) {
    graft(snapshot, next: item, after: true)
  }

  private mutating func graft(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
    next anchor: ItemIdentifierType, after: Bool
  ) {
    guard members.contains(anchor) else {
      report("Invalid item identifier specified for insert: \(anchor)")
      return
    }
    guard checkNoOverlap(snapshot) else { return }
    let parent = parentOf[anchor]
    adopt(snapshot.rootItems, parent: parent)
    absorb(snapshot)
    mutateSiblings(of: parent) { siblings in
      let i = siblings.firstIndex(of: anchor) ?? siblings.count - 1
      siblings.insert(contentsOf: snapshot.rootItems, at: after ? i + 1 : i)
    }
  }

  /// Replaces the children of `parent` with the items of `snapshot` (its roots become
  /// `parent`'s children).
  public mutating func replace(
    childrenOf parent: ItemIdentifierType,
    using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) {
    guard members.contains(parent) else {
      report("Invalid parent item identifier specified: \(parent)")
      return
    }
    delete(childrenOf[parent] ?? [])
    guard checkNoOverlap(snapshot) else { return }
    adopt(snapshot.rootItems, parent: parent)
    absorb(snapshot)
    childrenOf[parent] = snapshot.rootItems.isEmpty ? nil : snapshot.rootItems
  }

  /// Deletes `items` and their descendants (identifiers not in the snapshot are ignored).
  public mutating func delete(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) {
      let parent = parentOf[item]
      for gone in [item] + descendants(of: item) {
        members.remove(gone)
        expanded.remove(gone)
        childrenOf[gone] = nil
        parentOf[gone] = nil
      }
      mutateSiblings(of: parent) { $0.removeAll { $0 == item } }
    }
  }

  /// Deletes every item.
  public mutating func deleteAll() {
    rootItems.removeAll()
    childrenOf.removeAll()
    parentOf.removeAll()
    expanded.removeAll()
    members.removeAll()
  }

  /// Expands `items` (their children show when they are shown themselves).
  public mutating func expand(_ items: [ItemIdentifierType]) {
    for item in items where members.contains(item) { expanded.insert(item) }
  }

  /// Collapses `items`.
  public mutating func collapse(_ items: [ItemIdentifierType]) {
    for item in items { expanded.remove(item) }
  }

  // MARK: Helpers

  private func descendants(of item: ItemIdentifierType) -> [ItemIdentifierType] {
    var out: [ItemIdentifierType] = []
    walk(childrenOf[item] ?? [], onlyVisible: false) { out.append($0) }
    return out
  }

  private mutating func adopt(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) {
    for item in items {
      members.insert(item)
      parentOf[item] = parent
    }
  }

  /// Takes the children, parents and expansion states of `snapshot`'s items.
  private mutating func absorb(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
  {
    members.formUnion(snapshot.members)
    expanded.formUnion(snapshot.expanded)
    childrenOf.merge(snapshot.childrenOf) { _, new in new }
    parentOf.merge(snapshot.parentOf) { _, new in new }
    reportedIssues += snapshot.reportedIssues
  }

  private mutating func mutateSiblings(
    of parent: ItemIdentifierType?, _ change: (inout [ItemIdentifierType]) -> Void
  ) {
    if let parent {
      var siblings = childrenOf[parent] ?? []
      change(&siblings)
      childrenOf[parent] = siblings.isEmpty ? nil : siblings
    } else {
      change(&rootItems)
    }
  }

  /// Whether `snapshot` shares no item with this one; reported when it does.
  private mutating func checkNoOverlap(
    _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
  ) -> Bool {
    let shared = snapshot.items.filter { members.contains($0) }
    guard !shared.isEmpty else { return true }
    reportDuplicates(shared)
    return false
  }

  /// The items new to the snapshot, once each; duplicates are reported and left out.
  private mutating func uniqueNewItems(_ items: [ItemIdentifierType]) -> [ItemIdentifierType] {
    let split = SnapshotIdentifiers.splitUnique(items) { members.contains($0) }
    if !split.duplicates.isEmpty { reportDuplicates(split.duplicates) }
    return split.fresh
  }

  private mutating func reportDuplicates(_ items: [ItemIdentifierType]) {
    report(
      "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
        + SnapshotIdentifiers.describeSet(items))
  }

  mutating func report(_ reason: String) {
    reportedIssues.append(reason)
  }

  /// Reports the recorded issues as UIKit raises them and forgets them.
  @MainActor
  mutating func flushIssues() {
    SnapshotIdentifiers.raise(reportedIssues)
    reportedIssues.removeAll()
  }
}
