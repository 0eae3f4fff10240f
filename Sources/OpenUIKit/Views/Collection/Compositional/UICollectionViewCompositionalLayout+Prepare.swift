import Foundation

/// Computing the layout: the layout environment, each section's boundary items, groups and
/// decorations in scroll space (see ``CompositionalGroupSolver``), then the layout-wide
/// headers and footers and the content size.
extension UICollectionViewCompositionalLayout {
  /// What the last ``prepare()`` worked with.
  struct Space {
    /// Whether the layout scrolls horizontally (scroll space is transposed).
    var transposed = false
    /// Whether frames are mirrored (right-to-left).
    var mirrored = false
    /// The width of the content in the collection view's space (what mirroring reflects in).
    var contentWidth: CGFloat = 0
  }

  /// Computes every section and the content size.
  func computeLayout() {
    computed = []
    listConfigurations = [:]
    globalSupplementaries = []
    hasEstimatedItems = false
    hasPinnedSupplementaries = false
    preferredSizesBySection = Self.bySection(preferredSizes)
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let transposed = configuration.scrollDirection == .horizontal
    let inset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    let area = CGSize(
      width: nonNegative(bounds.width - inset.left - inset.right),
      height: nonNegative(bounds.height - inset.top - inset.bottom))
    isMirrored = collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft
    space = Space(transposed: transposed, mirrored: isMirrored, contentWidth: area.width)
    let layoutExtras = referenceExtras(configuration.contentInsetsReference)
    let layoutContainer = LayoutContainer(
      contentSize: area,
      contentInsets: transposed
        ? NSDirectionalEdgeInsets(
          top: layoutExtras.lead, leading: 0, bottom: layoutExtras.trail, trailing: 0)
        : NSDirectionalEdgeInsets(
          top: 0, leading: layoutExtras.lead, bottom: 0, trailing: layoutExtras.trail))
    let environment = LayoutEnvironment(
      container: layoutContainer, traitCollection: collectionView.traitCollection)
    lastEnvironment = environment
    let scrollArea = transposed ? CGSize(width: area.height, height: area.width) : area
    var cursor: CGFloat = 0
    // The layout's own headers and footers, on the whole content.
    let global = configuration.boundarySupplementaryItems
    let globalSolver = makeSolver(section: 0, count: 0, transposed: transposed)
    let headerArea = CGRect(
      x: layoutExtras.lead, y: 0,
      width: nonNegative(scrollArea.width - layoutExtras.lead - layoutExtras.trail),
      height: scrollArea.height)
    let before = boundary(
      global, solver: globalSolver, area: headerArea, start: 0, section: 0, placement: .before)
    globalSupplementaries += before.placed
    cursor += before.extent
    let counts = collectionView.itemCounts
    computed.reserveCapacity(counts.count)
    for s in counts.indices {
      if s > 0 { cursor += nonNegative(configuration.interSectionSpacing) }
      let section: NSCollectionLayoutSection
      if let fixedSection {
        section = fixedSection
      } else if let made = sectionProvider?(s, environment) {
        section = made
      } else {
        reportOnce(
          "UICollectionViewCompositionalLayout: the section provider returned nil for section "
            + "\(s); the section is laid out empty.")
        computed.append(CompositionalSection(start: cursor, end: cursor))
        continue
      }
      let result = computeSection(
        section, index: s, count: counts[s], start: cursor, area: scrollArea)
      cursor = result.end
      computed.append(result)
    }
    let after = boundary(
      global, solver: globalSolver, area: headerArea, start: cursor, section: 0,
      placement: .after)
    globalSupplementaries += after.placed
    cursor += after.extent
    globalSupplementaries +=
      boundary(
        global, solver: globalSolver, area: headerArea, start: 0, section: 0, placement: .overlay
      ).placed
    hasPinnedSupplementaries =
      hasPinnedSupplementaries || global.contains { $0.pinToVisibleBounds }
    let scrollContent = CGSize(width: scrollArea.width, height: cursor)
    contentSize =
      transposed ? CGSize(width: scrollContent.height, height: scrollContent.width) : scrollContent
    space.contentWidth = contentSize.width
    applyListBackground(to: collectionView)
  }

  /// A list shows its configuration's background (the appearance's by default) behind its
  /// rows, as the collection view's background colour, unless the app set one of its own.
  func applyListBackground(to collectionView: UICollectionView) {
    guard
      let list = computed.lazy.compactMap({ $0.section?.listConfiguration }).first,
      collectionView.backgroundColor == nil || collectionView.backgroundColor == listBackground
    else { return }
    let color = list.resolvedBackgroundColor
    if collectionView.backgroundColor != color { collectionView.backgroundColor = color }
    listBackground = color
  }

  /// A solver for a section.
  func makeSolver(section: Int, count: Int, transposed: Bool) -> CompositionalGroupSolver {
    CompositionalGroupSolver(
      transposed: transposed, section: section, itemCount: count,
      preferred: preferredSizesBySection[section] ?? [:],
      traitCollection: collectionView?.traitCollection ?? UITraitCollection.current,
      report: { [weak self] in self?.reportOnce($0) })
  }

  /// Reports a problem with the layout's description, once per layout.
  func reportOnce(_ message: String) {
    guard reportedProblems.insert(message).inserted else { return }
    LayoutDiagnostics.report(
      .collectionLayout(message), engine: collectionView?.engineIfPresent)
  }

  /// A finite, non-negative number (0 otherwise).
  func nonNegative(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }

  /// What an insets reference adds before and after the cross axis (scroll space), beyond
  /// the collection view's adjusted content insets.
  func referenceExtras(_ reference: UIContentInsetsReference) -> (lead: CGFloat, trail: CGFloat) {
    guard let collectionView else { return (0, 0) }
    let edges: UIEdgeInsets
    switch reference {
    case .none: return (0, 0)
    case .automatic, .safeArea: edges = collectionView.safeAreaInsets
    case .layoutMargins, .readableContent: edges = collectionView.layoutMargins
    }
    let inset = collectionView.adjustedContentInset
    if space.transposed {
      return (nonNegative(edges.top - inset.top), nonNegative(edges.bottom - inset.bottom))
    }
    let left = nonNegative(edges.left - inset.left)
    let right = nonNegative(edges.right - inset.right)
    return space.mirrored ? (right, left) : (left, right)
  }

  /// Where boundary items go along the scroll axis.
  enum BoundaryPlacement {
    case before, after, overlay
  }

  /// The scroll-space alignment of a boundary item (transposed for horizontal scrolling).
  func scrollAlignment(_ alignment: NSRectAlignment) -> NSRectAlignment {
    guard space.transposed else { return alignment }
    switch alignment {
    case .top: return .leading
    case .leading: return .top
    case .bottom: return .trailing
    case .trailing: return .bottom
    case .bottomLeading: return .topTrailing
    case .topTrailing: return .bottomLeading
    case .none, .topLeading, .bottomTrailing: return alignment
    }
  }

  /// Places the boundary items of one placement: `before` ones start at `start` (and the
  /// extent is the largest that extends the boundary), `after` ones likewise, `overlay` ones
  /// (leading and trailing edges) at `start` without extending. `area` is the cross extent
  /// they span and the height their fractions resolve against.
  func boundary(
    _ items: [NSCollectionLayoutBoundarySupplementaryItem], solver: CompositionalGroupSolver,
    area: CGRect, start: CGFloat, section: Int, placement: BoundaryPlacement,
    contentEnd: CGFloat? = nil
  ) -> (placed: [PlacedElement], extent: CGFloat) {
    var placed: [PlacedElement] = []
    var extent: CGFloat = 0
    for item in items {
      let alignment = scrollAlignment(item.alignment)
      let where_: BoundaryPlacement
      switch alignment {
      case .top, .topLeading, .topTrailing: where_ = .before
      case .bottom, .bottomLeading, .bottomTrailing: where_ = .after
      case .leading, .trailing, .none: where_ = .overlay
      }
      guard where_ == placement else { continue }
      let size = solver.measure(item, in: area.size, base: Int.max)
      var x = area.minX + (area.width - size.width) / 2
      switch alignment {
      case .topLeading, .bottomLeading, .leading: x = area.minX
      case .topTrailing, .bottomTrailing, .trailing: x = area.maxX - size.width
      default: break
      }
      var y = start
      if placement == .after, !item.extendsBoundary { y = start - size.height }
      if placement == .before || placement == .after, item.extendsBoundary {
        extent = max(extent, size.height)
      }
      let offset = solver.flip(CGRect(origin: item.offset, size: .zero)).origin
      var element = PlacedElement(
        kind: item.elementKind, indexPath: IndexPath(item: 0, section: section),
        frame: CGRect(x: x + offset.x, y: y + offset.y, width: size.width, height: size.height),
        zIndex: item.zIndex)
      if item.pinToVisibleBounds {
        element.pin = placement == .after ? .end : .start
        hasPinnedSupplementaries = true
      }
      placed.append(element)
    }
    return (placed, extent)
  }
}
