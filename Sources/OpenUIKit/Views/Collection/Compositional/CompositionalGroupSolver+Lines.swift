import Foundation

/// Reusing row and column layouts: in a section of thousands of items, every group whose
/// items have no preferred size lays its subitems out alike, so the sizes, spacing and item
/// counts along its axis are computed once and only the positions are worked out per group
/// (the same arithmetic, so the frames are the same to the last bit).
extension CompositionalGroupSolver {
  /// A row or column group's subitems along its axis, wherever the group is.
  struct Line {
    /// The subitems' sizes (scroll space).
    var sizes: [CGSize]
    /// Each subitem's first item, counted from the group's first.
    var offsets: [Int]
    /// Each subitem's edge spacing (scroll space).
    var edges: [EdgeSpacings]
    /// What each flexible spacing gets beyond its minimum.
    var extra: CGFloat
  }

  /// What a line depends on besides its first item: the group and the size it fills.
  struct LineKey: Hashable {
    var group: ObjectIdentifier
    var width: CGFloat
    var height: CGFloat
  }

  /// A line measured without a preferred size, with how many items after its first the
  /// measurement looked at.
  struct ReusableLine {
    var key: LineKey
    var line: Line
    var span: Int
  }

  /// The line of `group` in `size` with its first item at `base`: a line computed before for
  /// the same group and size when neither measurement looks at an item with a preferred size
  /// (the items it looked at, counted from its first, are the same); computed otherwise.
  func line(_ group: NSCollectionLayoutGroup, size: CGSize, base: Int) -> Line {
    let id = ObjectIdentifier(group)
    let key = LineKey(group: id, width: size.width, height: size.height)
    if let last = lastLine, last.key == key, !hasPreferredSize(from: base, span: last.span) {
      reused(base: base, span: last.span)
      return last.line
    }
    let reusable: Bool
    if let known = reusesLines[id] {
      reusable = known
    } else {
      reusable = !Self.holdsCustomGroup(group)
      reusesLines[id] = reusable
    }
    guard reusable else { return computeLine(group, size: size, base: base) }
    if let known = lines[key], !hasPreferredSize(from: base, span: known.span) {
      lastLine = known
      reused(base: base, span: known.span)
      return known.line
    }
    let outer = lastMeasuredItem
    lastMeasuredItem = base - 1
    let line = computeLine(group, size: size, base: base)
    let span = lastMeasuredItem - base
    lastMeasuredItem = max(outer, lastMeasuredItem)
    if !hasPreferredSize(from: base, span: span) {
      let entry = ReusableLine(key: key, line: line, span: span)
      lines[key] = entry
      lastLine = entry
    }
    return line
  }

  /// A reused line looked at the items its measurement did: an enclosing measurement (a
  /// group holding this one) counts them as looked at.
  private func reused(base: Int, span: Int) {
    if span >= 0, base + span > lastMeasuredItem { lastMeasuredItem = base + span }
  }

  /// Whether an item from `base` to `base + span` has a preferred size.
  func hasPreferredSize(from base: Int, span: Int) -> Bool {
    guard !preferred.isEmpty, span >= 0 else { return false }
    let items = preferredItems
    guard let last = items.last, last >= base else { return false }
    var lo = 0
    var hi = items.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if items[mid] < base { lo = mid + 1 } else { hi = mid }
    }
    return lo < items.count && items[lo] - base <= span
  }

  /// Whether `item` is or holds a custom group (whose provider may answer differently each
  /// time it is asked).
  static func holdsCustomGroup(_ item: NSCollectionLayoutItem) -> Bool {
    guard let group = item as? NSCollectionLayoutGroup else { return false }
    return group.axis == .custom || group.subitems.contains(where: holdsCustomGroup)
  }
}
