import Foundation
import LayoutSnapshot
import OpenUIKit

/// Puts a view or controller on a screen for a snapshot, as swift-snapshot-testing does
/// (uikit-apps.md §9.5): the configuration's traits with the explicit ones on top, a window of
/// the configuration's size and safe area, the appearance cycle run, laid out; then rendered at
/// the traits' display scale (the main screen's when unspecified).
@MainActor
enum SnapshotHost {
  /// The traits of `config` with `traits` on top.
  nonisolated static func traits(_ config: ViewImageConfig, _ traits: UITraitCollection)
    -> UITraitCollection
  {
    UITraitCollection(traitsFrom: [config.traits, traits])
  }

  /// The scale an image is taken at: the traits' display scale, else the main screen's.
  nonisolated static func scale(_ traits: UITraitCollection) -> CGFloat {
    traits.displayScale > 0 ? traits.displayScale : UIScreen.mainScale
  }

  /// Copies the traits a collection specifies into overrides.
  static func apply(_ traits: UITraitCollection, to overrides: inout UITraitOverrides) {
    let unspecified = UITraitCollection()
    if traits.userInterfaceStyle != unspecified.userInterfaceStyle {
      overrides.userInterfaceStyle = traits.userInterfaceStyle
    }
    if traits.horizontalSizeClass != unspecified.horizontalSizeClass {
      overrides.horizontalSizeClass = traits.horizontalSizeClass
    }
    if traits.verticalSizeClass != unspecified.verticalSizeClass {
      overrides.verticalSizeClass = traits.verticalSizeClass
    }
    if traits.userInterfaceIdiom != unspecified.userInterfaceIdiom {
      overrides.userInterfaceIdiom = traits.userInterfaceIdiom
    }
    if traits.displayScale != unspecified.displayScale {
      overrides.displayScale = traits.displayScale
    }
    if traits.layoutDirection != unspecified.layoutDirection {
      overrides.layoutDirection = traits.layoutDirection
    }
    if traits.preferredContentSizeCategory != unspecified.preferredContentSizeCategory {
      overrides.preferredContentSizeCategory = traits.preferredContentSizeCategory
    }
    if traits.accessibilityContrast != unspecified.accessibilityContrast {
      overrides.accessibilityContrast = traits.accessibilityContrast
    }
    if traits.legibilityWeight != unspecified.legibilityWeight {
      overrides.legibilityWeight = traits.legibilityWeight
    }
    if traits.userInterfaceLevel != unspecified.userInterfaceLevel {
      overrides.userInterfaceLevel = traits.userInterfaceLevel
    }
  }

  /// A window hosting `controller` at the configuration's size (or the controller's view's, or
  /// its fitting size), with the configuration's safe area and the traits, appeared and laid
  /// out.
  static func host(
    _ controller: UIViewController, config: ViewImageConfig, size: CGSize?,
    traits: UITraitCollection
  ) -> UIWindow {
    let merged = Self.traits(config, traits)
    let windowSize = completed(
      size ?? config.size ?? controller.view.frame.size, fitting: controller.view)
    let screen = UIScreen(
      name: "snapshot", size: windowSize, scale: scale(merged), safeAreaInsets: config.safeArea,
      landscapeSafeAreaInsets: config.safeArea, maximumFramesPerSecond: 60,
      userInterfaceIdiom: merged.userInterfaceIdiom == .pad ? .pad : .phone,
      landscapeHorizontalSizeClass: .compact)
    let window = UIWindow(screen: screen)
    apply(merged, to: &window.traitOverrides)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  /// The PNG of a hosted window, with what it presents.
  static func image(of window: UIWindow, traits: UITraitCollection) -> UIImage {
    let scale = scale(traits)
    return drawn(window, scale: scale)
  }

  /// The PNG of a view: drawn where it is when it is in a window; otherwise sized (`size`, its
  /// frame, or its fitting size), given the traits, laid out and drawn on its own with no safe
  /// area, then given its frame and traits back.
  static func image(of view: UIView, size: CGSize?, traits: UITraitCollection) -> UIImage {
    let scale = scale(traits)
    if view.window != nil, size == nil {
      view.window?.layoutIfNeeded()
      return drawn(view, scale: scale)
    }
    let savedFrame = view.frame
    let savedOverrides = view.traitOverrides
    defer {
      view.traitOverrides = savedOverrides
      view.frame = savedFrame
    }
    apply(traits, to: &view.traitOverrides)
    let target = completed(size ?? view.frame.size, fitting: view)
    view.frame = CGRect(origin: view.frame.origin, size: target)
    view.layoutIfNeeded()
    return drawn(view, scale: scale)
  }

  /// The view drawn by the rasterizer at `scale`, as a PNG-backed image whose PNG is encoded
  /// only when asked for (a comparison whose pixels match never needs it).
  static func drawn(_ view: UIView, scale: CGFloat) -> UIImage {
    let canvas = RasterRenderer.render(view, scale: scale)
    guard scale > 0, canvas.width > 0, canvas.height > 0 else {
      // No PNG header reads an empty picture: a blank image, as before.
      let png = PNGEncoder.encode(canvas)
      return UIImage(data: Data(png), scale: scale) ?? UIImage(size: .zero)
    }
    let size = CGSize(width: CGFloat(canvas.width) / scale, height: CGFloat(canvas.height) / scale)
    let png = DeferredPNG(source: canvas) { PNGEncoder.encode(canvas) }
    return UIImage(size: size, scale: scale, png: png)
  }

  /// `size`, with a zero (or negative) width or height taken from `view`'s fitting size.
  static func completed(_ size: CGSize, fitting view: UIView) -> CGSize {
    guard size.width <= 0 || size.height <= 0 else { return size }
    let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
    return CGSize(
      width: size.width > 0 ? size.width : fitting.width,
      height: size.height > 0 ? size.height : fitting.height)
  }
}
