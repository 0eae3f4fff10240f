import Foundation

/// The state of a list or grid: section identifiers in order, each with its item
/// identifiers in order, plus the items and sections to reload or reconfigure when applied.
///
/// Identifiers must be unique across the snapshot. UIKit raises on a duplicate (and on other
/// misuse, as reloading an item that is not there); OpenUIKit leaves the snapshot as it was
/// for the offending identifiers and reports UIKit's message through ``LayoutDiagnostics``
/// when the snapshot is applied (a snapshot may be built off the main actor, where
/// diagnostics cannot be reported); `reportedIssues` lists them until then.
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: Sendable {
  struct Section: Sendable {
    var identifier: SectionIdentifierType
    var items: [ItemIdentifierType]
  }

  var sections: [Section] = []
  /// Where each item is: its section's index.
  var sectionOfItem: [ItemIdentifierType: SectionIdentifierType] = [:]
  /// The items marked for reload, in the order they were marked.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items marked for reconfiguration, in the order they were marked.
  public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections marked for reload, in the order they were marked.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  /// What UIKit would have raised on while this snapshot was built (OpenUIKit's): reported
  /// when it is applied.
  public internal(set) var reportedIssues: [String] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// The number of items in all sections.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// The number of sections.
  public var numberOfSections: Int { sections.count }
  /// The section identifiers in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
  /// Every item identifier, section by section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

  /// The number of items in a section (0 when the section is not in the snapshot).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionIndex(identifier).map { sections[$0].items.count } ?? 0
  }

  /// The items of a section in order (empty when the section is not in the snapshot).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sectionIndex(identifier).map { sections[$0].items } ?? []
  }

  /// The section holding an item, or nil.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sectionOfItem[identifier]
  }

  /// The index of an item among all items, section by section, or nil.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let section = sectionOfItem[identifier] else { return nil }
    var offset = 0
    for s in sections {
      if s.identifier == section {
        return s.items.firstIndex(of: identifier).map { offset + $0 }
      }
      offset += s.items.count
    }
    return nil
  }

  /// The index of a section, or nil.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndex(identifier)
  }

  func sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  /// The index path of an item, or nil.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    guard let section = sectionOfItem[identifier], let s = sectionIndex(section),
      let i = sections[s].items.firstIndex(of: identifier)
    else { return nil }
    return IndexPath(item: i, section: s)
  }

  /// The item at an index path, or nil.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
      indexPath.item >= 0, indexPath.item < sections[indexPath.section].items.count
    else { return nil }
    return sections[indexPath.section].items[indexPath.item]
  }

  // MARK: Items

  /// Adds items at the end of a section (the last section by default).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let target: Int
    if let sectionIdentifier {
      guard let s = sectionIndex(sectionIdentifier) else {
        report(
          "Invalid section identifier \(describe(sectionIdentifier)): the section does not exist in the snapshot"
        )
        return
      }
      target = s
    } else {
      guard !sections.isEmpty else {
        report("There are currently no sections in the data source. Please add a section first.")
        return
      }
      target = sections.count - 1
    }
    let fresh = claimNewItems(identifiers, for: sections[target].identifier)
    sections[target].items += fresh
  }

  /// Inserts items before an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: beforeIdentifier, after: false)
  }

  /// Inserts items after an item.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, at: afterIdentifier, after: true)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, after: Bool
  ) {
    guard let section = sectionOfItem[anchor], let s = sectionIndex(section),
      let i = sections[s].items.firstIndex(of: anchor)
    else {
      report("Invalid item identifier specified for insert: \(describe(anchor))")
      return
    }
    let fresh = claimNewItems(identifiers, for: section)
    sections[s].items.insert(contentsOf: fresh, at: after ? i + 1 : i)
  }

  /// Deletes items (identifiers not in the snapshot are ignored).
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    let gone = Set(identifiers)
    for s in sections.indices where sections[s].items.contains(where: gone.contains) {
      sections[s].items.removeAll { gone.contains($0) }
    }
    for item in identifiers { sectionOfItem[item] = nil }
    reloadedItemIdentifiers.removeAll { gone.contains($0) }
    reconfiguredItemIdentifiers.removeAll { gone.contains($0) }
  }

  /// Deletes every item and every section (as UIKit does).
  public mutating func deleteAllItems() {
    sections.removeAll()
    sectionOfItem.removeAll()
    reloadedItemIdentifiers.removeAll()
    reconfiguredItemIdentifiers.removeAll()
    reloadedSectionIdentifiers.removeAll()
  }

  /// Moves an item before another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: false)
  }

  /// Moves an item after another.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    move(identifier, to: toIdentifier, after: true)
  }

  private mutating func move(
    _ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, after: Bool
  ) {
    guard identifier != anchor else { return }
    guard let from = indexPath(of: identifier) else {
      report("Invalid item identifier specified for move: \(describe(identifier))")
      return
    }
    guard indexPath(of: anchor) != nil else {
      report("Invalid item identifier specified for move: \(describe(anchor))")
      return
    }
    sections[from.section].items.remove(at: from.item)
    let to = indexPath(of: anchor)!
    sections[to.section].items.insert(identifier, at: after ? to.item + 1 : to.item)
    sectionOfItem[identifier] = sections[to.section].identifier
  }

  /// Marks items to be reloaded: their cells are replaced when the snapshot is applied.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers {
      guard sectionOfItem[item] != nil else {
        report(
          "Attempted to reload item identifier that does not exist in the snapshot: \(describe(item))"
        )
        continue
      }
      if !reloadedItemIdentifiers.contains(item) { reloadedItemIdentifiers.append(item) }
    }
  }

  /// Marks items to be reconfigured: the cell provider runs again on their existing cells when
  /// the snapshot is applied.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    for item in identifiers {
      guard sectionOfItem[item] != nil else {
        report(
          "Attempted to reconfigure item identifier that does not exist in the snapshot: "
            + describe(item))
        continue
      }
      if !reconfiguredItemIdentifiers.contains(item) { reconfiguredItemIdentifiers.append(item) }
    }
  }

  // MARK: Sections

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    for section in uniqueNewSections(identifiers) {
      sections.append(Section(identifier: section, items: []))
    }
  }

  /// Inserts sections before a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, after: false)
  }

  /// Inserts sections after a section.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    insertSections(identifiers, at: toIdentifier, after: true)
  }

  private mutating func insertSections(
    _ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, after: Bool
  ) {
    guard let s = sectionIndex(anchor) else {
      report("Invalid section identifier specified for insert: \(describe(anchor))")
      return
    }
    let fresh = uniqueNewSections(identifiers).map { Section(identifier: $0, items: []) }
    sections.insert(contentsOf: fresh, at: after ? s + 1 : s)
  }

  /// Deletes sections and their items.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard let s = sectionIndex(identifier) else { continue }
      deleteItems(sections[s].items)
      sections.remove(at: s)
      reloadedSectionIdentifiers.removeAll { $0 == identifier }
    }
  }

  /// Moves a section before another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: false)
  }

  /// Moves a section after another.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
  ) {
    moveSection(identifier, to: toIdentifier, after: true)
  }

  private mutating func moveSection(
    _ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, after: Bool
  ) {
    guard identifier != anchor else { return }
    guard let from = sectionIndex(identifier), sectionIndex(anchor) != nil else {
      report("Invalid section identifier specified for move: \(describe(identifier))")
      return
    }
    let moved = sections.remove(at: from)
    let to = sectionIndex(anchor)!
    sections.insert(moved, at: after ? to + 1 : to)
  }

  /// Marks sections to be reloaded: every cell in them is replaced when applied.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for section in identifiers {
      guard sectionIndex(section) != nil else {
        report(
          "Attempted to reload section identifier that does not exist in the snapshot: "
            + describe(section))
        continue
      }
      if !reloadedSectionIdentifiers.contains(section) {
        reloadedSectionIdentifiers.append(section)
      }
    }
  }

  /// Forgets the reload and reconfigure marks (after the snapshot was applied) and reports
  /// the issues.
  @MainActor
  mutating func clearMarks() {
    flushIssues()
    reloadedItemIdentifiers.removeAll()
    reconfiguredItemIdentifiers.removeAll()
    reloadedSectionIdentifiers.removeAll()
  }

  // MARK: Uniqueness

  /// The items that are new to the snapshot, once each; duplicates are reported with UIKit's
  /// message and left out.
  ///
  /// The new ones are recorded as in `section` as they are found (one pass, no set of its
  /// own: snapshots of thousands of items are built item by item).
  private mutating func claimNewItems(
    _ identifiers: [ItemIdentifierType], for section: SectionIdentifierType
  ) -> [ItemIdentifierType] {
    var fresh: [ItemIdentifierType] = []
    fresh.reserveCapacity(identifiers.count)
    var duplicates: [ItemIdentifierType] = []
    sectionOfItem.reserveCapacity(sectionOfItem.count + identifiers.count)
    for identifier in identifiers {
      // One lookup per item (the snapshot is generic: each lookup is an unspecialised one).
      if let earlier = sectionOfItem.updateValue(section, forKey: identifier) {
        sectionOfItem[identifier] = earlier
        if !duplicates.contains(identifier) { duplicates.append(identifier) }
      } else {
        fresh.append(identifier)
      }
    }
    if !duplicates.isEmpty {
      report(
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: "
          + describeSet(duplicates))
    }
    return fresh
  }

  private mutating func uniqueNewSections(_ identifiers: [SectionIdentifierType])
    -> [SectionIdentifierType]
  {
    let existing = Set(sections.map(\.identifier))
    let split = SnapshotIdentifiers.splitUnique(identifiers) { existing.contains($0) }
    if !split.duplicates.isEmpty {
      report(
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: "
          + describeSet(split.duplicates))
    }
    return split.fresh
  }
}

/// How snapshots print identifiers and report misuse.
extension NSDiffableDataSourceSnapshot {
  func describe<T>(_ value: T) -> String { String(describing: value) }

  /// Identifiers as Foundation prints a set: `{(` one per line, indented, `)}`.
  func describeSet<T>(_ values: [T]) -> String {
    SnapshotIdentifiers.describeSet(values)
  }

  /// Records what UIKit raises `NSInternalInconsistencyException` for.
  mutating func report(_ reason: String) {
    reportedIssues.append(reason)
  }

  /// Reports the recorded issues and forgets them.
  @MainActor
  mutating func flushIssues() {
    SnapshotIdentifiers.raise(reportedIssues)
    reportedIssues.removeAll()
  }
}

/// What snapshots and section snapshots share: uniqueness checks and UIKit's reports.
enum SnapshotIdentifiers {
  /// `identifiers` split into those new (not `existing`, once each) and the duplicates,
  /// each once, in order.
  static func splitUnique<T: Hashable>(_ identifiers: [T], existing: (T) -> Bool) -> (
    fresh: [T], duplicates: [T]
  ) {
    var seen: Set<T> = []
    var fresh: [T] = []
    var duplicates: [T] = []
    for identifier in identifiers {
      if existing(identifier) || !seen.insert(identifier).inserted {
        if !duplicates.contains(identifier) { duplicates.append(identifier) }
      } else {
        fresh.append(identifier)
      }
    }
    return (fresh, duplicates)
  }

  /// Identifiers as Foundation prints a set: `{(` one per line, indented, `)}`.
  static func describeSet<T>(_ values: [T]) -> String {
    "{(\n" + values.map { "    " + String(describing: $0) }.joined(separator: ",\n") + "\n)}"
  }

  /// Reports what UIKit raises `NSInternalInconsistencyException` for.
  @MainActor
  static func raise(_ reasons: [String]) {
    for reason in reasons {
      LayoutDiagnostics.report(
        .raised(name: "NSInternalInconsistencyException", reason: reason), engine: nil)
    }
  }
}
