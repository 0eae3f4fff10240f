import Foundation
import OpenUIKit
import Testing

/// The times `k / fps` of the given frames.
private func frameTimes(_ frames: [Int], fps: Int) -> [Double] {
  frames.map { Double($0) / Double(fps) }
}

@MainActor
@Suite struct RunLoopTests {
  let clock = VirtualClock()

  func makeRunLoop(fps: Int = 60) -> AnimationRunLoop {
    AnimationRunLoop(clock: clock, maximumFramesPerSecond: fps)
  }

  @Test func virtualClockMovesOnlyWhenTold() {
    let clock = VirtualClock(now: 1)
    #expect(clock.now == 1)
    clock.advance(by: 0.25)
    #expect(clock.now == 1.25)
    clock.advance(to: 1)
    #expect(clock.now == 1.25)
    clock.wait(until: 3)
    #expect(clock.now == 3)
  }

  /// Sample C10 waits 2 s with `DispatchQueue.main.asyncAfter`.
  @Test func asyncAfterTwoSecondsFiresAtExactlyTwo() {
    let runLoop = makeRunLoop()
    var firedAt: [Double] = []
    runLoop.asyncAfter(delay: 2) { firedAt.append(self.clock.now) }
    runLoop.run(for: 1.999)
    #expect(firedAt.isEmpty)
    #expect(clock.now == 1.999)
    runLoop.run(until: 2)
    #expect(firedAt == [2])
    runLoop.run(for: 5)
    #expect(firedAt == [2])
    #expect(clock.now == 7)
  }

  @Test func asyncAfterFiresWhenTheRunPassesItsTime() {
    let runLoop = makeRunLoop()
    var firedAt: [Double] = []
    runLoop.asyncAfter(delay: 2) { firedAt.append(self.clock.now) }
    runLoop.run(for: 10)
    #expect(firedAt == [2])
    #expect(clock.now == 10)
  }

  @Test func eventsRunByTimeThenInsertionOrder() {
    let runLoop = makeRunLoop()
    var order: [String] = []
    runLoop.asyncAfter(deadline: 0.5) { order.append("b1") }
    runLoop.asyncAfter(deadline: 0.25) { order.append("a") }
    runLoop.asyncAfter(deadline: 0.5) { order.append("b2") }
    runLoop.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in order.append("b3") }
    runLoop.async { order.append("now") }
    runLoop.asyncAfter(deadline: 0.5) {
      order.append("b4")
      // Work scheduled for the current time runs after the work already due.
      runLoop.async { order.append("b6") }
    }
    runLoop.asyncAfter(deadline: 0.5) { order.append("b5") }
    runLoop.asyncAfter(deadline: 0.75) { order.append("c") }
    runLoop.run(for: 0.6)
    #expect(order == ["now", "a", "b1", "b2", "b3", "b4", "b5", "b6"])
    runLoop.run(for: 1)
    #expect(order.last == "c")
  }

  @Test func repeatingTimerFiresAtExactMultiples() {
    let runLoop = makeRunLoop()
    var times: [Double] = []
    let timer = runLoop.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
      times.append(self.clock.now)
    }
    runLoop.run(for: 1)
    #expect(times == (1...10).map { Double($0) * 0.1 })
    #expect(timer.isValid)
    #expect(timer.fireTime == 11 * 0.1)
    #expect(runLoop.pendingTimerCount == 1)
    timer.invalidate()
    runLoop.run(for: 1)
    #expect(times.count == 10)
    #expect(runLoop.pendingTimerCount == 0)
  }

  @Test func timersCanInvalidateThemselvesAndOthers() {
    let runLoop = makeRunLoop()
    var fired: [String] = []
    let later = runLoop.asyncAfter(delay: 0.3) { fired.append("later") }
    var count = 0
    runLoop.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
      count += 1
      fired.append("tick\(count)")
      if count == 2 { later.invalidate() }
      if count == 4 { timer.invalidate() }
    }
    runLoop.run(for: 2)
    #expect(fired == ["tick1", "tick2", "tick3", "tick4"])
    #expect(!later.isValid)
  }

  @Test func nonRepeatingTimerBecomesInvalidAfterFiring() {
    let runLoop = makeRunLoop()
    let timer = runLoop.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in }
    #expect(timer.isValid)
    #expect(timer.fireTime == 0.2)
    #expect(timer.timeInterval == 0.2)
    #expect(!timer.repeats)
    runLoop.run(for: 0.2)
    #expect(!timer.isValid)
  }

  @Test(arguments: [120, 60])
  func displayLinkDeliversEveryFrameForOneSecond(_ fps: Int) {
    let runLoop = makeRunLoop(fps: fps)
    var timestamps: [Double] = []
    var targets: [Double] = []
    var nows: [Double] = []
    let link = DisplayLink(maximumFramesPerSecond: fps) { link in
      timestamps.append(link.timestamp)
      targets.append(link.targetTimestamp)
      nows.append(self.clock.now)
    }
    #expect(link.timestamp == 0)
    #expect(link.duration == 1 / Double(fps))
    #expect(link.framesPerSecond == Double(fps))
    link.add(to: runLoop)
    runLoop.run(for: 1)
    #expect(timestamps.count == fps)
    #expect(timestamps == (1...fps).map { Double($0) / Double(fps) })
    #expect(targets == (2...fps + 1).map { Double($0) / Double(fps) })
    #expect(nows == timestamps)
    #expect(timestamps.last == 1)
    #expect(clock.now == 1)
  }

  @Test func runFramesAndSteppedRunsDoNotDrift() {
    let runLoop = makeRunLoop(fps: 120)
    var timestamps: [Double] = []
    _ = runLoop.makeDisplayLink { timestamps.append($0.timestamp) }
    runLoop.runFrames(120)
    #expect(clock.now == 1)
    #expect(timestamps.count == 120)
    // 120 runs of 1/120 s: the intervals add up to slightly less than 1 s.
    for _ in 0..<120 { runLoop.run(for: 1.0 / 120) }
    #expect(timestamps.count == 240)
    #expect(timestamps.last == 2)
    // Many seconds later, timestamps are still k / 120 exactly.
    runLoop.runFrames(120 * 100)
    #expect(timestamps.count == 240 + 12_000)
    #expect(timestamps.last == 102)
    #expect(timestamps[timestamps.count - 2] == Double(120 * 102 - 1) / 120)
    #expect(clock.now == 102)
  }

  @Test func preferredRateOfSixtyOnAOneTwentyHertzLinkFiresEveryOtherFrame() {
    let runLoop = makeRunLoop(fps: 120)
    var timestamps: [Double] = []
    var intervals: [Double] = []
    let link = DisplayLink(maximumFramesPerSecond: 120) { link in
      timestamps.append(link.timestamp)
      intervals.append(link.targetTimestamp - link.timestamp)
    }
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 60)
    #expect(link.framesPerSecond == 60)
    link.add(to: runLoop)
    runLoop.run(for: 1)
    #expect(timestamps.count == 60)
    #expect(timestamps == (1...60).map { Double(2 * $0) / 120 })
    #expect(timestamps == (1...60).map { Double($0) / 60 })
    #expect(intervals.allSatisfy { abs($0 - 1.0 / 60) < 1e-12 })
    #expect(link.duration == 1.0 / 120)
  }

  @Test func frameRateRangeSelection() {
    let link = DisplayLink(maximumFramesPerSecond: 120) { _ in }
    func rate(_ range: CAFrameRateRange) -> Double {
      link.preferredFrameRateRange = range
      return link.framesPerSecond
    }
    #expect(rate(.default) == 120)
    #expect(rate(CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)) == 120)
    #expect(rate(CAFrameRateRange(minimum: 10, maximum: 120, preferred: 40)) == 40)
    #expect(rate(CAFrameRateRange(minimum: 10, maximum: 120, preferred: 100)) == 120)
    #expect(rate(CAFrameRateRange(minimum: 10, maximum: 120, preferred: 30)) == 30)
    #expect(rate(CAFrameRateRange(minimum: 10, maximum: 45)) == 40)
    #expect(rate(CAFrameRateRange(minimum: 80, maximum: 120, preferred: 60)) == 120)
    // Tie between 60 and 40: the higher rate.
    #expect(rate(CAFrameRateRange(minimum: 0, maximum: 120, preferred: 50)) == 60)
    // No rate in range: the nearest to the preferred rate.
    #expect(rate(CAFrameRateRange(minimum: 70, maximum: 90, preferred: 80)) == 60)
    let sixty = DisplayLink(maximumFramesPerSecond: 60) { _ in }
    sixty.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: 120, preferred: 120)
    #expect(sixty.framesPerSecond == 60)
    sixty.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 30, preferred: 30)
    #expect(sixty.framesPerSecond == 30)
    #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
    #expect(CAFrameRateRange(minimum: 1, maximum: 2).preferred == nil)
  }

  @Test func linkAddedMidwayStartsAtTheNextFrame() {
    let runLoop = makeRunLoop(fps: 120)
    runLoop.run(for: 0.5)
    var timestamps: [Double] = []
    let link = runLoop.makeDisplayLink { timestamps.append($0.timestamp) }
    runLoop.runFrames(3)
    #expect(timestamps == frameTimes([61, 62, 63], fps: 120))
    // Between frames, a 60 Hz preference starts at the next even frame.
    runLoop.run(for: 0.001)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 60, preferred: 60)
    timestamps.removeAll()
    runLoop.runFrames(4)
    #expect(timestamps == frameTimes([64, 66], fps: 120))
  }

  @Test func pausedLinksSkipFrames() {
    let runLoop = makeRunLoop(fps: 60)
    var timestamps: [Double] = []
    let link = runLoop.makeDisplayLink { link in
      timestamps.append(link.timestamp)
      if timestamps.count == 3 { link.isPaused = true }
    }
    runLoop.runFrames(10)
    #expect(timestamps == frameTimes([1, 2, 3], fps: 60))
    #expect(link.isPaused)
    link.isPaused = false
    runLoop.runFrames(2)
    #expect(timestamps == frameTimes([1, 2, 3, 11, 12], fps: 60))
  }

  @Test func invalidatedLinksStop() {
    let runLoop = makeRunLoop(fps: 60)
    var count = 0
    let link = runLoop.makeDisplayLink { link in
      count += 1
      if count == 5 { link.invalidate() }
    }
    runLoop.run(for: 1)
    #expect(count == 5)
    #expect(!link.isValid)
    let other = runLoop.makeDisplayLink { _ in count += 100 }
    other.invalidate()
    runLoop.run(for: 1)
    #expect(count == 5)
  }

  @Test func timersRunBeforeTheFrameAtTheSameTime() {
    let runLoop = makeRunLoop(fps: 120)
    var order: [String] = []
    _ = runLoop.makeDisplayLink { order.append("frame \(Int(($0.timestamp * 120).rounded()))") }
    let second = runLoop.makeDisplayLink { _ in order.append("second link") }
    runLoop.asyncAfter(deadline: 2.0 / 120) { order.append("timer") }
    runLoop.runFrames(2)
    #expect(order == ["frame 1", "second link", "timer", "frame 2", "second link"])
    second.invalidate()
  }

  @Test func linksFromOneFrameCanScheduleWorkAndNestRuns() {
    let runLoop = makeRunLoop(fps: 60)
    var log: [Double] = []
    let link = runLoop.makeDisplayLink { link in
      runLoop.asyncAfter(delay: 0.5) { log.append(self.clock.now) }
      link.invalidate()
    }
    runLoop.run(for: 1)
    #expect(log == [1.0 / 60 + 0.5])
    #expect(!link.isValid)
    // A nested run inside a delayed closure.
    var nested: [Double] = []
    runLoop.asyncAfter(delay: 0.25) {
      runLoop.asyncAfter(delay: 0.25) { nested.append(self.clock.now) }
      runLoop.run(for: 0.5)
    }
    runLoop.run(for: 0.5)
    #expect(nested == [1.5])
    #expect(clock.now == 1.75)
  }

  @Test func pastDeadlinesRunAtTheNextOpportunityInTimeOrder() {
    let runLoop = makeRunLoop()
    runLoop.run(for: 1)
    var order: [String] = []
    runLoop.asyncAfter(deadline: 0.75) { order.append("0.75 at \(self.clock.now)") }
    runLoop.asyncAfter(deadline: 0.5) { order.append("0.5 at \(self.clock.now)") }
    runLoop.asyncAfter(delay: -1) { order.append("now at \(self.clock.now)") }
    runLoop.run(for: 0)
    #expect(order == ["0.5 at 1.0", "0.75 at 1.0", "now at 1.0"])
    #expect(clock.now == 1)
  }

  @Test func linksAddedWhilePausedWaitForUnpausing() {
    let runLoop = makeRunLoop(fps: 60)
    var count = 0
    let link = DisplayLink { _ in count += 1 }
    link.isPaused = true
    link.add(to: runLoop)
    runLoop.runFrames(5)
    #expect(count == 0)
    link.isPaused = false
    runLoop.runFrames(5)
    #expect(count == 5)
    #expect(link.timestamp == 10.0 / 60)
    link.invalidate()
  }

  @Test func realTimeClockRunsInRealTime() {
    let clock = RealTimeClock()
    let runLoop = AnimationRunLoop(clock: clock, maximumFramesPerSecond: 60)
    var firedAt: Double?
    runLoop.asyncAfter(delay: 0.03) { firedAt = clock.now }
    var frames = 0
    let link = runLoop.makeDisplayLink { _ in frames += 1 }
    let start = clock.now
    runLoop.run(for: 0.05)
    #expect(clock.now >= start + 0.05)
    #expect(firedAt.map { $0 >= 0.03 } == true)
    #expect(frames >= 1 && frames <= 4)
    link.invalidate()
    #expect(RealTimeClock(startTime: 100).now >= 100)
  }
}

/// `RealTimeClock` is a Sendable value usable off the main actor.
@Suite struct RealTimeClockTests {
  @Test func usableOffTheMainActor() async {
    let clock = RealTimeClock(startTime: 5)
    let first = clock.now
    clock.wait(until: first + 0.002)
    #expect(clock.now >= first + 0.002)
    let fromTask = await Task.detached { clock.now }.value
    #expect(fromTask >= first && first >= 5)
  }
}
