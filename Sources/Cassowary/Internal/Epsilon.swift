/// kiwi's absolute tolerance: coefficients and values closer to zero than this are zero.
@usableFromInline internal let solverEpsilon: Double = 1e-8

/// Whether `x` is within ``solverEpsilon`` of zero.
@inline(__always) @usableFromInline internal func nearZero(_ x: Double) -> Bool {
  x < 0 ? -x < solverEpsilon : x < solverEpsilon
}

/// Whether `sum = a + b` is a cancellation to zero: below ``solverEpsilon`` times the larger
/// addend when that is under 1, else below ``solverEpsilon`` (kiwi's absolute test, which never
/// drops more than this).
///
/// Row cells are pruned with this test, not with ``nearZero(_:)`` alone: a required
/// `a == 1e12 × b` solved for `b` gives `a` a coefficient of 1e-12, which is exact and matters
/// (when `a` reaches 1e12 it moves `b` by 1); an absolute test dropped it as it spread into
/// other rows, and constraints stopped holding without being reported. Products are never
/// pruned (they are exact); only sums that cancel are.
@inline(__always) @usableFromInline internal func cancels(
  _ sum: Double, _ a: Double, _ b: Double
) -> Bool {
  let m = min(max(a < 0 ? -a : a, b < 0 ? -b : b), 1)
  return (sum < 0 ? -sum : sum) < solverEpsilon * m
}
