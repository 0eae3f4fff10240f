import Foundation

/// Inset distances for the four edges of a rectangle, in points; positive values shrink the
/// rectangle.
///
/// `left` and `right` are absolute. For insets that flip under right-to-left layout, use
/// ``NSDirectionalEdgeInsets``.
public struct UIEdgeInsets: Sendable, Equatable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the left edge.
  public var left: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the right edge.
  public var right: CGFloat

  /// Creates insets of zero on every edge.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets from the four edge distances.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()
}

extension UIEdgeInsets: Codable {
  /// Decodes insets from an unkeyed container holding `top, left, bottom, right`, the format of
  /// Apple's UIKit overlay.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let top = try container.decode(CGFloat.self)
    let left = try container.decode(CGFloat.self)
    let bottom = try container.decode(CGFloat.self)
    let right = try container.decode(CGFloat.self)
    self.init(top: top, left: left, bottom: bottom, right: right)
  }

  /// Encodes the insets as an unkeyed container holding `top, left, bottom, right`, the format
  /// of Apple's UIKit overlay.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(top)
    try container.encode(left)
    try container.encode(bottom)
    try container.encode(right)
  }
}

extension CGRect {
  /// Returns the rectangle shrunk by `insets` (UIKit's `UIEdgeInsetsInsetRect`).
  ///
  /// The origin moves by `(left, top)`; the width shrinks by `left + right` and the height by
  /// `top + bottom`. As in UIKit, nothing is clamped or standardized: insets larger than the
  /// rectangle give a negative size, and negative insets grow the rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left,
      y: origin.y + insets.top,
      width: size.width - (insets.left + insets.right),
      height: size.height - (insets.top + insets.bottom))
  }
}
