import Foundation
import LayoutSnapshot
import OpenUIKit

extension Diffing where Value == UIImage {
  /// Images compared pixel for pixel (see ``image(precision:perceptualPrecision:scale:)``).
  public static var image: Diffing { .image() }

  /// Images stored as PNG and compared as swift-snapshot-testing compares them: `precision`
  /// is the fraction of pixels (or bytes) that must match, `perceptualPrecision` how close in
  /// colour (ΔE) a pixel must be to count as matching; `scale` is the scale references are read
  /// at (nil: the main screen's). A failure attaches the reference, the new image and their
  /// difference.
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Diffing {
    Diffing(
      toData: { $0.pngData() ?? Data() },
      fromData: { data in
        UIImage(data: data, scale: scale ?? UIScreen.mainScale) ?? UIImage(size: .zero)
      },
      diff: { old, new in
        // A rendered image whose pixels are the reference's matches it, whatever the
        // precision: its PNG is not needed.
        if matchesRendering(reference: old, image: new) { return nil }
        let oldBytes = bytes(of: old)
        let newBytes = bytes(of: new)
        // The same bytes are the same pixels: nothing to decode.
        if oldBytes == newBytes { return nil }
        guard let comparison = ImageComparison(referencePNG: oldBytes, actualPNG: newBytes) else {
          return oldBytes == newBytes
            ? nil : ("Newly-taken snapshot could not be read as a PNG.", [])
        }
        guard
          let message = comparison.failure(
            precision: precision, perceptualPrecision: perceptualPrecision)
        else { return nil }
        let reference = XCTAttachment(data: Data(oldBytes), uniformTypeIdentifier: "public.png")
        reference.name = "reference"
        let failure = XCTAttachment(data: Data(newBytes), uniformTypeIdentifier: "public.png")
        failure.name = "failure"
        var attachments = [reference, failure]
        if comparison.sameSize {
          let png = PNGEncoder.encode(
            width: comparison.width, height: comparison.height, rgba: comparison.differenceImage())
          let difference = XCTAttachment(data: Data(png), uniformTypeIdentifier: "public.png")
          difference.name = "difference"
          attachments.append(difference)
        }
        return (message, attachments)
      })
  }
}

/// An image's PNG bytes, copied at once (not byte by byte through `NSData`).
private func bytes(of image: UIImage) -> [UInt8] {
  image.pngData()?.withUnsafeBytes { [UInt8]($0) } ?? []
}

/// Whether `image` was rendered by OpenUIKit and its pixels are exactly those of the PNG
/// `reference` (false whenever that cannot be told without encoding `image`).
private func matchesRendering(reference: UIImage, image: UIImage) -> Bool {
  guard let canvas = image.deferredPNG?.source as? Canvas,
    let png = reference.pngData(),
    let pixels = ReferencePixelsCache.shared.pixels(of: png.withUnsafeBytes { [UInt8]($0) }),
    pixels.width == canvas.width, pixels.height == canvas.height
  else { return false }
  return canvas.hasPixels(pixels.rgba, firstEqualRow: pixels.firstEqualRow)
}
