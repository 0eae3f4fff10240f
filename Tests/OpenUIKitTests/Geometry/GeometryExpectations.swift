import Foundation
import OpenUIKit
import Testing

/// The tolerance of every geometric comparison in these tests.
let tolerance: CGFloat = 1e-9

/// Expects `actual` to be within ``tolerance`` of `expected`.
func expectClose(
  _ actual: CGFloat, _ expected: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) ≉ \(expected)", sourceLocation: sourceLocation)
}

/// Expects both coordinates of `actual` to be within ``tolerance`` of `expected`.
func expectClose(
  _ actual: CGPoint, _ expected: CGPoint, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(actual.x, expected.x, sourceLocation: sourceLocation)
  expectClose(actual.y, expected.y, sourceLocation: sourceLocation)
}

/// Expects both dimensions of `actual` to be within ``tolerance`` of `expected`.
func expectClose(
  _ actual: CGSize, _ expected: CGSize, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(actual.width, expected.width, sourceLocation: sourceLocation)
  expectClose(actual.height, expected.height, sourceLocation: sourceLocation)
}

/// Expects the origin and size of `actual` to be within ``tolerance`` of `expected`.
func expectClose(
  _ actual: CGRect, _ expected: CGRect, sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(actual.origin, expected.origin, sourceLocation: sourceLocation)
  expectClose(actual.size, expected.size, sourceLocation: sourceLocation)
}

/// Expects the six entries of `actual` to be within ``tolerance`` of `expected`.
func expectClose(
  _ actual: CGAffineTransform, _ expected: CGAffineTransform,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  expectClose(actual.a, expected.a, sourceLocation: sourceLocation)
  expectClose(actual.b, expected.b, sourceLocation: sourceLocation)
  expectClose(actual.c, expected.c, sourceLocation: sourceLocation)
  expectClose(actual.d, expected.d, sourceLocation: sourceLocation)
  expectClose(actual.tx, expected.tx, sourceLocation: sourceLocation)
  expectClose(actual.ty, expected.ty, sourceLocation: sourceLocation)
}

/// Returns `[a, b, c, d, tx, ty]` as a transform, to keep expected matrices short.
func matrix(
  _ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat
) -> CGAffineTransform {
  CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
}
