import Foundation

extension UIWindow {
  /// How long a rotation animates: 0.3 s. (UIKit publishes no number; an OpenUIKit choice, see
  /// the article "Traits and Dynamic Type".)
  public static let rotationDuration: TimeInterval = 0.3

  /// Rotates the interface to `orientation`, as UIKit does when the device turns (an OpenUIKit
  /// entry point; UIKit apps only ask, with `UIWindowScene.requestGeometryUpdate`).
  ///
  /// A full-screen window (one with the screen's size and safe area, as
  /// ``init(screen:)`` makes) takes the screen's size and safe area for the new orientation;
  /// any other window swaps its width and height between portrait and landscape. In order: the
  /// root view controller gets `willTransition(to:with:)` when its traits will change and
  /// `viewWillTransition(to:with:)` with the new size; then, inside one animation of
  /// ``rotationDuration`` on ``AnimationEnvironment/main``'s clock (none when `animated` is
  /// false), the window's orientation, bounds, safe area and traits change (trait-change
  /// callbacks run), the window lays out, the coordinator's alongside blocks run (with the
  /// new bounds in place) and the window lays out again; the
  /// coordinator's completion blocks run when the animation ends. Rotating to the current
  /// orientation, or to `.unknown`, does nothing.
  public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
    let old = interfaceOrientation
    guard orientation != .unknown, orientation != old else { return }
    let fullScreen =
      bounds.origin == .zero && frame.origin == .zero && bounds.size == screen.size(for: old)
      && safeAreaInsets == screen.safeAreaInsets(for: old)
    var newSize = bounds.size
    if fullScreen {
      newSize = screen.size(for: orientation)
    } else if old.isLandscape != orientation.isLandscape {
      newSize = CGSize(width: bounds.height, height: bounds.width)
    }
    let quarterTurn = old.isLandscape != orientation.isLandscape
    let coordinator = RotationTransitionCoordinator(
      animated: animated, duration: UIWindow.rotationDuration, containerView: self,
      targetTransform: quarterTurn ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity)
    let controller = rootViewController
    if let controller {
      let device = screen.traitCollection(for: orientation, windowSize: newSize)
      var values = device.values.merging(traitOverrides.values)
      values = values.merging(controller.traitOverrides.values)
      let newTraits = UITraitCollection(values: values)
      if newTraits != controller.traitCollection {
        controller.willTransition(to: newTraits, with: coordinator)
      }
      controller.viewWillTransition(to: newSize, with: coordinator)
    }
    let change: @MainActor () -> Void = { [self] in
      interfaceOrientation = orientation
      frame = CGRect(origin: frame.origin, size: newSize)
      if fullScreen {
        setSafeAreaInsets(screen.safeAreaInsets(for: orientation))
        controller?.updateSafeArea()
      }
      refreshWindowTraits()
      keyboardState?.windowDidRotate()
      layoutIfNeeded()
      coordinator.runAlongside()
      layoutIfNeeded()
    }
    if animated {
      UIView.animate(
        withDuration: UIWindow.rotationDuration, delay: 0, options: [], animations: change,
        completion: { _ in coordinator.finish() })
    } else {
      change()
      coordinator.finish()
    }
  }
}
