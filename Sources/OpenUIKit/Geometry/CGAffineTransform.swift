import Foundation

/// An affine transformation matrix for use in drawing 2D graphics, with CoreGraphics' layout and
/// semantics.
///
/// swift-corelibs-foundation on Linux has no `CGAffineTransform`, so OpenUIKit declares it. The
/// matrix is
///
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
///
/// and a point is a row vector: `[x' y' 1] = [x y 1] × matrix`, that is
/// `x' = a·x + c·y + tx` and `y' = b·x + d·y + ty`.
///
/// As in CoreGraphics, `a.concatenating(b)` is the matrix product `a × b`: applying the result
/// to a point applies `a` first, then `b`. The `rotated(by:)`, `scaledBy(x:y:)` and
/// `translatedBy(x:y:)` methods prepend their operation, so it acts before the receiver.
public struct CGAffineTransform: Sendable {
  /// The entry at position [1,1] in the matrix.
  public var a: CGFloat
  /// The entry at position [1,2] in the matrix.
  public var b: CGFloat
  /// The entry at position [2,1] in the matrix.
  public var c: CGFloat
  /// The entry at position [2,2] in the matrix.
  public var d: CGFloat
  /// The entry at position [3,1] in the matrix: the horizontal translation.
  public var tx: CGFloat
  /// The entry at position [3,2] in the matrix: the vertical translation.
  public var ty: CGFloat

  /// Creates a transform whose six entries are all zero.
  ///
  /// This matches the zero-initialising `init()` that Swift gives CoreGraphics' C struct. It is
  /// not the identity: use ``identity`` for that.
  public init() {
    self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
  }

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform: `[1 0 0 1 0 0]`.
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by `angle` radians: `[cos sin −sin cos 0 0]`.
  ///
  /// In UIKit's flipped coordinate system (y grows downwards) a positive angle turns clockwise
  /// on screen.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Creates a transform that scales by `sx` horizontally and `sy` vertically:
  /// `[sx 0 0 sy 0 0]`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that translates by `(tx, ty)`: `[1 0 0 1 tx ty]`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Whether the transform is exactly the identity transform.
  public var isIdentity: Bool {
    a == 1 && b == 0 && c == 0 && d == 1 && tx == 0 && ty == 0
  }

  /// Returns the transform that rotates by `angle` radians and then applies the receiver:
  /// `rotation × self` (CoreGraphics' `CGAffineTransformRotate`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    let cosine = cos(angle)
    let sine = sin(angle)
    return CGAffineTransform(
      a: cosine * a + sine * c,
      b: cosine * b + sine * d,
      c: cosine * c - sine * a,
      d: cosine * d - sine * b,
      tx: tx,
      ty: ty)
  }

  /// Returns the transform that scales by `(sx, sy)` and then applies the receiver:
  /// `scale × self` (CoreGraphics' `CGAffineTransformScale`).
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: a * sx, b: b * sx, c: c * sy, d: d * sy, tx: tx, ty: ty)
  }

  /// Returns the transform that translates by `(tx, ty)` and then applies the receiver:
  /// `translation × self` (CoreGraphics' `CGAffineTransformTranslate`).
  public func translatedBy(x dx: CGFloat, y dy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(
      a: a, b: b, c: c, d: d,
      tx: a * dx + c * dy + tx,
      ty: b * dx + d * dy + ty)
  }

  /// Returns the matrix product `self × other`: the transform that applies the receiver first
  /// and `other` second (CoreGraphics' `CGAffineTransformConcat`).
  public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Returns the inverse of the transform, or the receiver unchanged when its determinant
  /// `a·d − b·c` is exactly zero (CoreGraphics' `CGAffineTransformInvert`).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    if determinant == 0 { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }
}

extension CGAffineTransform: Equatable {}

extension CGAffineTransform: Codable {
  /// Decodes a transform from an unkeyed container holding `a, b, c, d, tx, ty`, the format of
  /// Apple's CoreGraphics overlay.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let a = try container.decode(CGFloat.self)
    let b = try container.decode(CGFloat.self)
    let c = try container.decode(CGFloat.self)
    let d = try container.decode(CGFloat.self)
    let tx = try container.decode(CGFloat.self)
    let ty = try container.decode(CGFloat.self)
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// Encodes the transform as an unkeyed container holding `a, b, c, d, tx, ty`, the format of
  /// Apple's CoreGraphics overlay.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(a)
    try container.encode(b)
    try container.encode(c)
    try container.encode(d)
    try container.encode(tx)
    try container.encode(ty)
  }
}
