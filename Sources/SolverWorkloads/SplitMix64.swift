/// The splitmix64 pseudo-random generator (Steele, Lea and Flood, 2014), exactly as in the
/// kiwi side-by-side harness (`bench/kiwi/bench.cpp`, reference/cassowary.md §4.2).
///
/// All arithmetic is modulo 2⁶⁴, so a given seed yields the same sequence on every platform.
///
/// ```swift
/// var rng = SplitMix64(seed: 0)
/// rng.next()  // 0xe220a8397b1dcdaf
/// ```
public struct SplitMix64: Sendable, Hashable {
  /// The generator's state; advanced by `0x9E3779B97F4A7C15` on every draw.
  public var state: UInt64

  /// Creates a generator whose state is `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64-bit value of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// `next() % n`: plain (slightly biased, but exactly reproducible) modulo reduction.
  /// - Precondition: `n ≥ 1`.
  public mutating func below(_ n: UInt64) -> Int64 {
    precondition(n >= 1, "SplitMix64.below needs n >= 1")
    return Int64(next() % n)
  }
}
