/// kiwi's absolute tolerance: coefficients and values closer to zero than this are zero.
@usableFromInline internal let epsilon: Double = 1e-8

/// Whether `x` is within ``epsilon`` of zero.
@inline(__always) @usableFromInline internal func nearZero(_ x: Double) -> Bool {
  x < 0 ? -x < epsilon : x < epsilon
}
