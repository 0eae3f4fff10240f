import Foundation

/// Inset distances for the four edges of a rectangle that follow the layout direction: in
/// right-to-left layout `leading` is the right edge and `trailing` the left one.
public struct NSDirectionalEdgeInsets: Sendable, Equatable {
  /// The inset of the top edge.
  public var top: CGFloat
  /// The inset of the leading edge (left in left-to-right layout, right in right-to-left).
  public var leading: CGFloat
  /// The inset of the bottom edge.
  public var bottom: CGFloat
  /// The inset of the trailing edge (right in left-to-right layout, left in right-to-left).
  public var trailing: CGFloat

  /// Creates insets of zero on every edge.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets from the four edge distances.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

extension NSDirectionalEdgeInsets: Codable {
  /// Decodes insets from an unkeyed container holding `top, leading, bottom, trailing`, the
  /// format of Apple's UIKit overlay.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let top = try container.decode(CGFloat.self)
    let leading = try container.decode(CGFloat.self)
    let bottom = try container.decode(CGFloat.self)
    let trailing = try container.decode(CGFloat.self)
    self.init(top: top, leading: leading, bottom: bottom, trailing: trailing)
  }

  /// Encodes the insets as an unkeyed container holding `top, leading, bottom, trailing`, the
  /// format of Apple's UIKit overlay.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(top)
    try container.encode(leading)
    try container.encode(bottom)
    try container.encode(trailing)
  }
}
