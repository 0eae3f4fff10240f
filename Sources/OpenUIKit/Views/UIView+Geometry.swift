import Foundation

/// Converting between coordinate spaces and sizing to fit.
extension UIView {
  /// The transform from this view's bounds coordinates to the root's.
  func originInRoot() -> CGPoint {
    var x: CGFloat = 0
    var y: CGFloat = 0
    var v: UIView? = self
    while let current = v, let parent = current.superview {
      let f = current.frame
      x += f.minX - current.storedBounds.minX
      y += f.minY - current.storedBounds.minY
      _ = parent
      v = parent
    }
    if let root = v {
      x -= root.storedBounds.minX
      y -= root.storedBounds.minY
    }
    return CGPoint(x: x, y: y)
  }

  /// Converts a point from this view's coordinates to another view's (or the window's).
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let mine = originInRoot()
    let theirs = (view ?? rootView).originInRoot()
    return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }

  /// Converts a point from another view's coordinates to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    (view ?? rootView).convert(point, to: self)
  }

  /// Converts a rectangle from this view's coordinates to another view's.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    var f = frame
    f.size = size
    frame = f
  }
}
