import Foundation

/// A display: its size in points, scale, refresh rate, idiom and the safe-area insets of a
/// full-screen window in portrait and in landscape (see the article "Traits and Dynamic
/// Type" for the presets' sources).
///
/// A screen describes the device in portrait; ``bounds`` stays the portrait size (a rotated
/// window has the landscape size, see ``UIWindow/rotate(to:animated:)``).
@preconcurrency @MainActor
public final class UIScreen: NSObject {
  /// A short name (`iphone15pro`, `iphonese`, `ipad`).
  public let name: String
  /// The screen's bounds in points, in portrait.
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat
  /// The safe-area insets of a full-screen window in portrait.
  public let safeAreaInsets: UIEdgeInsets
  /// The safe-area insets of a full-screen window in landscape (either way round).
  public let landscapeSafeAreaInsets: UIEdgeInsets
  /// The highest refresh rate, in frames per second.
  public let maximumFramesPerSecond: Int
  /// Phone or pad.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The horizontal size class of a full-screen window in landscape: regular on the Plus and
  /// Max phones and on iPads, compact on the other phones.
  public let landscapeHorizontalSizeClass: UIUserInterfaceSizeClass

  /// Creates a screen description with all its traits.
  public init(
    name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
    landscapeSafeAreaInsets: UIEdgeInsets, maximumFramesPerSecond: Int,
    userInterfaceIdiom: UIUserInterfaceIdiom, landscapeHorizontalSizeClass: UIUserInterfaceSizeClass
  ) {
    self.name = name
    bounds = CGRect(origin: .zero, size: size)
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
    self.maximumFramesPerSecond = maximumFramesPerSecond
    self.userInterfaceIdiom = userInterfaceIdiom
    self.landscapeHorizontalSizeClass = landscapeHorizontalSizeClass
    super.init()
  }

  /// Creates a screen description from its portrait metrics. The rest is derived: a screen
  /// at least 744 pt wide is a pad (regular in landscape, with the portrait insets); a phone
  /// at least 414 pt wide is regular-width in landscape; a phone's landscape insets put its
  /// portrait top inset on both long sides and 21 pt at the bottom when it has a home
  /// indicator (portrait bottom inset > 0), none otherwise.
  public convenience init(
    name: String, size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
    maximumFramesPerSecond: Int
  ) {
    let pad = size.width >= 744
    let landscape: UIEdgeInsets
    if pad {
      landscape = safeAreaInsets
    } else if safeAreaInsets.bottom > 0 {
      let side = safeAreaInsets.top
      landscape = UIEdgeInsets(top: 0, left: side, bottom: 21, right: side)
    } else {
      landscape = .zero
    }
    self.init(
      name: name, size: size, scale: scale, safeAreaInsets: safeAreaInsets,
      landscapeSafeAreaInsets: landscape, maximumFramesPerSecond: maximumFramesPerSecond,
      userInterfaceIdiom: pad ? .pad : .phone,
      landscapeHorizontalSizeClass: pad || size.width >= 414 ? .regular : .compact)
  }

  /// The screen that windows use unless given another one.
  @exclusivity(unchecked) public static var main = iPhone15Pro {
    didSet {
      let scale = main.scale
      mainScreenScale.withLock { $0 = scale }
    }
  }

  /// The main screen's scale, readable from any thread (OpenUIKit's: image renderers' default
  /// format and snapshot strategies read it, and neither is bound to the main actor).
  public nonisolated static var mainScale: CGFloat { mainScreenScale.withLock { $0 } }

  /// ``main``'s scale behind a lock (3: ``iPhone15Pro``, the default main screen).
  private nonisolated static let mainScreenScale = LockedValue<CGFloat>(3)

  /// The traits of a full-screen window in portrait (what views outside a window inherit).
  public var traitCollection: UITraitCollection {
    if let cached = cachedTraits { return cached }
    let traits = traitCollection(for: .portrait, windowSize: bounds.size)
    cachedTraits = traits
    return traits
  }
  private var cachedTraits: UITraitCollection?

  /// The traits of a window of `windowSize` in `orientation`: the idiom and scale, size
  /// classes from Apple's table (phones compact × regular in portrait, compact × compact in
  /// landscape except regular × compact on the Plus / Max sizes; pads regular × regular, with
  /// a compact width below 678 pt, the narrowest regular-width split), left-to-right layout,
  /// the Large text size, the light appearance, normal contrast, regular weight, base level.
  public func traitCollection(
    for orientation: UIInterfaceOrientation, windowSize: CGSize
  ) -> UITraitCollection {
    var values = TraitValues()
    let horizontal: UIUserInterfaceSizeClass
    let vertical: UIUserInterfaceSizeClass
    if userInterfaceIdiom == .pad {
      horizontal = windowSize.width >= 678 ? .regular : .compact
      vertical = .regular
    } else if orientation.isLandscape {
      horizontal = landscapeHorizontalSizeClass
      vertical = .compact
    } else {
      horizontal = .compact
      vertical = .regular
    }
    values.set(UITraitUserInterfaceIdiom.self, userInterfaceIdiom, keepDefault: false)
    values.set(UITraitDisplayScale.self, scale, keepDefault: false)
    values.set(UITraitHorizontalSizeClass.self, horizontal, keepDefault: false)
    values.set(UITraitVerticalSizeClass.self, vertical, keepDefault: false)
    values.set(UITraitUserInterfaceStyle.self, .light, keepDefault: false)
    values.set(UITraitUserInterfaceLevel.self, .base, keepDefault: false)
    values.set(UITraitLayoutDirection.self, .leftToRight, keepDefault: false)
    values.set(UITraitPreferredContentSizeCategory.self, .large, keepDefault: false)
    values.set(UITraitAccessibilityContrast.self, .normal, keepDefault: false)
    values.set(UITraitLegibilityWeight.self, .regular, keepDefault: false)
    return UITraitCollection(values: values)
  }
}
