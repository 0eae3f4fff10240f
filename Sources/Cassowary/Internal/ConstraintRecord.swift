/// What a solver keeps for each of its constraints.
internal struct ConstraintRecord {
  /// The constraint, or nil for a free record slot.
  var constraint: Constraint?
  /// The symbol that marks the constraint in the tableau (slack, error or dummy).
  var marker = Symbol.none
  /// The second error symbol (equalities) or the error of an inequality; `.none` when none.
  var other = Symbol.none
  /// `1 / a`, with `a` the marker's coefficient in the constraint's original row: changing
  /// the constant by Δ replaces the marker `m` by `m + Δ·markerFactor`.
  var markerFactor: Double = 0
  /// The constant the tableau currently reflects.
  var constant: Double = 0
  /// Order of addition, for reporting.
  var sequence: Int = 0
}

/// What a solver keeps for each edit variable.
internal struct EditRecord {
  var variable: Variable
  var constraint: Constraint
  var value: Double
}
