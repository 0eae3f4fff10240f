import Foundation

/// Images whose PNG bytes are made only when asked for.
extension UIImage {
  /// An image of `size` points at `scale` whose `pngData()` is made by `png` when first
  /// needed.
  package convenience init(size: CGSize, scale: CGFloat, png: DeferredPNG) {
    self.init(storage: Storage(size: size, scale: scale, deferredPNG: png))
  }

  /// The deferred PNG of an image made with one (nil for any other image).
  package var deferredPNG: DeferredPNG? { storage.deferredPNG }
}
