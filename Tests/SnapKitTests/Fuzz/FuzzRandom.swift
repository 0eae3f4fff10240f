/// SplitMix64: a seeded generator whose sequence is the same on every platform.
struct FuzzRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<n.
  mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(n, 1))) }

  /// True with probability `p` (in 1/1000ths).
  mutating func chance(_ perMille: Int) -> Bool { below(1000) < perMille }

  mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
