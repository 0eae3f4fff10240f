import Foundation

/// A running stretch of a property animator's timeline: from fraction `startFraction` at
/// `startTime` to 1 (or 0 when reversed) `duration` seconds later, along `timing`.
struct AnimatorSegment {
  var startTime: CFTimeInterval
  var startFraction: Double
  var duration: TimeInterval
  var forward: Bool
  var timing: AnimationTiming

  /// The fraction of the segment done at `time`, from 0 to 1.
  func elapsed(at time: CFTimeInterval) -> Double {
    let local = time - startTime
    if local <= 0 { return duration > 0 ? 0 : (local < 0 ? 0 : 1) }
    guard duration > 0 else { return 1 }
    return min(local / duration, 1)
  }
}

/// The timeline of a property animator: which fraction it is at, and how far each block's
/// animations have progressed.
extension UIViewPropertyAnimator {
  /// How long the animations run: the duration, or a physical spring's settling time.
  var effectiveDuration: TimeInterval {
    currentParameters.animationDuration(forDuration: duration)
  }

  /// The timeline fraction at `time`.
  func timelineFraction(at time: CFTimeInterval) -> Double {
    guard let segment else { return storedFraction }
    let target: Double = segment.forward ? 1 : 0
    let s = segment.elapsed(at: time)
    return segment.startFraction + (target - segment.startFraction) * s
  }

  /// The progress of `group`'s animations at `time`.
  func progress(of group: AnimatorGroup, at time: CFTimeInterval) -> Double {
    guard let segment else { return group.segmentStartProgress }
    let startLocal = group.localFraction(segment.startFraction)
    let local = group.localFraction(timelineFraction(at: time))
    let q0 = group.segmentStartProgress
    let u: Double
    if segment.forward {
      u = startLocal >= 1 ? 1 : (local - startLocal) / (1 - startLocal)
    } else {
      u = startLocal <= 0 ? 1 : (startLocal - local) / startLocal
    }
    let target: Double = segment.forward ? 1 : 0
    return q0 + (target - q0) * segment.timing.progress(at: u)
  }

  /// Inactive → active and paused: runs the pending blocks.
  func activate() {
    state = .active
    let blocks = pendingBlocks
    pendingBlocks.removeAll()
    for entry in blocks {
      runBlock(entry.block, startFraction: max(entry.delayFactor, storedFraction))
    }
    invalidateCaches()
  }

  /// Runs an animation block, recording its changes into a new group.
  func runBlock(_ block: @MainActor () -> Void, startFraction: Double) {
    let group = AnimatorGroup(animator: self, startFraction: startFraction)
    groups.append(group)
    let timing = AnimationTiming(provider: currentParameters, duration: duration)
    environment.push(
      AnimationContext(
        group: group, duration: effectiveDuration, timing: timing,
        curveProvider: currentParameters, options: [], beginTime: environment.now))
    block()
    environment.pop()
  }

  /// Starts running from the current fraction towards the end (or the start when reversed).
  /// `duration` nil means the rest of the timeline at the animator's pace.
  func beginSegment(delay: TimeInterval, duration: TimeInterval?) {
    let fraction = storedFraction
    let forward = !reversed
    let remaining = forward ? 1 - fraction : fraction
    let segmentDuration = duration ?? remaining * effectiveDuration
    let timing = AnimationTiming(provider: currentParameters, duration: self.duration)
    let start = environment.now + delay
    segment = AnimatorSegment(
      startTime: start, startFraction: fraction, duration: segmentDuration, forward: forward,
      timing: timing)
    invalidateCaches()
    completionTimer?.invalidate()
    completionTimer = environment.runLoop.asyncAfter(deadline: start + segmentDuration) {
      [self] in
      segmentDidReachEnd()
    }
  }

  /// Stops the timeline where it is: the fraction and each group's progress are kept.
  func freeze() {
    completionTimer?.invalidate()
    completionTimer = nil
    guard segment != nil else { return }
    let now = environment.now
    let fraction = timelineFraction(at: now)
    for group in groups { group.segmentStartProgress = progress(of: group, at: now) }
    storedFraction = fraction
    segment = nil
    invalidateCaches()
  }

  func setFractionComplete(_ value: Double) {
    switch state {
    case .stopped:
      reportInvalid(
        "Setting fractionComplete", reason: "a stopped animator must be finished first")
      return
    case .inactive:
      activate()
    case .active:
      if segment != nil { return }
    }
    let fraction = value.isNaN ? 0 : min(max(value, 0), 1)
    storedFraction = fraction
    let timing = AnimationTiming(provider: currentParameters, duration: duration)
    for group in groups {
      let local = group.localFraction(fraction)
      group.segmentStartProgress = scrubsLinearly ? local : timing.progress(at: local)
    }
    invalidateCaches()
  }

  func setReversed(_ value: Bool) {
    guard value != reversed else { return }
    switch state {
    case .stopped:
      reportInvalid("Setting isReversed", reason: "a stopped animator must be finished first")
    case .inactive:
      reversed = value
    case .active:
      if segment != nil {
        freeze()
        reversed = value
        beginSegment(delay: 0, duration: nil)
      } else {
        reversed = value
      }
    }
  }

  func segmentDidReachEnd() {
    completionTimer = nil
    guard state == .active, let segment else { return }
    freeze()
    let atEnd = segment.forward
    storedFraction = atEnd ? 1 : 0
    for group in groups { group.segmentStartProgress = atEnd ? 1 : 0 }
    invalidateCaches()
    if pausesOnCompletion { return }
    complete(at: atEnd ? .end : .start)
  }

  /// Puts the properties at `position`, ends the animations, becomes inactive and calls the
  /// completions in order.
  func complete(at position: UIViewAnimatingPosition) {
    apply(position)
    state = .inactive
    storedFraction = 0
    let handlers = completions
    completions.removeAll()
    for handler in handlers { handler(position) }
  }

  /// Sets the model values for `position` and removes the animator's animations.
  func apply(_ position: UIViewAnimatingPosition) {
    completionTimer?.invalidate()
    completionTimer = nil
    let now = environment.now
    var changes: [(view: UIView, property: AnimatableProperty, value: AnimationVector)] = []
    if position != .end {
      for group in groups {
        let factor = position == .start ? 1 : 1 - progress(of: group, at: now)
        for view in group.views {
          for track in view.animationTracks where track.group === group {
            if let index = changes.firstIndex(where: {
              $0.view === view && $0.property == track.property
            }) {
              changes[index].value.add(track.delta, times: factor)
            } else {
              var value = view.modelVector(track.property)
              value.add(track.delta, times: factor)
              changes.append((view, track.property, value))
            }
          }
        }
      }
    }
    segment = nil
    for group in groups { group.end() }
    groups.removeAll()
    for change in changes {
      change.view.setModelVector(change.property, change.value)
      if change.property == .bounds || change.property == .center {
        change.view.solvedFrameNeedsReapplying()
      }
    }
  }

  func invalidateCaches() {
    for group in groups { group.invalidateCache() }
  }
}
