/// Making room ahead of a batch of additions.
extension Solver {
  /// Makes room for about `constraints` more constraints over `variables` more variables, so
  /// that adding them does not grow the solver's tables one doubling at a time (as
  /// `Array.reserveCapacity(_:)` does for an array).
  ///
  /// The counts are estimates: each addition still grows whatever it needs, and
  /// ``compactStorage()`` gives back what the batch left unused. Each table keeps growing
  /// geometrically, so calling this before every small batch stays linear. Values and results
  /// are unchanged.
  public func reserveCapacity(constraints: Int, variables: Int) {
    guard constraints > 0 || variables > 0 else { return }
    let constraints = Swift.max(constraints, 0)
    // A constraint brings one or two symbols of its own (a slack, a dummy or an error pair)
    // and one row; its row holds a few cells, and its symbols' columns as many entries.
    let symbols = tableau.liveSymbols + Swift.max(variables, 0) + 2 * constraints
    let rows = tableau.liveRows + constraints + 1
    let cells = tableau.cells.end + Self.reservedCellsPerConstraint * constraints
    tableau.reserve(symbols: symbols, rows: rows, cells: cells)
    symbolVariables.reserve(symbols)
    symbolTags.reserve(symbols)
    records.reserveGeometrically(records.count - freeRecords.count + constraints)
  }

  /// The cells reserved per constraint: a feed cell's tableau, built from empty, ends with
  /// about 5.5 cells per row in blocks of 4, 8 or 16 slots.
  static let reservedCellsPerConstraint = 8
}
