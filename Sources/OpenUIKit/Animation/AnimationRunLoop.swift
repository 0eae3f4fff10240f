import Foundation

/// A run loop on an ``AnimationClock``: it fires timers and delayed closures and drives
/// display links at frame boundaries, in an order that depends only on the times involved.
///
/// The run loop plays the part of the main `RunLoop` and of `DispatchQueue.main.asyncAfter`
/// for a headless app. On a ``VirtualClock`` nothing happens until it is told to run, so a
/// scripted session can step time exactly:
///
/// ```swift
/// let clock = VirtualClock()
/// let runLoop = AnimationRunLoop(clock: clock, maximumFramesPerSecond: 120)
/// runLoop.asyncAfter(delay: 2) { print("fired at", clock.now) }  // fired at 2.0
/// runLoop.run(for: 2)
/// ```
///
/// ## Order of events
///
/// Events run in order of their fire time. Timers and delayed closures due at the same time
/// run in the order they were scheduled (a repeating timer's next firing counts as scheduled
/// when its previous one fires). At a frame boundary, the timers and closures due at that time
/// run first, then the display links in the order they were added, so work scheduled for a
/// frame's time is visible in that frame.
///
/// Frame `k` of a display link that ticks at `fps` frames per second is at `k / fps`, computed
/// from the frame index, so timestamps never drift however long the run.
///
/// The run loop sets the clock to each event's fire time before running it: on a virtual clock
/// a callback sees `now` equal to its exact fire time. Events due within
/// ``AnimationRunLoop/dueTolerance`` after a run's deadline count as due, so
/// `run(for: 1.0 / 120)` repeated 120 times reaches frame 120 even though the sum of the
/// intervals rounds to slightly less than 1.
@preconcurrency @MainActor
public final class AnimationRunLoop {
  /// How far past a run's deadline an event may be and still run in it: 1 ns.
  public static let dueTolerance: CFTimeInterval = 1e-9

  /// The clock that the run loop reads and advances.
  public let clock: any AnimationClock
  /// The screen's refresh rate: the frame grid of ``runFrames(_:)`` and the default rate of
  /// display links created with ``makeDisplayLink(target:)``.
  public let maximumFramesPerSecond: Int

  private var timerQueue = TimerQueue()
  private var nextSequence: UInt64 = 0
  private(set) var displayLinks: [DisplayLink] = []

  /// Creates a run loop on `clock` for a screen that refreshes `maximumFramesPerSecond` times a
  /// second (120 on ProMotion screens, 60 otherwise).
  public init(clock: any AnimationClock, maximumFramesPerSecond: Int = 60) {
    precondition(maximumFramesPerSecond > 0, "AnimationRunLoop: the frame rate must be positive")
    self.clock = clock
    self.maximumFramesPerSecond = maximumFramesPerSecond
  }

  /// The clock's current time.
  public var now: CFTimeInterval { clock.now }

  /// The time between two refreshes of the screen: `1 / maximumFramesPerSecond`.
  public var frameInterval: CFTimeInterval { 1 / Double(maximumFramesPerSecond) }

  /// The number of timers and delayed closures that are still to fire.
  public var pendingTimerCount: Int { timerQueue.validCount }

  /// Whether anything is left to run: a valid timer or delayed closure (running animations
  /// have one for their end), or a display link that is neither paused nor invalidated.
  public var hasPendingWork: Bool {
    timerQueue.validCount > 0 || displayLinks.contains { $0.isValid && !$0.isPaused }
  }

  // MARK: Scheduling work

  /// Runs `work` once the clock reaches `deadline`, like
  /// `DispatchQueue.main.asyncAfter(deadline:execute:)`.
  ///
  /// Work whose deadline has passed runs at the next opportunity; events still run in order of
  /// their times. The returned timer can cancel the work with ``RunLoopTimer/invalidate()``.
  @discardableResult
  public func asyncAfter(
    deadline: CFTimeInterval, execute work: @escaping @MainActor () -> Void
  ) -> RunLoopTimer {
    let timer = RunLoopTimer(
      runLoop: self, start: deadline, interval: 0, repeats: false, block: { _ in work() })
    enqueue(timer, at: deadline)
    return timer
  }

  /// Runs `work` `delay` seconds from now.
  @discardableResult
  public func asyncAfter(
    delay: CFTimeInterval, execute work: @escaping @MainActor () -> Void
  ) -> RunLoopTimer {
    asyncAfter(deadline: now + max(delay, 0), execute: work)
  }

  /// Runs `work` at the next opportunity, after the work already due now.
  @discardableResult
  public func async(execute work: @escaping @MainActor () -> Void) -> RunLoopTimer {
    asyncAfter(deadline: now, execute: work)
  }

  /// Schedules a timer like `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
  ///
  /// The first firing is `interval` seconds from now. A repeating timer fires at
  /// `start + n × interval`, computed from `n`, so it does not drift; if a real clock falls
  /// behind, the missed firings are skipped and the timer fires once for them. A non-positive
  /// interval is taken as 0.1 ms, as `Timer` does.
  @discardableResult
  public func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (RunLoopTimer) -> Void
  ) -> RunLoopTimer {
    let interval = interval > 0 ? interval : 0.0001
    let start = now
    let timer = RunLoopTimer(
      runLoop: self, start: start, interval: interval, repeats: repeats, block: block)
    enqueue(timer, at: timer.fireTime)
    return timer
  }

  private func enqueue(_ timer: RunLoopTimer, at time: CFTimeInterval) {
    precondition(!time.isNaN, "AnimationRunLoop: a fire time must not be NaN")
    timer.fireTime = time
    timerQueue.insert(TimerQueue.Entry(time: time, sequence: nextSequence, timer: timer))
    nextSequence &+= 1
  }

  // MARK: Display links

  /// Creates a display link at the screen's rate, ``maximumFramesPerSecond``, and adds it to
  /// this run loop.
  public func makeDisplayLink(
    target: @escaping @MainActor (DisplayLink) -> Void
  ) -> DisplayLink {
    let link = DisplayLink(maximumFramesPerSecond: maximumFramesPerSecond, target: target)
    link.add(to: self)
    return link
  }

  func attach(_ link: DisplayLink) {
    displayLinks.append(link)
  }

  func detach(_ link: DisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  // MARK: Running

  /// Runs every timer, delayed closure and display-link frame due up to `deadline`, in order,
  /// then leaves the clock at `deadline` (or later, if the last event was within
  /// ``dueTolerance`` after it, or if the clock was already past it).
  ///
  /// A real clock sleeps between events. Runs may nest: a callback may run the loop again.
  public func run(until deadline: CFTimeInterval) {
    precondition(!deadline.isNaN, "AnimationRunLoop: the deadline must not be NaN")
    let limit = deadline + Self.dueTolerance
    while true {
      let timerTime = timerQueue.nextValidTime
      var frameTime = CFTimeInterval.infinity
      for link in displayLinks {
        if let time = link.nextFrameTime, time < frameTime { frameTime = time }
      }
      let next = min(timerTime ?? .infinity, frameTime)
      guard next <= limit else { break }
      clock.wait(until: next)
      if let timerTime, timerTime <= frameTime {
        fireNextTimer()
      } else {
        fireFrame(at: frameTime)
      }
    }
    clock.wait(until: deadline)
  }

  /// Runs for `interval` seconds from now: ``run(until:)`` with `now + interval`.
  public func run(for interval: CFTimeInterval) {
    run(until: now + max(interval, 0))
  }

  /// Runs until the `count`-th frame boundary of the screen (a multiple of ``frameInterval``)
  /// after the current time; the clock then reads exactly `k / maximumFramesPerSecond`.
  public func runFrames(_ count: Int) {
    precondition(count >= 0, "AnimationRunLoop: the frame count must not be negative")
    let fps = Double(maximumFramesPerSecond)
    let current = Self.lastFrameIndex(atOrBefore: now + Self.dueTolerance, framesPerSecond: fps)
    run(until: Double(current + count) / fps)
  }

  private func fireNextTimer() {
    guard let entry = timerQueue.popValid() else { return }
    let timer = entry.timer
    if timer.repeats {
      var index = timer.firingIndex + 1
      let current = now
      while timer.time(ofFiring: index) <= current { index += 1 }
      timer.firingIndex = index
      enqueue(timer, at: timer.time(ofFiring: index))
    } else {
      timer.isValid = false
    }
    timer.block(timer)
  }

  private func fireFrame(at time: CFTimeInterval) {
    let due = displayLinks.filter { $0.nextFrameTime == time }
    for link in due where link.nextFrameTime == time {
      link.fire()
    }
  }

  /// The largest `k` with `k / fps <= time`.
  static func lastFrameIndex(atOrBefore time: CFTimeInterval, framesPerSecond fps: Double) -> Int {
    var k = Int((time * fps).rounded(.down))
    while Double(k + 1) / fps <= time { k += 1 }
    while Double(k) / fps > time { k -= 1 }
    return k
  }
}

/// A timer or delayed closure scheduled on an ``AnimationRunLoop``.
@preconcurrency @MainActor
public final class RunLoopTimer {
  /// The run loop that fires the timer.
  public private(set) weak var runLoop: AnimationRunLoop?
  /// The time between firings of a repeating timer, in seconds; 0 for delayed closures.
  public let timeInterval: TimeInterval
  /// Whether the timer fires again after each firing.
  public let repeats: Bool
  /// Whether the timer will still fire: false once it is invalidated or, if it does not
  /// repeat, once it has fired.
  public internal(set) var isValid = true
  /// The time of the next firing (the last one, once a non-repeating timer has fired).
  public internal(set) var fireTime: CFTimeInterval

  let start: CFTimeInterval
  var firingIndex = 1
  let block: @MainActor (RunLoopTimer) -> Void

  init(
    runLoop: AnimationRunLoop, start: CFTimeInterval, interval: TimeInterval, repeats: Bool,
    block: @escaping @MainActor (RunLoopTimer) -> Void
  ) {
    self.runLoop = runLoop
    self.start = start
    self.timeInterval = interval
    self.repeats = repeats
    self.block = block
    fireTime = start + interval
  }

  func time(ofFiring index: Int) -> CFTimeInterval {
    start + Double(index) * timeInterval
  }

  /// Stops the timer: it will not fire again.
  public func invalidate() {
    isValid = false
  }
}

/// A binary min-heap of timer firings ordered by (time, sequence).
@MainActor
struct TimerQueue {
  struct Entry {
    var time: CFTimeInterval
    var sequence: UInt64
    var timer: RunLoopTimer

    func precedes(_ other: Entry) -> Bool {
      time < other.time || (time == other.time && sequence < other.sequence)
    }
  }

  private var heap: [Entry] = []

  var validCount: Int { heap.count { $0.timer.isValid } }

  /// The time of the earliest firing of a valid timer; drops invalidated entries on the way.
  var nextValidTime: CFTimeInterval? {
    mutating get {
      while let first = heap.first, !first.timer.isValid { _ = popFirst() }
      return heap.first?.time
    }
  }

  mutating func popValid() -> Entry? {
    while let entry = popFirst() {
      if entry.timer.isValid { return entry }
    }
    return nil
  }

  mutating func insert(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func popFirst() -> Entry? {
    guard !heap.isEmpty else { return nil }
    heap.swapAt(0, heap.count - 1)
    let first = heap.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
      if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
      if smallest == parent { break }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
    return first
  }
}
