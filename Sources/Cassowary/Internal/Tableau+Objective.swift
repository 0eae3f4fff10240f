/// The objective: one row per level (level 0 is the strongest), stored symbol-major so a
/// symbol's reduced costs sit together, in blocks only for the symbols that have a nonzero
/// coefficient (a third of them in a large window: a dense table took 32 bytes for each
/// symbol at four levels).
extension Tableau {
  /// The coefficient of `s` at `level`.
  @inline(__always) func objectiveCoefficient(_ s: Symbol, level: Int) -> Double {
    let block = objectiveBlock[s.index]
    return block < 0 ? 0 : objectiveBlocks[Int(block) * levels + level]
  }

  /// The index of the first coefficient of the block of `s`, made (all zero) if it has none.
  @inline(__always) mutating func objectiveBase(creatingFor s: Symbol) -> Int {
    let block = objectiveBlock[s.index]
    if block >= 0 { return Int(block) * levels }
    let made: Int32
    if freeObjectiveBlocks.count > 0 {
      made = freeObjectiveBlocks.removeLast()
    } else {
      made = Int32(objectiveBlocks.count / levels)
      objectiveBlocks.resize(to: objectiveBlocks.count + levels, filling: 0)
    }
    objectiveBlock[s.index] = made
    return Int(made) * levels
  }

  /// Zeroes the coefficients of `s` and gives its block back.
  @inline(__always) mutating func releaseObjectiveBlock(_ s: Symbol) {
    let block = objectiveBlock[s.index]
    guard block >= 0 else { return }
    let base = Int(block) * levels
    for l in 0..<levels { objectiveBlocks[base + l] = 0 }
    freeObjectiveBlocks.append(block)
    objectiveBlock[s.index] = -1
  }

  /// Whether the reduced cost of `s` is lexicographically negative.
  @inline(__always) func hasNegativeReducedCost(_ s: Symbol) -> Bool {
    let block = objectiveBlock[s.index]
    if block < 0 { return false }
    let base = Int(block) * levels
    for l in 0..<levels {
      let v = objectiveBlocks[base + l]
      if v != 0 { return v < 0 }
    }
    return false
  }

  /// Whether every level of the reduced cost of `s` is zero.
  @inline(__always) func hasZeroReducedCost(_ s: Symbol) -> Bool {
    let block = objectiveBlock[s.index]
    if block < 0 { return true }
    let base = Int(block) * levels
    for l in 0..<levels where objectiveBlocks[base + l] != 0 { return false }
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
    if v == 0 && objectiveBlock[s.index] < 0 { return }
    let idx = objectiveBase(creatingFor: s) + level
    let ov = objectiveBlocks[idx]
    let nv = ov + v
    objectiveBlocks[idx] = cancels(nv, ov, v) ? 0 : nv
  }

  /// Replaces `s` by row `r` in the objective.
  mutating func substituteIntoObjective(_ s: Symbol, row r: RowIndex) {
    let block = objectiveBlock[s.index]
    if block < 0 { return }
    // (Indices, not pointers: adding to other symbols may move the blocks' buffer.)
    let base = Int(block) * levels
    var touched = false
    for l in 0..<levels {
      let c = objectiveBlocks[base + l]
      if c == 0 { continue }
      touched = true
      objectiveBlocks[base + l] = 0
      objectiveConst[l] += c * rowConst[r]
      let start = Int(rowStart[r])
      for i in 0..<Int(rowCount[r]) {
        addObjectiveCoefficient(cellSym[start + i], level: l, c * cellCoef[start + i])
      }
    }
    releaseObjectiveBlock(s)
    if touched {
      candidates.clear(s)
      let start = Int(rowStart[r])
      for i in 0..<Int(rowCount[r]) { updateCandidate(cellSym[start + i]) }
    }
  }

  /// Forces the objective coefficients of `s` to zero (the symbol is going away).
  mutating func clearObjective(_ s: Symbol) {
    releaseObjectiveBlock(s)
    candidates.clear(s)
  }

  /// Inserts an empty objective level at index `at` (strict mode, a new strength appeared).
  mutating func insertLevel(at index: Int) {
    let old = levels
    let new = old + 1
    let blocks = objectiveBlocks.count / old
    var relaid = Buffer<Double>(capacity: max(blocks * new, 1))
    relaid.resize(to: blocks * new, filling: 0)
    for b in 0..<blocks {
      for l in 0..<old {
        relaid[b * new + (l < index ? l : l + 1)] = objectiveBlocks[b * old + l]
      }
    }
    objectiveBlocks.free()
    objectiveBlocks = relaid
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
    for l in 0..<levels {
      let x = objectiveCoefficient(a, level: l) / ca
      let y = objectiveCoefficient(b, level: l) / cb
      if x != y { return x < y }
    }
    return false
  }

  /// Gives the free blocks back: the blocks in use move together, in their order.
  mutating func packObjective() {
    // In place, in the blocks' order: each used block moves down to the end of the ones
    // before it (a new buffer would fault in every page again, as for the arenas).
    let blocks = levels > 0 ? objectiveBlocks.count / levels : 0
    var owner = Buffer<Int32>(capacity: max(blocks, 1))
    owner.resize(to: blocks, filling: -1)
    for s in 0..<objectiveBlock.count where objectiveBlock[s] >= 0 {
      owner[objectiveBlock[s]] = Int32(s)
    }
    var next = 0
    for b in 0..<blocks where owner[b] >= 0 {
      if b != next {
        for l in 0..<levels { objectiveBlocks[next * levels + l] = objectiveBlocks[b * levels + l] }
      }
      objectiveBlock[owner[b]] = Int32(next)
      next += 1
    }
    owner.free()
    objectiveBlocks.count = next * levels
    objectiveBlocks.trim()
    freeObjectiveBlocks.free()
    freeObjectiveBlocks = Buffer(capacity: 16)
  }

  /// Checks that every symbol's block is in range and its own, and that free blocks are
  /// zero and used by no symbol.
  func checkObjectiveBlocks(_ found: inout [String]) {
    let blocks = levels > 0 ? objectiveBlocks.count / levels : 0
    var owner = [Int](repeating: -1, count: blocks)
    for s in 0..<objectiveBlock.count where objectiveBlock[s] >= 0 {
      let b = Int(objectiveBlock[s])
      guard b < blocks else {
        found.append("\(describe(Symbol(s))) has objective block \(b) of \(blocks)")
        continue
      }
      if owner[b] >= 0 {
        found.append("objective block \(b) is shared by symbols \(owner[b]) and \(s)")
      }
      owner[b] = s
    }
    for i in 0..<freeObjectiveBlocks.count {
      let b = Int(freeObjectiveBlocks[i])
      guard b >= 0 && b < blocks else {
        found.append("free objective block \(b) is out of range (\(blocks))")
        continue
      }
      if owner[b] >= 0 { found.append("free objective block \(b) is used by symbol \(owner[b])") }
      for l in 0..<levels where objectiveBlocks[b * levels + l] != 0 {
        found.append("free objective block \(b) is not zero at level \(l)")
      }
    }
  }
}

extension Tableau {
  /// The coefficient of `s` at `level`, read or written (a write makes the symbol's block).
  /// For tests that set up or damage an objective on purpose.
  subscript(objective s: Symbol, level level: Int) -> Double {
    get { objectiveCoefficient(s, level: level) }
    set {
      // (The block first: making it may move the buffer the write goes to.)
      let base = objectiveBase(creatingFor: s)
      objectiveBlocks[base + level] = newValue
    }
  }
}
