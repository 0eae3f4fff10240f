import Foundation

/// Computing the lines: item sizes from the delegate (or the cells, when they size
/// themselves), lines broken where the next item no longer fits, then placed along the scroll
/// axis.
extension UICollectionViewFlowLayout {
  /// Computes every section's frames and the content size.
  func computeSections() {
    sections = []
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    let inset = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    // The cross extent of the content and what the reference adds on its two sides.
    let cross = finite(
      vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom)
    let (leadExtra, trailExtra) = referenceExtra(collectionView, vertical: vertical, inset: inset)
    var main: CGFloat = 0
    for s in 0..<collectionView.itemCounts.count {
      var section = Section()
      section.start = main
      let sInset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: s)
        ?? sectionInset
      let lineSpacing = finite(
        delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: s)
          ?? minimumLineSpacing)
      let interitem = finite(
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: s)
          ?? minimumInteritemSpacing)
      let headerSize =
        delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: s)
        ?? headerReferenceSize
      let footerSize =
        delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: s)
        ?? footerReferenceSize
      let headerExtent = finite(vertical ? headerSize.height : headerSize.width)
      if headerExtent > 0 {
        section.header = rect(
          main: main, cross: 0, mainSize: headerExtent, crossSize: cross, vertical)
        main += headerExtent
      }
      let lead = finite(vertical ? sInset.left : sInset.top) + leadExtra
      let trail = finite(vertical ? sInset.right : sInset.bottom) + trailExtra
      main += finite(vertical ? sInset.top : sInset.left)
      let available = max(cross - lead - trail, 0)
      let count = collectionView.itemCounts[s]
      var sizes: [CGSize] = []
      sizes.reserveCapacity(count)
      for i in 0..<count {
        sizes.append(size(at: IndexPath(item: i, section: s), collectionView, delegate))
      }
      let uniform = sizes.allSatisfy { $0 == sizes.first }
      section.items = Array(repeating: .zero, count: count)
      var first = 0
      while first < count {
        // Break the line where the next item no longer fits.
        var used = crossExtent(sizes[first], vertical)
        var last = first + 1
        while last < count {
          let next = crossExtent(sizes[last], vertical)
          if used + interitem + next > available + 0.0001 { break }
          used += interitem + next
          last += 1
        }
        let range = first..<last
        let thickness = range.map { mainExtent(sizes[$0], vertical) }.max() ?? 0
        let offsets = crossOffsets(
          range.map { crossExtent(sizes[$0], vertical) }, available: available,
          interitem: interitem, isLast: last == count, uniform: uniform)
        for (k, i) in range.enumerated() {
          let itemMain = mainExtent(sizes[i], vertical)
          section.items[i] = rect(
            main: main + (thickness - itemMain) / 2, cross: lead + offsets[k],
            mainSize: itemMain, crossSize: crossExtent(sizes[i], vertical), vertical)
        }
        section.lines.append((main, main + thickness, range))
        main += thickness
        if last < count { main += lineSpacing }
        first = last
      }
      main += finite(vertical ? sInset.bottom : sInset.right)
      section.bodyEnd = main
      let footerExtent = finite(vertical ? footerSize.height : footerSize.width)
      if footerExtent > 0 {
        section.footer = rect(
          main: main, cross: 0, mainSize: footerExtent, crossSize: cross, vertical)
        main += footerExtent
      }
      section.end = main
      sections.append(section)
    }
    contentSize = vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
  }

  /// A finite, non-negative number (0 otherwise).
  func finite(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }

  /// What the section inset reference adds before and after the cross axis: nothing from the
  /// content inset; the safe area or layout margins beyond the adjusted content inset.
  private func referenceExtra(
    _ collectionView: UICollectionView, vertical: Bool, inset: UIEdgeInsets
  ) -> (CGFloat, CGFloat) {
    let edges: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return (0, 0)
    case .fromSafeArea: edges = collectionView.safeAreaInsets
    case .fromLayoutMargins: edges = collectionView.layoutMargins
    }
    if vertical {
      return (finite(edges.left - inset.left), finite(edges.right - inset.right))
    }
    return (finite(edges.top - inset.top), finite(edges.bottom - inset.bottom))
  }

  /// An item's size: the delegate's or ``itemSize``; with cells sizing themselves, the size
  /// a cell asked for, else the estimate.
  private func size(
    at path: IndexPath, _ collectionView: UICollectionView,
    _ delegate: (any UICollectionViewDelegateFlowLayout)?
  ) -> CGSize {
    var size =
      delegate?.collectionView(collectionView, layout: self, sizeForItemAt: path) ?? itemSize
    if estimatedItemSize != .zero {
      if let preferred = preferredSizes[path] {
        size = preferred
      } else if estimatedItemSize != Self.automaticSize {
        size = estimatedItemSize
      }
    }
    return CGSize(width: finite(size.width), height: finite(size.height))
  }

  /// Where each item of a line starts across it (see the type's documentation).
  private func crossOffsets(
    _ extents: [CGFloat], available: CGFloat, interitem: CGFloat, isLast: Bool, uniform: Bool
  ) -> [CGFloat] {
    let n = extents.count
    let total = extents.reduce(0, +)
    func packed(_ spacing: CGFloat) -> [CGFloat] {
      var x: CGFloat = 0
      return extents.map { w in
        defer { x += w + spacing }
        return x
      }
    }
    if isLast {
      // Copies of the last item that would fill the line.
      let w = extents[n - 1]
      var fit = 1
      if w + interitem > 0 {
        let more = ((available - w) / (w + interitem) + 0.0001).rounded(.down)
        fit = max(1, 1 + (more.isFinite ? Int(max(more, 0)) : 0))
      }
      if n == 1 && fit == 1 { return [max((available - w) / 2, 0)] }
      guard uniform, fit > 1 else { return packed(interitem) }
      let spacing = (available - CGFloat(fit) * w) / CGFloat(fit - 1)
      return packed(max(spacing, interitem))
    }
    if n == 1 { return [max((available - total) / 2, 0)] }
    return packed(max((available - total) / CGFloat(n - 1), interitem))
  }

  func crossExtent(_ size: CGSize, _ vertical: Bool) -> CGFloat {
    vertical ? size.width : size.height
  }

  func mainExtent(_ size: CGSize, _ vertical: Bool) -> CGFloat {
    vertical ? size.height : size.width
  }

  func rect(
    main: CGFloat, cross: CGFloat, mainSize: CGFloat, crossSize: CGFloat, _ vertical: Bool
  ) -> CGRect {
    vertical
      ? CGRect(x: cross, y: main, width: crossSize, height: mainSize)
      : CGRect(x: main, y: cross, width: mainSize, height: crossSize)
  }
}
