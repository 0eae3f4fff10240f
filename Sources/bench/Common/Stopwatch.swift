/// Wall-clock timing on `ContinuousClock`, in milliseconds (bench.cpp uses `steady_clock`).
struct Stopwatch {
  /// When the stopwatch started.
  let start: ContinuousClock.Instant

  /// Starts a stopwatch now.
  init() {
    start = ContinuousClock.now
  }

  /// Milliseconds since ``start``.
  var elapsedMilliseconds: Double { Stopwatch.milliseconds(ContinuousClock.now - start) }

  /// A duration in milliseconds.
  static func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) * 1e-15
  }
}
