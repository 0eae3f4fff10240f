import Foundation

/// Sections of one-item rows (a list: a horizontal group holding a single item, the row
/// self-sizing or fixed): the groups are placed in one lean loop instead of group by group
/// through the solver. The loop does the solver's arithmetic, in the same order, with the
/// per-section parts (dimensions, insets, widths) worked out once, so the frames are the
/// same to the last bit; any other shape takes the general path.
extension UICollectionViewCompositionalLayout {
  /// What every row of a one-item-row section shares.
  struct SingleItemRows {
    let item: NSCollectionLayoutItem
    /// The group's width and, when not estimated, its height.
    let width: CGFloat
    let fixedHeight: CGFloat?
    let groupInsets: NSDirectionalEdgeInsets
    let itemInsets: NSDirectionalEdgeInsets
    /// The item's width, and its height when it has no preferred one.
    let itemWidth: CGFloat
    let itemHeight: CGFloat
    let itemHeightEstimated: Bool
    let hasBadges: Bool
  }

  /// The shared parts of `group`'s rows when it is a one-item row in a vertically scrolling
  /// layout whose dimensions do not depend on each other; nil otherwise.
  func singleItemRows(
    _ group: NSCollectionLayoutGroup, solver: CompositionalGroupSolver, container: CGSize,
    alongX: Bool
  ) -> SingleItemRows? {
    guard !alongX, !solver.transposed, group.axis == .horizontal, group.repeatCount == nil,
      group.subitems.count == 1, group.expandedSubitems.count == 1
    else { return nil }
    let item = group.subitems[0]
    guard !(item is NSCollectionLayoutGroup), item.edgeSpacing == nil else { return nil }
    let gw = group.layoutSize.widthDimension
    let gh = group.layoutSize.heightDimension
    let iw = item.layoutSize.widthDimension
    let ih = item.layoutSize.heightDimension
    let widthKinds: [NSCollectionLayoutDimension.Kind] = [.fractionalWidth, .absolute]
    let heightKinds: [NSCollectionLayoutDimension.Kind] = [.estimated, .absolute]
    guard widthKinds.contains(gw.kind), widthKinds.contains(iw.kind),
      heightKinds.contains(gh.kind), heightKinds.contains(ih.kind)
    else { return nil }
    let width = solver.value(gw, in: container, measured: nil)
    let fixedHeight: CGFloat? =
      gh.kind == .estimated ? nil : solver.value(gh, in: container, measured: nil)
    let insets = group.contentInsets
    let innerWidth = max(width - insets.leading - insets.trailing, 0)
    let itemWidth = solver.value(iw, in: CGSize(width: innerWidth, height: 0), measured: nil)
    let itemHeight = solver.value(ih, in: CGSize(width: innerWidth, height: 0), measured: nil)
    // The group takes one item when a second would not fit (the solver's rule, whose sizes
    // along the row do not depend on the item here); overflowing rows take the general path.
    let interMinimum = max(group.interItemSpacing?.spacing ?? 0, 0)
    let used = itemWidth
    let need = interMinimum + itemWidth
    guard !(used > 0.001) || need <= 0.001 || used + need > innerWidth + 0.001,
      innerWidth - itemWidth >= -0.001
    else { return nil }
    return SingleItemRows(
      item: item, width: width, fixedHeight: fixedHeight,
      groupInsets: insets, itemInsets: item.contentInsets, itemWidth: itemWidth,
      itemHeight: itemHeight, itemHeightEstimated: ih.kind == .estimated,
      hasBadges: !item.supplementaryItems.isEmpty)
  }

  /// Places the rows of `rows` from `origin` as `placeGroups` would; returns where the last
  /// one ends.
  func placeRows(
    _ rows: SingleItemRows, solver: CompositionalGroupSolver, origin: CGPoint,
    spacing: CGFloat, into result: inout CompositionalSection
  ) -> CGFloat {
    let count = solver.itemCount
    var cursor = origin.y
    let gi = rows.groupInsets
    let ii = rows.itemInsets
    let preferredItems = solver.preferred.isEmpty ? [] : solver.preferredItems
    var nextPreferred = 0
    if rows.itemHeightEstimated, solver.selfSizing.isEmpty {
      solver.selfSizing = Array(repeating: 0, count: count)
    }
    result.groups.reserveCapacity(count)
    solver.frames.withUnsafeMutableBufferPointer { frames in
      for base in 0..<count {
        // The item's height: its preferred one when it has one.
        var itemHeight = rows.itemHeight
        while nextPreferred < preferredItems.count, preferredItems[nextPreferred] < base {
          nextPreferred += 1
        }
        if rows.itemHeightEstimated, nextPreferred < preferredItems.count,
          preferredItems[nextPreferred] == base
        {
          let measured = solver.preferred[base]?.height
          itemHeight = solver.value(
            rows.item.layoutSize.heightDimension, in: .zero, measured: measured)
        }
        // The group's size (`measure`, then `contentSize` for an estimated height).
        let height: CGFloat
        if let fixed = rows.fixedHeight {
          height = fixed
        } else {
          let measuredRect = CGRect(
            x: CGFloat(0) + 0, y: CGFloat(0) + 0, width: rows.itemWidth, height: itemHeight)
          let across = max(CGFloat(0), measuredRect.maxY + 0)
          height = across + gi.top + gi.bottom
        }
        // `place`: the group's rectangle inside its insets, the item's in it.
        let rect = CGRect(x: origin.x, y: cursor, width: rows.width, height: height)
        let inner = CGRect(
          x: rect.minX + gi.leading, y: rect.minY + gi.top,
          width: max(rect.width - gi.leading - gi.trailing, 0),
          height: max(rect.height - gi.top - gi.bottom, 0))
        frames[base] = CompositionalGroupSolver.leafFrame(
          CGRect(
            x: inner.minX + 0, y: inner.minY + CGFloat(0), width: rows.itemWidth,
            height: itemHeight),
          insets: ii, widthEstimated: false, heightEstimated: rows.itemHeightEstimated)
        result.groups.append((cursor, cursor + height, base..<(base + 1)))
        cursor += height
        if base + 1 < count { cursor += spacing }
      }
    }
    if rows.itemHeightEstimated {
      for base in 0..<count { solver.selfSizing[base] = 2 }
    }
    if rows.hasBadges {
      for base in 0..<count { solver.badged.append((base, rows.item)) }
    }
    if count > 0 { result.groupDepth = max(result.groupDepth, rows.width) }
    return cursor
  }
}
