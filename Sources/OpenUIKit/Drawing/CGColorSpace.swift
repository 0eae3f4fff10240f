import Foundation

/// A colour space, as Core Graphics' `CGColorSpace`. OpenUIKit draws in extended sRGB only;
/// the value records which space was asked for.
public final class CGColorSpace: Sendable {
  /// The space's name (`kCGColorSpaceSRGB` style), when it has one.
  public let name: String?

  /// Creates a colour space of the given name (any name gives OpenUIKit's sRGB).
  public init?(name: String) {
    self.name = name
  }

  init(deviceNamed name: String) {
    self.name = name
  }

  /// The sRGB space's name.
  public static let sRGB = "kCGColorSpaceSRGB"
  /// The extended sRGB space's name.
  public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
}

/// The device RGB colour space (sRGB in OpenUIKit).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
  CGColorSpace(deviceNamed: "kCGColorSpaceDeviceRGB")
}

/// The device grey colour space (colours still resolve to sRGB in OpenUIKit).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
  CGColorSpace(deviceNamed: "kCGColorSpaceDeviceGray")
}
