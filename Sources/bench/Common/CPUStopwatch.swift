import Foundation

/// Timing on the calling thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`), in milliseconds: the
/// time other processes hold the CPU is left out, so side-by-side runs on a busy machine stay
/// comparable. The Yoga peer (`Benchmarks/peers/yoga_feed.cpp`) uses the same clock.
struct CPUStopwatch {
  /// The thread's CPU time when the stopwatch started, in nanoseconds.
  let start: UInt64

  /// Starts a stopwatch now.
  init() {
    start = CPUStopwatch.nanoseconds()
  }

  /// CPU milliseconds since ``start``.
  var elapsedMilliseconds: Double { Double(CPUStopwatch.nanoseconds() &- start) * 1e-6 }

  /// The thread's CPU time in nanoseconds.
  static func nanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
  }
}
