import Foundation

/// Device presets. Sizes, scales and insets: uikit-apps.md §1.1–1.2 (device tables, Apple's
/// published point sizes, printed `safeAreaInsets`); size classes: HIG "Adaptivity and
/// Layout" (§2.1).
extension UIScreen {
  /// iPhone 15 Pro: 393 × 852 pt @3x, 120 Hz; safe area (59, 0, 34, 0) in portrait,
  /// (0, 59, 21, 59) in landscape; compact × compact in landscape. The default.
  public static let iPhone15Pro = UIScreen(
    name: "iphone15pro", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    maximumFramesPerSecond: 120, userInterfaceIdiom: .phone, landscapeHorizontalSizeClass: .compact)

  /// iPhone 15: as the 15 Pro (393 × 852 pt @3x, the same insets) at 60 Hz.
  public static let iPhone15 = UIScreen(
    name: "iphone15", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    maximumFramesPerSecond: 60, userInterfaceIdiom: .phone, landscapeHorizontalSizeClass: .compact)

  /// iPhone 15 Pro Max: 430 × 932 pt @3x, 120 Hz; safe area (59, 0, 34, 0) in portrait,
  /// (0, 59, 21, 59) in landscape (sources give 20–24 at the bottom; 21 as the other Dynamic
  /// Island phones); regular × compact in landscape.
  public static let iPhone15ProMax = UIScreen(
    name: "iphone15promax", size: CGSize(width: 430, height: 932), scale: 3,
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
    maximumFramesPerSecond: 120, userInterfaceIdiom: .phone, landscapeHorizontalSizeClass: .regular)

  /// iPhone SE (2nd/3rd generation): 375 × 667 pt @2x, 60 Hz; safe area (20, 0, 0, 0) in
  /// portrait (the status bar), none in landscape (the status bar hides).
  public static let iPhoneSE = UIScreen(
    name: "iphonese", size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    landscapeSafeAreaInsets: .zero, maximumFramesPerSecond: 60, userInterfaceIdiom: .phone,
    landscapeHorizontalSizeClass: .compact)

  /// iPad Air (5th generation): 820 × 1180 pt @2x, 60 Hz; safe area (24, 0, 20, 0) in both
  /// orientations.
  public static let iPad = UIScreen(
    name: "ipad", size: CGSize(width: 820, height: 1180), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    maximumFramesPerSecond: 60, userInterfaceIdiom: .pad, landscapeHorizontalSizeClass: .regular)

  /// iPad (10th generation): 820 × 1180 pt @2x, 60 Hz; safe area (24, 0, 20, 0) in both
  /// orientations.
  public static let iPad10 = UIScreen(
    name: "ipad10", size: CGSize(width: 820, height: 1180), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    maximumFramesPerSecond: 60, userInterfaceIdiom: .pad, landscapeHorizontalSizeClass: .regular)

  /// iPad Pro 11-inch (M4): 834 × 1210 pt @2x, 120 Hz; safe area (24, 0, 20, 0) in both
  /// orientations.
  public static let iPadPro11 = UIScreen(
    name: "ipadpro11", size: CGSize(width: 834, height: 1210), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    maximumFramesPerSecond: 120, userInterfaceIdiom: .pad, landscapeHorizontalSizeClass: .regular)

  /// iPad Pro 13-inch (M4): 1032 × 1376 pt @2x, 120 Hz; safe area (24, 0, 20, 0) in both
  /// orientations.
  public static let iPadPro13 = UIScreen(
    name: "ipadpro13", size: CGSize(width: 1032, height: 1376), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    landscapeSafeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    maximumFramesPerSecond: 120, userInterfaceIdiom: .pad, landscapeHorizontalSizeClass: .regular)

  /// Every preset, phones first (an OpenUIKit extension; the showcase's `--device` names).
  public static var presets: [UIScreen] {
    [iPhone15Pro, iPhone15, iPhone15ProMax, iPhoneSE, iPad, iPad10, iPadPro11, iPadPro13]
  }

  /// The safe-area insets of a full-screen window in an orientation.
  public func safeAreaInsets(for orientation: UIInterfaceOrientation) -> UIEdgeInsets {
    orientation.isLandscape ? landscapeSafeAreaInsets : safeAreaInsets
  }

  /// The size of a full-screen window in an orientation (landscape swaps width and height).
  public func size(for orientation: UIInterfaceOrientation) -> CGSize {
    let s = bounds.size
    return orientation.isLandscape ? CGSize(width: s.height, height: s.width) : s
  }
}
