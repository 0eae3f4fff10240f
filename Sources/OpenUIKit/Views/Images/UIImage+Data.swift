import Foundation

/// Images from bytes and files.
extension UIImage {
  /// A PNG image from its bytes at scale 1, or nil when the bytes are not a PNG (OpenUIKit
  /// reads PNG only; UIKit also decodes JPEG, HEIC…).
  public convenience init?(data: Data) {
    self.init(data: data, scale: 1)
  }

  /// A PNG image from its bytes at a scale (size = pixels ÷ scale), or nil.
  public convenience init?(data: Data, scale: CGFloat) {
    guard scale > 0, let header = try? PNGHeader.read(data) else { return nil }
    self.init(
      storage: Storage(
        size: CGSize(width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale),
        scale: scale, data: NSData(data: data)))
  }

  /// The PNG at a path, its scale taken from an `@2x` / `@3x` suffix, or nil when the file is
  /// missing or not a PNG (a damaged one is reported as a ``ResourceDiagnostic``).
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    guard let data = try? Data(contentsOf: url) else { return nil }
    let stem = url.deletingPathExtension().lastPathComponent
    let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
    do {
      let header = try PNGHeader.read(data)
      self.init(
        storage: Storage(
          size: CGSize(
            width: CGFloat(header.width) / scale, height: CGFloat(header.height) / scale),
          scale: scale, fileURL: url, data: NSData(data: data)))
    } catch {
      ResourceDiagnostics.report(.corruptImage(name: stem, path: path, reason: error.reason))
      return nil
    }
  }

  /// The PNG bytes of an image read from a PNG (its file's bytes, unchanged) or rendered by
  /// OpenUIKit's snapshot strategies; nil for symbols and blank images, which OpenUIKit does
  /// not rasterise here.
  public func pngData() -> Data? {
    // Copied at once: `Data(referencing:)` copies an `NSData` byte by byte on Linux.
    (storage.data ?? storage.deferredPNG?.data).map { Data(bytes: $0.bytes, count: $0.length) }
  }
}
