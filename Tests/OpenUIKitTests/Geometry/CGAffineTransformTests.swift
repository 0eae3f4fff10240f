import Foundation
import OpenUIKit
import Testing

@Suite struct CGAffineTransformTests {
  /// √2 / 2, the sine and cosine of π/4.
  let half = CGFloat(2).squareRoot() / 2

  @Test func identityIsOneZeroZeroOneZeroZero() {
    let identity = CGAffineTransform.identity
    #expect(identity == matrix(1, 0, 0, 1, 0, 0))
    #expect(identity.isIdentity)
  }

  @Test func defaultInitializerIsAllZeroAndNotIdentity() {
    let zero = CGAffineTransform()
    #expect(zero == matrix(0, 0, 0, 0, 0, 0))
    #expect(!zero.isIdentity)
  }

  @Test func isIdentityIsExact() {
    #expect(!matrix(1, 0, 0, 1, 0, 1e-300).isIdentity)
    #expect(!matrix(1, 1e-300, 0, 1, 0, 0).isIdentity)
    #expect(!CGAffineTransform(rotationAngle: 2 * .pi).isIdentity)
    #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    #expect(CGAffineTransform(scaleX: 1, y: 1).isIdentity)
    #expect(CGAffineTransform(translationX: 0, y: 0).isIdentity)
  }

  @Test func memberwiseInitializerStoresEntries() {
    let t = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    #expect(t.a == 1)
    #expect(t.b == 2)
    #expect(t.c == 3)
    #expect(t.d == 4)
    #expect(t.tx == 5)
    #expect(t.ty == 6)
  }

  @Test func rotationByQuarterPi() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 4)
    expectClose(rotation, matrix(half, half, -half, half, 0, 0))
    #expect(rotation.tx == 0)
    #expect(rotation.ty == 0)
  }

  @Test func rotationByHalfPiTurnsXIntoY() {
    let rotation = CGAffineTransform(rotationAngle: .pi / 2)
    expectClose(rotation, matrix(0, 1, -1, 0, 0, 0))
    // Like CoreGraphics, no rounding: cos(π/2) is 6.1e-17, not zero.
    #expect(rotation.a != 0)
  }

  @Test func scaleAndTranslationInitializers() {
    #expect(CGAffineTransform(scaleX: 2, y: -3) == matrix(2, 0, 0, -3, 0, 0))
    #expect(CGAffineTransform(translationX: 10, y: -20) == matrix(1, 0, 0, 1, 10, -20))
  }

  @Test func concatenatingAppliesReceiverFirst() {
    let scale = CGAffineTransform(scaleX: 2, y: 2)
    let translation = CGAffineTransform(translationX: 10, y: 0)
    let scaleThenTranslate = scale.concatenating(translation)
    let translateThenScale = translation.concatenating(scale)
    #expect(scaleThenTranslate == matrix(2, 0, 0, 2, 10, 0))
    #expect(translateThenScale == matrix(2, 0, 0, 2, 20, 0))
    let point = CGPoint(x: 1, y: 1)
    #expect(point.applying(scaleThenTranslate) == CGPoint(x: 12, y: 2))
    #expect(point.applying(translateThenScale) == CGPoint(x: 22, y: 2))
  }

  @Test func concatenatingIsTheMatrixProduct() {
    let t1 = matrix(1, 2, 3, 4, 5, 6)
    let t2 = matrix(7, 8, 9, 10, 11, 12)
    // [1 2 0; 3 4 0; 5 6 1] × [7 8 0; 9 10 0; 11 12 1]
    #expect(t1.concatenating(t2) == matrix(25, 28, 57, 64, 100, 112))
    #expect(t2.concatenating(t1) == matrix(31, 46, 39, 58, 52, 76))
    let point = CGPoint(x: -2, y: 3)
    expectClose(point.applying(t1.concatenating(t2)), point.applying(t1).applying(t2))
  }

  @Test func concatenatingWithIdentityIsNeutral() {
    let t = matrix(1, 2, 3, 4, 5, 6)
    #expect(t.concatenating(.identity) == t)
    #expect(CGAffineTransform.identity.concatenating(t) == t)
  }

  @Test func translatedByTranslatesBeforeTheReceiver() {
    let scale = CGAffineTransform(scaleX: 2, y: 3)
    let translated = scale.translatedBy(x: 10, y: -1)
    #expect(translated == matrix(2, 0, 0, 3, 20, -3))
    #expect(translated == CGAffineTransform(translationX: 10, y: -1).concatenating(scale))
    #expect(CGPoint(x: 1, y: 1).applying(translated) == CGPoint(x: 22, y: 0))
  }

  @Test func scaledByScalesBeforeTheReceiver() {
    let translation = CGAffineTransform(translationX: 10, y: 20)
    let scaled = translation.scaledBy(x: 2, y: 3)
    #expect(scaled == matrix(2, 0, 0, 3, 10, 20))
    #expect(scaled == CGAffineTransform(scaleX: 2, y: 3).concatenating(translation))
    #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 12, y: 23))
  }

  @Test func scaledByOnAGeneralMatrixScalesRows() {
    #expect(matrix(1, 2, 3, 4, 5, 6).scaledBy(x: 2, y: -1) == matrix(2, 4, -3, -4, 5, 6))
  }

  @Test func rotatedByRotatesBeforeTheReceiver() {
    let translation = CGAffineTransform(translationX: 10, y: 0)
    let rotated = translation.rotated(by: .pi / 2)
    expectClose(rotated, matrix(0, 1, -1, 0, 10, 0))
    expectClose(CGPoint(x: 1, y: 0).applying(rotated), CGPoint(x: 10, y: 1))
  }

  @Test func rotatedByMatchesConcatenatingARotation() {
    let t = matrix(1, 2, 3, 4, 5, 6)
    let angle: CGFloat = 0.7
    expectClose(t.rotated(by: angle), CGAffineTransform(rotationAngle: angle).concatenating(t))
    expectClose(
      CGAffineTransform.identity.rotated(by: .pi / 4), CGAffineTransform(rotationAngle: .pi / 4))
  }

  @Test func invertedOfAGeneralMatrix() {
    let t = matrix(2, 1, 1, 3, 5, 7)  // determinant 5
    let inverse = t.inverted()
    expectClose(inverse, matrix(0.6, -0.2, -0.2, 0.4, -1.6, -1.8))
    expectClose(t.concatenating(inverse), .identity)
    expectClose(inverse.concatenating(t), .identity)
    let point = CGPoint(x: -4, y: 9)
    expectClose(point.applying(t).applying(inverse), point)
  }

  @Test func invertedOfElementaryTransforms() {
    #expect(CGAffineTransform(translationX: 3, y: -4).inverted() == matrix(1, 0, 0, 1, -3, 4))
    #expect(CGAffineTransform(scaleX: 2, y: 4).inverted() == matrix(0.5, 0, 0, 0.25, 0, 0))
    expectClose(
      CGAffineTransform(rotationAngle: .pi / 4).inverted(),
      CGAffineTransform(rotationAngle: -.pi / 4))
    #expect(CGAffineTransform.identity.inverted() == .identity)
  }

  @Test func invertedOfASingularMatrixReturnsItUnchanged() {
    let flat = CGAffineTransform(scaleX: 0, y: 2).translatedBy(x: 1, y: 1)
    #expect(flat.inverted() == flat)
    let dependentRows = matrix(1, 2, 2, 4, 5, 6)  // 1·4 − 2·2 = 0
    #expect(dependentRows.inverted() == dependentRows)
    #expect(CGAffineTransform().inverted() == CGAffineTransform())
  }

  @Test func equalityComparesAllSixEntries() {
    let t = matrix(1, 2, 3, 4, 5, 6)
    #expect(t == matrix(1, 2, 3, 4, 5, 6))
    #expect(t != matrix(0, 2, 3, 4, 5, 6))
    #expect(t != matrix(1, 0, 3, 4, 5, 6))
    #expect(t != matrix(1, 2, 0, 4, 5, 6))
    #expect(t != matrix(1, 2, 3, 0, 5, 6))
    #expect(t != matrix(1, 2, 3, 4, 0, 6))
    #expect(t != matrix(1, 2, 3, 4, 5, 0))
  }

  @Test func codableUsesAnUnkeyedArrayInCoreGraphicsOrder() throws {
    let decoded = try JSONDecoder().decode(
      CGAffineTransform.self, from: Data("[1, 2, 3, 4, 5, 6]".utf8))
    #expect(decoded == matrix(1, 2, 3, 4, 5, 6))
    let t = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 1.5, y: -2)
    let roundTripped = try JSONDecoder().decode(
      CGAffineTransform.self, from: JSONEncoder().encode(t))
    #expect(roundTripped == t)
  }

  @Test func descriptionIsTheMemberwiseReflection() {
    #expect(
      String(describing: CGAffineTransform.identity)
        == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
  }
}
