import Foundation

/// Fitting sizes: the size the constraints give a view for a target size.
extension UIView {
  /// The smallest size the constraints allow (0 × 0 as a target).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// A very large target size (use it as "as large as the constraints allow").
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size closest to `targetSize` that satisfies the view's constraints, pulling with
  /// ``UILayoutPriority/fittingSizeLevel`` (50) on both axes.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size closest to `targetSize` that satisfies the view's constraints, pulling the width
  /// and the height toward the target with the given priorities (``UILayoutPriority/required``
  /// fixes that dimension).
  ///
  /// As in UIKit, temporary constraints `width == target.width @ horizontal` and
  /// `height == target.height @ vertical` are added, the engine solves and the size is read;
  /// nothing is laid out. Multi-line labels inside the view without a
  /// ``UILabel/preferredMaxLayoutWidth`` take the width the solution gives them and the engine
  /// solves again with their wrapped heights (UIKit's second pass), so a cell's fitting height
  /// includes every line of its labels. The constraints stay in the engine until it is next used for
  /// anything else, so that sizing many items with one mannequin view only moves their
  /// constants. A view that is the root of its hierarchy (a cell's content view, say) is
  /// measured with its own size left free.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    LayoutPass.fittingSize(
      of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
  }
}
