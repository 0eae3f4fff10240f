import Foundation

/// Space in a compositional layout: a fixed number of points, or a flexible one that takes
/// at least that many and shares the space its group has left over.
@preconcurrency @MainActor
public class NSCollectionLayoutSpacing: NSObject, @preconcurrency NSCopying {
  /// The points (the minimum, for a flexible spacing).
  public let spacing: CGFloat
  /// Whether the spacing grows to share the group's leftover space.
  public let isFlexibleSpacing: Bool
  /// Whether the spacing is exactly ``spacing``.
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  required init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
    super.init()
  }

  /// At least `flexibleSpacing` points; the group's leftover space is shared evenly between
  /// its flexible spacings.
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, flexible: true)
  }

  /// Exactly `fixedSpacing` points.
  open class func fixed(_ fixedSpacing: CGFloat) -> Self {
    Self(spacing: fixedSpacing, flexible: false)
  }

  /// A copy (spacings are immutable).
  open func copy(with zone: NSZone? = nil) -> Any {
    Self(spacing: spacing, flexible: isFlexibleSpacing)
  }
}

/// The spacing around an item inside its group, edge by edge (nil: none).
@preconcurrency @MainActor
open class NSCollectionLayoutEdgeSpacing: NSObject, @preconcurrency NSCopying {
  /// The spacing before the item's leading edge.
  public let leading: NSCollectionLayoutSpacing?
  /// The spacing above the item.
  public let top: NSCollectionLayoutSpacing?
  /// The spacing after the item's trailing edge.
  public let trailing: NSCollectionLayoutSpacing?
  /// The spacing below the item.
  public let bottom: NSCollectionLayoutSpacing?

  /// Edge spacing of the four spacings.
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
    trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
    super.init()
  }

  /// A copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    NSCollectionLayoutEdgeSpacing(leading: leading, top: top, trailing: trailing, bottom: bottom)
  }
}

/// Where a supplementary item sits on the item it is attached to: the edges it is pinned to
/// and an offset (points, or fractions of the supplementary item's size).
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
  /// The edges of the container the item is pinned to (`[]`: centred).
  public let edges: NSDirectionalRectEdge
  /// An offset in points.
  public let offset: CGPoint
  /// Whether ``offset`` is a fraction of the supplementary item's size.
  public let isFractionalOffset: Bool
  /// Whether ``offset`` is in points.
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  /// Pinned to `edges`.
  public convenience init(edges: NSDirectionalRectEdge) {
    self.init(edges: edges, offset: .zero, fractional: false)
  }

  /// Pinned to `edges`, moved by `absoluteOffset` points.
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges: edges, offset: absoluteOffset, fractional: false)
  }

  /// Pinned to `edges`, moved by `fractionalOffset` of the supplementary item's size.
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges: edges, offset: fractionalOffset, fractional: true)
  }

  init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
    self.edges = edges
    self.offset = offset
    isFractionalOffset = fractional
    super.init()
  }

  /// A copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    NSCollectionLayoutAnchor(edges: edges, offset: offset, fractional: isFractionalOffset)
  }

  /// The frame of an element of `size` anchored in `container`, in the container's
  /// coordinates (left-to-right).
  func frame(of size: CGSize, in container: CGRect) -> CGRect {
    var x = container.midX - size.width / 2
    var y = container.midY - size.height / 2
    if edges.contains(.leading) { x = container.minX }
    if edges.contains(.trailing) { x = container.maxX - size.width }
    if edges.contains(.top) { y = container.minY }
    if edges.contains(.bottom) { y = container.maxY - size.height }
    let dx = isFractionalOffset ? offset.x * size.width : offset.x
    let dy = isFractionalOffset ? offset.y * size.height : offset.y
    return CGRect(x: x + dx, y: y + dy, width: size.width, height: size.height)
  }
}
