import Foundation

/// A two-dimensional vector, as CoreGraphics defines it.
///
/// swift-corelibs-foundation on Linux has no `CGVector`, so OpenUIKit declares it. Spring
/// timing parameters use it for their initial velocity.
public struct CGVector: Sendable, Hashable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Creates a vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector with the given components.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector with the given components.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates the zero vector.
  public init() {
    self.init(dx: CGFloat(0), dy: CGFloat(0))
  }

  /// The vector whose components are both zero.
  public static let zero = CGVector()
}
