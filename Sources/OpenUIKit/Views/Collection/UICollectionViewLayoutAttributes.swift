import Foundation

/// Where a collection view shows one element (a cell, a supplementary view or a decoration
/// view): its frame, opacity, stacking order and visibility.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
  /// What kind of element the attributes describe (UIKit's raw values).
  public enum ElementCategory: UInt, Sendable {
    /// A cell.
    case cell = 0
    /// A supplementary view (a header or footer, say).
    case supplementaryView = 1
    /// A decoration view.
    case decorationView = 2
  }

  /// The element's frame in the collection view's content coordinates.
  open var frame: CGRect = .zero
  /// The element's opacity (1 by default).
  open var alpha: CGFloat = 1
  /// The element's stacking order: higher in front (0 by default).
  open var zIndex = 0
  /// Whether the element is hidden (hidden elements get no view).
  open var isHidden = false
  /// The element's transform (identity by default).
  open var transform: CGAffineTransform = .identity
  /// The element's index path.
  open var indexPath = IndexPath(item: 0, section: 0)
  /// Whether the element is a cell, a supplementary view or a decoration view.
  public private(set) var representedElementCategory = ElementCategory.cell
  /// The kind of a supplementary or decoration view; nil for cells.
  public private(set) var representedElementKind: String?
  /// The axes along which the layout lets the view size itself (OpenUIKit's: set by the
  /// layouts that self-size, read by ``UICollectionViewCell``'s
  /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``).
  var selfSizingAxes = (horizontal: true, vertical: true)
  /// Whether the element belongs to a section that scrolls orthogonally (OpenUIKit's: its
  /// view goes in the section's embedded scroll view).
  var scrollsOrthogonally = false
  /// How a list section draws the row (nil outside list sections).
  var listRow: ListRowStyle?

  /// The frame's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }

  /// The frame's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }

  /// The bounds: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }

  /// Creates attributes for a cell at index path (0, 0); layouts use the class methods.
  public required override init() {
    super.init()
  }

  /// Attributes for the cell at `indexPath`.
  public convenience init(forCellWith indexPath: IndexPath) {
    self.init()
    self.indexPath = indexPath
  }

  /// Attributes for a supplementary view of `elementKind` at `indexPath`.
  public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath)
  {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }

  /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
  public convenience init(
    forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath
  ) {
    self.init()
    self.indexPath = indexPath
    representedElementCategory = .decorationView
    representedElementKind = decorationViewKind
  }

  /// A copy of the attributes, of the same class (subclasses that add properties override it,
  /// call `super` and copy theirs).
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = type(of: self).init()
    copy.frame = frame
    copy.alpha = alpha
    copy.zIndex = zIndex
    copy.isHidden = isHidden
    copy.transform = transform
    copy.indexPath = indexPath
    copy.representedElementCategory = representedElementCategory
    copy.representedElementKind = representedElementKind
    copy.selfSizingAxes = selfSizingAxes
    copy.scrollsOrthogonally = scrollsOrthogonally
    copy.listRow = listRow
    return copy
  }

  /// Takes the other attributes' element: index path, category and kind.
  func copyIdentity(from other: UICollectionViewLayoutAttributes) {
    indexPath = other.indexPath
    representedElementCategory = other.representedElementCategory
    representedElementKind = other.representedElementKind
  }

  /// The same element with the same geometry.
  func matches(_ other: UICollectionViewLayoutAttributes) -> Bool {
    frame == other.frame && alpha == other.alpha && zIndex == other.zIndex
      && isHidden == other.isHidden && indexPath == other.indexPath
      && representedElementCategory == other.representedElementCategory
      && representedElementKind == other.representedElementKind && listRow == other.listRow
  }

  /// A description with the element and its frame.
  nonisolated open override var description: String {
    nonisolated(unsafe) var text = ""
    MainActor.assumeIsolated { text = describe() }
    return text
  }

  private func describe() -> String {
    let kind = representedElementKind.map { " kind: \($0);" } ?? ""
    return "<\(type(of: self)) index path: (\(indexPath.section)-\(indexPath.item));\(kind) "
      + "frame = (\(frame.minX) \(frame.minY); \(frame.width) \(frame.height))>"
  }
}
