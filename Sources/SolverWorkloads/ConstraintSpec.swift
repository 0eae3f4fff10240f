/// One constraint of a benchmark workload as plain data:
/// `Σ coefficient · variable + constant  (== | <= | >=)  0`, with a strength and an owner.
///
/// Variables are integer indices into the workload's variable list (see ``VariableIndex``), and
/// all numbers are integers, so the constraint has an exact textual form
/// (``canonicalLine``) shared with the C++ harness.
public struct ConstraintSpec: Sendable, Hashable {
  /// The relation to zero, with its one-letter canonical code.
  public enum Relation: Character, Sendable, Hashable, CaseIterable {
    /// `== 0`.
    case equal = "E"
    /// `<= 0`.
    case lessThanOrEqual = "L"
    /// `>= 0`.
    case greaterThanOrEqual = "G"
  }

  /// kiwi's four named strengths, with their one-letter canonical codes.
  public enum StrengthLevel: Character, Sendable, Hashable, CaseIterable {
    /// Required: 1 001 001 000.
    case required = "R"
    /// Strong: 1 000 000.
    case strong = "S"
    /// Medium: 1 000.
    case medium = "M"
    /// Weak: 1.
    case weak = "W"
  }

  /// One summand `coefficient · variable`.
  public struct Term: Sendable, Hashable {
    /// The variable's index in the workload.
    public var variable: Int
    /// The integer coefficient.
    public var coefficient: Int64

    /// Creates `coefficient · variable`.
    public init(_ variable: Int, _ coefficient: Int64) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The summands, in the listed order (the order matters for the canonical text).
  public var terms: [Term]
  /// The constant summand.
  public var constant: Int64
  /// The relation to zero.
  public var relation: Relation
  /// The strength.
  public var strength: StrengthLevel
  /// The index of the view that owns the constraint, or -1 for the container.
  public var owner: Int

  /// Creates a constraint spec.
  public init(
    _ relation: Relation, _ strength: StrengthLevel, constant: Int64, terms: [Term],
    owner: Int = -1
  ) {
    self.terms = terms
    self.constant = constant
    self.relation = relation
    self.strength = strength
    self.owner = owner
  }
}
