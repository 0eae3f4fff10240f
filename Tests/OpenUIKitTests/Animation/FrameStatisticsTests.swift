import Foundation
import Testing

@testable import OpenUIKit

/// Frame statistics: frames produced, work per frame, hitches and the hitch-time ratio; and
/// the animation environment's clock and rate.
@MainActor
@Suite struct FrameStatisticsTests {
  @Test func hitchesAreWholeFrameIntervalsLate() {
    let interval = 1.0 / 120
    #expect(FrameStatistics.hitchTime(forWorkTime: 0.008, frameInterval: interval) == 0)
    #expect(FrameStatistics.hitchTime(forWorkTime: interval, frameInterval: interval) == 0)
    #expect(FrameStatistics.hitchTime(forWorkTime: 0.010, frameInterval: interval) == interval)
    #expect(FrameStatistics.hitchTime(forWorkTime: 0.020, frameInterval: interval) == 2 * interval)
  }

  @Test func ratioIsMillisecondsOfHitchPerSecond() {
    var statistics = FrameStatistics(frameInterval: 0.01)
    for _ in 0..<98 { statistics.record(workTime: 0.002) }
    statistics.record(workTime: 0.015)
    statistics.record(workTime: .nan)
    #expect(statistics.framesProduced == 100)
    #expect(statistics.hitchCount == 1)
    expectNumber(statistics.totalHitchTime, 0.01, tolerance: 1e-12)
    expectNumber(statistics.duration, 1.01, tolerance: 1e-12)
    expectNumber(statistics.hitchTimeRatio, 10 / 1.01, tolerance: 1e-9)
    #expect(statistics.medianWorkTime == 0.002)
    #expect(statistics.maximumWorkTime == 0.015)
    #expect(FrameStatistics(frameInterval: 1).hitchTimeRatio == 0)
  }

  @Test func recorderMeasuresEachDisplayLinkFrameOnItsWorkClock() {
    withVirtualAnimation(fps: 120) { environment, _ in
      let workClock = VirtualClock()
      var timestamps: [CFTimeInterval] = []
      var frame = 0
      let recorder = FrameRecorder(runLoop: environment.runLoop, workClock: workClock) { link in
        timestamps.append(link.timestamp)
        frame += 1
        workClock.advance(by: frame == 3 ? 0.02 : 0.001)
      }
      recorder.start()
      environment.runLoop.runFrames(4)
      recorder.stop()
      environment.runLoop.runFrames(4)
      let expected: [CFTimeInterval] = (1...4).map { Double($0) / 120 }
      #expect(timestamps == expected)
      let statistics = recorder.statistics
      #expect(statistics.framesProduced == 4)
      #expect(statistics.hitchCount == 1)
      expectNumber(statistics.totalHitchTime, 2.0 / 120, tolerance: 1e-12)
      #expect(statistics.frameInterval == 1.0 / 120)
    }
  }

  @Test func environmentFollowsTheScreenRate() {
    #expect(AnimationEnvironment(screen: .iPhone15Pro).maximumFramesPerSecond == 120)
    #expect(AnimationEnvironment(screen: .iPhoneSE).maximumFramesPerSecond == 60)
    let clock = VirtualClock(now: 3)
    let environment = AnimationEnvironment(screen: .iPad, clock: clock)
    #expect(environment.now == 3)
    #expect(environment.maximumFramesPerSecond == 60)
    var fired: [CFTimeInterval] = []
    environment.asyncAfter(delay: 2) { fired.append(clock.now) }
    environment.runLoop.run(for: 2)
    #expect(fired == [5])
  }

  @Test func layoutSubviewsOptionLaysOutInsideTheBlock() {
    withVirtualAnimation { environment, _ in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      child.autoresizingMask = [.flexibleWidth]
      root.addSubview(child)
      UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear]) {
        root.bounds.size.width = 300
      }
      #expect(child.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
      environment.runLoop.run(until: 0.5)
      expectRect(presentedFrame(child), CGRect(x: 0, y: 0, width: 150, height: 100))
    }
  }
}
