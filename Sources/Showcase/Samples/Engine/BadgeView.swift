import Foundation
import OpenUIKit

/// Sample E2's badge, as the tutorial writes it: 28 × 20, or 40 × 20 above 99, through
/// `intrinsicContentSize`; a new count calls `invalidateIntrinsicContentSize()`.
///
/// Showcase changes: `public`.
public final class BadgeView: UIView {
  /// The count; setting it invalidates the intrinsic size.
  public var count: Int = 0 {
    didSet {
      invalidateIntrinsicContentSize()
    }
  }

  /// 28 × 20, or 40 × 20 above 99.
  public override var intrinsicContentSize: CGSize {
    let textWidth = CGFloat(count > 99 ? 40 : 28)
    return CGSize(width: textWidth, height: 20)
  }
}
