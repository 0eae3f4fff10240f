// A small dense linear-program solver, written for the differential tests only.
//
// It is a plain two-phase tableau simplex in doubles with Bland's rule (lowest-index entering
// column, lowest-index leaving basic column on ratio ties), so it cannot cycle. It shares no code
// and no design with the Cassowary solver: no symbols, no rows keyed by basic variables, no
// dual simplex, no incremental constraints.

/// A linear program: minimize `c·x` subject to rows `a·x (<=, ==, >=) b`, each variable either
/// free or non-negative.
struct DenseLP {
  /// A row's relation between `a·x` and `b`.
  enum Relation: Sendable, Hashable {
    case lessOrEqual
    case equal
    case greaterOrEqual
  }

  /// One row `coefficients·x relation rhs`.
  struct Row {
    var coefficients: [Double]
    var relation: Relation
    var rhs: Double
  }

  /// For each variable, whether it is free (otherwise it is non-negative).
  let isFree: [Bool]
  /// The rows, in the order they were added.
  private(set) var rows: [Row] = []

  /// The number of variables.
  var variableCount: Int { isFree.count }

  /// Creates a program without rows over `isFree.count` variables.
  init(isFree: [Bool]) {
    self.isFree = isFree
  }

  /// Adds the row `coefficients·x relation rhs`; `coefficients` has one entry per variable.
  mutating func addRow(_ coefficients: [Double], _ relation: Relation, _ rhs: Double) {
    precondition(coefficients.count == variableCount, "one coefficient per variable")
    rows.append(Row(coefficients: coefficients, relation: relation, rhs: rhs))
  }

  /// Adds the row `Σ coefficient·x[index] relation rhs` from sparse terms.
  mutating func addRow(
    terms: [(index: Int, coefficient: Double)], _ relation: Relation, _ rhs: Double
  ) {
    var dense = [Double](repeating: 0, count: variableCount)
    for term in terms { dense[term.index] += term.coefficient }
    addRow(dense, relation, rhs)
  }

  /// Whether some `x` satisfies every row (phase 1 only).
  var isFeasible: Bool {
    if case .feasible = SimplexTableau.phaseOne(self) { return true }
    return false
  }

  /// Minimizes `objective·x` (one entry per variable).
  func minimize(_ objective: [Double]) -> LPOutcome {
    switch SimplexTableau.phaseOne(self) {
    case .infeasible: return .infeasible
    case .iterationLimit: return .iterationLimit
    case .feasible(var tableau): return tableau.minimize(objective)
    }
  }
}

/// The result of a minimization.
enum LPOutcome {
  /// No point satisfies the rows.
  case infeasible
  /// The objective decreases without bound.
  case unbounded
  /// An optimal point and its objective value.
  case optimal(value: Double, x: [Double])
  /// The simplex did not finish within ``SimplexTableau/iterationLimit`` pivots (numerical
  /// trouble; Bland's rule cannot cycle in exact arithmetic).
  case iterationLimit
}

/// The result of phase 1.
enum PhaseOneResult {
  /// A feasible basis, ready for ``SimplexTableau/minimize(_:)``.
  case feasible(SimplexTableau)
  /// The rows have no common solution.
  case infeasible
  /// Numerical trouble, see ``LPOutcome/iterationLimit``.
  case iterationLimit
}

/// A simplex tableau in standard form (`A y = b`, `y ≥ 0`, `b ≥ 0`) over the columns: one per
/// non-negative variable, two (`x = x⁺ − x⁻`) per free variable, one slack per inequality row
/// and one artificial per row that has no slack to start the basis with.
///
/// After phase 1 the tableau stays feasible: several objectives can be minimized one after the
/// other from the current basis, and ``restrictToOptimalFace()`` keeps later objectives on the
/// optimal face of the last one.
struct SimplexTableau {
  /// Smallest magnitude accepted as a pivot element.
  static let pivotTolerance = 1e-9
  /// Largest phase-1 optimum still counted as feasible.
  static let feasibilityTolerance = 1e-7
  /// Cells closer to zero than this are set to zero after a pivot.
  static let dropTolerance = 1e-11
  /// Most pivots one phase may do.
  static let iterationLimit = 20_000

  /// Columns, excluding the right-hand side.
  private let columnCount: Int
  /// `columnCount + 1`: the right-hand side is the last cell of each row.
  private let stride: Int
  /// Rows of the tableau.
  private var rowCount: Int
  /// `rowCount × stride` cells, row-major.
  private var cells: [Double]
  /// Reduced costs of the current objective; the last cell is `−value`.
  private var costs: [Double]
  /// The basic column of each row.
  private var basis: [Int]
  /// Whether each column is basic.
  private var isBasic: [Bool]
  /// Whether a column may enter the basis (artificials after phase 1 and columns fixed at 0 by
  /// ``restrictToOptimalFace()`` may not).
  private var isAllowed: [Bool]
  /// The column of `x⁺` (or `x`) for each variable.
  private let positiveColumn: [Int]
  /// The column of `x⁻` for each free variable, −1 for the others.
  private let negativeColumn: [Int]
  /// The tolerance of reduced-cost sign tests for the current objective.
  private var costTolerance: Double = 1e-9

  private init(
    columnCount: Int, rowCount: Int, positiveColumn: [Int], negativeColumn: [Int]
  ) {
    self.columnCount = columnCount
    self.stride = columnCount + 1
    self.rowCount = rowCount
    self.cells = [Double](repeating: 0, count: rowCount * (columnCount + 1))
    self.costs = [Double](repeating: 0, count: columnCount + 1)
    self.basis = [Int](repeating: -1, count: rowCount)
    self.isBasic = [Bool](repeating: false, count: columnCount)
    self.isAllowed = [Bool](repeating: true, count: columnCount)
    self.positiveColumn = positiveColumn
    self.negativeColumn = negativeColumn
  }

  /// Builds the standard form of `lp` and runs phase 1.
  static func phaseOne(_ lp: DenseLP) -> PhaseOneResult {
    var positive: [Int] = []
    var negative: [Int] = []
    var next = 0
    for free in lp.isFree {
      positive.append(next)
      next += 1
      if free {
        negative.append(next)
        next += 1
      } else {
        negative.append(-1)
      }
    }
    // Normalize each row to b ≥ 0 and decide its slack sign and whether it needs an artificial.
    var slackColumn: [Int] = []
    var slackSign: [Double] = []
    var rowSign: [Double] = []
    var artificialColumn: [Int] = []
    for row in lp.rows {
      let sign: Double = row.rhs < 0 ? -1 : 1
      rowSign.append(sign)
      var slack = 0.0
      switch row.relation {
      case .lessOrEqual: slack = sign
      case .greaterOrEqual: slack = -sign
      case .equal: slack = 0
      }
      if slack == 0 {
        slackColumn.append(-1)
      } else {
        slackColumn.append(next)
        next += 1
      }
      slackSign.append(slack)
    }
    for index in lp.rows.indices {
      if slackSign[index] == 1 {
        artificialColumn.append(-1)
      } else {
        artificialColumn.append(next)
        next += 1
      }
    }
    var tableau = SimplexTableau(
      columnCount: next, rowCount: lp.rows.count, positiveColumn: positive,
      negativeColumn: negative)
    let stride = tableau.stride
    for (index, row) in lp.rows.enumerated() {
      let base = index * stride
      let sign = rowSign[index]
      for (variable, coefficient) in row.coefficients.enumerated() where coefficient != 0 {
        tableau.cells[base + positive[variable]] = sign * coefficient
        if negative[variable] >= 0 {
          tableau.cells[base + negative[variable]] = -sign * coefficient
        }
      }
      if slackColumn[index] >= 0 { tableau.cells[base + slackColumn[index]] = slackSign[index] }
      tableau.cells[base + tableau.columnCount] = sign * row.rhs
      let starting = artificialColumn[index] >= 0 ? artificialColumn[index] : slackColumn[index]
      tableau.cells[base + starting] = 1
      tableau.basis[index] = starting
      tableau.isBasic[starting] = true
    }
    // Phase 1: minimize the sum of the artificials.
    let artificials = artificialColumn.filter { $0 >= 0 }
    if !artificials.isEmpty {
      var objective = [Double](repeating: 0, count: tableau.columnCount)
      for column in artificials { objective[column] = 1 }
      tableau.setObjective(standard: objective)
      guard tableau.iterate() else { return .iterationLimit }
      if -tableau.costs[tableau.columnCount] > feasibilityTolerance { return .infeasible }
      tableau.driveOut(artificials: Set(artificials))
    }
    return .feasible(tableau)
  }

  /// Minimizes `objective·x` (one entry per original variable) from the current basis. The
  /// tableau keeps the optimal basis and the reduced costs.
  mutating func minimize(_ objective: [Double]) -> LPOutcome {
    var standard = [Double](repeating: 0, count: columnCount)
    var scale = 0.0
    for (variable, cost) in objective.enumerated() {
      standard[positiveColumn[variable]] = cost
      if negativeColumn[variable] >= 0 { standard[negativeColumn[variable]] = -cost }
      scale = max(scale, abs(cost))
    }
    // Reduced costs are combinations of the costs; their rounding grows with the largest one.
    costTolerance = 1e-9 + 1e-12 * scale
    setObjective(standard: standard)
    guard iterate() else { return .iterationLimit }
    if costs[columnCount] == .infinity { return .unbounded }
    return .optimal(value: -costs[columnCount], x: solution)
  }

  /// Fixes at zero every non-basic column whose reduced cost (for the objective of the last
  /// ``minimize(_:)``) is positive. Every optimal point has these columns at zero, and every
  /// feasible point with them at zero is optimal (the objective equals the optimum plus the
  /// reduced costs times the non-basic columns), so later objectives range over the optimal
  /// face exactly: the same as adding `objective ≤ optimum` without a tolerance.
  mutating func restrictToOptimalFace() {
    for column in 0..<columnCount
    where isAllowed[column] && !isBasic[column] && costs[column] > costTolerance {
      isAllowed[column] = false
    }
  }

  /// The current basic solution in the original variables.
  var solution: [Double] {
    var columnValue = [Double](repeating: 0, count: columnCount)
    for row in 0..<rowCount { columnValue[basis[row]] = cells[row * stride + columnCount] }
    return positiveColumn.indices.map { variable in
      let negative = negativeColumn[variable]
      return columnValue[positiveColumn[variable]] - (negative >= 0 ? columnValue[negative] : 0)
    }
  }

  /// Sets the reduced costs of `objective` (one entry per column) for the current basis.
  private mutating func setObjective(standard objective: [Double]) {
    for column in 0..<columnCount { costs[column] = objective[column] }
    costs[columnCount] = 0
    for row in 0..<rowCount {
      let weight = objective[basis[row]]
      if weight == 0 { continue }
      let base = row * stride
      for column in 0...columnCount { costs[column] -= weight * cells[base + column] }
    }
    for row in 0..<rowCount { costs[basis[row]] = 0 }
  }

  /// Primal simplex with Bland's rule until optimal. Sets `costs[columnCount]` to infinity when
  /// the objective is unbounded. Returns false at the iteration limit.
  private mutating func iterate() -> Bool {
    for _ in 0..<SimplexTableau.iterationLimit {
      var entering = -1
      for column in 0..<columnCount
      where isAllowed[column] && !isBasic[column] && costs[column] < -costTolerance {
        entering = column
        break
      }
      if entering < 0 { return true }
      var leaving = -1
      var bestRatio = Double.infinity
      for row in 0..<rowCount {
        let a = cells[row * stride + entering]
        if a <= SimplexTableau.pivotTolerance { continue }
        let ratio = max(cells[row * stride + columnCount], 0) / a
        if leaving < 0 || ratio < bestRatio - 1e-12
          || (ratio <= bestRatio + 1e-12 && basis[row] < basis[leaving])
        {
          leaving = row
          bestRatio = min(bestRatio, ratio)
        }
      }
      if leaving < 0 {
        costs[columnCount] = .infinity
        return true
      }
      pivot(row: leaving, column: entering)
    }
    return false
  }

  /// After a successful phase 1: pivots every artificial still basic (at level zero) out of
  /// the basis, drops the rows where that is impossible (they are redundant), and forbids the
  /// artificial columns from entering again.
  private mutating func driveOut(artificials: Set<Int>) {
    var row = 0
    while row < rowCount {
      guard artificials.contains(basis[row]) else {
        row += 1
        continue
      }
      cells[row * stride + columnCount] = 0
      var replacement = -1
      for column in 0..<columnCount where !artificials.contains(column) && !isBasic[column] {
        if abs(cells[row * stride + column]) > SimplexTableau.pivotTolerance {
          replacement = column
          break
        }
      }
      if replacement >= 0 {
        pivot(row: row, column: replacement)
        row += 1
      } else {
        removeRow(row)
      }
    }
    for column in artificials { isAllowed[column] = false }
  }

  private mutating func removeRow(_ row: Int) {
    isBasic[basis[row]] = false
    cells.removeSubrange(row * stride..<(row + 1) * stride)
    basis.remove(at: row)
    rowCount -= 1
  }

  /// Pivots `column` into the basis in place of row `row`'s basic column.
  private mutating func pivot(row: Int, column: Int) {
    let stride = self.stride
    let rowCount = self.rowCount
    let drop = SimplexTableau.dropTolerance
    cells.withUnsafeMutableBufferPointer { buffer in
      let cell = buffer.baseAddress!
      let pivotBase = row * stride
      let inverse = 1 / cell[pivotBase + column]
      var j = 0
      while j < stride {
        cell[pivotBase + j] *= inverse
        j += 1
      }
      cell[pivotBase + column] = 1
      var i = 0
      while i < rowCount {
        let base = i * stride
        let factor = cell[base + column]
        if i != row && factor != 0 {
          j = 0
          while j < stride {
            let value = cell[base + j] - factor * cell[pivotBase + j]
            cell[base + j] = abs(value) < drop ? 0 : value
            j += 1
          }
          cell[base + column] = 0
        }
        i += 1
      }
    }
    let factor = costs[column]
    if factor != 0 {
      cells.withUnsafeBufferPointer { buffer in
        costs.withUnsafeMutableBufferPointer { costBuffer in
          let cell = buffer.baseAddress!
          let cost = costBuffer.baseAddress!
          let pivotBase = row * stride
          var j = 0
          while j < stride {
            cost[j] -= factor * cell[pivotBase + j]
            j += 1
          }
        }
      }
      costs[column] = 0
    }
    isBasic[basis[row]] = false
    basis[row] = column
    isBasic[column] = true
  }
}
