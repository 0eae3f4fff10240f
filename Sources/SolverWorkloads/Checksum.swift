import Cassowary

// `rounded(_:)` lowers to libm's `round`; importing the C library links libm on Linux.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The two order-sensitive checksums of a solution, as in bench.cpp:
/// `checksum = Σ_k llround(value_k)` and `checksum2 = Σ_k (k+1) · llround(value_k)` over the
/// variables in canonical order.
public struct Checksum: Sendable, Hashable {
  /// `Σ_k llround(value_k)`.
  public var checksum: Int64
  /// `Σ_k (k+1) · llround(value_k)`.
  public var checksum2: Int64

  /// Creates a checksum pair from its two values.
  public init(checksum: Int64 = 0, checksum2: Int64 = 0) {
    self.checksum = checksum
    self.checksum2 = checksum2
  }

  /// The checksums of the values, in order. Sums wrap around on overflow.
  public init(values: some Sequence<Double>) {
    var c1: Int64 = 0
    var c2: Int64 = 0
    for (k, value) in values.enumerated() {
      let v = Checksum.llround(value)
      c1 &+= v
      c2 &+= Int64(k + 1) &* v
    }
    self.init(checksum: c1, checksum2: c2)
  }

  /// The checksums of the variables' current values, in order.
  public init(variables: [Variable]) {
    self.init(values: variables.lazy.map(\.value))
  }

  /// C's `llround`: rounds half away from zero into an `Int64`. NaN gives `Int64.min` and
  /// out-of-range values are clamped, where C leaves the result unspecified.
  public static func llround(_ value: Double) -> Int64 {
    let r = value.rounded(.toNearestOrAwayFromZero)
    if r.isNaN { return .min }
    if r >= 9_223_372_036_854_775_807.0 { return .max }
    if r <= -9_223_372_036_854_775_808.0 { return .min }
    return Int64(r)
  }
}
