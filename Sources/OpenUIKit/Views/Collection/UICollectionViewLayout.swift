import Foundation

/// Decides where a collection view's elements go. Subclasses override UIKit's points:
/// ``prepare()`` (compute), ``collectionViewContentSize``,
/// ``layoutAttributesForElements(in:)``, ``layoutAttributesForItem(at:)``,
/// ``layoutAttributesForSupplementaryView(ofKind:at:)`` and the invalidation methods; the
/// collection view calls them as UIKit's does: ``prepare()`` once after each invalidation and
/// before it asks anything else, then the elements in its visible rectangle on every layout
/// pass and scroll.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view using the layout (set when the layout is assigned to one).
  public internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() {
    super.init()
  }

  /// Creates a layout from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The class the layout makes its attributes of (``UICollectionViewLayoutAttributes`` by
  /// default).
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Called after each invalidation, before the collection view asks for attributes: compute
  /// and cache here. Does nothing by default.
  open func prepare() {}

  /// The size of the whole content (zero by default); the collection view's
  /// ``UIScrollView/contentSize`` follows it.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element whose frame meets `rect` (nil by default).
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of the cell at `indexPath` (nil by default).
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the supplementary view of `elementKind` at `indexPath` (nil by default).
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of the decoration view of `elementKind` at `indexPath` (nil by default).
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Whether a change of the collection view's bounds (a scroll or a resize) invalidates the
  /// layout: false by default, as in UIKit (a layout that depends on the width returns true
  /// when the size changes).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// Whether a view's preferred attributes (from
  /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) invalidate the layout
  /// (false by default).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    false
  }

  /// Registers the class the collection view makes decoration views of `elementKind` of
  /// (the layout's decorations need no data source).
  open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
    registeredDecorations[elementKind] = viewClass as? UICollectionReusableView.Type
  }

  /// Marks the layout as out of date: the collection view calls ``prepare()`` and asks for
  /// attributes again at its next layout pass. Overrides call `super`.
  open func invalidateLayout() {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Where an inserted item starts its animation: nil by default, which the collection view
  /// reads as the item's final attributes with alpha 0 (a fade in, as in UIKit).
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Where a deleted item ends its animation: nil by default, which the collection view reads
  /// as the item's last attributes with alpha 0 (a fade out, as in UIKit).
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    nil
  }

  /// Where an inserted supplementary view starts its animation (nil: a fade in).
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Where a deleted supplementary view ends its animation (nil: a fade out).
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The content offset to stop at, given the proposed one (the proposed one by default).
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  // MARK: OpenUIKit's hooks

  /// Whether ``prepare()`` must run before the next query.
  var needsPrepare = true
  /// The decoration view classes, by kind.
  var registeredDecorations: [String: UICollectionReusableView.Type] = [:]

  /// The sections that scroll across the layout's direction, by section (compositional
  /// layouts' orthogonal sections; none by default).
  var orthogonalSections: [Int: OrthogonalSectionGeometry] { [:] }

  /// Where an orthogonal section's scroll view comes to rest after a drag that began at
  /// `start` and was released at `current` with the finger at `velocity` (nil: where it is).
  func orthogonalRestingOffset(
    section: Int, start: CGPoint, current: CGPoint, velocity: CGPoint
  ) -> CGPoint? {
    nil
  }

  /// Stores a self-sizing view's size (finite, non-negative ones only) under its index path.
  static func record(
    _ preferred: UICollectionViewLayoutAttributes, in sizes: inout [IndexPath: CGSize]
  ) {
    let size = preferred.size
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      return
    }
    sizes[preferred.indexPath] = size
  }

  /// Sizes recorded by index path, moved to the items' new index paths after a data change.
  static func remap(_ sizes: [IndexPath: CGSize], newToOld: [[IndexPath?]]) -> [IndexPath: CGSize] {
    guard !sizes.isEmpty else { return sizes }
    var moved: [IndexPath: CGSize] = [:]
    for (s, list) in newToOld.enumerated() {
      for (i, old) in list.enumerated() {
        if let old, let size = sizes[old] { moved[IndexPath(item: i, section: s)] = size }
      }
    }
    return moved
  }

  /// Invalidation for a bounds change that ``shouldInvalidateLayout(forBoundsChange:)``
  /// accepted: ``invalidateLayout()`` by default (a flow layout keeps its frames when only
  /// the offset changed).
  func invalidateForBoundsChange(from oldBounds: CGRect, to newBounds: CGRect) {
    invalidateLayout()
  }

  /// Takes a view's preferred attributes that
  /// ``shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)``
  /// accepted (a self-sizing layout records the size). Nothing by default.
  func recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {}

  /// The data changed: `newToOld` maps each new index path of an item to the item's old index
  /// path (nil for inserted or reloaded items). Nothing by default.
  func itemsDidChange(newToOld: [[IndexPath?]]) {}

  /// Whether the collection view asks views for their preferred attributes (true: custom
  /// layouts may self-size; a flow layout asks only with an `estimatedItemSize`).
  var asksForPreferredAttributes: Bool { true }

  /// A new attributes object of ``layoutAttributesClass``.
  func makeAttributes() -> UICollectionViewLayoutAttributes {
    let type =
      (Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type)
      ?? UICollectionViewLayoutAttributes.self
    return type.init()
  }
}
