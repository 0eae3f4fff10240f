import Foundation

/// The state of a ``UIViewPropertyAnimator``, with UIKit's raw values.
public enum UIViewAnimatingState: Int, Sendable, Hashable, CustomStringConvertible {
  /// Not started, or finished: animations can be added and the animator started.
  case inactive = 0
  /// Started: running, or paused (``UIViewPropertyAnimator/isRunning`` tells which).
  case active = 1
  /// Stopped with `stopAnimation(false)`: waiting for `finishAnimation(at:)`.
  case stopped = 2

  /// `inactive`, `active` or `stopped`.
  public var description: String {
    switch self {
    case .inactive: "inactive"
    case .active: "active"
    case .stopped: "stopped"
    }
  }
}

/// Where a property animator's properties end up when it finishes, with UIKit's raw values.
public enum UIViewAnimatingPosition: Int, Sendable, Hashable {
  /// At the end values of the animations.
  case end = 0
  /// Back at the start values.
  case start = 1
  /// Where they were when the animator finished.
  case current = 2
}
