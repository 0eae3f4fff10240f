/// How much a constraint matters: ``required`` constraints must hold, the others are satisfied
/// as well as possible, stronger ones first.
///
/// The values are kiwi's: `required` = 1 001 001 000, `strong` = 1 000 000, `medium` = 1 000,
/// `weak` = 1, and ``init(strong:medium:weak:weight:)`` composes the three levels. In the
/// ``PriorityMode/weighted`` mode a strength is a weight in one objective (many weak errors can
/// outweigh one strong error); in ``PriorityMode/strict`` mode each distinct strength is its
/// own level and a higher level always wins.
public struct Strength: Sendable, Hashable, Comparable {
  /// The numeric strength, in (0, ``required``].
  public let value: Double

  /// Creates a strength, clipped to [0, ``required``].
  public init(_ value: Double) {
    self.value = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), Strength.requiredValue)
  }

  /// kiwi's composite strength: each level clipped to [0, 1000] after multiplying by `weight`,
  /// then `strong·10⁶ + medium·10³ + weak`.
  public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
    func clip(_ x: Double) -> Double { Swift.min(Swift.max(x * weight, 0), 1000) }
    self.init(clip(strong) * 1_000_000 + clip(medium) * 1000 + clip(weak))
  }

  static let requiredValue: Double = 1_001_001_000

  /// A constraint that must hold: 1 001 001 000.
  public static let required = Strength(requiredValue)
  /// 1 000 000.
  public static let strong = Strength(1_000_000)
  /// 1 000.
  public static let medium = Strength(1000)
  /// 1.
  public static let weak = Strength(1)

  /// Whether this is ``required``.
  public var isRequired: Bool { value >= Strength.requiredValue }

  /// Orders strengths by value.
  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
  /// `required`, `strong`, `medium`, `weak` or the number.
  public var description: String {
    switch value {
    case Strength.requiredValue: return "required"
    case 1_000_000: return "strong"
    case 1000: return "medium"
    case 1: return "weak"
    default: return formatNumber(value)
    }
  }
}
