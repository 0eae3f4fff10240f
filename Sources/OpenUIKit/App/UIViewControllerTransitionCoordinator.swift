import Foundation

/// What a transition's blocks are told about it.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Whether the transition follows a gesture (never, for a rotation).
  var isInteractive: Bool { get }
  /// Whether the transition was cancelled (never, for a rotation).
  var isCancelled: Bool { get }
  /// The transition's duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// How far the transition got (1 once it ends).
  var percentComplete: CGFloat { get }
  /// The curve of the transition's animation.
  var completionCurve: UIView.AnimationCurve { get }
  /// The view the transition happens in (the window, for a rotation).
  var containerView: UIView { get }
  /// The rotation of the interface the transition makes (a quarter turn between portrait and
  /// landscape, identity otherwise).
  var targetTransform: CGAffineTransform { get }
}

/// Runs blocks alongside a transition's animation and after it (`viewWillTransition(to:with:)`
/// hands one out).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
{
  /// Runs `animation` inside the transition's animation block (so the changes it makes
  /// animate with the transition) and `completion` after it ends. Returns true (the blocks
  /// are queued).
  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// The coordinator of a window rotation.
@MainActor
final class RotationTransitionCoordinator: UIViewControllerTransitionCoordinator {
  let isAnimated: Bool
  let isInteractive = false
  let isCancelled = false
  let transitionDuration: TimeInterval
  private(set) var percentComplete: CGFloat = 0
  let completionCurve = UIView.AnimationCurve.easeInOut
  /// The view the transition happens in: the rotating window. Held weakly, so that a
  /// controller that keeps the coordinator does not keep its own window alive through it
  /// (controller → coordinator → window → controller); after the window is gone it is an empty,
  /// detached view.
  var containerView: UIView { container ?? UIView() }
  private weak var container: UIView?
  let targetTransform: CGAffineTransform
  /// The queued alongside blocks, run in the animation block.
  var alongside: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  /// The queued completion blocks, run when the animation ends.
  var completions: [@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(
    animated: Bool, duration: TimeInterval, containerView: UIView,
    targetTransform: CGAffineTransform
  ) {
    isAnimated = animated
    transitionDuration = animated ? duration : 0
    container = containerView
    self.targetTransform = targetTransform
  }

  @discardableResult
  func animate(
    alongsideTransition animation: (
      @MainActor (any UIViewControllerTransitionCoordinatorContext)
        -> Void
    )?,
    completion: (@MainActor (any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside blocks (inside the animation block).
  func runAlongside() {
    let blocks = alongside
    alongside.removeAll()
    for block in blocks { block(self) }
  }

  /// Runs the completion blocks.
  func finish() {
    percentComplete = 1
    let blocks = completions
    completions.removeAll()
    for block in blocks { block(self) }
  }
}
