import Foundation
import OpenUIKit

extension Snapshotting where Value == UIImage, Format == UIImage {
  /// An image compared pixel for pixel, in a `.png` file.
  public static var image: Snapshotting { .image() }

  /// An image compared with a precision (see ``Diffing/image(precision:perceptualPrecision:scale:)``).
  public static func image(
    precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil
  ) -> Snapshotting {
    SimplySnapshotting(
      pathExtension: "png",
      diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
  }
}
