import Foundation
import OpenUIKit

/// A device to snapshot a controller on: its size, safe area and traits
/// (swift-snapshot-testing's `ViewImageConfig`, with the same presets and numbers, plus the
/// iPhone 15 family). Images are taken at the traits' `displayScale`, as on a simulator of
/// that device.
///
/// Sizes, safe areas and traits: uikit-apps.md §9.6 (swift-snapshot-testing's presets), split
/// widths §2.2, the iPhone 15 family §1.1–1.2.
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// An iPad's orientation, full screen or in Split View.
  public enum TabletOrientation: Sendable {
    /// The Split View widths in portrait.
    public enum PortraitSplits: Sendable {
      case oneThird
      case twoThirds
      case full
    }
    /// The Split View widths in landscape.
    public enum LandscapeSplits: Sendable {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)

    /// Landscape, full screen.
    public static let landscape = TabletOrientation.landscape(splitView: .full)
    /// Portrait, full screen.
    public static let portrait = TabletOrientation.portrait(splitView: .full)
  }

  /// The window's safe-area insets.
  public var safeArea: UIEdgeInsets
  /// The window's size; nil keeps the view's own size.
  public var size: CGSize?
  /// The traits the view is shown with.
  public var traits: UITraitCollection

  /// A configuration (by default: no safe area, the view's size, no traits).
  public init(
    safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()
  ) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }
}

extension ViewImageConfig {
  private static func phone(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, portraitInsets: UIEdgeInsets,
    landscapeInsets: UIEdgeInsets, scale: CGFloat, landscapeWidthClass: UIUserInterfaceSizeClass
  ) -> ViewImageConfig {
    let landscape = orientation == .landscape
    return ViewImageConfig(
      safeArea: landscape ? landscapeInsets : portraitInsets,
      size: landscape ? CGSize(width: height, height: width) : CGSize(width: width, height: height),
      traits: .iPhone(
        scale: scale, horizontal: landscape ? landscapeWidthClass : .compact,
        vertical: landscape ? .compact : .regular))
  }

  private static func notched(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, top: CGFloat,
    landscapeBottom: CGFloat, scale: CGFloat, landscapeWidthClass: UIUserInterfaceSizeClass
  ) -> ViewImageConfig {
    phone(
      orientation, width: width, height: height,
      portraitInsets: UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0),
      landscapeInsets: UIEdgeInsets(top: 0, left: top, bottom: landscapeBottom, right: top),
      scale: scale, landscapeWidthClass: landscapeWidthClass)
  }

  private static func homeButton(
    _ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
    landscapeWidthClass: UIUserInterfaceSizeClass
  ) -> ViewImageConfig {
    phone(
      orientation, width: width, height: height,
      portraitInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
      scale: scale, landscapeWidthClass: landscapeWidthClass)
  }

  /// The first iPhone SE: 320 × 568 pt @2x.
  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  /// The first iPhone SE in an orientation.
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    homeButton(orientation, width: 320, height: 568, scale: 2, landscapeWidthClass: .compact)
  }

  /// iPhone 8 (and SE 2nd/3rd generation): 375 × 667 pt @2x.
  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  /// iPhone 8 in an orientation.
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    homeButton(orientation, width: 375, height: 667, scale: 2, landscapeWidthClass: .compact)
  }

  /// iPhone 8 Plus: 414 × 736 pt @3x.
  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  /// iPhone 8 Plus in an orientation.
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    homeButton(orientation, width: 414, height: 736, scale: 3, landscapeWidthClass: .regular)
  }

  /// iPhone X: 375 × 812 pt @3x, safe area (44, 0, 34, 0); landscape (0, 44, 24, 44).
  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  /// iPhone X in an orientation.
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 375, height: 812, top: 44, landscapeBottom: 24, scale: 3,
      landscapeWidthClass: .compact)
  }

  /// iPhone XS Max: 414 × 896 pt @3x.
  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  /// iPhone XS Max in an orientation.
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 414, height: 896, top: 44, landscapeBottom: 24, scale: 3,
      landscapeWidthClass: .regular)
  }

  /// iPhone XR: 414 × 896 pt @2x.
  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  /// iPhone XR in an orientation.
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 414, height: 896, top: 44, landscapeBottom: 24, scale: 2,
      landscapeWidthClass: .regular)
  }

  /// iPhone 12: 390 × 844 pt @3x, safe area (47, 0, 34, 0); landscape (0, 47, 21, 47).
  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  /// iPhone 12 in an orientation.
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 390, height: 844, top: 47, landscapeBottom: 21, scale: 3,
      landscapeWidthClass: .compact)
  }

  /// iPhone 12 Pro: as the iPhone 12.
  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  /// iPhone 12 Pro in an orientation.
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    iPhone12(orientation)
  }

  /// iPhone 12 Pro Max: 428 × 926 pt @3x.
  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  /// iPhone 12 Pro Max in an orientation.
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 428, height: 926, top: 47, landscapeBottom: 21, scale: 3,
      landscapeWidthClass: .regular)
  }

  /// iPhone 13: as the iPhone 12.
  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  /// iPhone 13 in an orientation.
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    iPhone12(orientation)
  }

  /// iPhone 13 mini: 375 × 812 pt @3x, safe area (50, 0, 34, 0).
  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  /// iPhone 13 mini in an orientation.
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 375, height: 812, top: 50, landscapeBottom: 21, scale: 3,
      landscapeWidthClass: .compact)
  }

  /// iPhone 13 Pro: as the iPhone 12 (a 1170 × 2532 px image in portrait).
  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  /// iPhone 13 Pro in an orientation.
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    iPhone12(orientation)
  }

  /// iPhone 13 Pro Max: as the iPhone 12 Pro Max.
  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  /// iPhone 13 Pro Max in an orientation.
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    iPhone12ProMax(orientation)
  }

  /// iPhone 15 (OpenUIKit's): 393 × 852 pt @3x, safe area (59, 0, 34, 0); landscape
  /// (0, 59, 21, 59).
  public static let iPhone15 = ViewImageConfig.iPhone15(.portrait)
  /// iPhone 15 in an orientation.
  public static func iPhone15(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 393, height: 852, top: 59, landscapeBottom: 21, scale: 3,
      landscapeWidthClass: .compact)
  }

  /// iPhone 15 Pro (OpenUIKit's): as the iPhone 15.
  public static let iPhone15Pro = ViewImageConfig.iPhone15Pro(.portrait)
  /// iPhone 15 Pro in an orientation.
  public static func iPhone15Pro(_ orientation: Orientation) -> ViewImageConfig {
    iPhone15(orientation)
  }

  /// iPhone 15 Pro Max (OpenUIKit's): 430 × 932 pt @3x.
  public static let iPhone15ProMax = ViewImageConfig.iPhone15ProMax(.portrait)
  /// iPhone 15 Pro Max in an orientation.
  public static func iPhone15ProMax(_ orientation: Orientation) -> ViewImageConfig {
    notched(
      orientation, width: 430, height: 932, top: 59, landscapeBottom: 21, scale: 3,
      landscapeWidthClass: .regular)
  }

  private static func pad(
    _ orientation: TabletOrientation, width: CGFloat, height: CGFloat,
    insets: UIEdgeInsets, landscapeSplits: (CGFloat, CGFloat, CGFloat),
    portraitSplits: (CGFloat, CGFloat), regularHalf: Bool = false
  ) -> ViewImageConfig {
    let size: CGSize
    let horizontal: UIUserInterfaceSizeClass
    switch orientation {
    case .landscape(let split):
      switch split {
      case .oneThird:
        (size, horizontal) = (CGSize(width: landscapeSplits.0, height: width), .compact)
      case .oneHalf:
        (size, horizontal) = (
          CGSize(width: landscapeSplits.1, height: width), regularHalf ? .regular : .compact
        )
      case .twoThirds:
        (size, horizontal) = (CGSize(width: landscapeSplits.2, height: width), .regular)
      case .full: (size, horizontal) = (CGSize(width: height, height: width), .regular)
      }
    case .portrait(let split):
      switch split {
      case .oneThird:
        (size, horizontal) = (CGSize(width: portraitSplits.0, height: height), .compact)
      case .twoThirds:
        (size, horizontal) = (CGSize(width: portraitSplits.1, height: height), .compact)
      case .full: (size, horizontal) = (CGSize(width: width, height: height), .regular)
      }
    }
    return ViewImageConfig(
      safeArea: insets, size: size, traits: .iPad(horizontal: horizontal, vertical: .regular))
  }

  /// iPad mini (768 × 1024 pt, the 9.7″ layout), landscape.
  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  /// iPad mini in an orientation.
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPad9_7(orientation)
  }

  /// iPad 9.7″: 768 × 1024 pt, safe area (20, 0, 0, 0), landscape.
  public static let iPad9_7 = ViewImageConfig.iPad9_7(.landscape)
  /// iPad 9.7″ in an orientation.
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      orientation, width: 768, height: 1024,
      insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSplits: (320, 507, 694), portraitSplits: (320, 438))
  }

  /// iPad 10.2″: 810 × 1080 pt, safe area (20, 0, 0, 0), landscape.
  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  /// iPad 10.2″ in an orientation.
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      orientation, width: 810, height: 1080,
      insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSplits: (320, 535, 750), portraitSplits: (320, 480))
  }

  /// iPad Pro 10.5″: 834 × 1112 pt, safe area (20, 0, 0, 0), landscape.
  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  /// iPad Pro 10.5″ in an orientation.
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      orientation, width: 834, height: 1112,
      insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSplits: (320, 551, 782), portraitSplits: (320, 504))
  }

  /// iPad Pro 11″: 834 × 1194 pt, safe area (24, 0, 20, 0), landscape.
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  /// iPad Pro 11″ in an orientation.
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      orientation, width: 834, height: 1194,
      insets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
      landscapeSplits: (375, 592, 809), portraitSplits: (320, 504))
  }

  /// iPad Pro 12.9″: 1024 × 1366 pt, safe area (20, 0, 0, 0), landscape; half of it in
  /// landscape is regular width.
  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  /// iPad Pro 12.9″ in an orientation.
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    pad(
      orientation, width: 1024, height: 1366,
      insets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      landscapeSplits: (375, 678, 981), portraitSplits: (375, 639), regularHalf: true)
  }
}

extension UITraitCollection {
  /// A phone's traits in swift-snapshot-testing's presets: idiom, left to right, the medium
  /// text size, the size classes and the scale.
  static func iPhone(
    scale: CGFloat, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass
  ) -> UITraitCollection {
    UITraitCollection(traitsFrom: [
      .init(userInterfaceIdiom: .phone), .init(layoutDirection: .leftToRight),
      .init(preferredContentSizeCategory: .medium), .init(horizontalSizeClass: horizontal),
      .init(verticalSizeClass: vertical), .init(displayScale: scale),
    ])
  }

  /// An iPad's traits in swift-snapshot-testing's presets: idiom and size classes only.
  static func iPad(horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass)
    -> UITraitCollection
  {
    UITraitCollection(traitsFrom: [
      .init(userInterfaceIdiom: .pad), .init(horizontalSizeClass: horizontal),
      .init(verticalSizeClass: vertical),
    ])
  }
}
