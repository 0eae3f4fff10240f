import Foundation

/// The animations of one `addAnimations` block of a ``UIViewPropertyAnimator``: their progress
/// follows the animator's timeline, from `startFraction` of it (the block's delay factor, or
/// where the timeline was when the block was added) to its end.
@MainActor
final class AnimatorGroup: AnimationGroup {
  /// The animator (kept alive by its animations in flight, as UIKit keeps a paused one).
  let animator: UIViewPropertyAnimator
  /// The fraction of the animator's timeline at which the block's animations start.
  let startFraction: Double
  /// The progress when the current segment of the timeline began.
  var segmentStartProgress = 0.0

  init(animator: UIViewPropertyAnimator, startFraction: Double) {
    self.animator = animator
    self.startFraction = min(max(startFraction, 0), 1)
  }

  /// The block's own fraction at timeline fraction `fraction`.
  func localFraction(_ fraction: Double) -> Double {
    guard startFraction < 1 else { return fraction >= 1 ? 1 : 0 }
    return min(max((fraction - startFraction) / (1 - startFraction), 0), 1)
  }

  override func progress(at time: CFTimeInterval) -> Double {
    animator.progress(of: self, at: time)
  }
}
