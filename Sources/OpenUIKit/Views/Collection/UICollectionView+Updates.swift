import Foundation

/// Animated changes: insertions, deletions, moves, reloads and reconfigurations, alone or
/// grouped in ``UICollectionView/performBatchUpdates(_:completion:)``.
extension UICollectionView {
  /// How long update animations take: 0.3 s, ease in and out. Apple documents no number for
  /// collection-view updates; OpenUIKit's choice (the duration of an animated
  /// `setContentOffset`).
  public static let updateAnimationDuration: TimeInterval = 0.3

  /// Runs `updates` (change the data and record the changes with the methods below), then
  /// applies the changes at once: the layout is invalidated and prepared, cells that stay move
  /// to their new frames, inserted items fade in at theirs and deleted ones fade out (or follow
  /// the layout's ``UICollectionViewLayout/initialLayoutAttributesForAppearingItem(at:)`` and
  /// ``UICollectionViewLayout/finalLayoutAttributesForDisappearingItem(at:)``), over
  /// ``updateAnimationDuration`` on the animation clock (at once inside
  /// `UIView.performWithoutAnimation`). The model frames are final when this returns.
  /// `completion` runs on the run loop when the animations end. When the counts do not add up
  /// UIKit raises; OpenUIKit reports UIKit's reason and reloads the data instead.
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    loadCountsIfNeeded()
    prepareLayoutIfNeeded()
    let outer = pendingUpdate
    pendingUpdate = CollectionUpdate()
    updates?()
    let recorded = pendingUpdate ?? CollectionUpdate()
    pendingUpdate = outer
    if outer != nil {
      // Nested: the changes join the outer batch.
      mergeIntoPending(recorded)
      if let completion {
        AnimationEnvironment.main.runLoop.asyncAfter(delay: 0) { completion(true) }
      }
      return
    }
    apply(recorded, completion: completion)
  }

  private func mergeIntoPending(_ update: CollectionUpdate) {
    pendingUpdate?.deletedSections.formUnion(update.deletedSections)
    pendingUpdate?.insertedSections.formUnion(update.insertedSections)
    pendingUpdate?.movedSections += update.movedSections
    pendingUpdate?.deletedItems += update.deletedItems
    pendingUpdate?.insertedItems += update.insertedItems
    pendingUpdate?.movedItems += update.movedItems
    pendingUpdate?.reloadedItems += update.reloadedItems
    pendingUpdate?.reloadedSections.formUnion(update.reloadedSections)
    pendingUpdate?.reconfiguredItems += update.reconfiguredItems
  }

  /// Records a change, or applies it alone (animated) outside a batch.
  private func record(_ change: (inout CollectionUpdate) -> Void) {
    if pendingUpdate != nil {
      change(&pendingUpdate!)
    } else {
      loadCountsIfNeeded()
      prepareLayoutIfNeeded()
      var update = CollectionUpdate()
      change(&update)
      apply(update, completion: nil)
    }
  }

  /// Inserts items (the data source must already have them); paths are after the update.
  public func insertItems(at indexPaths: [IndexPath]) {
    record { $0.insertedItems += indexPaths }
  }

  /// Deletes items (the data source must already have dropped them); paths are before it.
  public func deleteItems(at indexPaths: [IndexPath]) {
    record { $0.deletedItems += indexPaths }
  }

  /// Moves an item from a path before the update to one after it.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedItems.append((indexPath, newIndexPath)) }
  }

  /// Reloads items: their cells are replaced by new ones from the data source (a cross-fade).
  public func reloadItems(at indexPaths: [IndexPath]) {
    record { $0.reloadedItems += indexPaths }
  }

  /// Reconfigures items: the data source's cell provider runs again for each visible one, and
  /// dequeuing returns the cell already shown (no new cell, no `prepareForReuse`).
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    record { $0.reconfiguredItems += indexPaths }
  }

  /// Inserts sections (paths after the update).
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections.formUnion(sections) }
  }

  /// Deletes sections (paths before the update).
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections.formUnion(sections) }
  }

  /// Moves a section.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append((section, newSection)) }
  }

  /// Reloads sections: every item in them gets a new cell.
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections.formUnion(sections) }
  }

  /// Applies recorded changes (see ``performBatchUpdates(_:completion:)``).
  func apply(_ update: CollectionUpdate, completion: (@MainActor (Bool) -> Void)?) {
    let oldCounts = itemCounts
    let newCounts = currentDataSourceCounts()
    let newToOld: [[IndexPath?]]
    switch update.mapping(oldCounts: oldCounts, newCounts: newCounts) {
    case .success(let map):
      newToOld = map
    case .failure(let error):
      LayoutDiagnostics.report(
        .raised(name: "NSInternalInconsistencyException", reason: error.reason),
        engine: engineIfPresent)
      reloadData()
      layoutIfNeeded()
      if let completion {
        AnimationEnvironment.main.runLoop.asyncAfter(delay: 0) { completion(true) }
      }
      return
    }
    var oldToNew: [IndexPath: IndexPath] = [:]
    for (s, list) in newToOld.enumerated() {
      for (i, old) in list.enumerated() {
        if let old { oldToNew[old] = IndexPath(item: i, section: s) }
      }
    }
    // Where the old items were: the cells on screen and the old layout around the view.
    let visibleRect = visibleContentRect
    let around = visibleRect.insetBy(dx: -bounds.width, dy: -bounds.height)
    var oldFrames: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    for attributes in collectionViewLayout.layoutAttributesForElements(in: around) ?? []
    where attributes.representedElementCategory == .cell {
      oldFrames[attributes.indexPath] = attributes
    }
    let oldCells = visibleCellsByPath
    let oldSupplementary = visibleSupplementary
    selectedPaths = Set(selectedPaths.compactMap { oldToNew[$0] })
    itemCounts = newCounts
    needsCountReload = false
    collectionViewLayout.itemsDidChange(newToOld: newToOld)
    collectionViewLayout.invalidateLayout()
    prepareLayoutIfNeeded()
    let animated = UIView.areAnimationsEnabled
    // The new visible elements.
    let (cells, supplementary, decorations) = elementAttributes(in: visibleContentRect)
    placeDecorations(decorations)
    var reused: Set<ObjectIdentifier> = []
    var newCells: [IndexPath: UICollectionViewCell] = [:]
    var moves: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
    var newDisplayed: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    for (path, attributes) in cells {
      let old = newToOld[path.section][path.item]
      if let old, let cell = oldCells[old] {
        reused.insert(ObjectIdentifier(cell))
        newCells[path] = cell
        cell.isSelected = selectedPaths.contains(path)
        moves.append((cell, attributes))
        newDisplayed[path] = attributes
        continue
      }
      guard let cell = makeCell(at: path) else { continue }
      newCells[path] = cell
      let start: UICollectionViewLayoutAttributes
      if let old, let was = oldFrames[old] {
        start = was
      } else if let initial = collectionViewLayout.initialLayoutAttributesForAppearingItem(at: path)
      {
        start = initial
      } else {
        start = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        start.alpha = 0
      }
      UIView.performWithoutAnimation { cell.applyLayoutAttributes(start) }
      moves.append((cell, attributes))
      // Not recorded as displayed: the next pass asks a self-sizing cell for its size.
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
    }
    // Old cells that no longer show: deleted ones fade out, the others follow their item.
    var leaving: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
    for (old, cell) in oldCells.sorted(by: { Self.pathOrder($0.key, $1.key) })
    where !reused.contains(ObjectIdentifier(cell)) {
      let end: UICollectionViewLayoutAttributes
      if let new = oldToNew[old], let there = collectionViewLayout.layoutAttributesForItem(at: new)
      {
        end = there
      } else if let final = collectionViewLayout.finalLayoutAttributesForDisappearingItem(at: old) {
        end = final
      } else {
        end =
          displayedAttributes[old]?.copy() as? UICollectionViewLayoutAttributes
          ?? UICollectionViewLayoutAttributes(forCellWith: old)
        if displayedAttributes[old] == nil { end.frame = cell.frame }
        end.alpha = 0
      }
      leaving.append((cell, end))
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: old)
    }
    visibleCellsByPath = newCells
    displayedAttributes = newDisplayed
    // Supplementary views: kept by kind and section where the section continues.
    var oldSectionToNew: [Int: Int] = [:]
    for (s, list) in newToOld.enumerated() {
      // A loop, not a closure per item (each call of a main-actor closure checks the actor).
      for case let first? in list {
        oldSectionToNew[first.section] = s
        break
      }
    }
    var newSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    var keptSupplementary: Set<ObjectIdentifier> = []
    for (key, attributes) in supplementary {
      let oldKey = oldSupplementary.first { entry in
        entry.key.kind == key.kind && entry.key.indexPath.count == key.indexPath.count
          && oldSectionToNew[entry.key.indexPath[0]] == key.indexPath[0]
          && Array(entry.key.indexPath.dropFirst()) == Array(key.indexPath.dropFirst())
          && !keptSupplementary.contains(ObjectIdentifier(entry.value))
      }
      if let oldKey {
        keptSupplementary.insert(ObjectIdentifier(oldKey.value))
        newSupplementary[key] = oldKey.value
        moves.append((oldKey.value, attributes))
        continue
      }
      let view = makeSupplementaryView(key)
      let start = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
      start.alpha = 0
      UIView.performWithoutAnimation { view.applyLayoutAttributes(start) }
      newSupplementary[key] = view
      moves.append((view, attributes))
    }
    for (key, view) in oldSupplementary.sorted(by: {
      Self.pathOrder($0.key.indexPath, $1.key.indexPath)
    }) where !keptSupplementary.contains(ObjectIdentifier(view)) {
      let end = UICollectionViewLayoutAttributes(
        forSupplementaryViewOfKind: key.kind, with: key.indexPath)
      end.frame = view.frame
      end.alpha = 0
      leaving.append((view, end))
    }
    visibleSupplementary = newSupplementary
    // Reconfigured items: the provider runs again on the cell shown.
    reconfigure(update.reconfiguredItems)
    for (view, _) in leaving { disappearing[ObjectIdentifier(view)] = view }
    let leavingViews = leaving.map(\.0)
    if !animated {
      for view in leavingViews { finishDisappearing(view) }
    }
    elementsDirty = true
    UIView.animate(
      withDuration: Self.updateAnimationDuration, delay: 0, options: [.curveEaseInOut],
      animations: {
        for (view, attributes) in moves { view.applyLayoutAttributes(attributes) }
        for (view, attributes) in leaving where view.superview === self {
          view.applyLayoutAttributes(attributes)
        }
      },
      completion: { [weak self] finished in
        // Weak: the animation is held by the cells' layers, which the collection view holds;
        // an update whose clock stops before it ends (a test's virtual clock) must not keep
        // the collection view alive.
        if let self {
          for view in leavingViews { self.finishDisappearing(view) }
        }
        completion?(finished)
      })
    setNeedsLayout()
  }

  /// A view that animated away goes back for reuse (unless it was shown again meanwhile).
  func finishDisappearing(_ view: UICollectionReusableView) {
    guard disappearing.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
    guard !visibleCellsByPath.values.contains(where: { $0 === view }),
      !visibleSupplementary.values.contains(where: { $0 === view })
    else { return }
    recycle(view)
  }

  /// Runs the data source again for the visible items among `paths`, dequeuing returning
  /// the cells already shown.
  func reconfigure(_ paths: [IndexPath]) {
    guard let source = dataSource else { return }
    for path in paths.sorted(by: Self.pathOrder) {
      guard let cell = visibleCellsByPath[path] else { continue }
      reconfiguring[path] = cell
      let returned = source.collectionView(self, cellForItemAt: path)
      reconfiguring[path] = nil
      if returned !== cell {
        // The provider made another cell: it replaces the one shown.
        if returned.superview !== self { insertSubview(returned, aboveSubview: cell) }
        returned.applyLayoutAttributes(
          displayedAttributes[path] ?? UICollectionViewLayoutAttributes(forCellWith: path))
        returned.isSelected = selectedPaths.contains(path)
        recycle(cell)
        visibleCellsByPath[path] = returned
      }
      displayedAttributes[path] = nil
    }
    if !paths.isEmpty {
      elementsDirty = true
      setNeedsLayout()
    }
  }
}
