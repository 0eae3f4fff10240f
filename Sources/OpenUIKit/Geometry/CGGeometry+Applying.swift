import Foundation

extension CGPoint {
  /// Returns the point transformed by `t`: `(a·x + c·y + tx, b·x + d·y + ty)`
  /// (CoreGraphics' `CGPointApplyAffineTransform`).
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns the size transformed by `t` as a vector, without the translation:
  /// `(a·width + c·height, b·width + d·height)` (CoreGraphics' `CGSizeApplyAffineTransform`).
  ///
  /// The result can be negative, for example after a rotation or a flip.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Returns the smallest rectangle that contains the four corners of the receiver transformed
  /// by `t` (CoreGraphics' `CGRectApplyAffineTransform`).
  ///
  /// When `t` only scales, flips and translates, the result is exactly the transformed
  /// rectangle; after a rotation or a shear it is the axis-aligned bounding box. The receiver is
  /// standardized first, so negative sizes are allowed. The null rectangle and the infinite
  /// rectangle are returned unchanged.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || isInfinite { return self }
    let rect = standardized
    let p1 = CGPoint(x: rect.minX, y: rect.minY).applying(t)
    let p2 = CGPoint(x: rect.maxX, y: rect.minY).applying(t)
    let p3 = CGPoint(x: rect.minX, y: rect.maxY).applying(t)
    let p4 = CGPoint(x: rect.maxX, y: rect.maxY).applying(t)
    let minX = Swift.min(Swift.min(p1.x, p2.x), Swift.min(p3.x, p4.x))
    let maxX = Swift.max(Swift.max(p1.x, p2.x), Swift.max(p3.x, p4.x))
    let minY = Swift.min(Swift.min(p1.y, p2.y), Swift.min(p3.y, p4.y))
    let maxY = Swift.max(Swift.max(p1.y, p2.y), Swift.max(p3.y, p4.y))
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
