/// A set of absolute rectangle edges.
///
/// The raw values are UIKit's: `top` 1, `left` 2, `bottom` 4, `right` 8, `all` 15. The empty
/// set (UIKit's `UIRectEdgeNone`) is written `[]`, as in Swift on iOS.
public struct UIRectEdge: OptionSet, Sendable, Hashable {
  /// The bit mask of the edges in the set.
  public let rawValue: UInt

  /// Creates a set of edges from a bit mask.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
