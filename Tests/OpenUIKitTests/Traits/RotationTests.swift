import Foundation
import Testing

@testable import OpenUIKit

/// A controller that records the rotation callbacks.
private final class RotatingController: UIViewController {
  var events: [String] = []
  var coordinator: (any UIViewControllerTransitionCoordinator)?
  override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    events.append("willTransition \(size.width)x\(size.height) from \(view.bounds.width)")
    self.coordinator = coordinator
    coordinator.animate(
      alongsideTransition: { [unowned self] context in
        events.append("alongside \(view.bounds.width) \(context.transitionDuration)")
      },
      completion: { [unowned self] context in
        events.append("completion \(context.percentComplete)")
      })
  }
  override func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    events.append("traits \(newCollection.verticalSizeClass == .compact ? "C" : "R")")
  }
  override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    events.append("traitsDidChange")
  }
  override func viewSafeAreaInsetsDidChange() {
    events.append("safeArea \(view.safeAreaInsets.left)")
  }
}

/// Rotating a window: sizes, safe areas and traits per orientation, the controller's
/// callbacks, and the animation on the virtual clock.
@MainActor
@Suite struct RotationTests {
  /// A controller that keeps the transition coordinator does not keep its window alive: the
  /// coordinator holds its container view weakly.
  @Test func aKeptCoordinatorDoesNotKeepTheWindowAlive() {
    weak var weakWindow: UIWindow?
    weak var weakController: UIViewController?
    do {
      let window = UIWindow(screen: .iPhone15Pro)
      let controller = RotatingController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      window.rotate(to: .landscapeRight, animated: false)
      #expect(controller.coordinator?.containerView === window)
      weakWindow = window
      weakController = controller
    }
    #expect(weakWindow == nil)
    #expect(weakController == nil)
  }

  @Test func iPhone15ProRotatesToLandscapeAndBack() {
    let environment = AnimationEnvironment(clock: VirtualClock(), maximumFramesPerSecond: 120)
    AnimationEnvironment.withEnvironment(environment) {
      let window = UIWindow(screen: .iPhone15Pro)
      let controller = RotatingController()
      window.rootViewController = controller
      let box = UIView()
      box.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(box)
      NSLayoutConstraint.activate([
        box.leadingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.trailingAnchor),
        box.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
        box.heightAnchor.constraint(equalToConstant: 40),
      ])
      window.makeKeyAndVisible()
      _ = controller.traitCollection
      controller.events.removeAll()
      #expect(box.frame == CGRect(x: 0, y: 852 - 34 - 40, width: 393, height: 40))

      window.rotate(to: .landscapeLeft)
      #expect(window.interfaceOrientation == .landscapeLeft)
      #expect(window.bounds.size == CGSize(width: 852, height: 393))
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
      #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
      #expect(
        controller.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
      #expect(box.frame == CGRect(x: 59, y: 393 - 21 - 40, width: 852 - 118, height: 40))
      #expect(controller.traitCollection.horizontalSizeClass == .compact)
      #expect(controller.traitCollection.verticalSizeClass == .compact)
      #expect(
        controller.events == [
          "traits C", "willTransition 852.0x393.0 from 393.0", "safeArea 59.0", "traitsDidChange",
          "alongside 852.0 0.3",
        ])
      #expect(controller.coordinator?.isAnimated == true)
      #expect(controller.coordinator?.targetTransform == CGAffineTransform(rotationAngle: -.pi / 2))
      // Halfway through, the root view is on its way to the landscape size.
      environment.runLoop.run(for: 0.15)
      let presented = controller.view.layer.presentation()?.bounds.width ?? 0
      #expect(presented > 393 && presented < 852)
      environment.runLoop.run(for: 0.2)
      #expect(controller.events.last == "completion 1.0")

      controller.events.removeAll()
      window.rotate(to: .portrait, animated: false)
      #expect(window.bounds.size == CGSize(width: 393, height: 852))
      #expect(window.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
      #expect(box.frame == CGRect(x: 0, y: 852 - 34 - 40, width: 393, height: 40))
      #expect(controller.traitCollection.verticalSizeClass == .regular)
      #expect(controller.events.first == "traits R")
      #expect(controller.events.last == "completion 1.0")
      #expect(controller.coordinator?.transitionDuration == 0)
      // The same orientation again, or unknown, does nothing.
      controller.events.removeAll()
      window.rotate(to: .portrait)
      window.rotate(to: .unknown)
      #expect(controller.events.isEmpty)
    }
  }

  @Test func otherPresetsInLandscape() {
    let max = UIWindow(screen: .iPhone15ProMax)
    max.rotate(to: .landscapeRight, animated: false)
    #expect(max.bounds.size == CGSize(width: 932, height: 430))
    #expect(max.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(max.traitCollection.horizontalSizeClass == .regular)
    #expect(max.traitCollection.verticalSizeClass == .compact)
    let se = UIWindow(screen: .iPhoneSE)
    se.rotate(to: .landscapeRight, animated: false)
    #expect(se.bounds.size == CGSize(width: 667, height: 375))
    #expect(se.safeAreaInsets == .zero)
    #expect(se.traitCollection.horizontalSizeClass == .compact)
    let pad = UIWindow(screen: .iPadPro11)
    pad.rotate(to: .landscapeLeft, animated: false)
    #expect(pad.bounds.size == CGSize(width: 1210, height: 834))
    #expect(pad.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(pad.traitCollection.horizontalSizeClass == .regular)
    #expect(pad.traitCollection.verticalSizeClass == .regular)
    // A window that is not full screen swaps its size and keeps its insets.
    let small = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    small.rotate(to: .landscapeLeft, animated: false)
    #expect(small.bounds.size == CGSize(width: 500, height: 300))
    #expect(small.safeAreaInsets == .zero)
  }
}
