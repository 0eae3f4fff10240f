import Foundation

/// One section, in scroll space: boundary items before, the content insets, the groups
/// (along the scroll axis, or across it for an orthogonal section), the insets again, the
/// boundary items after; decorations over the content area.
extension UICollectionViewCompositionalLayout {
  /// Computes section `index` of `count` items starting at `start` along the scroll axis;
  /// `area` is the layout's visible area (scroll space).
  func computeSection(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, start: CGFloat, area: CGSize
  ) -> CompositionalSection {
    let solver = makeSolver(section: index, count: count, transposed: space.transposed)
    var result = CompositionalSection()
    result.section = section
    result.start = start
    let reference =
      section.contentInsetsReference == .automatic
      ? configuration.contentInsetsReference : section.contentInsetsReference
    let extras = referenceExtras(reference)
    let insets = solver.flip(section.contentInsets)
    let lead = extras.lead + nonNegative(insets.leading)
    let trail = extras.trail + nonNegative(insets.trailing)
    let top = nonNegative(insets.top)
    let bottom = nonNegative(insets.bottom)
    let container = CGSize(
      width: nonNegative(area.width - lead - trail), height: nonNegative(area.height - top - bottom)
    )
    let follows = section.supplementariesFollowContentInsets
    let boundaryArea = CGRect(
      x: follows ? lead : extras.lead, y: 0,
      width: nonNegative(area.width - (follows ? lead + trail : extras.lead + extras.trail)),
      height: area.height)
    let items = section.boundarySupplementaryItems
    var cursor = start
    // A list section's own header and footer (measured) and its table-like spacing.
    var listPlaced: [PlacedElement] = []
    if let list = section.listConfiguration {
      listConfigurations[index] = list
      let header = listHeader(list, section: index, area: boundaryArea, start: cursor)
      listPlaced += header.placed
      cursor += header.extent
    }
    let before = boundary(
      items, solver: solver, area: boundaryArea, start: cursor, section: index, placement: .before)
    cursor += before.extent
    let contentStart = cursor
    cursor += top
    let spacing = nonNegative(section.interGroupSpacing)
    result.orthogonalBehavior = section.orthogonalScrollingBehavior
    if section.orthogonalScrollingBehavior == .none {
      cursor = placeGroups(
        section.group, solver: solver, container: container, origin: CGPoint(x: lead, y: cursor),
        spacing: spacing, alongX: false, into: &result)
    } else {
      let groupsTop = cursor
      let end = placeGroups(
        section.group, solver: solver, container: container,
        origin: CGPoint(x: lead, y: cursor), spacing: spacing, alongX: true, into: &result)
      var depth: CGFloat = 0
      for frame in solver.frames { depth = max(depth, frame.maxY - groupsTop) }
      depth = max(depth, result.groupDepth)
      cursor = groupsTop + depth
      let band = CGRect(x: 0, y: contentStart, width: area.width, height: top + depth + bottom)
      result.orthogonal = OrthogonalSectionGeometry(
        frame: band, contentSize: CGSize(width: end + trail, height: band.height),
        horizontal: !space.transposed, initialOffset: .zero)
    }
    cursor += bottom
    let contentEnd = cursor
    if let list = section.listConfiguration {
      let footer = listFooter(list, section: index, area: boundaryArea, start: cursor)
      listPlaced += footer.placed
      cursor += footer.extent
    }
    let after = boundary(
      items, solver: solver, area: boundaryArea, start: cursor, section: index, placement: .after)
    cursor += after.extent
    let overlay = boundary(
      items, solver: solver, area: boundaryArea, start: contentStart, section: index,
      placement: .overlay)
    result.supplementaries = listPlaced + before.placed + after.placed + overlay.placed
    for decoration in section.decorationItems {
      let d = solver.flip(decoration.contentInsets)
      let frame = CGRect(
        x: d.leading, y: contentStart + d.top,
        width: nonNegative(area.width - d.leading - d.trailing),
        height: nonNegative(contentEnd - contentStart - d.top - d.bottom))
      result.decorations.append(
        PlacedElement(
          kind: decoration.elementKind, indexPath: IndexPath(item: 0, section: index),
          frame: frame, zIndex: decoration.zIndex))
    }
    result.items = solver.frames
    result.itemZ = solver.zIndexes
    result.selfSizing = solver.selfSizing
    if !solver.selfSizing.isEmpty { hasEstimatedItems = true }
    result.supplementaries += badges(solver)
    result.end = cursor
    return result
  }

  /// Repeats `group` from `origin` until the section's items are used up, along y (or along x
  /// for an orthogonal section); returns where the last group ends along that axis.
  func placeGroups(
    _ group: NSCollectionLayoutGroup, solver: CompositionalGroupSolver, container: CGSize,
    origin: CGPoint, spacing: CGFloat, alongX: Bool, into result: inout CompositionalSection
  ) -> CGFloat {
    var cursor = alongX ? origin.x : origin.y
    let count = solver.itemCount
    guard count > 0 else { return cursor }
    if isStatic(group) {
      // Every instance is the same: lay one out and move copies of it.
      let size = solver.measure(group, in: container, base: 0)
      let template = CompositionalGroupSolver(
        transposed: solver.transposed, section: solver.section, itemCount: count,
        preferred: [:], traitCollection: solver.traitCollection, report: solver.report)
      let per = template.place(
        group, in: CGRect(origin: .zero, size: size), base: 0, nested: false)
      guard per > 0 else {
        reportOnce(
          "NSCollectionLayoutGroup in section \(solver.section) has no items; the section's "
            + "\(count) items are not laid out.")
        return cursor
      }
      let along = alongX ? size.width : size.height
      result.groups.reserveCapacity(count / per + 1)
      var base = 0
      while base < count {
        let dx = alongX ? cursor : origin.x
        let dy = alongX ? origin.y : cursor
        let end = min(base + per, count)
        for k in 0..<(end - base) {
          solver.frames[base + k] = template.frames[k].offsetBy(dx: dx, dy: dy)
        }
        for (k, item) in template.badged where base + k < count {
          solver.badged.append((base + k, item))
        }
        result.groups.append((cursor, cursor + along, base..<end))
        result.groupDepth = max(result.groupDepth, alongX ? size.height : size.width)
        cursor += along
        base = end
        if base < count { cursor += spacing }
      }
      return cursor
    }
    // Instances measure alike while the items a measurement looks at have no preferred size
    // (a custom group's answers may differ): the first such size is reused while the items
    // it looked at (counted from its first) have none.
    if let rows = singleItemRows(group, solver: solver, container: container, alongX: alongX) {
      return placeRows(rows, solver: solver, origin: origin, spacing: spacing, into: &result)
    }
    let reusable = !CompositionalGroupSolver.holdsCustomGroup(group)
    var estimate: (size: CGSize, span: Int)?
    result.groups.reserveCapacity(count)
    var base = 0
    while base < count {
      let size: CGSize
      if let estimate, !solver.hasPreferredSize(from: base, span: estimate.span) {
        size = estimate.size
      } else {
        solver.lastMeasuredItem = base - 1
        size = solver.measure(group, in: container, base: base)
        let span = solver.lastMeasuredItem - base
        if reusable, !solver.hasPreferredSize(from: base, span: span) { estimate = (size, span) }
      }
      let rect = CGRect(
        x: alongX ? cursor : origin.x, y: alongX ? origin.y : cursor, width: size.width,
        height: size.height)
      let taken = solver.place(group, in: rect, base: base, nested: false)
      guard taken > 0 else {
        reportOnce(
          "NSCollectionLayoutGroup in section \(solver.section) took no items; the section's "
            + "items from \(base) on are not laid out.")
        break
      }
      let end = min(base + taken, count)
      let along = alongX ? size.width : size.height
      result.groups.append((cursor, cursor + along, base..<end))
      result.groupDepth = max(result.groupDepth, alongX ? size.height : size.width)
      cursor += along
      base = end
      if base < count { cursor += spacing }
    }
    return cursor
  }

  /// Whether every instance of `item` lays out the same: no estimated dimension and no
  /// custom group inside.
  func isStatic(_ item: NSCollectionLayoutItem) -> Bool {
    let size = item.layoutSize
    if size.widthDimension.isEstimated || size.heightDimension.isEstimated { return false }
    guard let group = item as? NSCollectionLayoutGroup else { return true }
    if group.axis == .custom { return false }
    return group.subitems.allSatisfy(isStatic)
  }

  /// The supplementary items attached to items, on their items' final frames.
  func badges(_ solver: CompositionalGroupSolver) -> [PlacedElement] {
    var placed: [PlacedElement] = []
    for (index, item) in solver.badged {
      let frame = solver.frames[index]
      for badge in item.supplementaryItems {
        let size = solver.measure(badge, in: frame.size, base: Int.max)
        let anchor = badge.containerAnchor
        let edges = anchor.edges
        let flippedEdges: NSDirectionalRectEdge =
          solver.transposed
          ? NSDirectionalRectEdge(
            rawValue: (edges.contains(.top) ? NSDirectionalRectEdge.leading.rawValue : 0)
              | (edges.contains(.leading) ? NSDirectionalRectEdge.top.rawValue : 0)
              | (edges.contains(.bottom) ? NSDirectionalRectEdge.trailing.rawValue : 0)
              | (edges.contains(.trailing) ? NSDirectionalRectEdge.bottom.rawValue : 0))
          : edges
        let offset = solver.flip(CGRect(origin: anchor.offset, size: .zero)).origin
        let scrollAnchor = NSCollectionLayoutAnchor(
          edges: flippedEdges, offset: offset, fractional: anchor.isFractionalOffset)
        placed.append(
          PlacedElement(
            kind: badge.elementKind, indexPath: IndexPath(item: index, section: solver.section),
            frame: scrollAnchor.frame(of: size, in: frame), zIndex: badge.zIndex,
            attachedToItem: true))
      }
    }
    return placed
  }
}
