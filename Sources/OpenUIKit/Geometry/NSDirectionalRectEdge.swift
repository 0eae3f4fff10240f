/// A set of rectangle edges that follow the layout direction (leading and trailing instead of
/// left and right).
///
/// The raw values are UIKit's: `top` 1, `leading` 2, `bottom` 4, `trailing` 8, `all` 15. The
/// empty set (UIKit's `NSDirectionalRectEdgeNone`) is written `[]`, as in Swift on iOS.
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
  /// The bit mask of the edges in the set.
  public let rawValue: UInt

  /// Creates a set of edges from a bit mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  /// The leading edge.
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  /// The trailing edge.
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
