import Foundation

/// Items in lines: each line fills the cross axis (the width when scrolling vertically), lines
/// follow one another along the scroll direction, sections one after the other with their
/// header, insets and footer. UIKit's defaults: 50 × 50 items, 10 pt line and interitem
/// spacing, no insets, no header or footer (ADOC, reference §6.2).
///
/// Lines are arranged as UIKit's: as many items as fit with at least
/// ``minimumInteritemSpacing`` between them; a full line spreads its extra space evenly
/// between its items (the spacing "may be adjusted upward"); a line holding a single item
/// centres it (reference §6.2.6). The last line of a section is not justified (§6.2.5): when
/// all the section's items have one size, its items sit where they would in a full line (the
/// grid's columns); otherwise they are packed from the leading edge with the minimum
/// spacing. Items of a line are centred across it. Frames are not rounded to pixels.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// What ``sectionInset`` counts from (UIKit's raw values).
  public enum SectionInsetReference: Int, Sendable {
    /// The content area (inside the content insets). The default.
    case fromContentInset = 0
    /// The safe area.
    case fromSafeArea = 1
    /// The layout margins.
    case fromLayoutMargins = 2
  }

  /// The value of ``estimatedItemSize`` that asks every cell for its size. (UIKit's constant;
  /// OpenUIKit gives it the largest finite size.)
  public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The scroll direction (vertical by default).
  open var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The size of every item unless the delegate says otherwise (50 × 50).
  open var itemSize = CGSize(width: 50, height: 50) {
    didSet { invalidateLayout() }
  }
  /// A non-zero value makes the cells size themselves
  /// (``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``): this size (or, for
  /// ``automaticSize``, the item size) until a cell is shown and measured. Zero by default.
  open var estimatedItemSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// The least spacing between lines (10).
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// The least spacing between the items of a line (10).
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { invalidateLayout() }
  }
  /// Each section's insets around its items (zero).
  open var sectionInset = UIEdgeInsets.zero {
    didSet { invalidateLayout() }
  }
  /// What the section insets count from.
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateLayout() }
  }
  /// The header size: only its height (vertical) or width (horizontal) is used; 0 means no
  /// header.
  open var headerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// The footer size, as ``headerReferenceSize``.
  open var footerReferenceSize = CGSize.zero {
    didSet { invalidateLayout() }
  }
  /// Whether a section's header stays at the top of the visible area while its section
  /// scrolls under it.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }
  /// Whether a section's footer stays at the bottom of the visible area while its section
  /// scrolls.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { invalidateLayout() }
  }

  /// The stacking order of headers and footers: 10, in front of the cells (UIKit's exact
  /// value is not documented; OpenUIKit's choice).
  static let supplementaryZIndex = 10

  /// One section's frames.
  struct Section {
    var header: CGRect?
    var footer: CGRect?
    var items: [CGRect] = []
    /// Lines along the scroll axis: where each starts and ends, and its items.
    var lines: [(start: CGFloat, end: CGFloat, items: Range<Int>)] = []
    /// The section from its header's start to its footer's end, along the scroll axis.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the items' area (inside the insets) ends along the scroll axis.
    var bodyEnd: CGFloat = 0
  }

  var sections: [Section] = []
  var contentSize: CGSize = .zero
  /// The sizes self-sizing cells asked for.
  var preferredSizes: [IndexPath: CGSize] = [:]

  /// Creates a flow layout with UIKit's defaults.
  public override init() {
    super.init()
  }

  /// Creates a flow layout from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Computes every section's lines and frames, and the content size.
  open override func prepare() {
    super.prepare()
    computeSections()
  }

  /// The items, headers and footers whose frames meet `rect`, section by section.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    elements(in: rect)
  }

  /// The attributes of an item, or nil when it does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    item(at: indexPath)
  }

  /// The attributes of a section's header or footer (at item 0 of the section; the header of
  /// a pinned section where it is pinned now), or nil when the section has none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementary(ofKind: elementKind, at: indexPath)
  }

  /// The content size computed by the last ``prepare()``.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// True when the size changes, or always when headers or footers are pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return collectionView.bounds.size != newBounds.size || sectionHeadersPinToVisibleBounds
      || sectionFootersPinToVisibleBounds
  }

  override func invalidateForBoundsChange(from oldBounds: CGRect, to newBounds: CGRect) {
    // Pinned headers follow the bounds when asked for; only a new size needs new lines.
    if oldBounds.size != newBounds.size { invalidateLayout() }
  }

  /// True for a cell whose preferred size differs from its frame when cells size themselves.
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard estimatedItemSize != .zero, preferredAttributes.representedElementCategory == .cell
    else { return false }
    let a = preferredAttributes.size
    let b = originalAttributes.size
    return abs(a.width - b.width) > 0.001 || abs(a.height - b.height) > 0.001
  }

  override var asksForPreferredAttributes: Bool { estimatedItemSize != .zero }

  override func recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {
    Self.record(preferred, in: &preferredSizes)
  }

  override func itemsDidChange(newToOld: [[IndexPath?]]) {
    preferredSizes = Self.remap(preferredSizes, newToOld: newToOld)
  }
}
