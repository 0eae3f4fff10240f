import Foundation

/// The layout pass: the layout is prepared when invalid, the content size follows it, and the
/// elements in the visible rectangle get views; views that left it go back for reuse.
extension UICollectionView {
  /// How many times one layout pass lets self-sizing cells invalidate the layout before it
  /// keeps the frames it has (OpenUIKit's bound; UIKit documents none).
  static let maximumSelfSizingPasses = 8

  /// Runs ``UICollectionViewLayout/prepare()`` when the layout was invalidated and takes its
  /// content size.
  func prepareLayoutIfNeeded() {
    loadCountsIfNeeded()
    let layout = collectionViewLayout
    guard layout.needsPrepare else { return }
    layout.needsPrepare = false
    layout.prepare()
    syncOrthogonalScrollers()
    let size = layout.collectionViewContentSize
    let safe = CGSize(
      width: size.width.isFinite ? max(size.width, 0) : 0,
      height: size.height.isFinite ? max(size.height, 0) : 0)
    if contentSize != safe { contentSize = safe }
  }

  /// The rectangle of content the view shows.
  var visibleContentRect: CGRect { CGRect(origin: contentOffset, size: bounds.size) }

  /// One layout pass (see the type's documentation).
  func layoutElements() {
    loadCountsIfNeeded()
    let layout = collectionViewLayout
    if let last = lastLayoutBounds, last != bounds,
      layout.shouldInvalidateLayout(forBoundsChange: bounds)
    {
      layout.invalidateForBoundsChange(from: last, to: bounds)
    }
    lastLayoutBounds = bounds
    if let backgroundView { backgroundView.frame = bounds }
    // Nothing changed since the last placement: the elements stay (UIKit asks again on every
    // pass; OpenUIKit's layout cycle runs more passes than UIKit's).
    if !layout.needsPrepare, !elementsDirty, lastPlacedRect == visibleContentRect { return }
    elementsDirty = false
    defer {
      lastPlacedRect = visibleContentRect
      selfSizedThisPass = [:]
    }
    for _ in 0..<Self.maximumSelfSizingPasses {
      prepareLayoutIfNeeded()
      let sized = placeVisibleElements()
      if !sized && !layout.needsPrepare { break }
    }
  }

  /// The attributes of the elements that get views in `rect`: not hidden, meeting the
  /// rectangle, with an index path that exists; the first for each element.
  func elementAttributes(in rect: CGRect) -> (
    cells: [(IndexPath, UICollectionViewLayoutAttributes)],
    supplementary: [(SupplementaryKey, UICollectionViewLayoutAttributes)],
    decorations: [(SupplementaryKey, UICollectionViewLayoutAttributes)]
  ) {
    let all = collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    var cells: [(IndexPath, UICollectionViewLayoutAttributes)] = []
    var supplementary: [(SupplementaryKey, UICollectionViewLayoutAttributes)] = []
    var seenCells: Set<IndexPath> = []
    var seenSupplementary: Set<SupplementaryKey> = []
    var decorations: [(SupplementaryKey, UICollectionViewLayoutAttributes)] = []
    var seenDecorations: Set<SupplementaryKey> = []
    for attributes in all where !attributes.isHidden && onScreenFrame(attributes).overlaps(rect) {
      switch attributes.representedElementCategory {
      case .cell:
        let path = attributes.indexPath
        guard isValidItem(path), seenCells.insert(path).inserted else { continue }
        cells.append((path, attributes))
      case .supplementaryView:
        guard let kind = attributes.representedElementKind else { continue }
        let path = attributes.indexPath
        guard path.count >= 1, path[0] >= 0, path[0] < itemCounts.count else { continue }
        let key = SupplementaryKey(kind: kind, indexPath: path)
        guard seenSupplementary.insert(key).inserted else { continue }
        supplementary.append((key, attributes))
      case .decorationView:
        guard let kind = attributes.representedElementKind else { continue }
        let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
        guard seenDecorations.insert(key).inserted else { continue }
        decorations.append((key, attributes))
      }
    }
    return (cells, supplementary, decorations)
  }

  /// Places the visible elements; returns whether a self-sizing cell invalidated the layout.
  func placeVisibleElements() -> Bool {
    let (cells, supplementary, decorations) = elementAttributes(in: visibleContentRect)
    placeDecorations(decorations)
    let wanted = Set(cells.map(\.0))
    for path in visibleCellsByPath.keys.sorted(by: Self.pathOrder) where !wanted.contains(path) {
      if let cell = visibleCellsByPath.removeValue(forKey: path) {
        displayedAttributes[path] = nil
        recycle(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      }
    }
    let wantedSupplementary = Set(supplementary.map(\.0))
    for (key, view) in visibleSupplementary where !wantedSupplementary.contains(key) {
      visibleSupplementary[key] = nil
      recycle(view)
    }
    var invalidated = false
    for (path, attributes) in cells {
      let cell: UICollectionViewCell
      var isNew = false
      if let existing = visibleCellsByPath[path] {
        cell = existing
      } else {
        guard let made = makeCell(at: path, attach: false) else { continue }
        cell = made
        isNew = true
        visibleCellsByPath[path] = cell
      }
      let previous = displayedAttributes[path]
      cell.applyLayoutAttributes(attributes)
      displayedAttributes[path] = attributes
      if previous == nil || !previous!.matches(attributes),
        collectionViewLayout.asksForPreferredAttributes,
        selfSizedThisPass[ObjectIdentifier(cell)] != attributes.size
      {
        let preferred = preferredAttributes(of: cell, for: attributes)
        selfSizedThisPass[ObjectIdentifier(cell)] = preferred.size
        if preferred !== attributes,
          collectionViewLayout.shouldInvalidateLayout(
            forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        {
          collectionViewLayout.recordPreferredAttributes(preferred)
          collectionViewLayout.needsPrepare = true
          invalidated = true
        }
      }
      attach(cell, for: attributes)
      if isNew, let delegate = collectionDelegate {
        delegate.collectionView(self, willDisplay: cell, forItemAt: path)
        // The delegate may change what the cell shows: it is measured again.
        selfSizedThisPass[ObjectIdentifier(cell)] = nil
      }
    }
    for (key, attributes) in supplementary {
      let view: UICollectionReusableView
      if let existing = visibleSupplementary[key] {
        view = existing
      } else {
        view = makeSupplementaryView(key)
        visibleSupplementary[key] = view
      }
      view.applyLayoutAttributes(attributes)
      attach(view, for: attributes)
      view.layer.zPosition = CGFloat(attributes.zIndex)
    }
    return invalidated
  }

  /// Index paths in section, then item order.
  nonisolated static func pathOrder(_ a: IndexPath, _ b: IndexPath) -> Bool {
    a.lexicographicallyPrecedes(b)
  }

  /// The delegate, when it is a collection-view delegate.
  var collectionDelegate: (any UICollectionViewDelegate)? {
    delegate as? any UICollectionViewDelegate
  }

  /// A cell from the data source, put in the collection view behind the supplementary views
  /// unless `attach` is false.
  func makeCell(at path: IndexPath, attach: Bool = true) -> UICollectionViewCell? {
    guard let source = dataSource else { return nil }
    let cell = source.collectionView(self, cellForItemAt: path)
    disappearing[ObjectIdentifier(cell)] = nil
    selfSizedThisPass[ObjectIdentifier(cell)] = nil
    cell.isSelected = selectedPaths.contains(path)
    if attach { attachCell(cell) }
    return cell
  }

  /// Puts a cell in the collection view, behind the supplementary views.
  func attachCell(_ cell: UICollectionViewCell) {
    if cell.superview !== self {
      insertSubview(cell, at: backLayerCount + orthogonalScrollers.count)
    }
  }

  /// The cell's preferred attributes, measured without its own frame deciding its fitting
  /// size: a cell on screen is measured where it is, its frame's size pins out of the solver
  /// meanwhile (see `LayoutEngine.fitsInPlace`), or, when its pins are not the plain ones, taken
  /// out of the hierarchy and put back at the same place.
  func preferredAttributes(
    of cell: UICollectionViewCell, for attributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard let host = cell.superview, let index = host.subviews.firstIndex(where: { $0 === cell })
    else {
      return cell.preferredLayoutAttributesFitting(attributes)
    }
    if let engine = cell.engineIfPresent,
      !engine.framePinsReleasedForFitting(of: cell, requested: true).isEmpty
    {
      engine.fitsInPlace = cell
      defer { engine.fitsInPlace = nil }
      return cell.preferredLayoutAttributesFitting(attributes)
    }
    let frame = cell.frame
    cell.removeFromSuperview()
    let preferred = cell.preferredLayoutAttributesFitting(attributes)
    host.insertSubview(cell, at: index)
    cell.frame = frame
    return preferred
  }

  /// A supplementary view from the data source, in front of the cells.
  func makeSupplementaryView(_ key: SupplementaryKey) -> UICollectionReusableView {
    let view =
      dataSource?.collectionView(
        self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      ?? UICollectionReusableView(frame: .zero)
    disappearing[ObjectIdentifier(view)] = nil
    if view.superview !== self { addSubview(view) }
    return view
  }

  /// Takes a view off screen and keeps it for reuse under its identifier.
  func recycle(_ view: UICollectionReusableView) {
    view.removeFromSuperview()
    guard let id = view.reuseIdentifier else { return }
    if let cell = view as? UICollectionViewCell {
      if !(cellPool[id]?.contains { $0 === cell } ?? false) {
        cellPool[id, default: []].append(cell)
      }
    } else if let kind = view.supplementaryKind {
      let key = Self.poolKey(kind, id)
      if !(supplementaryPool[key]?.contains { $0 === view } ?? false) {
        supplementaryPool[key, default: []].append(view)
      }
    }
  }
}
