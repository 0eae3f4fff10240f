import Foundation

/// Answering the collection view: the elements in a rectangle (lines found by binary search),
/// one item, one header or footer; pinned headers and footers follow the visible bounds.
extension UICollectionViewFlowLayout {
  /// The items, headers and footers whose frames meet `rect`, section by section.
  func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
    let vertical = scrollDirection == .vertical
    let low = vertical ? rect.minY : rect.minX
    let high = vertical ? rect.maxY : rect.maxX
    var result: [UICollectionViewLayoutAttributes] = []
    for (s, section) in sections.enumerated() where section.end >= low && section.start <= high {
      if section.header != nil,
        let header = supplementary(
          ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: s)),
        header.frame.overlaps(rect)
      {
        result.append(header)
      }
      // The first line that ends at or after `low`.
      var lo = 0
      var hi = section.lines.count
      while lo < hi {
        let mid = (lo + hi) / 2
        if section.lines[mid].end < low { lo = mid + 1 } else { hi = mid }
      }
      var index = lo
      while index < section.lines.count, section.lines[index].start <= high {
        for i in section.lines[index].items where section.items[i].overlaps(rect) {
          result.append(itemAttributes(IndexPath(item: i, section: s), section.items[i]))
        }
        index += 1
      }
      if section.footer != nil,
        let footer = supplementary(
          ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: s)),
        footer.frame.overlaps(rect)
      {
        result.append(footer)
      }
    }
    return result
  }

  /// The attributes of an item, or nil when it does not exist.
  func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count,
      indexPath.item >= 0, indexPath.item < sections[indexPath.section].items.count
    else { return nil }
    return itemAttributes(indexPath, sections[indexPath.section].items[indexPath.item])
  }

  /// The attributes of a section's header or footer (at item 0 of the section), or nil when
  /// the section has none.
  func supplementary(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < sections.count else {
      return nil
    }
    let section = sections[indexPath[0]]
    let isHeader = elementKind == UICollectionView.elementKindSectionHeader
    guard isHeader || elementKind == UICollectionView.elementKindSectionFooter,
      var frame = isHeader ? section.header : section.footer
    else { return nil }
    let attributes = makeAttributes()
    let path = IndexPath(item: 0, section: indexPath[0])
    let typed = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: elementKind, with: path)
    attributes.copyIdentity(from: typed)
    if let collectionView,
      isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds
    {
      frame = pinned(frame, section: section, header: isHeader, in: collectionView)
    }
    attributes.frame = frame
    attributes.zIndex = Self.supplementaryZIndex
    return attributes
  }

  /// A header kept inside the visible area (below the top inset) while its section shows,
  /// never above its place nor past the end of its section's items; a footer likewise at the
  /// bottom.
  private func pinned(
    _ frame: CGRect, section: Section, header: Bool, in collectionView: UICollectionView
  ) -> CGRect {
    let vertical = scrollDirection == .vertical
    let inset = collectionView.adjustedContentInset
    let offset = collectionView.contentOffset
    let bounds = collectionView.bounds
    var result = frame
    if vertical {
      if header {
        let top = offset.y + inset.top
        result.origin.y = min(max(frame.minY, top), max(section.bodyEnd - frame.height, frame.minY))
      } else {
        let bottom = offset.y + bounds.height - inset.bottom
        let lowest = (section.header?.maxY ?? section.start)
        result.origin.y = max(min(frame.minY, bottom - frame.height), min(lowest, frame.minY))
      }
    } else {
      if header {
        let left = offset.x + inset.left
        result.origin.x = min(max(frame.minX, left), max(section.bodyEnd - frame.width, frame.minX))
      } else {
        let right = offset.x + bounds.width - inset.right
        let lowest = (section.header?.maxX ?? section.start)
        result.origin.x = max(min(frame.minX, right - frame.width), min(lowest, frame.minX))
      }
    }
    return result
  }

  /// New attributes for an item.
  func itemAttributes(_ path: IndexPath, _ frame: CGRect) -> UICollectionViewLayoutAttributes {
    let attributes = makeAttributes()
    attributes.indexPath = path
    attributes.frame = frame
    return attributes
  }
}
