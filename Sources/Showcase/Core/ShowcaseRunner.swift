import Foundation
import LayoutSnapshot
import OpenUIKit
import SnapKit

/// Runs samples headless on a virtual clock at the screen's refresh rate.
@MainActor
public struct ShowcaseRunner {
  /// The screen the samples run on.
  public var screen: UIScreen
  /// Whether the app's language is right to left (leading is the right edge).
  public var rightToLeft: Bool
  /// The longest a step may run while waiting for its animations to end.
  public var settleLimit: Double = 10
  /// The interface orientation the window starts in (portrait by default).
  public var orientation = UIInterfaceOrientation.portrait
  /// The text size the window overrides (nil: the device's Large).
  public var contentSizeCategory: UIContentSizeCategory?
  /// The appearance the window overrides (nil: the device's light appearance).
  public var userInterfaceStyle: UIUserInterfaceStyle?

  /// Creates a runner for a screen.
  public init(screen: UIScreen = .iPhone15Pro, rightToLeft: Bool = false) {
    self.screen = screen
    self.rightToLeft = rightToLeft
  }

  /// The device part of the report.
  public var device: ShowcaseReport.Device {
    let insets = screen.safeAreaInsets(for: orientation)
    let size = screen.size(for: orientation)
    return ShowcaseReport.Device(
      name: screen.name, width: Double(size.width), height: Double(size.height),
      scale: Double(screen.scale),
      safeArea: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) })
  }

  /// Runs a sample's script and returns what it did. The session is handed to `afterStep`
  /// after each step has settled (to save pictures of it).
  public func run(
    _ sample: ShowcaseSample, afterStep: (Int, ShowcaseSession) -> Void = { _, _ in }
  ) -> ShowcaseRun {
    let savedScreen = UIScreen.main
    let savedDirection = UIView.defaultUserInterfaceLayoutDirection
    let savedConfig = ConstraintConfig.interfaceLayoutDirection
    UIScreen.main = screen
    let direction: UIUserInterfaceLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    UIView.defaultUserInterfaceLayoutDirection = direction
    ConstraintConfig.interfaceLayoutDirection = direction
    defer {
      UIScreen.main = savedScreen
      UIView.defaultUserInterfaceLayoutDirection = savedDirection
      ConstraintConfig.interfaceLayoutDirection = savedConfig
    }
    let environment = AnimationEnvironment(
      clock: VirtualClock(), maximumFramesPerSecond: screen.maximumFramesPerSecond)
    return AnimationEnvironment.withEnvironment(environment) {
      play(sample, in: environment, afterStep: afterStep)
    }
  }

  private func play(
    _ sample: ShowcaseSample, in environment: AnimationEnvironment,
    afterStep: (Int, ShowcaseSession) -> Void
  ) -> ShowcaseRun {
    var log: [String] = []
    let savedHandler = LayoutDiagnostics.handler
    LayoutDiagnostics.handler = { log.append($0.message) }
    defer { LayoutDiagnostics.handler = savedHandler }

    let start = environment.now
    let window = UIWindow(screen: screen)
    if let contentSizeCategory {
      window.traitOverrides.preferredContentSizeCategory = contentSizeCategory
    }
    if let userInterfaceStyle { window.overrideUserInterfaceStyle = userInterfaceStyle }
    window.rotate(to: orientation, animated: false)
    // The window's traits are current while the sample builds and runs, as an app's text
    // size and appearance are (so `preferredFont(forTextStyle:)` gives the window's sizes).
    let savedTraits = UITraitCollection.current
    UITraitCollection.current = window.traitCollection
    defer { UITraitCollection.current = savedTraits }
    let controller = sample.make()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let session = ShowcaseSession(window: window, controller: controller, environment: environment)
    session.appendToLog = { log.append($0) }
    var steps: [ShowcaseReport.Step] = []
    var addresses = ShowcaseAddressNames()
    for (index, step) in sample.steps.enumerated() {
      // The first step's log also holds what loading the screen reported.
      let logStart = index == 0 ? 0 : log.count
      step.action(session)
      switch step.settle {
      case .untilIdle: session.settle(limit: settleLimit)
      case .seconds(let seconds): session.wait(seconds)
      }
      session.recorder.capture(label: step.name)
      steps.append(
        ShowcaseReport.Step(
          name: step.name, time: rounded(environment.now - start),
          views: ShowcaseViewState.named(in: window),
          log: log[logStart...].map { addresses.normalize($0) }))
      afterStep(index, session)
    }
    let statistics = ShowcaseRun.Statistics(
      views: ShowcaseViewState.count(window),
      constraints: ShowcaseViewState.constraintCount(window),
      frames: session.recorder.frames, frameInterval: environment.runLoop.frameInterval,
      diagnostics: log.count)
    return ShowcaseRun(
      report: ShowcaseReport.Sample(id: sample.id, title: sample.title, steps: steps),
      statistics: statistics, session: session)
  }
}

/// Rounds to 1/1000 (the report's precision).
func rounded(_ value: Double) -> Double {
  (value * 1000).rounded() / 1000
}
