import Testing

@testable import Cassowary

/// `Solver.allocatedStorageBytes`: the bytes of the solver's tables, counted at capacity.
@Suite struct SolverAllocatedBytesTests {
  /// Bytes every symbol takes at least (kind 1, row 4, column header 12, scatter 4, cached
  /// value 8, queued 1, objective block 4, variable 8, tag 4) and every cell (symbol 4,
  /// coefficient 8, column slot 4, column entry 8).
  static let bytesPerSymbol = 46
  static let bytesPerCell = 24

  /// A column of `n` boxes (`SolverStorageCompactionTests`'): 3n constraints.
  func chain(_ n: Int) -> [Constraint] {
    SolverStorageCompactionTests().column(n, "").all
  }

  @Test func anEmptySolverCountsItsInitialTables() {
    // 16 elements in each buffer: the symbol tables 38 bytes a symbol (608), the row tables
    // 41 a row (656), the cell and column arenas 24 a slot (384) and their free-list heads
    // (32 of 4 bytes each: 256), the objective's tables 24 (384), three two-level bitsets
    // (768), the stacks of infeasible rows and removals (128), the solver's variables and
    // tags (192); no record yet. 3 376 bytes, the same for every empty solver.
    #expect(Solver().allocatedStorageBytes == 3376)
    #expect(Solver(priorityMode: .strict).allocatedStorageBytes == 3376)
  }

  @Test func theTablesOfABuiltSystemAreAllCounted() throws {
    let solver = Solver(priorityMode: .strict)
    for c in chain(200) { try solver.addConstraint(c) }
    let statistics = solver.statistics
    let bytes = solver.allocatedStorageBytes
    let lowerBound =
      statistics.symbols * Self.bytesPerSymbol + statistics.cells * Self.bytesPerCell
      + statistics.constraints * MemoryLayout<ConstraintRecord>.stride
    #expect(bytes >= lowerBound, "\(bytes) bytes for \(statistics)")
  }

  @Test func packingGivesBackWhatTheCountShows() throws {
    let solver = Solver(priorityMode: .strict)
    let all = chain(200)
    for c in all { try solver.addConstraint(c) }
    for c in all.prefix(400) { try solver.removeConstraint(c) }
    let before = solver.allocatedStorageBytes
    #expect(solver.compactStorage())
    let after = solver.allocatedStorageBytes
    #expect(after < before, "\(before) -> \(after)")
    let statistics = solver.statistics
    #expect(
      after >= statistics.symbols * Self.bytesPerSymbol + statistics.cells * Self.bytesPerCell)
  }
}
