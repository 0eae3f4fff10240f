extension Workload {
  /// W4 conflict number `attempt` for a W1 system of `n` views: a required constraint that
  /// cannot hold together with the system (reference/cassowary.md §4.7; `conflictSpec` in
  /// bench.cpp).
  ///
  /// With `k = (37·attempt + 11) mod n`, an even attempt gives `width_k == 5` (against
  /// `width_k >= 10`), an odd one `C.width + width_k <= 105` (against `C.width >= 100` and
  /// `width_k >= 10`). The constraint is owned by the container (owner -1).
  public static func conflict(_ attempt: Int, n: Int) -> ConstraintSpec {
    let k = Int((Int64(attempt) * 37 + 11) % Int64(n))
    if attempt % 2 == 0 {
      return ConstraintSpec(
        .equal, .required, constant: -5, terms: [.init(VariableIndex.width(k), 1)])
    } else {
      return ConstraintSpec(
        .lessThanOrEqual, .required, constant: -105,
        terms: [.init(VariableIndex.containerWidth, 1), .init(VariableIndex.width(k), 1)])
    }
  }
}
