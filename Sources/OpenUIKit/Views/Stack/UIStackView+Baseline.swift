import Foundation

/// Which arranged view's baseline stands for the stack's (UIKit's
/// `_baselineViewVendTallest:forFirstBaseline:`).
extension UIStackView {
  /// The view whose first (or last) baseline is the stack's: the tallest visible arranged
  /// view of a horizontal stack (the first of equally tall ones), the first (or last)
  /// visible arranged view of a vertical one, the stack itself when none is visible. The
  /// stack's `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` answer with it once
  /// UIView's baseline views can be overridden.
  func baselineArrangedView(forFirstBaseline first: Bool) -> UIView {
    let visible = visibleArrangedSubviews
    if axis == .vertical {
      return (first ? visible.first : visible.last) ?? self
    }
    var tallest: UIView?
    for view in visible {
      if let current = tallest, view.bounds.height <= current.bounds.height { continue }
      tallest = view
    }
    return tallest ?? self
  }
}
