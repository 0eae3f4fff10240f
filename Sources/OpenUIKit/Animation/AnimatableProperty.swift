import Foundation

/// The view and layer properties that animate, each with the number of components its value
/// has (a rectangle 4, a point 2, a transform 6, a colour 4, a number 1).
enum AnimatableProperty: Int, Sendable, CaseIterable {
  /// `bounds` (origin and size, animated together, as UIKit's `bounds.origin` and
  /// `bounds.size`).
  case bounds
  /// `center` (the layer's `position`).
  case center
  /// `transform` (a, b, c, d, tx, ty).
  case transform
  /// `alpha` (the layer's `opacity`).
  case opacity
  /// `backgroundColor` (red, green, blue, alpha; no colour counts as clear).
  case backgroundColor
  /// `layer.cornerRadius`.
  case cornerRadius
  /// `layer.borderColor`.
  case borderColor
  /// `layer.shadowOpacity`.
  case shadowOpacity
}

/// A property's value as up to six numbers, so that additive deltas of every property are
/// added, scaled and summed the same way without allocating.
struct AnimationVector: Equatable, Sendable {
  var c0: Double = 0
  var c1: Double = 0
  var c2: Double = 0
  var c3: Double = 0
  var c4: Double = 0
  var c5: Double = 0

  static let zero = AnimationVector()

  init(
    _ c0: Double = 0, _ c1: Double = 0, _ c2: Double = 0, _ c3: Double = 0,
    _ c4: Double = 0, _ c5: Double = 0
  ) {
    self.c0 = c0
    self.c1 = c1
    self.c2 = c2
    self.c3 = c3
    self.c4 = c4
    self.c5 = c5
  }

  init(_ rect: CGRect) {
    self.init(
      Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width),
      Double(rect.size.height))
  }

  init(_ point: CGPoint) {
    self.init(Double(point.x), Double(point.y))
  }

  init(_ t: CGAffineTransform) {
    self.init(Double(t.a), Double(t.b), Double(t.c), Double(t.d), Double(t.tx), Double(t.ty))
  }

  init(_ color: UIColor?) {
    guard let color else {
      self.init()
      return
    }
    self.init(Double(color.r), Double(color.g), Double(color.b), Double(color.a))
  }

  var rect: CGRect { CGRect(x: c0, y: c1, width: c2, height: c3) }
  var point: CGPoint { CGPoint(x: c0, y: c1) }
  var affineTransform: CGAffineTransform {
    CGAffineTransform(
      a: CGFloat(c0), b: CGFloat(c1), c: CGFloat(c2), d: CGFloat(c3), tx: CGFloat(c4),
      ty: CGFloat(c5))
  }
  var color: UIColor { UIColor.interpolatedColor(self) }

  static func + (lhs: AnimationVector, rhs: AnimationVector) -> AnimationVector {
    AnimationVector(
      lhs.c0 + rhs.c0, lhs.c1 + rhs.c1, lhs.c2 + rhs.c2, lhs.c3 + rhs.c3, lhs.c4 + rhs.c4,
      lhs.c5 + rhs.c5)
  }

  static func - (lhs: AnimationVector, rhs: AnimationVector) -> AnimationVector {
    AnimationVector(
      lhs.c0 - rhs.c0, lhs.c1 - rhs.c1, lhs.c2 - rhs.c2, lhs.c3 - rhs.c3, lhs.c4 - rhs.c4,
      lhs.c5 - rhs.c5)
  }

  /// Adds `other × factor` in place.
  mutating func add(_ other: AnimationVector, times factor: Double) {
    c0 += other.c0 * factor
    c1 += other.c1 * factor
    c2 += other.c2 * factor
    c3 += other.c3 * factor
    c4 += other.c4 * factor
    c5 += other.c5 * factor
  }
}
