/// Keeping ill-conditioned systems accurate: checking that required constraints hold in the
/// solved values, and rebuilding the tableau when rounding has drifted.
///
/// Every pivot and every in-place constant change rounds. In a system whose numbers span many
/// orders of magnitude (a multiplier of 1e12, a constant of 1e12), those roundings accumulate
/// over incremental changes until a required constraint no longer holds in the solved values,
/// although a solver built afresh from the same constraints satisfies it. LP solvers answer
/// this by refactoring their basis; this solver rebuilds its tableau from its constraints.
///
/// Only systems holding a *wide* constraint (see ``Solver/isWide(_:)``) are checked, and only
/// the required constraints whose values changed, so ordinary layouts pay nothing.
extension Solver {
  /// Whether a constraint's numbers span a range where rounding can drift: a coefficient of
  /// magnitude 1e6 or more, or a nonzero one of 1e-6 or less, or a constant of 1e9 or more.
  static func isWide(_ constraint: Constraint) -> Bool {
    var wide = abs(constraint.expressionConstant) >= wideConstant
    constraint.forEachTermInPlace { coefficient, _ in wide = wide || isWide(coefficient) }
    return wide
  }

  /// The magnitude from which a constant makes its constraint wide.
  static let wideConstant = 1e9

  /// Whether a coefficient makes its constraint wide (see ``isWide(_:)``).
  @inline(__always) static func isWide(_ coefficient: Double) -> Bool {
    let c = abs(coefficient)
    return c >= 1e6 || (c > 0 && c <= 1e-6)
  }

  /// How far `value` leaves a required constraint from holding.
  /// - Returns: 0 when it holds, else by how much its expression misses its relation; and the
  ///   largest magnitude among the expression's constant and terms (its rounding scale).
  static func miss(of constraint: Constraint, value: (Variable) -> Double) -> AccuracyRepair.Miss {
    var sum = constraint.expressionConstant
    var scale = abs(sum)
    constraint.forEachTermInPlace { coefficient, variable in
      let product = coefficient * value(variable)
      sum += product
      scale = max(scale, abs(product))
    }
    let amount: Double
    switch constraint.relation {
    case .equal: amount = abs(sum)
    case .lessThanOrEqual: amount = max(sum, 0)
    case .greaterThanOrEqual: amount = max(-sum, 0)
    }
    return AccuracyRepair.Miss(constraint: constraint, amount: amount, scale: scale)
  }

  /// The tolerance of the check: 1e-10 of the constraint's scale (at least 1). A double's own
  /// rounding is 1.1e-16 of it; the rest is room for the roundings of the pivots.
  static func isBeyondRounding(_ miss: AccuracyRepair.Miss) -> Bool {
    miss.amount > 1e-10 * max(miss.scale, 1)
  }

  /// The required constraints of `indices` (record indices, repeats allowed) whose written
  /// values miss, in the order the constraints were added.
  func misses(
    amongRecords indices: some Sequence<RecordIndex>, value: (Variable) -> Double
  ) -> [AccuracyRepair.Miss] {
    var seen = Set<RecordIndex>()
    var found: [(Int, AccuracyRepair.Miss)] = []
    for index in indices where seen.insert(index).inserted {
      let record = records[index.index]
      guard let c = record.constraint, c.strength.isRequired else { continue }
      let miss = Self.miss(of: c, value: value)
      if Self.isBeyondRounding(miss) { found.append((Int(record.sequence), miss)) }
    }
    return found.sorted { $0.0 < $1.0 }.map { $0.1 }
  }

  /// Every record index.
  var allRecordIndices: [RecordIndex] { records.indices.map(RecordIndex.init) }

  /// Whether a miss is news: its constraint is not tolerated, or misses more than twice as
  /// much as when it was.
  func isNew(_ miss: AccuracyRepair.Miss) -> Bool {
    guard let known = tolerated[ObjectIdentifier(miss.constraint)] else { return true }
    return miss.amount > 2 * known.amount
  }

  /// ``updateVariables()`` in a system with wide constraints: writes the values, checks the
  /// required constraints whose values changed (and the new ones), and when one misses beyond
  /// rounding, tries a rebuild (see ``repairAccuracy(_:)``).
  func updateVariablesCheckingAccuracy(_ changed: (Variable) -> Void) -> Int {
    var count = 0
    var changedSymbols: [Symbol] = []
    func write(_ s: Symbol, _ value: Double) {
      guard let slot = symbolVariables.slot(s) else { return }
      if slot.write(value) {
        count += 1
        changedSymbols.append(s)
        changed(slot.takeUnretainedValue())
      }
    }
    tableau.refreshValues(write)
    var indices = pendingChecks
    pendingChecks.removeAll()
    if let map = requiredOfSymbol {
      for s in changedSymbols where s.index < map.count { indices += map[s.index] }
    }
    let news = misses(amongRecords: indices, value: { $0.value }).filter(isNew)
    if !news.isEmpty {
      repairAccuracy(write)
    }
    return count
  }

  /// Rebuilds the tableau from the constraints and keeps the rebuilt one when its required
  /// constraints miss less; what still misses is tolerated and reported in ``lastRepair``.
  /// `write` writes the values that changed.
  func repairAccuracy(_ write: (Symbol, Double) -> Void) {
    accuracyRepairs += 1
    let before = misses(amongRecords: allRecordIndices, value: { $0.value })
    var after = before
    var rebuilt = false
    if let fresh = rebuiltSolver() {
      let freshMisses = fresh.misses(
        amongRecords: fresh.allRecordIndices, value: { fresh.value(of: $0) })
      if Self.totalRelativeMiss(freshMisses) < Self.totalRelativeMiss(before) {
        adopt(fresh)
        tableau.refreshValues(write)
        after = misses(amongRecords: allRecordIndices, value: { $0.value })
        rebuilt = true
      }
    }
    let unresolved = after.filter(isNew)
    for miss in after { tolerated[ObjectIdentifier(miss.constraint)] = miss }
    lastRepair = AccuracyRepair(before: before, rebuilt: rebuilt, unresolved: unresolved)
  }

  /// The sum of the misses, each relative to its scale (at least 1).
  static func totalRelativeMiss(_ misses: [AccuracyRepair.Miss]) -> Double {
    misses.reduce(0) { $0 + $1.amount / max($1.scale, 1) }
  }

  /// Takes the outcome of the last accuracy repair (nil when there was none since the last
  /// call).
  public func takeAccuracyRepair() -> AccuracyRepair? {
    defer { lastRepair = nil }
    return lastRepair
  }

  // MARK: Which constraints to check

  /// Starts the map of required constraints by symbol (a first wide constraint arrived), and
  /// checks every required constraint at the next update.
  func startTrackingForAccuracy() {
    requiredOfSymbol = Array(repeating: [], count: symbolVariables.count)
    pendingChecks = []
    for index in allRecordIndices { trackForAccuracy(index) }
  }

  /// Stops the map and forgets the tolerated misses (no wide constraint is left, or the
  /// solver is reset): nothing is checked until a wide constraint arrives, and then every
  /// required constraint is checked afresh.
  func stopTrackingForAccuracy() {
    requiredOfSymbol = nil
    pendingChecks = []
    tolerated = [:]
  }

  /// Adds record `index` to the map and to the next check.
  func trackForAccuracy(_ index: RecordIndex) {
    if requiredOfSymbol == nil {
      startTrackingForAccuracy()
      return
    }
    guard let c = records[index.index].constraint, c.strength.isRequired else { return }
    if requiredOfSymbol!.count < symbolVariables.count {
      requiredOfSymbol!.append(
        contentsOf: repeatElement([], count: symbolVariables.count - requiredOfSymbol!.count))
    }
    c.forEachTermInPlace { _, variable in
      let s = symbol(of: variable)
      if s.exists { requiredOfSymbol![s.index].append(index) }
    }
    pendingChecks.append(index)
  }

  /// Takes record `index` out of the map.
  func untrackForAccuracy(_ index: RecordIndex) {
    guard let c = records[index.index].constraint, c.strength.isRequired else { return }
    tolerated[ObjectIdentifier(c)] = nil
    c.forEachTermInPlace { _, variable in
      let s = symbol(of: variable)
      guard s.exists, s.index < requiredOfSymbol!.count,
        let k = requiredOfSymbol![s.index].firstIndex(of: index)
      else { return }
      requiredOfSymbol![s.index].remove(at: k)
    }
  }
}
