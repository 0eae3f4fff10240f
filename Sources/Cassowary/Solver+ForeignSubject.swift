/// Entering a required row without phase one when another constraint's slack or error can
/// carry it.
extension Solver {
  /// A parametric slack or error of another constraint that row `t` can be solved for
  /// while every restricted row stays feasible, or `.none`.
  ///
  /// Row `t` reads `0 = c + Σ aᵢ·sᵢ` with `c ≥ 0`, in parametric symbols only. Solving it
  /// for a restricted `s` with `a < 0` gives `s` the value `−c / a ≥ 0`; each other row that
  /// holds `s` moves by its coefficient times that value, which must leave a restricted
  /// basic symbol non-negative (and a dummy's row at zero). Such a pivot keeps the tableau
  /// feasible, so the primal simplex can restore optimality afterwards, where phase one
  /// (``addWithArtificialVariable(row:constraint:record:created:)``) would add and optimise
  /// a whole artificial objective first. kiwi only considers the new constraint's own
  /// symbols.
  ///
  /// Among the candidates, the lowest id: the oldest constraint's symbol absorbs the new
  /// row, which keeps the engine's tie-break (the view that joined first stretches or
  /// squeezes when priorities tie) the one phase one gives. Coefficients under 1e-4 are
  /// passed over: solving for them would amplify rounding.
  func foreignSubject(row t: RowIndex) -> Symbol {
    let c = tableau.rowConst[t]
    var best = Symbol.none
    let start = Int(tableau.rowStart[t])
    for i in 0..<Int(tableau.rowCount[t]) {
      let s = tableau.cellSym[start + i]
      let a = tableau.cellCoef[start + i]
      let kind = tableau.kind[s]
      guard kind == .slack || kind == .error, abs(a) >= 1e-4, a < 0 || c == 0,
        !best.exists || s < best
      else { continue }
      // The arithmetic of `solveRow` and `addScaledRow`, so that the check is exact.
      let value = c * (-1 / a)
      if keepsRowsFeasible(holding: s, at: value, besides: t) { best = s }
    }
    return best
  }

  /// Whether giving parametric `s` the value `value` leaves every restricted row but `t`
  /// non-negative and every dummy's row at zero.
  private func keepsRowsFeasible(holding s: Symbol, at value: Double, besides t: RowIndex) -> Bool {
    if value == 0 { return true }
    let start = Int(tableau.columnHeaders[s].start)
    for k in 0..<Int(tableau.columnHeaders[s].count) {
      let entry = tableau.columnEntries[start + k]
      let r = entry.row
      if r == t { continue }
      let basic = tableau.rowBasic[r]
      guard basic.exists else { continue }
      switch tableau.kind[basic] {
      case .external: continue
      case .dummy: return false
      default:
        let b = tableau.cellCoef[Int(tableau.rowStart[r]) + Int(entry.cell)]
        if tableau.rowConst[r] + b * value < 0 { return false }
      }
    }
    return true
  }
}
