import Foundation

/// One property's in-flight additive animation on a view: the presentation value is the model
/// value plus `delta × (1 − progress)`, where `delta` is the old value minus the new one
/// (UIKit's `fromValue = old − new`, `toValue = 0`, `additive = true`).
struct PropertyAnimationTrack {
  let property: AnimatableProperty
  var delta: AnimationVector
  let group: AnimationGroup
}

/// The animations one `animate` block (or one property animator) started, sharing a timing
/// and a completion.
@MainActor
class AnimationGroup {
  /// The views that have tracks of this group, in the order they were first animated. (Held
  /// strongly until the group ends, as UIKit's animation state does; weak references would
  /// slow down every retain of these views in layout and sampling.)
  private(set) var views: [UIView] = []
  /// Whether some of the group's animations were removed before they finished.
  var wasInterrupted = false
  /// Whether the group has ended (completed or removed); its tracks are gone.
  private(set) var hasEnded = false
  // Read for every track of every view each frame: no dynamic exclusivity checks (only the
  // main actor touches them, never through overlapping accesses).
  @exclusivity(unchecked) private var cachedTime = -Double.infinity
  @exclusivity(unchecked) private var cachedFactor = 1.0

  init() {}

  /// The progress, 0 at the start and 1 at the end, at `time`.
  func progress(at time: CFTimeInterval) -> Double { 1 }

  /// Whether the animations are over at `time` (so they no longer contribute).
  func isFinished(at time: CFTimeInterval) -> Bool { hasEnded }

  /// The share of each delta still to go at `time`: `1 − progress`, or 0 once finished.
  /// Evaluated once per time for all the group's views.
  func remainingFactor(at time: CFTimeInterval) -> Double {
    if time == cachedTime { return cachedFactor }
    let factor = isFinished(at: time) ? 0 : 1 - progress(at: time)
    cachedTime = time
    cachedFactor = factor
    return factor
  }

  /// Forgets the cached progress (after the timeline changed).
  func invalidateCache() {
    cachedTime = -Double.infinity
  }

  /// Records that `view` changed `property` from `old` to `new` inside this group.
  func record(
    _ property: AnimatableProperty, on view: UIView, from old: AnimationVector,
    to new: AnimationVector
  ) {
    guard old != new, !hasEnded else { return }
    let delta = old - new
    if let index = view.animationTracks.lastIndex(where: {
      $0.group === self && $0.property == property
    }) {
      view.animationTracks[index].delta = view.animationTracks[index].delta + delta
      return
    }
    if !view.animationTracks.contains(where: { $0.group === self }) { views.append(view) }
    view.animationTracks.append(
      PropertyAnimationTrack(property: property, delta: delta, group: self))
  }

  /// Whether the group has any track left.
  var isEmpty: Bool { views.isEmpty }

  /// Removes the group's tracks from every view; presentation values become model values.
  func removeAllTracks() {
    for view in views { view.animationTracks.removeAll { $0.group === self } }
    views.removeAll()
  }

  /// Removes the group's tracks from `view`, as `layer.removeAllAnimations()` does.
  func removeTracks(from view: UIView) {
    view.animationTracks.removeAll { $0.group === self }
    views.removeAll { $0 === view }
    wasInterrupted = true
  }

  /// Ends the group: its tracks go and it records no more.
  func end() {
    removeAllTracks()
    hasEnded = true
    invalidateCache()
  }

  /// Called when a view's animations were removed from outside and the group lost its last
  /// view.
  func didLoseAllTracks() {}
}

/// The group of a `UIView.animate` block: a begin time, a duration and a timing curve, with
/// `repeat` and `autoreverse`, and a completion handler called with `finished`.
@MainActor
final class TimedAnimationGroup: AnimationGroup {
  let beginTime: CFTimeInterval
  let duration: TimeInterval
  let timing: AnimationTiming
  let repeats: Bool
  let autoreverses: Bool
  var completion: ((Bool) -> Void)?
  var timer: RunLoopTimer?
  /// Whether a block nested in this one animated something: the completion then waits for
  /// the end time even if this block changed nothing itself.
  var hasNestedAnimations = false
  unowned let environment: AnimationEnvironment
  /// Whether the environment went away before the group ended (it must not be touched then).
  private var outlivedEnvironment = false

  init(
    beginTime: CFTimeInterval, duration: TimeInterval, timing: AnimationTiming, repeats: Bool,
    autoreverses: Bool, environment: AnimationEnvironment
  ) {
    self.beginTime = beginTime
    self.duration = duration
    self.timing = timing
    self.repeats = repeats
    self.autoreverses = autoreverses
    self.environment = environment
    super.init()
    environment.groupDidStart(self)
  }

  override func end() {
    let wasRunning = !hasEnded
    super.end()
    if wasRunning && !outlivedEnvironment { environment.groupDidEnd(self) }
  }

  /// Ends the group because its environment is being freed: the views let go of their tracks,
  /// the completion is never called (no run loop is left to call it), and the timer goes with
  /// the run loop.
  func endWithoutEnvironment() {
    outlivedEnvironment = true
    completion = nil
    timer = nil
    end()
  }

  /// The time the animations end (infinity when they repeat).
  var endTime: CFTimeInterval {
    if repeats { return .infinity }
    return beginTime + (autoreverses ? 2 * duration : duration)
  }

  override func isFinished(at time: CFTimeInterval) -> Bool {
    hasEnded || time >= endTime
  }

  override func progress(at time: CFTimeInterval) -> Double {
    let local = time - beginTime
    guard local > 0, duration > 0 else { return local > 0 ? 1 : 0 }
    let cycles = local / duration
    let whole = cycles.rounded(.down)
    var fraction = cycles - whole
    if autoreverses, Int(whole) % 2 == 1 { fraction = 1 - fraction }
    return timing.progress(at: fraction)
  }

  /// Schedules the completion for the end time (or at once when nothing animates).
  func schedule() {
    if isEmpty && !hasNestedAnimations {
      end()
      environment.runLoop.async { [self] in callCompletion(true) }
      return
    }
    guard !repeats else { return }
    // The timer's closure holds the group until it fires; the group lets go of the timer
    // then (and when it is invalidated), or the two would keep each other alive.
    timer = environment.runLoop.asyncAfter(deadline: endTime) { [self] in
      timer = nil
      let finished = !wasInterrupted
      end()
      callCompletion(finished)
    }
  }

  override func didLoseAllTracks() {
    guard !hasEnded else { return }
    timer?.invalidate()
    timer = nil
    end()
    environment.runLoop.async { [self] in callCompletion(false) }
  }

  private func callCompletion(_ finished: Bool) {
    let handler = completion
    completion = nil
    handler?(finished)
  }
}
