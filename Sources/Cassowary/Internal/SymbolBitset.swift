/// A set of symbol ids with O(1) insert and remove and a fast lowest-member query: a bit per
/// symbol plus a summary bit per non-empty 64-bit word.
@usableFromInline
internal struct SymbolBitset {
  var words = Buffer<UInt64>()
  var summary = Buffer<UInt64>()

  func free(recycling: Bool = false) {
    words.free(recycling: recycling)
    summary.free(recycling: recycling)
  }

  /// Makes room for `symbols` ids.
  mutating func grow(to symbols: Int) {
    let w = (symbols + 63) >> 6
    if w > words.count {
      words.resize(to: w, filling: 0)
      summary.resize(to: (w + 63) >> 6, filling: 0)
    }
  }

  @inline(__always) func insert(_ s: Symbol) {
    let w = s.index >> 6
    words[w] |= 1 << UInt64(s.raw & 63)
    summary[w >> 6] |= 1 << UInt64(w & 63)
  }

  /// Inserts a non-symbol id (the stamps of `Tableau.stampDirty`).
  @inline(__always) func insert(stamp: Int32) { insert(Symbol(raw: stamp)) }

  @inline(__always) func clear(_ s: Symbol) {
    let w = s.index >> 6
    let updated = words[w] & ~(1 << UInt64(s.raw & 63))
    words[w] = updated
    if updated == 0 { summary[w >> 6] &= ~(1 << UInt64(w & 63)) }
  }

  @inline(__always) func contains(_ s: Symbol) -> Bool {
    words[s.index >> 6] & (1 << UInt64(s.raw & 63)) != 0
  }

  /// The lowest member, or `.none` when empty.
  func first() -> Symbol {
    for i in 0..<summary.count {
      let sw = summary[i]
      if sw != 0 {
        let w = (i << 6) | sw.trailingZeroBitCount
        return Symbol((w << 6) | words[w].trailingZeroBitCount)
      }
    }
    return .none
  }

  /// Removes every member.
  func removeAll() {
    for i in 0..<words.count { words[i] = 0 }
    for i in 0..<summary.count { summary[i] = 0 }
  }
}
