/// What a solver keeps for each of its constraints.
///
/// The record holds its constraint without reference counting, so that records copy as plain
/// bytes (reading one, growing or packing the table retain and release nothing, and touch no
/// constraint); the solver retains the constraint by hand while the record is stored (see
/// `Solver.storeRecord(_:)` and `Solver.dropRecord(_:)`).
internal struct ConstraintRecord {
  /// The constraint, or nil for a free record slot (retained by the solver, not by this).
  var heldConstraint: Unmanaged<Constraint>?
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

  /// A free record slot.
  init() {}

  /// A record of `constraint`, not yet stored (it does not retain it).
  init(constraint: Constraint) {
    heldConstraint = .passUnretained(constraint)
  }

  /// Whether the record holds `constraint` (an identity test, with no reference counting).
  @inline(__always) func holds(_ constraint: Constraint) -> Bool {
    heldConstraint?.toOpaque() == Unmanaged.passUnretained(constraint).toOpaque()
  }

  /// The constraint, or nil for a free record slot.
  var constraint: Constraint? {
    @inline(__always) get { heldConstraint?.takeUnretainedValue() }
  }
}

/// What a solver keeps for each edit variable.
internal struct EditRecord {
  var variable: Variable
  var constraint: Constraint
  var value: Double
}
