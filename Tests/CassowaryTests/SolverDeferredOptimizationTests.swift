import Testing

@testable import Cassowary

/// `beginDeferringOptimization()` / `endDeferringOptimization()`: the same constraints, the
/// same rejections and the same optimum as adding one at a time, optimised once.
@Suite struct SolverDeferredOptimizationTests {
  /// A row of two boxes in a 300-wide container: required edges, a preferred width for the
  /// first box (strong) and a weaker one for the second, and a required gap of 10.
  struct Row {
    let container = Variable("container")
    let aLeft = Variable("aLeft")
    let aWidth = Variable("aWidth")
    let bLeft = Variable("bLeft")
    let bWidth = Variable("bWidth")

    var constraints: [Constraint] {
      [
        container == 300,
        aLeft == 0,
        bLeft == aLeft + aWidth + 10,
        bLeft + bWidth == container,
        aWidth >= 0,
        bWidth >= 0,
        (aWidth == 200) | .strong,
        (bWidth == 150) | .medium,
        (aWidth == bWidth) | .weak,
      ]
    }

    var variables: [Variable] { [container, aLeft, aWidth, bLeft, bWidth] }
  }

  @Test func deferredBuildGivesTheIncrementalOptimum() throws {
    for mode in [PriorityMode.strict, .weighted] {
      let incremental = Solver(priorityMode: mode)
      let one = Row()
      for c in one.constraints { try incremental.addConstraint(c) }

      let deferred = Solver(priorityMode: mode)
      let two = Row()
      deferred.beginDeferringOptimization()
      #expect(deferred.isDeferringOptimization)
      for c in two.constraints { try deferred.addConstraint(c) }
      // Mid-way the tableau is feasible, not optimal, and consistent.
      #expect(deferred.checkInvariants() == [])
      try deferred.endDeferringOptimization()
      #expect(!deferred.isDeferringOptimization)
      #expect(deferred.checkInvariants() == [])

      let expected = one.variables.map { incremental.value(of: $0) }
      let got = two.variables.map { deferred.value(of: $0) }
      #expect(expected == [300, 0, 200, 210, 90], "\(mode)")
      #expect(got == expected, "\(mode)")
    }
  }

  @Test func valuesInsideTheDeferralHoldTheRequiredConstraintsOnly() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    solver.beginDeferringOptimization()
    try solver.addConstraint(x >= 10)
    try solver.addConstraint((x == 40) | .strong)
    // Feasible (x ≥ 10 holds) before the strong preference is optimised.
    let before = solver.value(of: x)
    #expect(before >= 10)
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 40)
  }

  @Test func rejectionsAreTheSameInsideTheDeferral() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    let low = x <= 10
    let high = x >= 20
    solver.beginDeferringOptimization()
    try solver.addConstraint(low)
    try solver.addConstraint((x == 5) | .weak)
    #expect(throws: CassowaryError.self) { try solver.addConstraint(high) }
    do {
      try solver.addConstraint(high)
      Issue.record("x >= 20 was accepted beside x <= 10")
    } catch {
      #expect(error.code == .unsatisfiableConstraint)
      #expect(error.conflicts.count == 2)
      #expect(error.conflicts.first === low)
      #expect(error.conflicts.last === high)
    }
    #expect(!solver.hasConstraint(high))
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 5)
    #expect(solver.checkInvariants() == [])
  }

  @Test func aConstantChangeOptimisesFirst() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    let y = Variable("y")
    let gap = y == x + 10
    solver.beginDeferringOptimization()
    try solver.addConstraint((x == 30) | .strong)
    try solver.addConstraint(gap)
    try solver.setConstant(-25, of: gap)  // y == x + 25
    #expect(solver.checkInvariants() == [])
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 55)
  }

  @Test func callsNestAndTheOutermostEndOptimises() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    solver.beginDeferringOptimization()
    solver.beginDeferringOptimization()
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((x == 12) | .medium)
    try solver.endDeferringOptimization()
    #expect(solver.isDeferringOptimization)
    try solver.endDeferringOptimization()
    #expect(!solver.isDeferringOptimization)
    #expect(solver.value(of: x) == 12)
    // An end without a beginning changes nothing.
    try solver.endDeferringOptimization()
    #expect(!solver.isDeferringOptimization)
    #expect(solver.value(of: x) == 12)
  }

  @Test func removalsInsideTheDeferralAreOptimisedAtTheEnd() throws {
    let solver = Solver(priorityMode: .strict)
    let x = Variable("x")
    let pin = (x == 70) | .strong
    try solver.addConstraint(x >= 0)
    try solver.addConstraint((x == 20) | .weak)
    try solver.addConstraint(pin)
    #expect(solver.value(of: x) == 70)
    solver.beginDeferringOptimization()
    try solver.removeConstraint(pin)
    try solver.endDeferringOptimization()
    #expect(solver.value(of: x) == 20)
    #expect(solver.checkInvariants() == [])
  }
}

/// `compactStorage()` packs the tableau's arenas when changes left them sparse.
@Suite struct TableauCompactionTests {
  /// A column of views: each view's top follows the one above with a gap of 4, its height
  /// prefers 20 (medium) and is at least 10, and the last bottom is held at most 100 000
  /// (never binding: every top is 24 · i).
  func column(_ n: Int, _ name: String) -> (
    tops: [Variable], heights: [Variable], all: [Constraint]
  ) {
    let tops = (0..<n).map { Variable("\(name)top\($0)") }
    let heights = (0..<n).map { Variable("\(name)height\($0)") }
    var all: [Constraint] = [tops[0] == 0]
    for i in 0..<n {
      all.append(heights[i] >= 10)
      all.append((heights[i] == 20) | .medium)
      if i > 0 { all.append(tops[i] == tops[i - 1] + heights[i - 1] + 4) }
    }
    all.append(tops[n - 1] + heights[n - 1] <= 100_000)
    return (tops, heights, all)
  }

  @Test func packedArenasKeepTheValuesAndStayConsistent() throws {
    let n = 300
    let kept = column(n, "a")
    let dropped = column(n, "b")
    let solver = Solver(priorityMode: .strict)
    solver.beginDeferringOptimization()
    for c in kept.all + dropped.all { try solver.addConstraint(c) }
    // Taking one column out leaves its rows' and columns' blocks free.
    for c in dropped.all { try solver.removeConstraint(c) }
    #expect(solver.tableau.arenasAreSparse)
    // Not inside a deferral, and not by ending one.
    #expect(!solver.compactStorage())
    try solver.endDeferringOptimization()
    #expect(solver.tableau.arenasAreSparse)
    let before = (solver.tableau.cellCoef.capacity, solver.tableau.columnEntries.capacity)
    #expect(solver.compactStorage())
    #expect(!solver.tableau.arenasAreSparse)
    let after = (solver.tableau.cellCoef.capacity, solver.tableau.columnEntries.capacity)
    #expect(after.0 * 2 <= before.0 && after.1 * 2 <= before.1, "\(before) -> \(after)")
    #expect(solver.tableau.cells.end == solver.tableau.cells.inUse)
    #expect(solver.tableau.columns.end == solver.tableau.columns.inUse)
    // Exactly packed: every row's block holds its cells and no more, every column's its
    // entries; the per-symbol and per-row tables keep less than 256 bytes of slack.
    let cellCount = solver.statistics.cells
    #expect(solver.tableau.cellCoef.capacity == cellCount)
    #expect(solver.tableau.columnEntries.capacity == cellCount)
    let t = solver.tableau
    #expect((t.kind.capacity - t.kind.count) * MemoryLayout<SymbolKind>.stride < 256)
    #expect((t.objectiveBlock.capacity - t.objectiveBlock.count) * 4 < 256)
    #expect(t.objectiveBlocks.capacity == t.objectiveBlocks.count)
    #expect(t.freeObjectiveBlocks.count == 0)
    #expect((t.rowConst.capacity - t.rowConst.count) * 8 < 256)
    #expect((solver.records.capacity - solver.records.count) * 40 < 256)
    #expect(solver.checkInvariants() == [])
    let expected = (0..<n).map { Double($0) * 24 }
    #expect(kept.tops.map { solver.value(of: $0) } == expected)

    // The packed tableau keeps working: new rows, a constant change, a removal. A row or
    // column that grows leaves its exact block behind (given up until the next packing).
    let tall = (kept.heights[7] == 50) | .strong
    try solver.addConstraint(tall)
    #expect(solver.tableau.cells.abandoned + solver.tableau.columns.abandoned > 0)
    #expect(solver.checkInvariants() == [])
    #expect(solver.value(of: kept.tops[n - 1]) == Double(n - 1) * 24 + 30)
    try solver.setConstant(-60, of: tall)
    #expect(solver.value(of: kept.tops[n - 1]) == Double(n - 1) * 24 + 40)
    try solver.removeConstraint(tall)
    #expect(kept.tops.map { solver.value(of: $0) } == expected)
    #expect(solver.checkInvariants() == [])
  }

  /// A solver that keeps growing, one batch at a time (a window gaining screens), is packed
  /// each time its arenas have doubled since the last check, and only then.
  @Test func aGrowingTableauIsPackedEachTimeItDoubles() throws {
    let solver = Solver(priorityMode: .strict)
    var packedAfter: [Int] = []
    var columns: [(tops: [Variable], heights: [Variable], all: [Constraint])] = []
    var slotsAtLastCheck = 0
    for i in 0..<64 {
      let added = column(8, "c\(i)_")
      columns.append(added)
      solver.beginDeferringOptimization()
      for c in added.all { try solver.addConstraint(c) }
      #expect(!solver.compactStorageIfGrown(), "never inside a deferral")
      try solver.endDeferringOptimization()
      let slots = solver.tableau.cells.end + solver.tableau.columns.end
      let grown = slots >= 2 * slotsAtLastCheck
      let packed = solver.compactStorageIfGrown()
      // Packed only after a doubling (and then only when the arenas are sparse).
      if packed { #expect(grown, "batch \(i): \(slots) slots, \(slotsAtLastCheck) before") }
      if grown { slotsAtLastCheck = solver.tableau.cells.end + solver.tableau.columns.end }
      if packed {
        packedAfter.append(i)
        let cellCount = solver.statistics.cells
        #expect(solver.tableau.cellCoef.capacity == cellCount)
        #expect(solver.tableau.columnEntries.capacity == cellCount)
      }
    }
    // The first checks find too little slack to pack (under 256 slots: see
    // `Tableau.arenasAreSparse`); later, the arenas double each time the columns grow by about
    // half (new rows sit in blocks of a power of two, packed rows in exact ones): 8 packings
    // for 64 batches.
    #expect(packedAfter == [2, 4, 7, 11, 17, 26, 39, 59])
    #expect(!solver.compactStorageIfGrown(), "no growth since the last check")
    #expect(solver.checkInvariants() == [])
    for added in columns {
      #expect(added.tops.map { solver.value(of: $0) } == (0..<8).map { Double($0) * 24 })
    }
  }

  @Test func aSmallTableauIsNotPacked() throws {
    let solver = Solver(priorityMode: .strict)
    let kept = column(4, "a")
    solver.beginDeferringOptimization()
    for c in kept.all { try solver.addConstraint(c) }
    try solver.endDeferringOptimization()
    // Under 256 slots of slack: packing would not pay.
    #expect(!solver.tableau.arenasAreSparse)
    #expect(!solver.compactStorage())
    #expect(solver.value(of: kept.tops[3]) == 72)
  }
}
