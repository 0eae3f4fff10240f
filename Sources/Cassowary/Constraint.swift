/// A linear relation `expression (<= | == | >=) 0` with a ``Strength``.
///
/// Build constraints with the relational operators, `x + 10 <= y`, and give them a strength
/// with `|` as in kiwi: `(x == 100) | .strong`. A constraint is a reference type: a solver
/// knows it by identity. Its expression is stored reduced (each variable once).
///
/// A solver can change a constraint's constant and (non-required) strength in place:
/// ``Solver/setConstant(_:of:)`` and ``Solver/setStrength(_:of:)``.
///
/// (The stored properties skip the run-time exclusivity check, as the solver's do: a solver
/// reads them several times for every constraint it adds.)
public final class Constraint {
  // (The stored properties are declared in an order that leaves no padding, as a class's are
  // laid out in declaration order: 72 bytes, which the allocator rounds to 80 as it did the
  // 64 before ``unitVariable``.)

  /// The terms of ``expression``, each variable once: fixed when the constraint is made (a
  /// `let`, so that the solver reads them in place without retaining the array). Empty when
  /// ``unitVariable`` holds the expression's only term.
  @usableFromInline let storedTerms: [Term]
  /// The variable of an expression that is one variable with coefficient 1 plus a constant
  /// (a pinned edge, a fixed size, a content-size row: a third of a layout engine's
  /// constraints), held without an array of its own; nil for every other expression.
  @usableFromInline let unitVariable: Variable?
  /// The constant of ``expression`` (the solver changes it in place).
  @usableFromInline @exclusivity(unchecked) var expressionConstant: Double

  /// The left-hand side of `expression op 0`, each variable once.
  @inlinable public var expression: LinearExpression {
    LinearExpression(expressionTerms, constant: expressionConstant)
  }

  /// The terms of ``expression``, each variable once (a new array for a unit expression).
  @inlinable var expressionTerms: [Term] {
    if let unitVariable { return [Term(unitVariable)] }
    return storedTerms
  }

  /// The constant of ``expression``, read without building the expression: for
  /// `x + 10 <= y`, built as `x + 10 - y <= 0`, it is 10. ``Solver/setConstant(_:of:)``
  /// changes it.
  public var constant: Double { expressionConstant }

  /// The number of terms of ``expression``.
  var termCount: Int { unitVariable == nil ? storedTerms.count : 1 }

  /// The stored form of reduced `terms`: a single term of coefficient 1 as its variable, any
  /// other as the array.
  static func storage(of terms: [Term]) -> (terms: [Term], unit: Variable?) {
    if terms.count == 1, terms[0].coefficient == 1 { return ([], terms[0].variable) }
    return (terms, nil)
  }
  // (The strength and the context are stored apart from their public accessors: another
  // module reading or writing a stored property in place checks exclusivity at run time,
  // whatever its `@exclusivity` attribute says, where a call to the accessor does not.)
  @exclusivity(unchecked) var storedStrength: Strength
  @exclusivity(unchecked) var storedContext: AnyObject?

  /// The strength. For an equality made with ``init(_:equalWithStrengthAbove:below:)``, the
  /// strength that weighs the expression rising above zero.
  public internal(set) var strength: Strength {
    get { storedStrength }
    set { storedStrength = newValue }
  }

  /// Whatever the caller wants to reach from the constraint (kiwi's `context`), held
  /// strongly; the solver never reads it. (OpenUIKit's engine keeps here the
  /// `NSLayoutConstraint` a solver constraint stands for while it is in the solver, and lets
  /// go when it takes it out: the two would otherwise hold each other.)
  public var context: AnyObject? {
    get { storedContext }
    set { storedContext = newValue }
  }

  /// For an equality made with ``init(_:equalWithStrengthAbove:below:)``: the strength that
  /// weighs the expression falling below zero; nil for every other constraint, whose two
  /// sides share ``strength``.
  public let strengthBelow: Strength?
  /// The relation to zero.
  public let relation: RelationalOperator

  /// This constraint's record index in the solver that took the fast-path slot (the first
  /// that held it while the slot was free), or `.none`. A solver trusts the slot only where
  /// its own record at that index holds this constraint (``Solver/recordIndex(of:)``).
  @exclusivity(unchecked) internal var ownerIndex = RecordIndex.none

  /// Creates `expression relation 0` with the given strength.
  public init(
    _ expression: LinearExpression, _ relation: RelationalOperator,
    strength: Strength = .required
  ) {
    let reduced = expression.reduced
    (self.storedTerms, self.unitVariable) = Constraint.storage(of: reduced.terms)
    self.expressionConstant = reduced.constant
    self.relation = relation
    self.storedStrength = strength
    self.strengthBelow = nil
  }

  /// Creates an optional `expression == 0` whose two sides weigh differently: `above` for
  /// each unit the expression ends up above zero, `below` for each unit below. It is one row
  /// where the pair `expression <= 0 | above`, `expression >= 0 | below` would be two (Auto
  /// Layout's content-size constraint: hugging above the intrinsic size, compression
  /// resistance below it).
  ///
  /// Returns nil when either strength is required: such a side is an inequality of its own.
  public init?(
    _ expression: LinearExpression, equalWithStrengthAbove above: Strength, below: Strength
  ) {
    guard !above.isRequired, !below.isRequired else { return nil }
    let reduced = expression.reduced
    (self.storedTerms, self.unitVariable) = Constraint.storage(of: reduced.terms)
    self.expressionConstant = reduced.constant
    self.relation = .equal
    self.storedStrength = above
    self.strengthBelow = below
  }

  /// Creates the optional `variable + constant == 0` of
  /// ``init(_:equalWithStrengthAbove:below:)`` without an array for its one term (the layout
  /// engine's content-size rows); nil when either strength is required.
  package init?(
    _ variable: Variable, plus constant: Double, equalWithStrengthAbove above: Strength,
    below: Strength
  ) {
    guard !above.isRequired, !below.isRequired else { return nil }
    self.storedTerms = []
    self.unitVariable = variable
    self.expressionConstant = constant
    self.relation = .equal
    self.storedStrength = above
    self.strengthBelow = below
  }

  /// Creates `lhs relation rhs`, that is `lhs - rhs relation 0`.
  public convenience init(
    _ lhs: some LinearExpressionConvertible, _ relation: RelationalOperator,
    _ rhs: some LinearExpressionConvertible, strength: Strength = .required
  ) {
    self.init(lhs - rhs, relation, strength: strength)
  }

  /// A new constraint with the same relation and another strength (kiwi's `operator|`).
  public func withStrength(_ strength: Strength) -> Constraint {
    Constraint(expression, relation, strength: strength)
  }

  /// The strength of the error symbol that measures the expression below zero: the `other`
  /// error of an optional equality.
  var otherErrorStrength: Strength { strengthBelow ?? strength }

  /// Whether the variables' current values break the relation by more than 1e-8.
  public var isViolated: Bool {
    let v = expression.value
    switch relation {
    case .equal: return abs(v) >= solverEpsilon
    case .greaterThanOrEqual: return v <= -solverEpsilon
    case .lessThanOrEqual: return v >= solverEpsilon
    }
  }
}

extension Constraint: CustomStringConvertible {
  /// The constraint as text, such as `x + 10 <= 0 | required`.
  public var description: String {
    if let strengthBelow {
      return "\(expression) \(relation) 0 | \(strength) above, \(strengthBelow) below"
    }
    return "\(expression) \(relation) 0 | \(strength)"
  }
}
