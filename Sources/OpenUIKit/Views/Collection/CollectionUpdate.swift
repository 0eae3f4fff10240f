import Foundation

/// The changes recorded for one batch update, and how they map the old items to the new ones
/// (UIKit's rules: deletions and reloads name index paths before the update, insertions after
/// it, moves one of each; reconfigurations name paths after it).
struct CollectionUpdate {
  var deletedSections = IndexSet()
  var insertedSections = IndexSet()
  var movedSections: [(from: Int, to: Int)] = []
  var deletedItems: [IndexPath] = []
  var insertedItems: [IndexPath] = []
  var movedItems: [(from: IndexPath, to: IndexPath)] = []
  var reloadedItems: [IndexPath] = []
  var reloadedSections = IndexSet()
  var reconfiguredItems: [IndexPath] = []

  /// Whether nothing was recorded.
  var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
      && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty
      && reloadedItems.isEmpty && reloadedSections.isEmpty && reconfiguredItems.isEmpty
  }

  /// For each new section, the old section it continues (nil for inserted ones), and for each
  /// new item, the old item it continues (nil for inserted items); or the reason UIKit gives
  /// when the counts do not add up.
  func mapping(oldCounts: [Int], newCounts: [Int]) -> Result<[[IndexPath?]], UpdateError> {
    var sections: [Int?] = []
    let movedFrom = Set(movedSections.map(\.from))
    for s in oldCounts.indices where !deletedSections.contains(s) && !movedFrom.contains(s) {
      sections.append(s)
    }
    let placements =
      (insertedSections.map { (new: $0, old: Int?.none) }
      + movedSections.map { (new: $0.to, old: Int?($0.from)) }).sorted { $0.new < $1.new }
    for placement in placements {
      guard placement.new >= 0, placement.new <= sections.count else {
        return .failure(.sectionOutOfRange(placement.new, sections.count))
      }
      sections.insert(placement.old, at: placement.new)
    }
    guard sections.count == newCounts.count else {
      return .failure(
        .sectionCount(
          after: newCounts.count, before: oldCounts.count, inserted: insertedSections.count,
          deleted: deletedSections.count))
    }
    let reloadedOld = Set(reloadedItems)
    let removed = Set(deletedItems).union(movedItems.map(\.from))
    var items: [[IndexPath?]] = sections.map { old in
      guard let old, old < oldCounts.count else { return [] }
      let kept = (0..<oldCounts[old]).map { IndexPath(item: $0, section: old) }.filter {
        !removed.contains($0)
      }
      return kept.map { Optional($0) }
    }
    let itemPlacements =
      (insertedItems.map { (new: $0, old: IndexPath?.none) }
      + movedItems.map { (new: $0.to, old: IndexPath?($0.from)) }).sorted {
        $0.new.lexicographicallyPrecedes($1.new)
      }
    for placement in itemPlacements {
      let s = placement.new.section
      guard s >= 0, s < items.count, placement.new.item >= 0,
        placement.new.item <= items[s].count
      else { return .failure(.itemOutOfRange(placement.new)) }
      // An item moved out of a section that was deleted or moved keeps no old path.
      items[s].insert(placement.old, at: placement.new.item)
    }
    for (s, old) in sections.enumerated() {
      if old == nil {
        // A new section holds whatever the data source says.
        if items[s].count < newCounts[s] {
          items[s] += Array(repeating: nil, count: newCounts[s] - items[s].count)
        } else if items[s].count > newCounts[s] {
          items[s].removeLast(items[s].count - newCounts[s])
        }
        continue
      }
      guard items[s].count == newCounts[s], let old else {
        let o = old ?? 0
        let inserted = insertedItems.filter { $0.section == s }.count
        let deleted = deletedItems.filter { $0.section == o }.count
        let movedIn = movedItems.filter { $0.to.section == s && $0.from.section != o }.count
        let movedOut = movedItems.filter { $0.from.section == o && $0.to.section != s }.count
        return .failure(
          .itemCount(
            section: s, after: newCounts[s], before: oldCounts[o], inserted: inserted,
            deleted: deleted, movedIn: movedIn, movedOut: movedOut))
      }
      if reloadedSections.contains(old) {
        items[s] = items[s].map { _ in nil }
      }
    }
    return .success(
      items.map { list in list.map { path in path.flatMap { reloadedOld.contains($0) ? nil : $0 } }
      }
    )
  }

  /// Why an update does not add up: UIKit's `NSInternalInconsistencyException` reasons.
  enum UpdateError: Error {
    case sectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    case itemCount(
      section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int,
      movedOut: Int)
    case sectionOutOfRange(Int, Int)
    case itemOutOfRange(IndexPath)

    /// UIKit's reason.
    var reason: String {
      switch self {
      case .sectionCount(let after, let before, let inserted, let deleted):
        return "Invalid update: invalid number of sections. The number of sections contained "
          + "in the collection view after the update (\(after)) must be equal to the number "
          + "of sections contained in the collection view before the update (\(before)), "
          + "plus or minus the number of sections inserted or deleted (\(inserted) inserted, "
          + "\(deleted) deleted)."
      case .itemCount(
        let section, let after, let before, let inserted, let deleted, let movedIn, let movedOut):
        return "Invalid update: invalid number of items in section \(section). The number of "
          + "items contained in an existing section after the update (\(after)) must be equal "
          + "to the number of items contained in that section before the update (\(before)), "
          + "plus or minus the number of items inserted or deleted from that section "
          + "(\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items "
          + "moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
      case .sectionOutOfRange(let section, let count):
        return "attempt to insert section \(section) but there are only \(count) sections "
          + "after the update"
      case .itemOutOfRange(let path):
        return "attempt to insert item \(path.item) into section \(path.section), but there "
          + "are not enough items in that section after the update"
      }
    }
  }
}
