/// A set of symbol ids with O(1) insert and remove and a fast lowest-member query: a bit per
/// symbol plus a summary bit per non-empty 64-bit word.
@usableFromInline
internal struct SymbolBitset {
  var words = Buffer<UInt64>()
  var summary = Buffer<UInt64>()

  func free() {
    words.free()
    summary.free()
  }

  /// Makes room for `symbols` ids.
  mutating func grow(to symbols: Int) {
    let w = (symbols + 63) >> 6
    if w > words.count {
      words.resize(to: w, filling: 0)
      summary.resize(to: (w + 63) >> 6, filling: 0)
    }
  }

  @inline(__always) func insert(_ s: Int32) {
    let w = Int(s) >> 6
    words[w] |= 1 << UInt64(s & 63)
    summary[w >> 6] |= 1 << UInt64(w & 63)
  }

  @inline(__always) func clear(_ s: Int32) {
    let w = Int(s) >> 6
    let updated = words[w] & ~(1 << UInt64(s & 63))
    words[w] = updated
    if updated == 0 { summary[w >> 6] &= ~(1 << UInt64(w & 63)) }
  }

  @inline(__always) func contains(_ s: Int32) -> Bool {
    words[Int(s) >> 6] & (1 << UInt64(s & 63)) != 0
  }

  /// The lowest member, or -1 when empty.
  func first() -> Int32 {
    for i in 0..<summary.count {
      let sw = summary[i]
      if sw != 0 {
        let w = (i << 6) | sw.trailingZeroBitCount
        return Int32((w << 6) | words[w].trailingZeroBitCount)
      }
    }
    return -1
  }

  /// Removes every member.
  func removeAll() {
    for i in 0..<words.count { words[i] = 0 }
    for i in 0..<summary.count { summary[i] = 0 }
  }
}
