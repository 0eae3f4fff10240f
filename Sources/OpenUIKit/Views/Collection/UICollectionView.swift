import Foundation

/// A scrolling view of items in sections, placed by a ``UICollectionViewLayout``: the layout
/// decides every frame, the data source supplies the cells, and only the elements in the
/// visible rectangle get views (reused as they scroll away).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The kind of a flow layout's section headers.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a flow layout's section footers.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

  /// Where ``scrollToItem(at:at:animated:)`` puts the item (UIKit's raw values); at most one
  /// vertical and one horizontal option, `[]` for the least movement that shows it.
  public struct ScrollPosition: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates a position from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The item's top at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The direction a flow layout scrolls in (UIKit's raw values).
  public enum ScrollDirection: Int, Sendable {
    /// Lines are rows; the content grows downwards.
    case vertical = 0
    /// Lines are columns; the content grows rightwards.
    case horizontal = 1
  }

  /// A supplementary element: its kind and index path.
  struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
  }

  /// The layout placing the items. Setting it invalidates and lays out again.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      oldValue.collectionView = nil
      attach(collectionViewLayout)
    }
  }

  /// Supplies the sections, items and views.
  open weak var dataSource: (any UICollectionViewDataSource)? {
    didSet { reloadData() }
  }

  /// A view behind the content that stays in place while the content scrolls (nil by
  /// default).
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertSubview(backgroundView, at: 0) }
      setNeedsLayout()
    }
  }

  /// Whether taps select items (true by default).
  open var allowsSelection = true
  /// Whether taps can select more than one item (false by default): a tap on a selected item
  /// then deselects it.
  open var allowsMultipleSelection = false
  /// Whether the collection view prepares cells ahead of scrolling (true by default; accepted,
  /// OpenUIKit makes cells only for visible items).
  open var isPrefetchingEnabled = true
  /// Whether the collection view is in editing mode (false by default): list cells show the
  /// accessories displayed `.whenEditing` and hide those displayed `.whenNotEditing`.
  open var isEditing = false {
    didSet {
      guard isEditing != oldValue else { return }
      for cell in visibleCellsByPath.values { cell.setNeedsLayout() }
    }
  }

  var registeredCells: [String: UICollectionViewCell.Type] = [:]
  var registeredSupplementary: [String: UICollectionReusableView.Type] = [:]
  var cellPool: [String: [UICollectionViewCell]] = [:]
  var supplementaryPool: [String: [UICollectionReusableView]] = [:]
  /// The cells on screen, by index path.
  var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
  /// The supplementary views on screen.
  var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
  /// The decoration views on screen.
  var visibleDecorations: [SupplementaryKey: UICollectionReusableView] = [:]
  var decorationPool: [String: [UICollectionReusableView]] = [:]
  /// The embedded scroll views of the orthogonal sections, by section.
  var orthogonalScrollers: [Int: OrthogonalScrollView] = [:]
  /// The attributes last applied to each visible cell.
  var displayedAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
  /// Views animating away after an update; they are reused when their animation ends.
  var disappearing: [ObjectIdentifier: UICollectionReusableView] = [:]
  /// The item counts per section, as last asked of the data source.
  var itemCounts: [Int] = []
  var needsCountReload = true
  var selectedPaths: Set<IndexPath> = []
  var lastLayoutBounds: CGRect?
  /// The rectangle the visible elements were last placed for.
  var lastPlacedRect: CGRect?
  /// Whether the visible elements must be placed again though the layout and the rectangle
  /// did not change (the data did).
  var elementsDirty = true
  /// The sizes self-sizing cells asked for during the current layout pass, by cell: a cell
  /// whose new frame has that size is not measured again in the same pass.
  var selfSizedThisPass: [ObjectIdentifier: CGSize] = [:]
  /// The changes recorded inside ``performBatchUpdates(_:completion:)``.
  var pendingUpdate: CollectionUpdate?
  /// Cells being reconfigured: dequeuing at their index path returns them.
  var reconfiguring: [IndexPath: UICollectionViewCell] = [:]

  /// Creates a collection view placed by `layout`.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    attach(layout)
  }

  /// Creates a collection view with a flow layout from an archive: nothing is decoded
  /// (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    attach(collectionViewLayout)
  }

  /// Creates a collection view with a default ``UICollectionViewFlowLayout`` (UIKit requires
  /// a layout; OpenUIKit supplies one instead of raising).
  public convenience override init(frame: CGRect) {
    self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
  }

  private func attach(_ layout: UICollectionViewLayout) {
    if let other = layout.collectionView, other !== self {
      other.collectionViewLayout = UICollectionViewFlowLayout()
    }
    layout.collectionView = self
    layout.needsPrepare = true
    setNeedsLayout()
  }

  /// Sets the layout; `animated` is accepted (the change is immediate), `completion` runs on
  /// the run loop.
  open func setCollectionViewLayout(
    _ layout: UICollectionViewLayout, animated: Bool,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    collectionViewLayout = layout
    if let completion {
      AnimationEnvironment.main.runLoop.asyncAfter(delay: 0) { completion(true) }
    }
  }

  /// Lays out the scroll view, then gives the elements in the visible rectangle their views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutElements()
  }

  /// The insets changed: the layout depends on them, so it is invalidated.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    collectionViewLayout.invalidateLayout()
  }

  // MARK: Registration and dequeuing

  /// Registers the class the collection view makes cells of for `identifier`.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    registeredCells[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// Registers the class the collection view makes supplementary views of `elementKind` of
  /// for `identifier`.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    registeredSupplementary[Self.poolKey(elementKind, identifier)] =
      viewClass as? UICollectionReusableView.Type
  }

  static func poolKey(_ kind: String, _ identifier: String) -> String {
    kind + "\u{1F}" + identifier
  }

  /// A cell for `identifier`: a reused one (after its ``UICollectionReusableView/prepareForReuse()``)
  /// or a new one of the registered class. Without a registration UIKit raises; OpenUIKit
  /// reports it and returns a plain cell.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reconfiguring[indexPath] { return cell }
    if var pool = cellPool[identifier], !pool.isEmpty {
      let cell = pool.removeLast()
      cellPool[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    if let cellClass = registeredCells[identifier] {
      let cell = cellClass.init(_registeredFrame: .zero)
      cell.reuseIdentifier = identifier
      return cell
    }
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason:
          "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard"),
      engine: engineIfPresent)
    let cell = UICollectionViewCell(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// A supplementary view of `elementKind` for `identifier`: reused or new, as
  /// ``dequeueReusableCell(withReuseIdentifier:for:)``.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = Self.poolKey(elementKind, identifier)
    if var pool = supplementaryPool[key], !pool.isEmpty {
      let view = pool.removeLast()
      supplementaryPool[key] = pool
      view.prepareForReuse()
      noteListAppearance(of: view, section: indexPath.count > 0 ? indexPath[0] : 0)
      return view
    }
    if let viewClass = registeredSupplementary[key] {
      let view = viewClass.init(_registeredFrame: .zero)
      view.reuseIdentifier = identifier
      view.supplementaryKind = elementKind
      noteListAppearance(of: view, section: indexPath.count > 0 ? indexPath[0] : 0)
      return view
    }
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason:
          "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - "
          + "must register a nib or a class for the identifier or connect a prototype cell in "
          + "a storyboard"),
      engine: engineIfPresent)
    let view = UICollectionReusableView(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  /// What a data source without supplementary views returns when the layout asks for one:
  /// UIKit raises; OpenUIKit reports it and returns an empty view.
  func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> UICollectionReusableView
  {
    LayoutDiagnostics.report(
      .raised(
        name: "NSInternalInconsistencyException",
        reason:
          "the view returned from -collectionView:viewForSupplementaryElementOfKind:"
          + "atIndexPath: (\(kind), <NSIndexPath: {length = 2, path = \(indexPath.section) - "
          + "\(indexPath.item)}>) was not retrieved by calling "
          + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is "
          + "nil ((null))"),
      engine: engineIfPresent)
    return UICollectionReusableView(frame: .zero)
  }

  // MARK: Data

  /// The number of sections, as last asked of the data source.
  public var numberOfSections: Int {
    loadCountsIfNeeded()
    return itemCounts.count
  }

  /// The number of items in `section`, as last asked of the data source (0 out of range).
  public func numberOfItems(inSection section: Int) -> Int {
    loadCountsIfNeeded()
    return section >= 0 && section < itemCounts.count ? itemCounts[section] : 0
  }

  /// Asks the data source for the counts when they are out of date.
  func loadCountsIfNeeded() {
    guard needsCountReload else { return }
    needsCountReload = false
    itemCounts = currentDataSourceCounts()
  }

  /// The counts the data source gives now.
  func currentDataSourceCounts() -> [Int] {
    guard let source = dataSource else { return [] }
    let sections = max(source.numberOfSections(in: self), 0)
    return (0..<sections).map { max(source.collectionView(self, numberOfItemsInSection: $0), 0) }
  }

  /// Whether `indexPath` names an item that exists.
  func isValidItem(_ indexPath: IndexPath) -> Bool {
    guard indexPath.count == 2 else { return false }
    let s = indexPath.section
    return s >= 0 && s < itemCounts.count && indexPath.item >= 0 && indexPath.item < itemCounts[s]
  }

  /// Asks the data source again for everything: every view on screen goes back for reuse,
  /// the layout is invalidated, and the selection is cleared.
  open func reloadData() {
    for (_, cell) in visibleCellsByPath { recycle(cell) }
    for (_, view) in visibleSupplementary { recycle(view) }
    for (key, view) in visibleDecorations { recycleDecoration(view, kind: key.kind) }
    visibleDecorations.removeAll()
    visibleCellsByPath.removeAll()
    visibleSupplementary.removeAll()
    displayedAttributes.removeAll()
    selectedPaths.removeAll()
    needsCountReload = true
    elementsDirty = true
    collectionViewLayout.itemsDidChange(newToOld: [])
    collectionViewLayout.invalidateLayout()
    setNeedsLayout()
  }
}
