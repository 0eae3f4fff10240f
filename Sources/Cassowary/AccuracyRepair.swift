/// What a solver found and did when rounding had drifted in an ill-conditioned system (see
/// ``Solver/takeAccuracyRepair()``).
///
/// After writing the values, a solver holding a constraint whose numbers span a wide range
/// (a coefficient of 1e6 or more, or 1e-6 or less, or a constant of 1e9 or more) checks that
/// every required constraint whose values changed holds within 1e-10 of its largest term. When
/// one does not, the accumulated rounding of incremental changes is the usual cause: the
/// solver rebuilds its tableau from its constraints, in the order they were added, and keeps
/// the rebuilt one when its required constraints miss less. What still misses is reported
/// once (again only if its miss doubles).
public struct AccuracyRepair: CustomStringConvertible {
  /// A required constraint that does not hold in the solved values.
  public struct Miss: CustomStringConvertible {
    /// The constraint.
    public let constraint: Constraint
    /// By how much its expression misses its relation.
    public let amount: Double
    /// The largest magnitude among its constant and its terms' values (its rounding scale).
    public let scale: Double

    /// The constraint and its miss.
    public var description: String { "\(constraint) misses by \(amount) at scale \(scale)" }
  }

  /// The required constraints that did not hold, in the order they were added.
  public let before: [Miss]
  /// Whether the solver now works on a rebuilt tableau (it keeps the old one when a rebuild
  /// fails or misses more).
  public let rebuilt: Bool
  /// Required constraints that still miss and were not reported before (or now miss more than
  /// twice as much): the system is beyond what doubles solve to that accuracy. They stay in
  /// the solver.
  public let unresolved: [Miss]

  /// A one-line summary.
  public var description: String {
    "\(before.count) required constraint(s) missed; "
      + (rebuilt ? "rebuilt" : "not rebuilt") + ", \(unresolved.count) unresolved"
  }
}
