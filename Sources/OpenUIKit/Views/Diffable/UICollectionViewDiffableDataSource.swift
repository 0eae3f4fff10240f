import Foundation

/// A collection view's data source driven by snapshots: apply a snapshot and the collection
/// view shows it, the differences from the previous one animated as a batch update (deleted
/// items fade out, inserted ones fade in, the others move).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: NSObject, UICollectionViewDataSource {
  /// Makes the cell for an item (usually through
  /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``); nil is reported as
  /// UIKit raises and shown as an empty cell.
  public typealias CellProvider =
    @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
  /// Makes a supplementary view of a kind for an index path.
  public typealias SupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

  /// The snapshot type.
  public typealias Snapshot = NSDiffableDataSourceSnapshot<
    SectionIdentifierType, ItemIdentifierType
  >

  /// Makes the supplementary views (headers, footers); nil by default.
  open var supplementaryViewProvider: SupplementaryViewProvider?

  /// What happens when the person expands or collapses an item of a section snapshot
  /// (nothing by default).
  open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  weak var collectionView: UICollectionView?
  private let cellProvider: CellProvider
  var current = Snapshot()
  /// The outline of each section applied with a section snapshot.
  var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

  /// A data source for `collectionView` (it becomes the collection view's `dataSource`; keep
  /// a strong reference to it, as in UIKit).
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    super.init()
    collectionView.dataSource = self
  }

  /// A copy of the snapshot shown.
  open func snapshot() -> Snapshot {
    current
  }

  /// Shows `snapshot`: the differences from the one shown are applied as a batch update,
  /// animated over ``UICollectionView/updateAnimationDuration`` when `animatingDifferences`,
  /// at once otherwise. `completion` runs on the run loop when the update ends.
  open func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (@MainActor () -> Void)? = nil
  ) {
    keepMatchingSectionSnapshots(for: snapshot)
    show(snapshot, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)``, the section
  /// snapshots left as they are.
  func show(
    _ snapshot: Snapshot, animatingDifferences: Bool, completion: (@MainActor () -> Void)?
  ) {
    var next = snapshot
    next.clearMarks()
    guard let collectionView else {
      current = next
      if let completion { AnimationEnvironment.main.runLoop.asyncAfter(delay: 0) { completion() } }
      return
    }
    let update = SnapshotDifference.update(from: current, to: snapshot)
    let run = {
      collectionView.performBatchUpdates(
        {
          self.current = next
          collectionView.pendingUpdate = update
        },
        completion: { _ in completion?() })
    }
    if animatingDifferences {
      run()
    } else {
      UIView.performWithoutAnimation(run)
    }
  }

  /// Shows `snapshot` by reloading the collection view's data (no animation, no diff).
  open func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil
  ) {
    keepMatchingSectionSnapshots(for: snapshot)
    var next = snapshot
    next.clearMarks()
    current = next
    collectionView?.reloadData()
    if let completion { AnimationEnvironment.main.runLoop.asyncAfter(delay: 0) { completion() } }
  }

  /// The item shown at an index path, or nil.
  open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.item(at: indexPath)
  }

  /// Where an item is shown, or nil.
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.indexPath(of: itemIdentifier)
  }

  /// The section shown at an index, or nil.
  open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    index >= 0 && index < current.sections.count ? current.sections[index].identifier : nil
  }

  /// The index of a section, or nil.
  open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.sectionIndex(sectionIdentifier)
  }

  // MARK: UICollectionViewDataSource

  /// The snapshot's number of sections.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    current.numberOfSections
  }

  /// The snapshot's number of items in the section.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    section >= 0 && section < current.sections.count ? current.sections[section].items.count : 0
  }

  /// The cell provider's cell for the item.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    if let item = current.item(at: indexPath),
      let cell = cellProvider(collectionView, indexPath, item)
    {
      if let list = cell as? UICollectionViewListCell {
        showOutlineState(of: item, section: indexPath.section, in: list)
      }
      return cell
    }
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason:
          "UICollectionView dataSource returned a nil cell for item at index path: "
          + "<NSIndexPath: {length = 2, path = \(indexPath.section) - \(indexPath.item)}>, "
          + "dataSource: \(self)"),
      engine: collectionView.engineIfPresent)
    return UICollectionViewCell(frame: .zero)
  }

  /// The supplementary view provider's view.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    if let view = supplementaryViewProvider?(collectionView, kind, indexPath) { return view }
    return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
  }
}
