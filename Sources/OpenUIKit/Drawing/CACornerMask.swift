import Foundation

/// The corners of a layer that ``CALayer/cornerRadius`` rounds (Core Animation's raw values).
public struct CACornerMask: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public let rawValue: UInt
  /// Creates a mask from raw bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top-left corner (minimum x, minimum y in UIKit's y-down space).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
  /// The curve's name.
  public let rawValue: String
  /// Creates a curve from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles (the default).
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// A continuous curve, as the system's "squircle" corners (OpenUIKit's renderers draw
  /// circular corners for it: Apple does not publish the curve).
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
