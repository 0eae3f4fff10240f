import Foundation

/// A horizontal and a vertical offset, in points.
public struct UIOffset: Sendable, Equatable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat

  /// Creates an offset of zero in both directions.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// Creates an offset from its horizontal and vertical components.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// An offset of zero in both directions.
  public static let zero = UIOffset()
}

extension UIOffset: Codable {
  /// Decodes an offset from an unkeyed container holding `horizontal, vertical`, the format of
  /// Apple's UIKit overlay.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let horizontal = try container.decode(CGFloat.self)
    let vertical = try container.decode(CGFloat.self)
    self.init(horizontal: horizontal, vertical: vertical)
  }

  /// Encodes the offset as an unkeyed container holding `horizontal, vertical`, the format of
  /// Apple's UIKit overlay.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(horizontal)
    try container.encode(vertical)
  }
}
