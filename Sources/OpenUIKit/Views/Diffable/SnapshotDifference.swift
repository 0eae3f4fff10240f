import Foundation

/// The changes that turn one snapshot into another, as a collection view's batch update:
/// deleted and inserted sections and items, moves for the sections and items whose relative
/// order changed (the longest run that keeps its order stays put), reloads at the old index
/// paths, reconfigurations at the new ones.
enum SnapshotDifference {
  static func update<S: Hashable & Sendable, I: Hashable & Sendable>(
    from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>
  ) -> CollectionUpdate {
    var update = CollectionUpdate()
    var oldSectionIndex: [S: Int] = [:]
    for (i, section) in old.sections.enumerated() { oldSectionIndex[section.identifier] = i }
    var newSectionIndex: [S: Int] = [:]
    for (i, section) in new.sections.enumerated() { newSectionIndex[section.identifier] = i }
    for (i, section) in old.sections.enumerated() where newSectionIndex[section.identifier] == nil {
      update.deletedSections.insert(i)
    }
    var common: [(old: Int, new: Int)] = []
    for (i, section) in new.sections.enumerated() {
      if let o = oldSectionIndex[section.identifier] {
        common.append((o, i))
      } else {
        update.insertedSections.insert(i)
      }
    }
    let stableSections = longestIncreasingRun(common.map(\.old))
    for (k, pair) in common.enumerated() where !stableSections.contains(k) {
      update.movedSections.append((pair.old, pair.new))
    }
    // Items.
    var oldPath: [I: IndexPath] = [:]
    for (s, section) in old.sections.enumerated() {
      for (i, item) in section.items.enumerated() { oldPath[item] = IndexPath(item: i, section: s) }
    }
    // Where the new items are: needed for the old items (which are deleted) and the
    // reconfigured ones only, so a first snapshot does not index its items twice.
    var newPath: [I: IndexPath] = [:]
    if !oldPath.isEmpty || !new.reconfiguredItemIdentifiers.isEmpty {
      for (s, section) in new.sections.enumerated() {
        for (i, item) in section.items.enumerated() {
          newPath[item] = IndexPath(item: i, section: s)
        }
      }
    }
    let reloaded = Set(new.reloadedItemIdentifiers)
    for (s, section) in old.sections.enumerated() where !update.deletedSections.contains(s) {
      for (i, item) in section.items.enumerated() where newPath[item] == nil {
        update.deletedItems.append(IndexPath(item: i, section: s))
      }
    }
    // Inserted sections none of whose items were in the old snapshot: inserting the section
    // inserts its items (the mapping gives a new section the data source's count).
    var impliedSections = IndexSet()
    for (s, section) in new.sections.enumerated() {
      let oldSection = oldSectionIndex[section.identifier]
      if oldSection == nil,
        oldPath.isEmpty || !section.items.contains(where: { oldPath[$0] != nil })
      {
        impliedSections.insert(s)
        continue
      }
      var staying: [(item: I, old: Int, new: Int)] = []
      for (i, item) in section.items.enumerated() {
        let np = IndexPath(item: i, section: s)
        guard let op = oldPath[item], !update.deletedSections.contains(op.section) else {
          update.insertedItems.append(np)
          continue
        }
        if reloaded.contains(item) && (op.section != oldSection) {
          // A reloaded item that changes section: deleted and inserted.
          update.deletedItems.append(op)
          update.insertedItems.append(np)
        } else if op.section == oldSection {
          staying.append((item, op.item, i))
        } else {
          update.movedItems.append((op, np))
        }
      }
      let stable = longestIncreasingRun(staying.map(\.old))
      for (k, entry) in staying.enumerated() {
        let op = IndexPath(item: entry.old, section: oldSection!)
        let np = IndexPath(item: entry.new, section: s)
        if stable.contains(k) {
          if reloaded.contains(entry.item) { update.reloadedItems.append(op) }
        } else if reloaded.contains(entry.item) {
          update.deletedItems.append(op)
          update.insertedItems.append(np)
        } else {
          update.movedItems.append((op, np))
        }
      }
    }
    let inserted = Set(update.insertedItems)
    for item in new.reconfiguredItemIdentifiers {
      if let np = newPath[item], !inserted.contains(np), !impliedSections.contains(np.section),
        !reloaded.contains(item)
      {
        update.reconfiguredItems.append(np)
      }
    }
    for section in new.reloadedSectionIdentifiers {
      if let o = oldSectionIndex[section], newSectionIndex[section] != nil {
        update.reloadedSections.insert(o)
      }
    }
    return update
  }

  /// The positions of one longest strictly increasing subsequence of `values` (the earliest
  /// such run on ties).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    guard !values.isEmpty else { return [] }
    var tails: [Int] = []  // positions
    var previous = Array(repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
      var lo = 0
      var hi = tails.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
      }
      if lo > 0 { previous[i] = tails[lo - 1] }
      if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var result: Set<Int> = []
    var k = tails.last!
    while k >= 0 {
      result.insert(k)
      k = previous[k]
    }
    return result
  }
}
