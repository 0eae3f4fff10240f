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
