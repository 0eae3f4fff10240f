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
  /// The constant the tableau currently reflects.
  var constant: Double = 0
  /// Order of addition, for reporting (renumbered from 1 when the solver's count would pass
  /// `Int32.max`: see `Solver.storeRecord(_:of:wide:)`).
  var sequence: Int32 = 0
  /// The sign of the marker's coefficient in the constraint's original row (its only
  /// values are ±1), or 0 for a free slot: see ``markerFactor``.
  private var markerSign: Int8 = 0

  // (Stored in this order, the record is 29 bytes, 32 with its stride, where a `Double`
  // factor and an `Int` sequence made it 40.)

  /// `1 / a`, with `a` the marker's coefficient in the constraint's original row (1 or −1):
  /// changing the constant by Δ replaces the marker `m` by `m + Δ·markerFactor`.
  var markerFactor: Double {
    @inline(__always) get { Double(markerSign) }
    set {
      assert(newValue == 1 || newValue == -1, "a marker's coefficient is 1 or -1")
      markerSign = newValue > 0 ? 1 : -1
    }
  }

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
