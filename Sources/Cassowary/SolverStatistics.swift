/// Sizes of a solver's tableau, for tests and diagnostics.
public struct SolverStatistics: Sendable, Hashable, CustomStringConvertible {
  /// Constraints in the solver (edit variables' constraints included).
  public var constraints: Int
  /// Edit variables.
  public var editVariables: Int
  /// Variables the solver knows (each has a symbol while a constraint uses it).
  public var variables: Int
  /// Symbols in use: variables, slacks, errors and dummies.
  public var symbols: Int
  /// Rows of the tableau (basic symbols).
  public var rows: Int
  /// Columns of the tableau: the parametric (non-basic) symbols.
  public var columns: Int
  /// Parametric symbols that appear in at least one row. Unlike ``columns`` this depends on
  /// how rows are written (merged or with lazy references), so it can differ between two
  /// solvers holding the same constraints.
  public var nonEmptyColumns: Int
  /// Non-zero cells in all rows.
  public var cells: Int
  /// Non-zero cells of the objective (over all levels).
  public var objectiveCells: Int
  /// Distinct strength levels of the objective (1 in the weighted mode).
  public var objectiveLevels: Int
  /// Pivots done since the solver was created or reset.
  public var pivots: Int

  /// A one-line summary.
  public var description: String {
    "constraints=\(constraints) edits=\(editVariables) variables=\(variables) symbols=\(symbols) "
      + "rows=\(rows) columns=\(columns) nonEmptyColumns=\(nonEmptyColumns) cells=\(cells) "
      + "objective=\(objectiveCells) "
      + "levels=\(objectiveLevels) pivots=\(pivots)"
  }
}
