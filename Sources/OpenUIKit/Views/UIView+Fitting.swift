import Cassowary
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
    updateConstraintsIfNeeded()
    let engine = self.engine
    var size = engine.fittingSize(
      of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    let labels = wrappingLabels()
    guard !labels.isEmpty else { return size }
    // Each pass can only narrow or widen labels the previous one moved; a few settle it.
    for _ in 0..<4 {
      var changed = false
      for label in labels where label.adoptWrapWidth(engine.solvedWidth(of: label)) {
        changed = true
      }
      guard changed else { break }
      size = engine.fittingSize(
        of: self, target: targetSize, horizontal: horizontal, vertical: vertical)
    }
    return size
  }

  /// The multi-line labels in this view's subtree that wrap at the width layout gives them.
  /// Allocates nothing unless it finds one: it runs on every fitting call (a collection
  /// view's mannequin cell is fitted once per item).
  private func wrappingLabels() -> [UILabel] {
    var found: [UILabel] = []
    collectWrappingLabels(into: &found)
    return found
  }

  private func collectWrappingLabels(into found: inout [UILabel]) {
    if let label = self as? UILabel, label.numberOfLines != 1,
      label.preferredMaxLayoutWidth == 0, label.text?.isEmpty == false
    {
      found.append(label)
    }
    for subview in subviews { subview.collectWrappingLabels(into: &found) }
  }
}
