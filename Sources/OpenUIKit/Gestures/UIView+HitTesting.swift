import Foundation

/// Finding the view under a point (the overridable entry points, `point(inside:with:)` and
/// `hitTest(_:with:)`, are declared in the class body of ``UIView``).
extension UIView {
  /// UIKit's hit test: nil for a hidden view, a view with alpha below 0.01, a view with user
  /// interaction off, or a point outside ``point(inside:with:)``; else the frontmost subview's
  /// hit (asked through its possibly overridden ``hitTest(_:with:)``), else the view itself.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for sub in subviews.reversed() {
      let local = sub.convert(point, from: self)
      if let hit = sub.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
