/// Explaining unsatisfiable constraints.
extension Solver {
  /// The required constraints whose markers appear in row `r`: the row is a combination of
  /// exactly those constraints' rows (a marker appears only in its own constraint's row).
  func ownersOfMarkers(inRow r: RowIndex) -> [Constraint] {
    var found: [(Int, Constraint)] = []
    var seen = Set<RecordIndex>()
    let start = Int(tableau.rowStart[r])
    for i in 0..<Int(tableau.rowCount[r]) {
      let s = tableau.cellSym[start + i]
      if tableau.kind[s] == .external { continue }
      let owner = symbolTags[owner: s.index]
      if !owner.exists || seen.contains(owner) { continue }
      seen.insert(owner)
      let record = records[owner.index]
      if let c = record.constraint, c.strength.isRequired {
        found.append((Int(record.sequence), c))
      }
    }
    let b = tableau.rowBasic[r]
    if b.exists && tableau.kind[b] != .external {
      let owner = symbolTags[owner: b.index]
      if owner.exists && !seen.contains(owner), let c = records[owner.index].constraint,
        c.strength.isRequired
      {
        found.append((Int(records[owner.index].sequence), c))
      }
    }
    return found.sorted { $0.0 < $1.0 }.map { $0.1 }
  }

  /// Shrinks `candidates + [rejected]` to a minimal infeasible set by deletion filtering
  /// (each member is dropped when the rest is still infeasible). Sets larger than 200 are
  /// returned as found. `replacing` maps a constraint to the copy to test in its place (a
  /// constraint whose constant change was rejected is tested with the new constant).
  func minimalConflict(
    _ candidates: [Constraint], adding rejected: Constraint,
    testing replacement: Constraint? = nil
  ) -> [Constraint] {
    var set = candidates.filter { $0 !== rejected }
    set.append(rejected)
    if set.count > 200 || !minimizesConflicts { return set }
    func probe(_ c: Constraint) -> Constraint {
      c === rejected ? (replacement ?? Constraint(c.expression, c.relation)) : c
    }
    // The others held together before, so the rejected constraint belongs to every
    // conflicting subset. With one other, the pair is minimal unless the rejected
    // constraint cannot hold on its own (no variables and a constant that breaks it).
    if set.count <= 2 {
      return impossibleAlone(probe(rejected)) ? [rejected] : set
    }
    func infeasible(_ members: [Constraint]) -> Bool {
      let scratch = Solver()
      scratch.minimizesConflicts = false
      for c in members {
        do {
          try scratch.addConstraint(Constraint(probe(c).expression, c.relation))
        } catch {
          return error.code == .unsatisfiableConstraint
        }
      }
      return false
    }
    // No test of the whole set first: were it feasible, every subset would be too, no
    // member would be dropped, and the set would come back unchanged all the same.
    var i = 0
    while i < set.count - 1 {
      var without = set
      without.remove(at: i)
      if infeasible(without) { set = without } else { i += 1 }
    }
    return set
  }

  /// Whether a constraint cannot hold whatever its variables are: it has none left after
  /// reduction and its constant breaks the relation.
  func impossibleAlone(_ c: Constraint) -> Bool {
    var hasTerm = false
    c.forEachTermInPlace { coefficient, _ in hasTerm = hasTerm || !nearZero(coefficient) }
    if hasTerm { return false }
    let k = c.expressionConstant
    switch c.relation {
    case .equal: return !nearZero(k)
    case .lessThanOrEqual: return k > 0 && !nearZero(k)
    case .greaterThanOrEqual: return k < 0 && !nearZero(k)
    }
  }
}
