import Foundation

/// Converting between coordinate spaces and sizing to fit.
extension UIView {
  /// The affine map from this view's bounds coordinates to its superview's: the bounds
  /// centre goes to ``center`` through ``transform`` (UIKit's default anchor point, the middle).
  func transformToSuperview() -> CGAffineTransform {
    let b = storedBounds
    let toMiddle = CGAffineTransform(translationX: -b.midX, y: -b.midY)
    let toCenter = CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y)
    if storedTransform.isIdentity { return toMiddle.concatenating(toCenter) }
    return toMiddle.concatenating(storedTransform).concatenating(toCenter)
  }

  /// The affine map from this view's bounds coordinates to its root view's bounds coordinates.
  func transformToRoot() -> CGAffineTransform {
    var result = CGAffineTransform.identity
    var v: UIView = self
    while let parent = v.superview {
      result = result.concatenating(v.transformToSuperview())
      v = parent
    }
    return result
  }

  /// The map from this view's coordinates to `view`'s (its root's when `view` is nil).
  private func transform(to view: UIView?) -> CGAffineTransform {
    let target = view ?? rootView
    return transformToRoot().concatenating(target.transformToRoot().inverted())
  }

  /// Converts a point from this view's coordinates to another view's (or the window's),
  /// through every transform on the way.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    point.applying(transform(to: view))
  }

  /// Converts a point from another view's coordinates to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    (view ?? rootView).convert(point, to: self)
  }

  /// Converts a rectangle from this view's coordinates to another view's: the smallest
  /// rectangle holding the transformed one.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(transform(to: view))
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    (view ?? rootView).convert(rect, to: self)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    var f = frame
    f.size = size
    frame = f
  }
}
