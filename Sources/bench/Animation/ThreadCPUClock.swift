import Foundation
import OpenUIKit

/// The CPU time the calling thread has used (`CLOCK_THREAD_CPUTIME_ID`), as an animation
/// clock: the work of a frame measured on it leaves out the time other processes held the
/// CPU, so a busy build machine does not show up as hitches.
struct ThreadCPUClock: AnimationClock {
  /// The thread's CPU time in seconds.
  var now: CFTimeInterval {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// CPU time cannot be waited for: returns at once.
  func wait(until time: CFTimeInterval) {}
}
