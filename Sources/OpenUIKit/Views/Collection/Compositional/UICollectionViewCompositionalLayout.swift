import Foundation

/// Makes the section at an index for the current layout environment (nil: an empty
/// section, reported).
public typealias UICollectionViewCompositionalLayoutSectionProvider =
  @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of sections, groups and items: each section repeats its group until its
/// items are used up; groups lay their items out in a row, a column or at custom frames, and
/// sizes are fractions of the container, points, or estimates the cells refine.
///
/// OpenUIKit computes every section's frames in ``prepare()`` and answers
/// ``layoutAttributesForElements(in:)`` by binary search over each section's groups.
/// Right-to-left layout mirrors every frame (UIKit's `flipsHorizontallyInOppositeLayoutDirection`
/// is true for compositional layouts); sections that scroll orthogonally are hosted in a scroll
/// view of their own inside the collection view (see the "Collection Views" article).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// The layout-wide settings; setting them invalidates the layout.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    didSet { invalidateLayout() }
  }

  let fixedSection: NSCollectionLayoutSection?
  let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?

  /// The computed sections.
  var computed: [CompositionalSection] = []
  /// The layout-wide headers and footers.
  var globalSupplementaries: [PlacedElement] = []
  var contentSize: CGSize = .zero
  /// The sizes self-sizing cells asked for.
  var preferredSizes: [IndexPath: CGSize] = [:]
  /// `preferredSizes` by section, then by item (made by each ``prepare()``: the solvers look
  /// sizes up by item without building an index path for each).
  var preferredSizesBySection: [Int: [Int: CGSize]] = [:]
  /// Whether any item has an estimated dimension.
  var hasEstimatedItems = false
  /// Whether any header or footer is pinned to the visible bounds.
  var hasPinnedSupplementaries = false
  /// Whether frames are mirrored for right-to-left layout.
  var isMirrored = false
  /// The environment the last ``prepare()`` gave the section provider.
  var lastEnvironment: LayoutEnvironment?
  /// The space the last ``prepare()`` worked in.
  var space = Space()
  /// Problems already reported (each is reported once per layout).
  var reportedProblems: Set<String> = []
  /// The background a list section gave the collection view (replaced by the next one,
  /// unless the app set a colour of its own).
  var listBackground: UIColor?
  /// The list configuration of each list section, by section index (filled as the sections
  /// are computed, so that headers measured meanwhile know their list).
  var listConfigurations: [Int: UICollectionLayoutListConfiguration] = [:]

  /// A layout whose every section is `section`.
  public convenience init(section: NSCollectionLayoutSection) {
    self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout whose every section is `section`, with `configuration`.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    fixedSection = section
    sectionProvider = nil
    self.configuration = configuration
    super.init()
  }

  /// A layout asking `sectionProvider` for each section.
  public convenience init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider
  ) {
    self.init(
      sectionProvider: sectionProvider,
      configuration: UICollectionViewCompositionalLayoutConfiguration())
  }

  /// A layout asking `sectionProvider` for each section, with `configuration`.
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    fixedSection = nil
    self.sectionProvider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Creates a layout from an archive: nothing is decoded (OpenUIKit has no nibs); the
  /// layout has one full-width, 44 pt tall item per row.
  public required init?(coder: NSCoder) {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: item.layoutSize, subitems: [item])
    fixedSection = NSCollectionLayoutSection(group: group)
    sectionProvider = nil
    configuration = UICollectionViewCompositionalLayoutConfiguration()
    super.init(coder: coder)
  }

  /// Computes every section's frames and the content size.
  open override func prepare() {
    super.prepare()
    computeLayout()
  }

  /// The content size computed by the last ``prepare()``.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// The items, supplementary and decoration views whose frames meet `rect` (items of a
  /// section that scrolls orthogonally: where its scroll offset shows them).
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    elements(in: rect)
  }

  /// The attributes of an item (for an orthogonal section, where it is with the section
  /// scrolled to its start), or nil when it does not exist.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < computed.count,
      indexPath.item >= 0, indexPath.item < computed[indexPath.section].items.count
    else { return nil }
    return itemAttributes(section: indexPath.section, item: indexPath.item)
  }

  /// The attributes of a header, footer or item supplementary view.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplementary(ofKind: elementKind, at: indexPath)
  }

  /// The attributes of a section's decoration view.
  open override func layoutAttributesForDecorationView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    guard indexPath.count >= 1, indexPath[0] >= 0, indexPath[0] < computed.count else {
      return nil
    }
    guard let placed = computed[indexPath[0]].decorations.first(where: { $0.kind == elementKind })
    else { return nil }
    return attributes(for: placed, category: .decorationView)
  }

  /// True when the size changes, or when a header or footer is pinned.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return collectionView.bounds.size != newBounds.size || hasPinnedSupplementaries
  }

  override func invalidateForBoundsChange(from oldBounds: CGRect, to newBounds: CGRect) {
    // Pinned headers follow the bounds when asked for; only a new size needs new frames.
    if oldBounds.size != newBounds.size { invalidateLayout() }
  }

  /// True for a cell whose preferred size differs from its frame along a dimension it sizes
  /// itself on (an estimated one).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    guard preferredAttributes.representedElementCategory == .cell else { return false }
    let axes = originalAttributes.selfSizingAxes
    let a = preferredAttributes.size
    let b = originalAttributes.size
    return (axes.horizontal && abs(a.width - b.width) > 0.001)
      || (axes.vertical && abs(a.height - b.height) > 0.001)
  }

  override var asksForPreferredAttributes: Bool { hasEstimatedItems }

  override var orthogonalSections: [Int: OrthogonalSectionGeometry] { orthogonalGeometry() }

  override func orthogonalRestingOffset(
    section: Int, start: CGPoint, current: CGPoint, velocity: CGPoint
  ) -> CGPoint? {
    restingOffset(section: section, start: start, current: current, velocity: velocity)
  }

  override func recordPreferredAttributes(_ preferred: UICollectionViewLayoutAttributes) {
    Self.record(preferred, in: &preferredSizes)
  }

  override func itemsDidChange(newToOld: [[IndexPath?]]) {
    preferredSizes = Self.remap(preferredSizes, newToOld: newToOld)
  }
}
