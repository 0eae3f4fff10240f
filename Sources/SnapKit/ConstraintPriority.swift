/// A constraint priority: a `Float` with SnapKit's named values.
///
/// Comparable and strideable (`ConstraintPriority.high.advanced(by: 1)` is 751); there is no
/// `+` or `-` operator, as upstream under Swift 4 and later.
public struct ConstraintPriority: ExpressibleByFloatLiteral, Equatable, Strideable, Sendable {
  /// The literal type: `Float`.
  public typealias FloatLiteralType = Float

  /// The value.
  public let value: Float

  /// Creates a priority from a float literal.
  public init(floatLiteral value: Float) {
    self.value = value
  }

  /// Creates a priority.
  public init(_ value: Float) {
    self.value = value
  }

  /// 1000: the constraint must hold.
  public static var required: ConstraintPriority { 1000.0 }

  /// 750.
  public static var high: ConstraintPriority { 750.0 }

  /// 500 (UIKit's value; upstream uses 501 on macOS).
  public static var medium: ConstraintPriority { 500.0 }

  /// 250.
  public static var low: ConstraintPriority { 250.0 }

  /// Whether two priorities have the same value.
  public static func == (lhs: ConstraintPriority, rhs: ConstraintPriority) -> Bool {
    lhs.value == rhs.value
  }

  /// The priority `n` above this one.
  public func advanced(by n: Float) -> ConstraintPriority {
    ConstraintPriority(floatLiteral: value + n)
  }

  /// How far `other` is above this priority.
  public func distance(to other: ConstraintPriority) -> Float {
    other.value - value
  }
}
