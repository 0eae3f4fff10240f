import OpenUIKit

/// What SnapKit remembers about a view or layout guide: its tracked constraints (in
/// activation order) and its debug label.
///
/// Upstream keeps both as Objective-C associated objects. Here a view's or layout guide's
/// entry is its ``LayoutItemHandle/attachment``, which goes away with the item as an
/// associated object does (so do the constraints it tracks). Any other object's entry lives
/// in a side table keyed by object identity; an entry whose object is gone is treated as
/// absent and swept away as the table grows.
@MainActor
enum ItemStorage {
  @MainActor final class Entry {
    /// The object while it is alive (not a weak reference: see ``ItemHandle``).
    var object: AnyObject? { handle.object }
    private let handle: ItemHandle
    /// Active ``Constraint``s whose from item is the object, in the order they were added.
    @exclusivity(unchecked) var constraints: [Constraint] = []
    var label: String?

    init(object: AnyObject) {
      handle = ItemHandle(object)
    }

    /// Adds a constraint to the tracked set (at most once).
    func add(_ constraint: Constraint) {
      // A loop: a closure (`contains(where:)`) would check the actor at run time.
      for tracked in constraints where tracked === constraint { return }
      constraints.append(constraint)
    }
  }

  /// Entries for a run of items, looked up once for each run of the same item (an entry stays
  /// its live object's while the object lives).
  @MainActor struct Cursor {
    private var last: (object: AnyObject, entry: Entry)?
    /// How many constraints each entry found will take at most.
    private let reserve: Int

    init(reserving reserve: Int) {
      self.reserve = reserve
    }

    /// The entry of `object`, created if needed, with room for the constraints to add.
    mutating func entry(for object: AnyObject) -> Entry {
      if let last, last.object === object { return last.entry }
      let entry = ItemStorage.entry(for: object)
      entry.constraints.reserveCapacity(entry.constraints.count + reserve)
      last = (object, entry)
      return entry
    }
  }

  @exclusivity(unchecked) private static var entries: [ObjectIdentifier: Entry] = [:]
  private static var sweepThreshold = 256

  /// The entry of a live object, or nil (a stale entry of a dead object with the same
  /// identity is dropped).
  static func existingEntry(for object: AnyObject) -> Entry? {
    if let item = LayoutItemHandle(object) { return item.attachment as? Entry }
    let key = ObjectIdentifier(object)
    guard let entry = entries[key] else { return nil }
    if entry.object === object { return entry }
    entries[key] = nil
    return nil
  }

  /// The entry of an object, created if needed.
  static func entry(for object: AnyObject) -> Entry {
    if let item = LayoutItemHandle(object) {
      if let entry = item.attachment as? Entry { return entry }
      let entry = Entry(object: object)
      item.attachment = entry
      return entry
    }
    if let entry = existingEntry(for: object) { return entry }
    if entries.count >= sweepThreshold {
      entries = entries.filter { $0.value.object != nil }
      sweepThreshold = max(256, entries.count * 2)
    }
    let entry = Entry(object: object)
    entries[ObjectIdentifier(object)] = entry
    return entry
  }
}
