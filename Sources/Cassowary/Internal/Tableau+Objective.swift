/// The objective: one dense row per level (level 0 is the strongest), stored symbol-major so
/// a symbol's reduced costs sit together.
extension Tableau {
  /// Whether the reduced cost of `s` is lexicographically negative.
  @inline(__always) func hasNegativeReducedCost(_ s: Symbol) -> Bool {
    let base = s.index * levels
    for l in 0..<levels {
      let v = objective[base + l]
      if v != 0 { return v < 0 }
    }
    return false
  }

  /// Whether every level of the reduced cost of `s` is zero.
  @inline(__always) func hasZeroReducedCost(_ s: Symbol) -> Bool {
    let base = s.index * levels
    for l in 0..<levels where objective[base + l] != 0 { return false }
    return true
  }

  /// Recomputes whether `s` may enter the basis in the primal simplex.
  @inline(__always) func updateCandidate(_ s: Symbol) {
    if kind[s] != .dummy && hasNegativeReducedCost(s) {
      candidates.insert(s)
    } else {
      candidates.clear(s)
    }
  }

  /// `objective[level] += w · s`, with `s` expanded through its row when basic.
  mutating func addToObjective(_ s: Symbol, level: Int, weight w: Double) {
    let r = rowOf[s]
    if r.exists {
      objectiveConst[level] += w * rowConst[r]
      let start = Int(rowStart[r])
      for i in 0..<Int(rowCount[r]) {
        let sym = cellSym[start + i]
        addObjectiveCoefficient(sym, level: level, w * cellCoef[start + i])
        updateCandidate(sym)
      }
    } else {
      addObjectiveCoefficient(s, level: level, w)
      updateCandidate(s)
    }
  }

  /// `objective[level][s] += v`, dropping the coefficient when the sum cancels (the relative
  /// test of ``cancels(_:_:_:)``, as for row cells).
  ///
  /// An absolute test (`nearZero`) dropped exact small coefficients: an error whose row holds
  /// `2e-12 · e` (a 1e12 multiplier elsewhere) lost `e` from the objective; when `e` was later
  /// pivoted in through that row (removing its constraint), its row, scaled by 5e11, was never
  /// substituted, and the objective no longer weighed the errors it stood for. Optional
  /// constraints then missed for no reason (fuzzer seed 4, step 6563: an image view 20 tall
  /// against its content-size pair of 17.67), found by ``Solver/checkInvariants()``.
  @inline(__always) mutating func addObjectiveCoefficient(_ s: Symbol, level: Int, _ v: Double) {
    let idx = s.index * levels + level
    let ov = objective[idx]
    let nv = ov + v
    objective[idx] = cancels(nv, ov, v) ? 0 : nv
  }

  /// Replaces `s` by row `r` in the objective.
  mutating func substituteIntoObjective(_ s: Symbol, row r: RowIndex) {
    let base = s.index * levels
    var touched = false
    for l in 0..<levels {
      let c = objective[base + l]
      if c == 0 { continue }
      touched = true
      objective[base + l] = 0
      objectiveConst[l] += c * rowConst[r]
      let start = Int(rowStart[r])
      for i in 0..<Int(rowCount[r]) {
        addObjectiveCoefficient(cellSym[start + i], level: l, c * cellCoef[start + i])
      }
    }
    if touched {
      candidates.clear(s)
      let start = Int(rowStart[r])
      for i in 0..<Int(rowCount[r]) { updateCandidate(cellSym[start + i]) }
    }
  }

  /// Forces the objective coefficients of `s` to zero (the symbol is going away).
  mutating func clearObjective(_ s: Symbol) {
    let base = s.index * levels
    for l in 0..<levels { objective[base + l] = 0 }
    candidates.clear(s)
  }

  /// Inserts an empty objective level at index `at` (strict mode, a new strength appeared).
  mutating func insertLevel(at index: Int) {
    let old = levels
    let new = old + 1
    let n = kind.count
    var relaid = Buffer<Double>(capacity: n * new)
    relaid.resize(to: n * new, filling: 0)
    for s in 0..<n {
      for l in 0..<old {
        relaid[s * new + (l < index ? l : l + 1)] = objective[s * old + l]
      }
    }
    objective.free()
    objective = relaid
    var consts = Buffer<Double>(capacity: new)
    consts.resize(to: new, filling: 0)
    for l in 0..<old { consts[l < index ? l : l + 1] = objectiveConst[l] }
    objectiveConst.free()
    objectiveConst = consts
    levels = new
  }

  /// The reduced-cost ratio test of the dual simplex: whether `objective(a)/ca` is
  /// lexicographically below `objective(b)/cb`.
  @inline(__always) func dualRatioLess(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Bool
  {
    let ba = a.index * levels
    let bb = b.index * levels
    for l in 0..<levels {
      let x = objective[ba + l] / ca
      let y = objective[bb + l] / cb
      if x != y { return x < y }
    }
    return false
  }
}
