import Foundation
import OpenUIKit
import Testing

@Suite struct CGGeometryApplyingTests {
  /// √2 / 2, the sine and cosine of π/4.
  let half = CGFloat(2).squareRoot() / 2

  @Test func pointApplyingQuarterPiRotation() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 4)
    expectClose(CGPoint(x: 1, y: 0).applying(rotation), CGPoint(x: half, y: half))
    expectClose(CGPoint(x: 0, y: 1).applying(rotation), CGPoint(x: -half, y: half))
    expectClose(CGPoint(x: 1, y: 1).applying(rotation), CGPoint(x: 0, y: 2 * half))
    expectClose(CGPoint(x: 10, y: -10).applying(rotation), CGPoint(x: 20 * half, y: 0))
  }

  @Test func pointApplyingAGeneralMatrix() {
    // x' = a·x + c·y + tx, y' = b·x + d·y + ty
    let t = matrix(1, 2, 3, 4, 5, 6)
    #expect(CGPoint(x: 7, y: 8).applying(t) == CGPoint(x: 36, y: 52))
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 5, y: 6))
  }

  @Test func pointApplyingScaleAndTranslation() {
    #expect(
      CGPoint(x: 4, y: 5).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGPoint(x: 8, y: 15))
    #expect(
      CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 10, y: 20))
        == CGPoint(x: 11, y: 22))
  }

  @Test func sizeApplyingIgnoresTranslation() {
    let t = matrix(1, 2, 3, 4, 5, 6)
    // width' = a·w + c·h, height' = b·w + d·h
    #expect(CGSize(width: 7, height: 8).applying(t) == CGSize(width: 31, height: 46))
    let translation = CGAffineTransform(translationX: 10, y: 20)
    #expect(CGSize(width: 3, height: 4).applying(translation) == CGSize(width: 3, height: 4))
  }

  @Test func sizeApplyingRotationCanBeNegative() {
    expectClose(
      CGSize(width: 3, height: 4).applying(CGAffineTransform(rotationAngle: .pi / 2)),
      CGSize(width: -4, height: 3))
    expectClose(
      CGSize(width: 10, height: 10).applying(CGAffineTransform(rotationAngle: .pi / 4)),
      CGSize(width: 0, height: 20 * half))
  }

  @Test func rectApplyingQuarterPiRotationIsTheBoundingBox() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 4)
    // Corners (0,0) (10,0) (0,10) (10,10) go to (0,0) (7.07,7.07) (−7.07,7.07) (0,14.14).
    expectClose(
      CGRect(x: 0, y: 0, width: 10, height: 10).applying(rotation),
      CGRect(x: -10 * half, y: 0, width: 20 * half, height: 20 * half))
    // A 100 × 50 rectangle centred on the origin.
    let extentX = (50 + 25) * half * 2
    expectClose(
      CGRect(x: -50, y: -25, width: 100, height: 50).applying(rotation),
      CGRect(x: -extentX / 2, y: -extentX / 2, width: extentX, height: extentX))
  }

  @Test func rectApplyingHalfPiRotation() {
    // (x, y) → (−y, x): corners (10,20) (40,20) (10,60) (40,60) → x ∈ [−60, −20], y ∈ [10, 40].
    expectClose(
      CGRect(x: 10, y: 20, width: 30, height: 40).applying(
        CGAffineTransform(rotationAngle: .pi / 2)),
      CGRect(x: -60, y: 10, width: 40, height: 30))
  }

  @Test func rectApplyingScaleAndTranslationIsExact() {
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    #expect(
      rect.applying(CGAffineTransform(scaleX: 2, y: 3)) == CGRect(x: 2, y: 6, width: 6, height: 12))
    #expect(
      rect.applying(CGAffineTransform(translationX: -1, y: 10))
        == CGRect(x: 0, y: 12, width: 3, height: 4))
    // A flip stays a rectangle with a positive size.
    let flipped = rect.applying(CGAffineTransform(scaleX: 2, y: -1))
    #expect(flipped == CGRect(x: 2, y: -6, width: 6, height: 4))
    #expect(flipped.width > 0 && flipped.height > 0)
  }

  @Test func rectApplyingAShearIsTheBoundingBox() {
    // x' = x + y: corners (0,0) (2,0) (0,1) (2,1) → x' ∈ {0, 2, 1, 3}.
    let shear = matrix(1, 0, 1, 1, 0, 0)
    #expect(
      CGRect(x: 0, y: 0, width: 2, height: 1).applying(shear)
        == CGRect(x: 0, y: 0, width: 3, height: 1))
  }

  @Test func rectApplyingStandardizesNegativeSizes() {
    let negative = CGRect(x: 4, y: 6, width: -3, height: -4)
    #expect(negative.applying(.identity) == CGRect(x: 1, y: 2, width: 3, height: 4))
    #expect(
      negative.applying(CGAffineTransform(translationX: 1, y: 1))
        == CGRect(x: 2, y: 3, width: 3, height: 4))
  }

  @Test func rectApplyingKeepsAnEmptyRectEmpty() {
    let empty = CGRect(x: 5, y: 0, width: 0, height: 0)
    expectClose(
      empty.applying(CGAffineTransform(rotationAngle: .pi / 2)),
      CGRect(x: 0, y: 5, width: 0, height: 0))
  }

  @Test func rectApplyingLeavesNullAndInfiniteUnchanged() {
    let t = CGAffineTransform(rotationAngle: 1).scaledBy(x: 3, y: 2)
    #expect(CGRect.null.applying(t).isNull)
    #expect(CGRect.infinite.applying(t).isInfinite)
  }

  @Test func rectApplyingMatchesTransformedCornersForARotatedView() {
    // A 100 × 40 frame rotated by π/4 about its centre, as UIView.frame reports it.
    let bounds = CGRect(x: -50, y: -20, width: 100, height: 40)
    let center = CGPoint(x: 200, y: 300)
    let t = CGAffineTransform(rotationAngle: .pi / 4)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    let frame = bounds.applying(t)
    let extent = 140 * half
    expectClose(
      frame,
      CGRect(x: 200 - extent / 2, y: 300 - extent / 2, width: extent, height: extent))
    expectClose(CGPoint(x: frame.midX, y: frame.midY), center)
  }
}
