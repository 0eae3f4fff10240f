import Foundation

/// Finding the view under a point.
extension UIView {
  /// Whether `point` (in this view's coordinates) is inside the bounds.
  public func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    bounds.contains(point)
  }

  /// The deepest visible, interactive descendant (or this view) containing `point` (in this
  /// view's coordinates); later subviews are in front. Hidden views, views with alpha below
  /// 0.01 and views with user interaction off are skipped with their subtrees.
  public func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01 else { return nil }
    guard self.point(inside: point, with: event) else { return nil }
    for sub in subviews.reversed() {
      let local = sub.convert(point, from: self)
      if let hit = sub.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
