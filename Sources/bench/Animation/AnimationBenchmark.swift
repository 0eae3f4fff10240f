import OpenUIKit

/// The animation-frame benchmark: the work of one 120 Hz frame while the scene animates.
@MainActor
struct AnimationBenchmark {
  let views: Int
  let frames: Int

  /// Builds the scene, runs the frames and prints the RESULT line; returns the exit status.
  func run() -> Int32 {
    Console.debugBuildWarning("animation")
    let clock = VirtualClock()
    let environment = AnimationEnvironment(clock: clock, maximumFramesPerSecond: 120)
    return AnimationEnvironment.withEnvironment(environment) {
      let scene = AnimationScene(views: views)
      scene.animateTiles(shifted: true)
      let workClock = ThreadCPUClock()
      let wallClock = RealTimeClock()
      var wallStatistics = FrameStatistics(frameInterval: environment.runLoop.frameInterval)
      var eventTimes: [Double] = []
      var eventCount = 0
      // Touch-like events between frames (as a tap handler runs before the next frame): an
      // additive spring nudge every 0.5 s, a new layout-driven animation of every tile every
      // 2 s. Their cost is reported separately from the frames'.
      let eventTimer = environment.runLoop.scheduledTimer(withTimeInterval: 0.5, repeats: true) {
        _ in
        let start = workClock.now
        eventCount += 1
        scene.nudgeContainer(down: eventCount % 2 == 1)
        if eventCount % 4 == 0 { scene.animateTiles(shifted: eventCount % 8 != 0) }
        eventTimes.append(workClock.now - start)
      }
      var checksum: Int64 = 0
      let recorder = FrameRecorder(runLoop: environment.runLoop, workClock: workClock) { _ in
        let wallStart = wallClock.now
        scene.window.layoutIfNeeded()
        checksum = sampleEveryPresentationValue(scene)
        wallStatistics.record(workTime: wallClock.now - wallStart)
      }
      let start = wallClock.now
      recorder.start()
      environment.runLoop.runFrames(frames)
      recorder.stop()
      eventTimer.invalidate()
      let totalMs = (wallClock.now - start) * 1000
      return report(
        recorder.statistics, scene: scene, checksum: checksum, totalMs: totalMs,
        eventTimes: eventTimes, wall: wallStatistics)
    }
  }

  /// Reads every presentation value of every view; returns Σ llround(1000 × the values), so
  /// the sampling cannot be optimised away and the run is checkable.
  func sampleEveryPresentationValue(_ scene: AnimationScene) -> Int64 {
    var sum = 0.0
    for tile in scene.tiles {
      guard let layer = tile.layer.presentation() else { continue }
      let frame = layer.frame
      let color = layer.backgroundColor
      let transform = layer.affineTransform()
      let geometry = Double(frame.minX + frame.minY + frame.width + frame.height)
      let blue: CGFloat = color?.extendedSRGBComponents.blue ?? 0
      let look = Double(layer.opacity) + Double(blue) + Double(transform.a)
      sum += geometry + look + Double(layer.cornerRadius) + Double(layer.shadowOpacity)
    }
    let container = scene.container.layer.presentation()?.frame.minY ?? 0
    return Int64((sum + Double(container)) * 1000)
  }

  func report(
    _ statistics: FrameStatistics, scene: AnimationScene, checksum: Int64, totalMs: Double,
    eventTimes: [Double], wall: FrameStatistics
  ) -> Int32 {
    let workNs = statistics.workTimes.map { $0 * 1e9 }.sorted()
    let medianNs = statistics.medianWorkTime * 1e9
    let p99 = workNs.isEmpty ? 0 : workNs[min(workNs.count - 1, workNs.count * 99 / 100)]
    let extra = [
      "hitch_ratio=\(fixed(statistics.hitchTimeRatio, 3))", "hitches=\(statistics.hitchCount)",
      "frames=\(statistics.framesProduced)", "fps=120", "p99_ns=\(fixed(p99, 1))",
      "max_ns=\(fixed(statistics.maximumWorkTime * 1e9, 1))", "events=\(eventTimes.count)",
      "event_max_ns=\(fixed((eventTimes.max() ?? 0) * 1e9, 1))",
      "wall_median_ns=\(fixed(wall.medianWorkTime * 1e9, 1))",
      "wall_hitch_ratio=\(fixed(wall.hitchTimeRatio, 3))", "work_clock=thread-cpu",
    ]
    Console.out(
      resultLineText(
        impl: "openuikit", workload: "animation-frame", n: views,
        constraints: scene.constraintCount, vars: 4 * (views + 3), ops: statistics.framesProduced,
        totalMs: totalMs, nsPerOp: medianNs, checksum: checksum, checksum2: 0, specHash: "0",
        extra: extra))
    let medianMs = medianNs / 1e6
    var summary = "bench animation: \(views) views, \(statistics.framesProduced) frames at 120 Hz"
    summary += ": median \(fixed(medianMs, 4)) ms/frame (target <= 0.5),"
    summary += " hitch ratio \(fixed(statistics.hitchTimeRatio, 3)) ms/s (target 0)"
    Console.error(summary)
    return 0
  }
}
