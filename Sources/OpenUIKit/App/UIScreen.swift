import Foundation

/// A display: its size in points, scale, refresh rate and the safe-area insets of a
/// full-screen window in portrait.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
  /// A short name (`iphone15pro`, `iphonese`, `ipad`).
  public let name: String
  /// The screen's bounds in points.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// The safe-area insets of a full-screen window.
  public let safeAreaInsets: UIEdgeInsets
  /// The highest refresh rate, in frames per second.
  public let maximumFramesPerSecond: Int

  /// Creates a screen description.
  public init(
    name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
    maximumFramesPerSecond: Int
  ) {
    self.name = name
    bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.maximumFramesPerSecond = maximumFramesPerSecond
    super.init()
  }

  /// iPhone 15 Pro, portrait: 393 × 852 pt @3x, safe area (59, 0, 34, 0), 120 Hz. The default.
  public static let iPhone15Pro = UIScreen(
    name: "iphone15pro", size: CGSize(width: 393, height: 852), scale: 3,
    safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
    maximumFramesPerSecond: 120)

  /// iPhone SE (2nd/3rd generation), portrait: 375 × 667 pt @2x, safe area (20, 0, 0, 0), 60 Hz.
  public static let iPhoneSE = UIScreen(
    name: "iphonese", size: CGSize(width: 375, height: 667), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
    maximumFramesPerSecond: 60)

  /// iPad Air (5th generation), portrait: 820 × 1180 pt @2x, safe area (24, 0, 20, 0), 60 Hz.
  public static let iPad = UIScreen(
    name: "ipad", size: CGSize(width: 820, height: 1180), scale: 2,
    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    maximumFramesPerSecond: 60)

  /// The screen windows use unless given another one.
  public static var main = iPhone15Pro {
    didSet {
      let scale = main.scale
      mainScreenScale.withLock { $0 = scale }
    }
  }

  /// The main screen's scale, readable from any thread (image renderers' default format reads
  /// it, and UIKit's renderers are not bound to the main actor).
  nonisolated static var mainScale: CGFloat { mainScreenScale.withLock { $0 } }

  /// ``main``'s scale behind a lock (3: ``iPhone15Pro``, the default main screen).
  private nonisolated static let mainScreenScale = LockedValue<CGFloat>(3)
}
