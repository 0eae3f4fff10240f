import Foundation
import OpenUIKit

/// A view with a fixed intrinsic content size: the stand-in for a label, an image view or a
/// button until OpenUIKit has them. As with a label, its size comes from the content-size
/// constraints the engine makes (hugging 250, compression resistance 750) unless explicit
/// constraints say otherwise.
final class FixedSizeView: UIView {
  /// The size reported as ``intrinsicContentSize``.
  let fixedSize: CGSize

  /// Creates a view whose intrinsic content size is `width` × `height`.
  init(width: CGFloat, height: CGFloat) {
    fixedSize = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The fixed size.
  override var intrinsicContentSize: CGSize { fixedSize }
}
