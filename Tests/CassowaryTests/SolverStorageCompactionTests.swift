import Testing

@testable import Cassowary

/// `Solver.compactStorageIfSparse()`: a solver at rest gives back what its changes left
/// unused, keeping an eighth of room, and packs again only once a table has doubled or lost
/// a good part of its entries.
@Suite struct SolverStorageCompactionTests {
  /// A column of `n` boxes: tops stacked 4 apart, heights at least 10 and preferably 20.
  func column(_ n: Int, _ name: String) -> (tops: [Variable], all: [Constraint]) {
    let tops = (0..<n).map { Variable("\(name)top\($0)") }
    let heights = (0..<n).map { Variable("\(name)height\($0)") }
    var all: [Constraint] = [tops[0] == 0]
    for i in 0..<n {
      all.append(heights[i] >= 10)
      all.append((heights[i] == 20) | .medium)
      if i > 0 { all.append(tops[i] == tops[i - 1] + heights[i - 1] + 4) }
    }
    return (tops, all)
  }

  /// Whether a table keeps at most an eighth of room (or less than 256 bytes) beyond `count`.
  func keepsAnEighth(capacity: Int, count: Int, stride: Int) -> Bool {
    capacity <= count + count / 8 || (capacity - count - count / 8) * stride < 256
  }

  @Test func aSolverGrowingAtRestIsPackedWithRoomAfterGrowingByHalf() throws {
    let solver = Solver(priorityMode: .strict)
    var columns: [(tops: [Variable], all: [Constraint])] = []
    var packedAfter: [Int] = []
    var slotsAtLastCheck = 0
    for i in 0..<64 {
      let added = column(8, "c\(i)_")
      columns.append(added)
      for c in added.all { try solver.addConstraint(c) }
      let slots = solver.tableau.cells.end + solver.tableau.columns.end
      let grown = 2 * slots >= 3 * slotsAtLastCheck
      let sparse = solver.tableau.arenasAreSparse || solver.tableau.tablesAreSparse
      let packed = solver.compactStorageIfSparse()
      #expect(packed == (grown && sparse), "batch \(i)")
      #expect(!solver.compactStorageIfSparse(), "batch \(i): nothing changed since")
      if grown { slotsAtLastCheck = solver.tableau.cells.end + solver.tableau.columns.end }
      guard packed else { continue }
      packedAfter.append(i)
      let t = solver.tableau
      let cells = solver.statistics.cells
      #expect(t.cells.end == cells && t.columns.end == cells)
      #expect(t.cellCoef.capacity == cells + cells / 8, "batch \(i)")
      #expect(t.columnEntries.capacity == cells + cells / 8, "batch \(i)")
      #expect(keepsAnEighth(capacity: t.kind.capacity, count: t.kind.count, stride: 1))
      #expect(keepsAnEighth(capacity: t.rowConst.capacity, count: t.rowConst.count, stride: 8))
      #expect(
        keepsAnEighth(
          capacity: solver.records.capacity, count: solver.records.count,
          stride: MemoryLayout<ConstraintRecord>.stride))
    }
    // Packed each time the arenas grew by half since the last look (fresh rows take blocks
    // of a power of two, so the arenas grow about twice as fast as the cells), the first
    // times sooner: 14 packings for 64 batches, each a few batches further apart.
    #expect(packedAfter == [1, 2, 5, 7, 9, 11, 14, 17, 21, 26, 32, 39, 47, 57])
    #expect(solver.checkInvariants() == [])
    for added in columns {
      #expect(added.tops.map { solver.value(of: $0) } == (0..<8).map { Double($0) * 24 })
    }
  }

  @Test func aSolverThatLostMostOfItsConstraintsIsPacked() throws {
    let solver = Solver(priorityMode: .strict)
    let kept = column(100, "a")
    let dropped = column(300, "b")
    for c in kept.all + dropped.all { try solver.addConstraint(c) }
    solver.compactStorageIfSparse()
    let before = solver.tableau.cellCoef.capacity
    for c in dropped.all { try solver.removeConstraint(c) }
    #expect(solver.compactStorageIfSparse())
    let cells = solver.statistics.cells
    #expect(solver.tableau.cellCoef.capacity == cells + cells / 8)
    #expect(solver.tableau.cellCoef.capacity * 3 < before, "\(before)")
    #expect(solver.checkInvariants() == [])
    #expect(kept.tops.map { solver.value(of: $0) } == (0..<100).map { Double($0) * 24 })
  }

  /// Each live row's cells (symbol and coefficient, in order), by row.
  func rowCells(_ t: Tableau) -> [Int: [(Int32, Double)]] {
    var rows: [Int: [(Int32, Double)]] = [:]
    for r in 0..<t.rowBasic.count where t.rowBasic[r] != .freeRow {
      let start = Int(t.rowStart[r])
      rows[r] = (0..<Int(t.rowCount[r])).map { (t.cellSym[start + $0].raw, t.cellCoef[start + $0]) }
    }
    return rows
  }

  @Test func packingMovesTheBlocksInPlaceKeepingTheirOrderAndCells() throws {
    let solver = Solver(priorityMode: .strict)
    let kept = column(120, "a")
    let dropped = column(120, "b")
    // Interleaved, so that the dropped rows leave holes between the kept ones.
    for (a, b) in zip(kept.all, dropped.all) {
      try solver.addConstraint(a)
      try solver.addConstraint(b)
    }
    for c in dropped.all { try solver.removeConstraint(c) }
    // A row that outgrows its block moves to one at the end of the arena, out of row order.
    let first = (0..<solver.tableau.rowBasic.count).first {
      solver.tableau.rowBasic[$0] != .freeRow && solver.tableau.rowCount[$0] > 0
    }!
    solver.tableau.growRow(RowIndex(first), Int(solver.tableau.rowCap[first]) + 1)
    let t0 = solver.tableau
    let cells = rowCells(t0)
    let order = cells.keys.filter { !cells[$0]!.isEmpty }.sorted {
      t0.rowStart[$0] < t0.rowStart[$1]
    }
    let objective = (0..<t0.kind.count).map { s in
      (0..<t0.levels).map { t0.objectiveCoefficient(Symbol(s), level: $0) }
    }
    #expect(t0.cells.end > solver.statistics.cells, "the arena has holes to pack")
    #expect(order != order.sorted(), "some blocks sit out of row order")
    #expect(solver.compactStorage())
    let t = solver.tableau
    #expect(rowCells(t).mapValues { $0.map(\.0) } == cells.mapValues { $0.map(\.0) })
    #expect(rowCells(t).mapValues { $0.map(\.1) } == cells.mapValues { $0.map(\.1) })
    // The blocks keep their order and lie end to end from 0.
    var next: Int32 = 0
    for r in order {
      #expect(t.rowStart[r] == next, "row \(r)")
      #expect(t.rowCap[r] == t.rowCount[r], "row \(r)")
      next += t.rowCount[r]
    }
    #expect(Int(next) == solver.statistics.cells && t.cells.end == Int(next))
    // The three cell buffers grow together, so they keep one capacity.
    #expect(t.cellSym.capacity == t.cellCoef.capacity && t.cellSlot.capacity == t.cellCoef.capacity)
    #expect(t.cellCoef.capacity == max(Int(next), 1))
    #expect(
      (0..<t.kind.count).map { s in
        (0..<t.levels).map { t.objectiveCoefficient(Symbol(s), level: $0) }
      }
        == objective)
    #expect(solver.checkInvariants() == [])
    #expect(kept.tops.map { solver.value(of: $0) } == (0..<120).map { Double($0) * 24 })
  }

  @Test func aSolverIsNotPackedInsideADeferral() throws {
    let solver = Solver(priorityMode: .strict)
    solver.beginDeferringOptimization()
    for c in column(300, "a").all { try solver.addConstraint(c) }
    #expect(solver.tableau.arenasAreSparse || solver.tableau.tablesAreSparse)
    #expect(!solver.compactStorageIfSparse())
    try solver.endDeferringOptimization()
    #expect(solver.compactStorageIfSparse())
  }

  @Test func aSmallSolverIsNotPacked() throws {
    let solver = Solver(priorityMode: .strict)
    for c in column(4, "a").all { try solver.addConstraint(c) }
    #expect(!solver.compactStorageIfSparse())
    #expect(solver.tableau.cellCoef.capacity == 64)
  }
}
