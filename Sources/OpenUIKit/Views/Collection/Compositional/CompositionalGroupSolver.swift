import Foundation

/// Sizes and places a section's groups and items. It works in the layout's "scroll space":
/// for a horizontally scrolling layout every size, inset, spacing, axis and frame is
/// transposed (x for y, width for height, leading for top), so that one set of rules serves
/// both directions; frames are transposed back when the section is done.
@MainActor
final class CompositionalGroupSolver {
  let transposed: Bool
  let section: Int
  let itemCount: Int
  /// The sizes the section's self-sizing items asked for, by item.
  let preferred: [Int: CGSize]
  let traitCollection: UITraitCollection
  let report: (String) -> Void

  /// The items' frames (scroll space), by item.
  var frames: [CGRect]
  /// The items' stacking orders, by item (only custom groups set them).
  var zIndexes: [Int] = []
  /// The axes each item sizes itself along, by item (bit 0 horizontal, bit 1 vertical; in
  /// the collection view's space).
  var selfSizing: [UInt8] = []
  /// Items with supplementary items of their own, to place once frames are final.
  var badged: [(item: Int, layoutItem: NSCollectionLayoutItem)] = []
  /// The last item whose preferred size a measurement looked up (see `placeGroups`).
  var lastMeasuredItem = Int.min
  /// Lines measured without a preferred size, for reuse (see `line(_:size:base:)`).
  var lines: [LineKey: ReusableLine] = [:]
  /// The line reused last (groups of a section follow one another with the same key).
  var lastLine: ReusableLine?
  /// Whether a group's lines may be reused (no custom group inside), by group.
  var reusesLines: [ObjectIdentifier: Bool] = [:]
  /// The items with a preferred size, in order.
  lazy var preferredItems: [Int] = preferred.keys.sorted()

  init(
    transposed: Bool, section: Int, itemCount: Int, preferred: [Int: CGSize],
    traitCollection: UITraitCollection, report: @escaping (String) -> Void
  ) {
    self.transposed = transposed
    self.section = section
    self.itemCount = itemCount
    self.preferred = preferred
    self.traitCollection = traitCollection
    self.report = report
    frames = Array(repeating: .zero, count: itemCount)
  }

  // MARK: Scroll space

  /// A size or rectangle between the collection view's space and scroll space.
  func flip(_ size: CGSize) -> CGSize {
    transposed ? CGSize(width: size.height, height: size.width) : size
  }

  func flip(_ rect: CGRect) -> CGRect {
    transposed ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width) : rect
  }

  /// The item's width and height dimensions in scroll space.
  func dimensions(_ item: NSCollectionLayoutItem) -> (
    width: NSCollectionLayoutDimension, height: NSCollectionLayoutDimension
  ) {
    let size = item.layoutSize
    return transposed
      ? (size.heightDimension, size.widthDimension) : (size.widthDimension, size.heightDimension)
  }

  /// Insets in scroll space (top, leading, bottom, trailing).
  func flip(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
    transposed
      ? NSDirectionalEdgeInsets(
        top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
      : insets
  }

  /// An item's edge spacing in scroll space.
  typealias EdgeSpacings = (
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  )

  /// Edge spacing in scroll space (leading, top, trailing, bottom).
  func spacing(_ item: NSCollectionLayoutItem) -> EdgeSpacings {
    guard let e = item.edgeSpacing else { return (nil, nil, nil, nil) }
    return transposed
      ? (e.top, e.leading, e.bottom, e.trailing) : (e.leading, e.top, e.trailing, e.bottom)
  }

  /// Whether the group lays its items out along x in scroll space.
  func isHorizontal(_ group: NSCollectionLayoutGroup) -> Bool {
    (group.axis == .horizontal) != transposed
  }

  /// A dimension's points in `container` (scroll space); an estimate gives `measured` when
  /// the view reported a size. Non-finite or negative results are reported and become 0.
  func value(
    _ dimension: NSCollectionLayoutDimension, in container: CGSize, measured: CGFloat?
  ) -> CGFloat {
    let n = dimension.dimension
    let result: CGFloat
    switch dimension.kind {
    case .fractionalWidth: result = n * (transposed ? container.height : container.width)
    case .fractionalHeight: result = n * (transposed ? container.width : container.height)
    case .absolute: result = n
    case .estimated, .uniformAcrossSiblings: result = measured ?? n
    }
    if !result.isFinite || result < 0 {
      report(
        "NSCollectionLayoutDimension \(dimension) resolves to \(result) pt in section "
          + "\(section); 0 is used. A dimension must be finite and not negative.")
      return 0
    }
    if dimension.kind != .absolute, n == 0, !dimension.isEstimated {
      report(
        "NSCollectionLayoutDimension \(dimension) in section \(section) is 0: its element gets "
          + "no size.")
    }
    return result
  }

  // MARK: Counting

  /// How many items one instance of `item` takes.
  func leafCount(_ item: NSCollectionLayoutItem) -> Int {
    guard let group = item as? NSCollectionLayoutGroup else { return 1 }
    if group.axis == .custom {
      return customCounts[ObjectIdentifier(group)]
        ?? customItems(group, size: .zero, nested: true).count
    }
    var count = 0
    for sub in group.expandedSubitems { count += leafCount(sub) }
    return count
  }

  /// How many items a custom group nested in another takes: the count of its first answer
  /// (asked once per layout, as every instance of the outer group must take as many).
  var customCounts: [ObjectIdentifier: Int] = [:]

  /// A custom group's frames (the collection view's space) for a group of `size` (scroll
  /// space, inside its insets).
  func customItems(_ group: NSCollectionLayoutGroup, size: CGSize, nested: Bool)
    -> [NSCollectionLayoutGroupCustomItem]
  {
    let container = LayoutContainer(contentSize: flip(size), contentInsets: .zero)
    var items =
      group.itemProvider?(LayoutEnvironment(container: container, traitCollection: traitCollection))
      ?? []
    if nested {
      let key = ObjectIdentifier(group)
      if let count = customCounts[key] {
        if items.count > count { items.removeLast(items.count - count) }
      } else {
        customCounts[key] = items.count
      }
    }
    return items
  }

  // MARK: Measuring

  /// The space `item` takes in `container` (scroll space) when its first item is `base`.
  func measure(_ item: NSCollectionLayoutItem, in container: CGSize, base: Int) -> CGSize {
    let (wd, hd) = dimensions(item)
    if let group = item as? NSCollectionLayoutGroup {
      let w = wd.isEstimated ? nil : value(wd, in: container, measured: nil)
      let h = hd.isEstimated ? nil : value(hd, in: container, measured: nil)
      if let w, let h { return CGSize(width: w, height: h) }
      let provisional = CGSize(width: w ?? wd.dimension, height: h ?? hd.dimension)
      let content = contentSize(of: group, size: provisional, base: base)
      return CGSize(width: w ?? content.width, height: h ?? content.height)
    }
    var measured: CGSize?
    if base > lastMeasuredItem { lastMeasuredItem = base }
    if base < itemCount, !preferred.isEmpty, let size = preferred[base] {
      measured = flip(size)
    }
    return CGSize(
      width: value(wd, in: container, measured: measured?.width),
      height: value(hd, in: container, measured: measured?.height))
  }

  /// The size a group's contents take (with its insets), for an estimated group dimension.
  func contentSize(of group: NSCollectionLayoutGroup, size: CGSize, base: Int) -> CGSize {
    let insets = flip(group.contentInsets)
    let inner = CGSize(
      width: max(size.width - insets.leading - insets.trailing, 0),
      height: max(size.height - insets.top - insets.bottom, 0))
    var along: CGFloat = 0
    var across: CGFloat = 0
    if group.axis == .custom {
      for custom in customItems(group, size: inner, nested: true) {
        let r = flip(custom.frame)
        along = max(along, r.maxX)
        across = max(across, r.maxY)
      }
    } else {
      let horizontal = isHorizontal(group)
      let line = arrange(group, inner: CGRect(origin: .zero, size: inner), base: base)
      for r in line.rects {
        along = max(along, horizontal ? r.maxX : r.maxY)
        across = max(across, horizontal ? r.maxY + line.crossEnd : r.maxX + line.crossEnd)
      }
      if !horizontal { swap(&along, &across) }
    }
    return CGSize(
      width: along + insets.leading + insets.trailing,
      height: across + insets.top + insets.bottom)
  }

  // MARK: Arranging

  /// The rectangles of a row or column group's subitems inside `inner` (scroll space), each
  /// subitem's first item counted from `base`, and the largest fixed cross spacing after a
  /// subitem (for measuring).
  func arrange(_ group: NSCollectionLayoutGroup, inner: CGRect, base: Int) -> (
    rects: [CGRect], offsets: [Int], crossEnd: CGFloat
  ) {
    let line = self.line(group, size: inner.size, base: base)
    let horizontal = isHorizontal(group)
    let inter = group.interItemSpacing
    let extra = line.extra
    func amount(_ spacing: NSCollectionLayoutSpacing?) -> CGFloat {
      guard let spacing else { return 0 }
      return max(spacing.spacing, 0) + (spacing.isFlexibleSpacing ? extra : 0)
    }
    let count = line.sizes.count
    var rects: [CGRect] = []
    rects.reserveCapacity(count)
    var cursor = horizontal ? inner.minX : inner.minY
    var crossEnd: CGFloat = 0
    for i in 0..<count {
      let e = line.edges[i]
      cursor += amount(horizontal ? e.leading : e.top)
      let size = line.sizes[i]
      let crossSize = horizontal ? size.height : size.width
      let crossExtent = horizontal ? inner.height : inner.width
      let before = horizontal ? e.top : e.leading
      let after = horizontal ? e.bottom : e.trailing
      var crossOffset = max(before?.spacing ?? 0, 0)
      let free = crossExtent - crossSize - crossOffset - max(after?.spacing ?? 0, 0)
      if before?.isFlexibleSpacing == true, free > 0 {
        crossOffset += after?.isFlexibleSpacing == true ? free / 2 : free
      }
      if after?.isFixedSpacing == true { crossEnd = max(crossEnd, after!.spacing) }
      if horizontal {
        rects.append(
          CGRect(x: cursor, y: inner.minY + crossOffset, width: size.width, height: size.height))
        cursor += size.width
      } else {
        rects.append(
          CGRect(x: inner.minX + crossOffset, y: cursor, width: size.width, height: size.height))
        cursor += size.height
      }
      cursor += amount(horizontal ? e.trailing : e.bottom)
      if i < count - 1 { cursor += amount(inter) }
    }
    return (rects, line.offsets, crossEnd)
  }

  /// Lays a row or column group's subitems out along its axis in `size` (scroll space), its
  /// first item being `base`: the part of `arrange` that does not depend on where the group
  /// is.
  func computeLine(_ group: NSCollectionLayoutGroup, size: CGSize, base: Int) -> Line {
    let inner = CGRect(origin: .zero, size: size)
    let horizontal = isHorizontal(group)
    var subitems = group.expandedSubitems
    if let count = group.repeatCount, count <= 0 {
      report(
        "NSCollectionLayoutGroup count \(count) in section \(section) is not positive; the group "
          + "repeats its subitem once.")
    }
    // Each subitem's measured size, first item and edge spacing (read once: the spacing is
    // asked for on every pass below, for every group of a section of thousands).
    var sizes: [CGSize] = []
    var bases: [Int] = []
    var edges: [EdgeSpacings] = []
    sizes.reserveCapacity(subitems.count + 1)
    bases.reserveCapacity(subitems.count + 1)
    edges.reserveCapacity(subitems.count + 1)
    var b = base
    for sub in subitems {
      sizes.append(measure(sub, in: inner.size, base: b))
      bases.append(b)
      edges.append(spacing(sub))
      b += leafCount(sub)
    }
    let alongExtent = horizontal ? inner.width : inner.height
    let inter = group.interItemSpacing
    let interMinimum = max(inter?.spacing ?? 0, 0)
    if group.repeatCount == nil, !subitems.isEmpty {
      // As UIKit, a group given its subitems repeats them while the next one still fits.
      func length(_ e: EdgeSpacings, _ size: CGSize) -> CGFloat {
        let before = horizontal ? e.leading : e.top
        let after = horizontal ? e.trailing : e.bottom
        return (horizontal ? size.width : size.height) + max(before?.spacing ?? 0, 0)
          + max(after?.spacing ?? 0, 0)
      }
      var used: CGFloat = 0
      for i in subitems.indices {
        used += length(edges[i], sizes[i]) + (i > 0 ? interMinimum : 0)
      }
      let given = group.subitems
      var k = 0
      while used > 0.001, subitems.count < 10_000 {
        let sub = given[k % given.count]
        let size = measure(sub, in: inner.size, base: b)
        let e = spacing(sub)
        let need = interMinimum + length(e, size)
        if need <= 0.001 || used + need > alongExtent + 0.001 { break }
        used += need
        subitems.append(sub)
        sizes.append(size)
        bases.append(b)
        edges.append(e)
        b += leafCount(sub)
        k += 1
      }
    }
    if group.repeatCount != nil, !sizes.isEmpty {
      let n = CGFloat(sizes.count)
      let each = max((alongExtent - interMinimum * (n - 1)) / n, 0)
      for i in sizes.indices {
        if horizontal { sizes[i].width = each } else { sizes[i].height = each }
      }
    }
    uniformSizes(subitems, &sizes)
    // Along the axis: fixed parts, then the leftover shared by the flexible spacings.
    var fixed: CGFloat = 0
    var flexibleCount = 0
    func add(_ spacing: NSCollectionLayoutSpacing?) {
      guard let spacing else { return }
      fixed += max(spacing.spacing, 0)
      if spacing.isFlexibleSpacing { flexibleCount += 1 }
    }
    for i in subitems.indices {
      let e = edges[i]
      add(horizontal ? e.leading : e.top)
      add(horizontal ? e.trailing : e.bottom)
      fixed += horizontal ? sizes[i].width : sizes[i].height
      if i < subitems.count - 1 { add(inter) }
    }
    let leftover = alongExtent - fixed
    if leftover < -0.001 {
      report(
        "NSCollectionLayoutGroup in section \(section): its subitems need \(fixed) pt but the "
          + "group is \(alongExtent) pt \(horizontal ? "wide" : "tall"); they overflow it.")
    }
    let extra = flexibleCount > 0 && leftover > 0 ? leftover / CGFloat(flexibleCount) : 0
    return Line(sizes: sizes, offsets: bases.map { $0 - base }, edges: edges, extra: extra)
  }

  /// Siblings whose dimension is uniform across siblings take the largest of them.
  private func uniformSizes(_ subitems: [NSCollectionLayoutItem], _ sizes: inout [CGSize]) {
    var widest: CGFloat = 0
    var tallest: CGFloat = 0
    var any = false
    for (i, sub) in subitems.enumerated() {
      let (wd, hd) = dimensions(sub)
      if wd.isUniformAcrossSiblings { widest = max(widest, sizes[i].width); any = true }
      if hd.isUniformAcrossSiblings { tallest = max(tallest, sizes[i].height); any = true }
    }
    guard any else { return }
    for (i, sub) in subitems.enumerated() {
      let (wd, hd) = dimensions(sub)
      if wd.isUniformAcrossSiblings { sizes[i].width = widest }
      if hd.isUniformAcrossSiblings { sizes[i].height = tallest }
    }
  }

  // MARK: Placing

  /// Places one instance of `item` in `rect` (scroll space), its first item being `base`;
  /// returns how many items it took.
  @discardableResult
  func place(_ item: NSCollectionLayoutItem, in rect: CGRect, base: Int, nested: Bool = true)
    -> Int
  {
    guard let group = item as? NSCollectionLayoutGroup else {
      placeLeaf(item, in: rect, index: base)
      return 1
    }
    let insets = flip(group.contentInsets)
    let inner = CGRect(
      x: rect.minX + insets.leading, y: rect.minY + insets.top,
      width: max(rect.width - insets.leading - insets.trailing, 0),
      height: max(rect.height - insets.top - insets.bottom, 0))
    if group.axis == .custom {
      let items = customItems(group, size: inner.size, nested: nested)
      for (k, custom) in items.enumerated() where base + k < itemCount {
        let r = flip(custom.frame)
        frames[base + k] = r.offsetBy(dx: inner.minX, dy: inner.minY)
        if custom.zIndex != 0 {
          if zIndexes.isEmpty { zIndexes = Array(repeating: 0, count: itemCount) }
          zIndexes[base + k] = custom.zIndex
        }
      }
      return items.count
    }
    let line = arrange(group, inner: inner, base: base)
    let given = group.expandedSubitems
    for i in line.rects.indices where base + line.offsets[i] < itemCount {
      place(given[i % given.count], in: line.rects[i], base: base + line.offsets[i])
    }
    guard let last = line.rects.indices.last else { return 0 }
    return line.offsets[last] + leafCount(given[last % given.count])
  }

  /// An item's frame in its space `rect`: inset by `insets` along the dimensions that are
  /// not estimated.
  static func leafFrame(
    _ rect: CGRect, insets: NSDirectionalEdgeInsets, widthEstimated: Bool, heightEstimated: Bool
  ) -> CGRect {
    var frame = rect
    if !widthEstimated {
      frame.origin.x += insets.leading
      frame.size.width = max(frame.width - insets.leading - insets.trailing, 0)
    }
    if !heightEstimated {
      frame.origin.y += insets.top
      frame.size.height = max(frame.height - insets.top - insets.bottom, 0)
    }
    return frame
  }

  /// Places an item: its frame is its space inset by its content insets, except along an
  /// estimated dimension (as UIKit).
  func placeLeaf(_ item: NSCollectionLayoutItem, in rect: CGRect, index: Int) {
    guard index < itemCount else { return }
    let (wd, hd) = dimensions(item)
    frames[index] = Self.leafFrame(
      rect, insets: flip(item.contentInsets), widthEstimated: wd.isEstimated,
      heightEstimated: hd.isEstimated)
    let size = item.layoutSize
    let axes: UInt8 =
      (size.widthDimension.isEstimated ? 1 : 0) | (size.heightDimension.isEstimated ? 2 : 0)
    if axes != 0 {
      if selfSizing.isEmpty { selfSizing = Array(repeating: 0, count: itemCount) }
      selfSizing[index] = axes
    }
    if !item.supplementaryItems.isEmpty { badged.append((index, item)) }
  }
}
