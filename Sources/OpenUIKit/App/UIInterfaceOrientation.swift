import Foundation

/// The orientation of the interface (UIKit's raw values: landscape left is the device turned
/// with its top to the right, the home button or indicator on the right of a phone).
public enum UIInterfaceOrientation: Int, Sendable, CaseIterable {
  /// Unknown.
  case unknown = 0
  /// Upright.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Landscape, the device's top on the left.
  case landscapeRight = 3
  /// Landscape, the device's top on the right.
  case landscapeLeft = 4

  /// Whether the orientation is portrait or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is one of the landscape ones.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
