import Foundation
import OpenUIKit
import SnapKit
import Testing

@testable import LayoutSnapshot

/// Sample A1: a box 50 pt under the safe area that moves to 200 pt in a 0.35 s animation.
///
/// Kept apart from Showcase's `BasicAnimationViewController`, whose recorded frames differ: no
/// white background, square corners (12 here) and the identifier `boxView` on the box.
@MainActor
final class MovingBoxController: UIViewController {
  let boxView = UIView()
  var topConstraint: Constraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    boxView.backgroundColor = .systemBlue
    boxView.layer.cornerRadius = 12
    view.addSubview(boxView)
    boxView.snp.makeConstraints { make in
      make.width.height.equalTo(100)
      make.centerX.equalToSuperview()
      self.topConstraint = make.top.equalTo(view.safeAreaLayoutGuide).offset(50).constraint
    }
  }

  func moveBox() {
    topConstraint?.update(offset: 200)
    UIView.animate(withDuration: 0.35) {
      self.view.layoutIfNeeded()
    }
  }
}

/// Sample A9: a drawer whose animator is scrubbed by a pan, then continued.
///
/// Kept apart from Showcase's `DrawerViewController`, whose recorded frames differ: a pink
/// drawer on systemBackground (indigo on white here) with the identifier `drawerView`.
@MainActor
final class DrawerController: UIViewController {
  let drawer = UIView()
  var top: NSLayoutConstraint!
  var animator: UIViewPropertyAnimator?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    drawer.backgroundColor = .systemIndigo
    drawer.layer.cornerRadius = 20
    drawer.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(drawer)
    drawer.addGestureRecognizer(
      UIPanGestureRecognizer(target: self, action: DrawerController.handlePan))
    top = drawer.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -100)
    NSLayoutConstraint.activate([
      drawer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      drawer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      drawer.bottomAnchor.constraint(equalTo: view.bottomAnchor), top,
    ])
  }

  func handlePan(_ gesture: UIPanGestureRecognizer) {
    switch gesture.state {
    case .began:
      let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeOut) {
        self.top.constant = -500
        self.view.layoutIfNeeded()
      }
      animator.pauseAnimation()
      self.animator = animator
      fallthrough
    case .changed:
      let translation = gesture.translation(in: view)
      animator?.fractionComplete = min(max(-translation.y / 400, 0), 1)
    case .ended:
      animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
    default:
      break
    }
  }
}

/// Timelines recorded on the virtual clock, and their HTML players.
@MainActor
@Suite struct TimelineTests {
  static func phoneWindow(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    controller.additionalSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  /// A1 at 120 Hz: frame 0 at y = 109, frame 21 (0.175 s) at the curve's midpoint 184, the
  /// last at 259.
  static func recordA1() -> (TimelineRecorder, UIWindow) {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    return AnimationEnvironment.withEnvironment(environment) {
      let controller = MovingBoxController()
      let window = phoneWindow(controller)
      let recorder = TimelineRecorder(view: window, environment: environment)
      recorder.capture(label: "start")
      controller.moveBox()
      recorder.record(duration: 0.4)
      return (recorder, window)
    }
  }

  static func recordA9() -> (TimelineRecorder, UIWindow) {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    return AnimationEnvironment.withEnvironment(environment) {
      let controller = DrawerController()
      let window = phoneWindow(controller)
      let recorder = TimelineRecorder(view: window, environment: environment)
      recorder.capture(label: "closed")
      // A 0.1 s drag up 200 pt scrubs the animator to 0.5 (of 400 pt); letting go finishes it.
      controller.view.simulatePan(
        from: CGPoint(x: 200, y: 780), to: CGPoint(x: 200, y: 580), duration: 0.1
      ) { _ in
        recorder.record(duration: 1.0 / 120)
      }
      recorder.record(duration: 0.1)
      return (recorder, window)
    }
  }

  @Test func a1FramesFollowTheCurve() throws {
    let (recorder, window) = Self.recordA1()
    defer { withExtendedLifetime(window) {} }
    #expect(recorder.frames.count == 49)
    #expect(recorder.frames[0].label == "start")
    #expect(recorder.frames[21].time == 0.175)
    let box = "transform=\"matrix(1 0 0 1 146.5 "
    #expect(recorder.frames[0].svg.contains(box + "109)\""))
    #expect(recorder.frames[21].svg.contains(box + "184)\""))
    #expect(recorder.frames[48].svg.contains(box + "259)\""))
    #expect(recorder.frame(at: 0.1751)?.time == 0.175)
    let html = recorder.html(title: "A1")
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.contains("const times = [0.000000,0.008333,"))
    #expect(!html.contains("</svg>"))
    #expect(html.contains("(no diagnostics)"))
  }

  @Test func a9DrawerIsScrubbedThenContinued() {
    let (recorder, window) = Self.recordA9()
    defer { withExtendedLifetime(window) {} }
    let drawer = "transform=\"matrix(1 0 0 1 0 "
    #expect(recorder.frames[0].svg.contains(drawer + "752)\""))
    // Frame k of the drag shows translation 200·k/12 of 400: y = 752 − 400·(k/24).
    #expect(recorder.frames[6].svg.contains(drawer + "652)\""))
    #expect(recorder.frames[12].svg.contains(drawer + "552)\""))
    #expect(recorder.frames.last?.svg.contains(drawer + "352)\"") == true)
  }
}
