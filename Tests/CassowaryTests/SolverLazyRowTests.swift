import Testing

@testable import Cassowary

/// Rows of variables that refer to other variables' rows (see `Tableau.lazyThreshold`), and
/// their merging when `updateVariables` keeps re-evaluating them.
@Suite struct SolverLazyRowTests {
  /// A chain `x[i] = x[i - 1] + y[i - 1] + 8` whose root follows an edit, with each `y[j]`
  /// held at 10 by a weak constraint (so each link adds the cells of `y[j]`'s row).
  struct Chain {
    let solver = Solver()
    let x: [Variable]
    let y: [Variable]

    init(links: Int) throws {
      x = (0...links).map { Variable("x\($0)") }
      y = (0..<links).map { Variable("y\($0)") }
      try solver.addEditVariable(x[0], strength: .strong)
      for j in 0..<links {
        try solver.addConstraint((y[j] == 10) | .weak)
        try solver.addConstraint(x[j + 1] == x[j] + y[j] + 8)
      }
    }

    /// The rows that still refer to other variables' rows.
    var rowsWithReferences: Int {
      let table = solver.tableau
      var count = 0
      for r in 0..<table.rowBasic.count where table.rowBasic[r] != .freeRow {
        if table.hasLazyReferences(RowIndex(r)) { count += 1 }
      }
      return count
    }

    /// Moves the root and reads the solution; checks every value.
    func drag(to value: Double) throws {
      try solver.suggestValue(x[0], value)
      solver.updateVariables()
      for i in x.indices { #expect(x[i].value == value + 18 * Double(i), "x\(i)") }
      for j in y.indices { #expect(y[j].value == 10, "y\(j)") }
    }
  }

  /// Built, the chain's rows refer to each other (a link costs the same wherever it is).
  /// Dragged, each re-evaluated row whose references are merged rows is merged in turn, a
  /// link per frame from the root, until none is left; the values stay exact.
  @Test func aChainThatKeepsMovingIsMergedFromItsRoot() throws {
    let chain = try Chain(links: 8)
    let built = chain.rowsWithReferences
    #expect(built == 7)
    var left: [Int] = []
    for frame in 1...10 {
      try chain.drag(to: Double(frame) * 3)
      left.append(chain.rowsWithReferences)
    }
    #expect(left == [7, 6, 5, 4, 3, 2, 1, 0, 0, 0])
    #expect(chain.solver.checkInvariants() == [])
  }

  /// A row is not merged with a row longer than `refreshMergeLimit` cells: along a long chain
  /// whose merged rows grow with their position, merging stops there and the rest keep
  /// their references (merging them all would make the rows quadratic in the chain).
  @Test func mergingStopsAtRowsLongerThanTheLimit() throws {
    let chain = try Chain(links: 40)
    for frame in 1...60 { try chain.drag(to: Double(frame)) }
    let table = chain.solver.tableau
    var longest = 0
    for r in 0..<table.rowBasic.count where table.rowBasic[r] != .freeRow {
      if !table.hasLazyReferences(RowIndex(r)) { longest = max(longest, Int(table.rowCount[r])) }
    }
    #expect(longest == 26)
    #expect(chain.rowsWithReferences == 32)
    // Each row's cell count, "r" when it still refers to other rows.
    let lengths = (1...10).map { i -> String in
      let r = table.rowOf[chain.solver.symbol(of: chain.x[i])]
      return "\(table.rowCount[r])\(table.hasLazyReferences(r) ? "r" : "")"
    }
    // x1…x8 merged, each link 3 cells longer (y's row and its own); x9 would take in x8's
    // 26 cells, so it keeps its references, and so does every row after it.
    #expect(lengths == ["5", "8", "11", "14", "17", "20", "23", "26", "4r", "4r"])
    #expect(chain.solver.checkInvariants() == [])
  }

  /// Rows that do not change after the first solve keep their references.
  @Test func rowsThatDoNotChangeKeepTheirReferences() throws {
    let chain = try Chain(links: 8)
    try chain.drag(to: 5)
    for _ in 0..<5 { chain.solver.updateVariables() }
    #expect(chain.rowsWithReferences == 7)
    try chain.drag(to: 5)
    #expect(chain.rowsWithReferences == 7)
  }
}
