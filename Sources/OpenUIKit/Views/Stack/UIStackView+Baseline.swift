import Foundation

/// Which arranged view's baseline stands for the stack's (UIKit's
/// `_baselineViewVendTallest:forFirstBaseline:`).
extension UIStackView {
  /// The view whose first (or last) baseline is the stack's: the tallest visible arranged
  /// view of a horizontal stack (the first of equally tall ones), the first (or last)
  /// visible arranged view of a vertical one, the stack itself when none is visible. Before
  /// the first layout pass (all heights zero) a horizontal stack compares the views'
  /// intrinsic heights.
  func baselineArrangedView(forFirstBaseline first: Bool) -> UIView {
    let visible = visibleArrangedSubviews
    if axis == .vertical {
      return (first ? visible.first : visible.last) ?? self
    }
    let laidOut = visible.contains { $0.bounds.height > 0 }
    func height(_ view: UIView) -> CGFloat {
      laidOut ? view.bounds.height : max(view.intrinsicContentSize.height, 0)
    }
    var tallest: UIView?
    for view in visible {
      if let current = tallest, height(view) <= height(current) { continue }
      tallest = view
    }
    return tallest ?? self
  }
}
