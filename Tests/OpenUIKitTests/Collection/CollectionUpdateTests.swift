import Foundation
import OpenUIKit
import Testing

/// Batch updates: the model frames are final at once, the presentation moves there on the
/// virtual clock (inserted items fade in, deleted ones fade out), an update started during
/// another continues from what is on screen, and counts that do not add up are reported with
/// UIKit's reason.
@MainActor
@Suite(.serialized) struct CollectionUpdateTests: LayoutBehaviorSuite {
  typealias Source = CollectionFixtures.Source

  func makeGrid(_ counts: [Int]) -> (UIView, UICollectionView, Source) {
    let root = makeRoot(width: 330, height: 400)
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
    collection.register(CollectionFixtures.CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(counts)
    collection.dataSource = source
    collection.delegate = source
    root.addSubview(collection)
    root.layoutIfNeeded()
    return (root, collection, source)
  }

  func presented(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }

  /// Inserting at 0: the old first cell is at item 1's frame at once and shown halfway there
  /// after 0.15 s (ease in-out is symmetric); the new cell fades in at item 0's frame.
  @Test func insertionMovesAndFadesOnTheClock() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let (_, collection, source) = makeGrid([3])
      let oldFirst = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
      var finished: [Bool] = []
      collection.performBatchUpdates(
        {
          source.counts = [4]
          collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        }, completion: { finished.append($0) })
      #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) === oldFirst)
      expectFrame(oldFirst.frame, 115, 0, 100, 100)
      let inserted = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
      #expect(inserted !== oldFirst)
      expectFrame(inserted.frame, 0, 0, 100, 100)
      #expect(inserted.alpha == 1)
      expectFrame(presented(oldFirst), 0, 0, 100, 100)
      environment.runLoop.run(for: 0.15)
      expectFrame(presented(oldFirst), 57.5, 0, 100, 100)
      expectValue(CGFloat(inserted.layer.presentation()!.opacity), 0.5)
      // Item 2 wraps to the next line: (230, 0) → (0, 110).
      let third = collection.cellForItem(at: IndexPath(item: 3, section: 0))!
      expectFrame(third.frame, 0, 110, 100, 100)
      expectFrame(presented(third), 115, 55, 100, 100)
      environment.runLoop.run(for: 0.2)
      expectFrame(presented(oldFirst), 115, 0, 100, 100)
      #expect(finished == [true])
      #expect(collection.contentSize == CGSize(width: 330, height: 210))
    }
  }

  /// A deleted item fades out where it was and its cell goes back for reuse when the
  /// animation ends; the items after it move up.
  @Test func deletionFadesOutThenReuses() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let (_, collection, source) = makeGrid([4])
      let deleted = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
      let last = collection.cellForItem(at: IndexPath(item: 3, section: 0))!
      source.counts = [3]
      collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
      #expect(collection.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
      #expect(!collection.visibleCells.contains { $0 === deleted })
      #expect(deleted.superview === collection)
      expectFrame(last.frame, 230, 0, 100, 100)
      environment.runLoop.run(for: 0.15)
      expectValue(CGFloat(deleted.layer.presentation()!.opacity), 0.5)
      expectFrame(presented(deleted), 115, 0, 100, 100)
      environment.runLoop.run(for: 0.2)
      #expect(deleted.superview == nil)
      // The next cell needed is the reused one.
      source.counts = [4]
      collection.insertItems(at: [IndexPath(item: 3, section: 0)])
      #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === deleted)
      #expect((deleted as? CollectionFixtures.CountingCell)?.reuses == 1)
      // The insertion animates: let it end, so that no animation still holds its cells when
      // the test's clock goes away.
      environment.runLoop.run(for: 0.4)
    }
  }

  /// A second update half-way through the first starts from what is on screen (the
  /// animations add up): the cell shown at 57.5 keeps moving smoothly.
  @Test func interruptedUpdateContinuesFromTheScreen() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let (_, collection, source) = makeGrid([3])
      let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
      source.counts = [4]
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
      environment.runLoop.run(for: 0.15)
      expectFrame(presented(cell), 57.5, 0, 100, 100)
      source.counts = [3]
      collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
      #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
      expectFrame(cell.frame, 0, 0, 100, 100)
      // Still 57.5 on screen right after the second update.
      expectFrame(presented(cell), 57.5, 0, 100, 100)
      environment.runLoop.run(for: 0.5)
      expectFrame(presented(cell), 0, 0, 100, 100)
      #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count == 3)
    }
  }

  /// Moves and reloads in one batch: the moved item keeps its cell, the reloaded one gets a
  /// new cell.
  @Test func movesKeepCellsAndReloadsReplaceThem() {
    let (_, collection, source) = makeGrid([4])
    defer { withExtendedLifetime(source) {} }
    let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
    let second = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
    UIView.performWithoutAnimation {
      collection.performBatchUpdates({
        collection.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        collection.reloadItems(at: [IndexPath(item: 1, section: 0)])
      })
    }
    #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) === first)
    expectFrame(first.frame, 0, 110, 100, 100)
    let reloaded = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
    #expect(reloaded !== second)
    #expect(second.superview == nil)
  }

  /// reconfigureItems runs the data source again and dequeuing hands back the cell shown.
  @Test func reconfigureKeepsTheCell() {
    let (_, collection, source) = makeGrid([3])
    let cell = collection.cellForItem(at: IndexPath(item: 2, section: 0))!
    cell.tag = -1
    collection.reconfigureItems(at: [IndexPath(item: 2, section: 0)])
    #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === cell)
    #expect(cell.tag == 2)
    #expect((cell as? CollectionFixtures.CountingCell)?.reuses == 0)
    withExtendedLifetime(source) {}
  }

  /// Counts that do not add up: UIKit raises with this reason; OpenUIKit reports it and
  /// reloads.
  @Test func inconsistentCountsAreReported() {
    let (_, collection, source) = makeGrid([3])
    source.counts = [5]
    let messages = LayoutDiagnostics.capture {
      collection.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    #expect(
      raisedReasons(messages, name: "NSInternalInconsistencyException") == [
        "Invalid update: invalid number of items in section 0. The number of items contained in "
          + "an existing section after the update (5) must be equal to the number of items "
          + "contained in that section before the update (3), plus or minus the number of items "
          + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
          + "number of items moved into or out of that section (0 moved in, 0 moved out)."
      ])
    #expect(collection.numberOfItems(inSection: 0) == 5)
    #expect(collection.visibleCells.count == 5)
  }

  /// Sections: inserting one before keeps the old section's cells, one section down.
  @Test func sectionInsertion() {
    let (_, collection, source) = makeGrid([2])
    let cell = collection.cellForItem(at: IndexPath(item: 1, section: 0))!
    UIView.performWithoutAnimation {
      source.counts = [1, 2]
      collection.insertSections(IndexSet(integer: 0))
    }
    #expect(collection.cellForItem(at: IndexPath(item: 1, section: 1)) === cell)
    expectFrame(cell.frame, 115, 100, 100, 100)
    #expect(collection.numberOfSections == 2)
  }
}
