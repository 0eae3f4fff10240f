/// kiwi's absolute tolerance: coefficients and values closer to zero than this are zero.
@usableFromInline internal let solverEpsilon: Double = 1e-8

/// Whether `x` is within ``solverEpsilon`` of zero.
@inline(__always) @usableFromInline internal func nearZero(_ x: Double) -> Bool {
  x < 0 ? -x < solverEpsilon : x < solverEpsilon
}
