import Foundation

/// Answering the collection view. Frames are kept in scroll space (see
/// ``CompositionalGroupSolver``), left-to-right; a query rectangle is brought into that space,
/// sections and groups are found by binary search, and the frames handed out are brought
/// back (transposed for horizontal scrolling, mirrored for right-to-left).
extension UICollectionViewCompositionalLayout {
  // MARK: Spaces

  /// A rectangle of the collection view's content in scroll space.
  func toScroll(_ rect: CGRect) -> CGRect {
    var r = rect
    if space.mirrored { r.origin.x = space.contentWidth - r.maxX }
    return space.transposed ? CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) : r
  }

  /// A scroll-space rectangle in the collection view's content; items of an orthogonal
  /// section of a vertical right-to-left layout are mirrored inside their scroll view.
  func toFinal(_ rect: CGRect, section: Int? = nil) -> CGRect {
    var r =
      space.transposed
      ? CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
      : rect
    guard space.mirrored else { return r }
    if let section, !space.transposed, let geometry = computed[section].orthogonal {
      r.origin.x = geometry.frame.minX + geometry.contentSize.width - (r.maxX - geometry.frame.minX)
    } else {
      r.origin.x = space.contentWidth - r.maxX
    }
    return r
  }

  /// An orthogonal section's scroll offset (scroll space, unmirrored): how far along its
  /// content the visible window starts.
  func orthogonalScrollPosition(_ section: Int) -> CGFloat {
    guard let geometry = computed[section].orthogonal,
      let scroller = collectionView?.orthogonalScrollers[section]
    else { return 0 }
    let offset = space.transposed ? scroller.contentOffset.y : scroller.contentOffset.x
    guard space.mirrored, !space.transposed else { return offset }
    return geometry.contentSize.width - geometry.frame.width - offset
  }

  // MARK: Queries

  /// The elements whose frames meet `rect` (see the type's documentation).
  func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let query = toScroll(rect)
    let low = query.minY
    let high = query.maxY
    var result: [UICollectionViewLayoutAttributes] = []
    for placed in globalSupplementaries {
      let frame = pinned(placed, sectionStart: 0, sectionEnd: scrollContentEnd)
      if frame.overlaps(query) {
        result.append(attributes(for: placed, frame: frame, category: .supplementaryView))
      }
    }
    // The first section that ends at or after `low`.
    var lo = 0
    var hi = computed.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if computed[mid].end < low { lo = mid + 1 } else { hi = mid }
    }
    var s = lo
    while s < computed.count, computed[s].start <= high {
      let first = result.count
      appendElements(of: s, in: query, to: &result)
      if let handler = computed[s].section?.visibleItemsInvalidationHandler,
        let environment = lastEnvironment
      {
        // The handler may change the attributes (alpha, transform, zIndex) it is given.
        let offset =
          collectionView?.orthogonalScrollers[s]?.contentOffset
          ?? collectionView?.contentOffset ?? .zero
        handler(Array(result[first...]), offset, environment)
      }
      s += 1
    }
    return result
  }

  /// Where the content ends along the scroll axis (scroll space).
  var scrollContentEnd: CGFloat {
    space.transposed ? contentSize.width : contentSize.height
  }

  private func appendElements(
    of s: Int, in query: CGRect, to result: inout [UICollectionViewLayoutAttributes]
  ) {
    let section = computed[s]
    for placed in section.decorations where placed.frame.overlaps(query) {
      result.append(attributes(for: placed, category: .decorationView))
    }
    var window = query
    if let geometry = section.orthogonal {
      // The part of the section's scroll view's content that `query` shows.
      let position = orthogonalScrollPosition(s)
      let band = geometry.frame
      let from = max(query.minX, band.minX)
      let to = min(query.maxX, band.maxX)
      if geometry.frame.overlaps(query), to > from {
        window = CGRect(x: from + position, y: query.minY, width: to - from, height: query.height)
        appendItems(of: s, low: window.minX, high: window.maxX, window: window, to: &result)
      } else {
        window = .null
      }
    } else {
      appendItems(of: s, low: query.minY, high: query.maxY, window: query, to: &result)
    }
    for placed in section.supplementaries {
      let frame = pinned(placed, sectionStart: section.start, sectionEnd: section.end)
      if frame.overlaps(placed.attachedToItem ? window : query) {
        result.append(attributes(for: placed, frame: frame, category: .supplementaryView))
      }
    }
  }

  /// The items of the groups between `low` and `high` whose frames meet `window`.
  private func appendItems(
    of s: Int, low: CGFloat, high: CGFloat, window: CGRect,
    to result: inout [UICollectionViewLayoutAttributes]
  ) {
    let section = computed[s]
    var lo = 0
    var hi = section.groups.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if section.groups[mid].end < low { lo = mid + 1 } else { hi = mid }
    }
    var g = lo
    while g < section.groups.count, section.groups[g].start <= high {
      for i in section.groups[g].items where section.items[i].overlaps(window) {
        result.append(itemAttributes(section: s, item: i))
      }
      g += 1
    }
  }

  /// The attributes of an item.
  func itemAttributes(section s: Int, item i: Int) -> UICollectionViewLayoutAttributes {
    let section = computed[s]
    let attributes = makeAttributes()
    attributes.indexPath = IndexPath(item: i, section: s)
    attributes.frame = toFinal(section.items[i], section: s)
    attributes.scrollsOrthogonally = section.orthogonal != nil
    if !section.itemZ.isEmpty { attributes.zIndex = section.itemZ[i] }
    if !section.selfSizing.isEmpty {
      let axes = section.selfSizing[i]
      attributes.selfSizingAxes = (axes & 1 != 0, axes & 2 != 0)
    } else {
      attributes.selfSizingAxes = (false, false)
    }
    if let list = section.section?.listConfiguration {
      attributes.listRow = listRowStyle(list, item: i, section: s, count: section.items.count)
    }
    return attributes
  }

  /// The attributes of a supplementary view (the pinned place of a pinned header).
  func supplementary(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    if let placed = globalSupplementaries.first(where: {
      $0.kind == kind && $0.indexPath == indexPath
    }) {
      let frame = pinned(placed, sectionStart: 0, sectionEnd: scrollContentEnd)
      return attributes(for: placed, frame: frame, category: .supplementaryView)
    }
    guard indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < computed.count else {
      return nil
    }
    let section = computed[indexPath[0]]
    guard
      let placed = section.supplementaries.first(where: {
        $0.kind == kind && $0.indexPath == indexPath
      })
    else { return nil }
    let frame = pinned(placed, sectionStart: section.start, sectionEnd: section.end)
    return attributes(for: placed, frame: frame, category: .supplementaryView)
  }

  /// The attributes of a placed element at `frame` (scroll space; its own frame by default).
  func attributes(
    for placed: PlacedElement, frame: CGRect? = nil,
    category: UICollectionViewLayoutAttributes.ElementCategory
  ) -> UICollectionViewLayoutAttributes {
    let attributes = makeAttributes()
    let typed =
      category == .decorationView
      ? UICollectionViewLayoutAttributes(
        forDecorationViewOfKind: placed.kind, with: placed.indexPath)
      : UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: placed.kind, with: placed.indexPath)
    attributes.copyIdentity(from: typed)
    attributes.frame = toFinal(
      frame ?? placed.frame, section: placed.attachedToItem ? placed.indexPath.section : nil)
    attributes.zIndex = placed.zIndex
    attributes.selfSizingAxes = (false, false)
    attributes.scrollsOrthogonally =
      placed.attachedToItem && placed.indexPath.section < computed.count
      && computed[placed.indexPath.section].orthogonal != nil
    return attributes
  }

  /// A pinned header kept at the start of the visible area (below the adjusted inset) while
  /// its section shows, never before its place nor past its section's end; a pinned footer
  /// likewise at the end. Scroll space.
  func pinned(_ placed: PlacedElement, sectionStart: CGFloat, sectionEnd: CGFloat) -> CGRect {
    guard placed.pin != .none, let collectionView else { return placed.frame }
    let visible = toScroll(
      CGRect(origin: collectionView.contentOffset, size: collectionView.bounds.size)
        .inset(by: collectionView.adjustedContentInset))
    var frame = placed.frame
    if placed.pin == .start {
      frame.origin.y = min(
        max(frame.minY, visible.minY), max(sectionEnd - frame.height, placed.frame.minY))
    } else {
      frame.origin.y = max(
        min(frame.minY, visible.maxY - frame.height), min(sectionStart, placed.frame.minY))
    }
    return frame
  }
}

/// Attributes are the visible items a section's `visibleItemsInvalidationHandler` is given.
extension UICollectionViewLayoutAttributes: NSCollectionLayoutVisibleItem {}
