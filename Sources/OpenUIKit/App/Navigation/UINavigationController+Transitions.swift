import Foundation

/// A push, pop or replacement of the top controller in progress.
@MainActor
final class NavigationTransition {
  /// Which way the views slide.
  enum Kind {
    /// The new view comes in from the trailing edge over the old one.
    case push
    /// The old view leaves to the trailing edge, uncovering the new one.
    case pop
  }

  let kind: Kind
  let from: UIViewController?
  let to: UIViewController
  let animated: Bool
  let onScreen: Bool
  let added: [UIViewController]
  let removed: [UIViewController]
  let coordinator: RotationTransitionCoordinator
  /// Whether the views are at their start positions (before the animation block).
  var atStart = true
  /// Whether the transition has finished.
  var finished = false

  init(
    kind: Kind, from: UIViewController?, to: UIViewController, animated: Bool, onScreen: Bool,
    added: [UIViewController], removed: [UIViewController],
    coordinator: RotationTransitionCoordinator
  ) {
    self.kind = kind
    self.from = from
    self.to = to
    self.animated = animated
    self.onScreen = onScreen
    self.added = added
    self.removed = removed
    self.coordinator = coordinator
  }
}

/// Push and pop transitions.
///
/// In order: the added controllers get `willMove(toParent:)` (from `addChild(_:)`), the
/// popped ones `willMove(toParent: nil)`; the delegate hears `willShow`; when the navigation
/// controller is in a window, the old top controller gets `viewWillDisappear(_:)` and the new
/// one `viewWillAppear(_:)` (then `viewIsAppearing(_:)` as it lays out); the views slide for
/// ``UINavigationController/transitionDuration`` with an ease-in-ease-out curve (the new view
/// from the trailing edge over the old one, which moves 30% of the width the other way —
/// `width − round(0.7 × width)`, UIKit's parallax offset); then the old controller gets
/// `viewDidDisappear(_:)`, the new one `viewDidAppear(_:)`, the pushed ones
/// `didMove(toParent:)`, the popped ones are removed (`didMove(toParent: nil)`), the
/// coordinator's completion blocks run and the delegate hears `didShow`. Without animation the
/// same happens before the call returns.
extension UINavigationController {
  /// How far the covered view moves: `width − round(0.7 × width)` (DC-18's parallax offset is
  /// `round(0.7 × width)`; OpenUIKit reads it as where the covered view's leading edge ends
  /// up relative to the trailing edge).
  static func parallaxShift(width: CGFloat) -> CGFloat {
    width - (width * 0.7).rounded()
  }

  /// Runs a transition from `from` to `to`.
  func performTransition(
    from: UIViewController?, to: UIViewController, kind: NavigationTransition.Kind,
    animated: Bool, added: [UIViewController], removed: [UIViewController]
  ) {
    let onScreen = isOnScreen
    let animates = animated && onScreen && from != nil
    let coordinator = RotationTransitionCoordinator(
      animated: animates, duration: UINavigationController.transitionDuration,
      containerView: storedView ?? UIView(), targetTransform: .identity)
    let t = NavigationTransition(
      kind: kind, from: from, to: to, animated: animates, onScreen: onScreen, added: added,
      removed: removed, coordinator: coordinator)
    transition = t
    navigationBar.largeTitleBand = BarMetrics.largeTitleBand
    navigationBar.setItems(stack.map(\.navigationItem), animated: animated)
    if isViewLoaded { to.loadViewIfNeeded() }
    delegate?.navigationController(self, willShow: to, animated: animated)
    if added.contains(where: { $0 === to }) { to.movingToParent = true }
    if let from, removed.contains(where: { $0 === from }) { from.movingFromParent = true }
    if onScreen {
      from?.beginAppearanceTransition(false, animated: animates)
      to.beginAppearanceTransition(true, animated: animates)
    }
    tabBarController?.childNavigationStackDidChange()
    guard let container = storedView else {
      finishTransition(t)
      return
    }
    toolbar.setItems(to.toolbarItems, animated: false)
    if to.view.superview !== container {
      if kind == .pop, let fromView = from?.storedView, fromView.superview === container {
        container.insertSubview(to.view, belowSubview: fromView)
      } else if let fromView = from?.storedView, fromView.superview === container {
        container.insertSubview(to.view, aboveSubview: fromView)
      } else {
        container.insertSubview(to.view, belowSubview: navigationBar)
      }
    }
    if animates {
      container.setNeedsLayout()
      container.layoutIfNeeded()
      // The bar's new content fades in over the slide.
      let fading = navigationBar.contentViews.map { ($0, $0.alpha) }
      for (view, _) in fading { view.alpha = 0 }
      UIView.animate(
        withDuration: UINavigationController.transitionDuration, delay: 0,
        options: [.curveEaseInOut],
        animations: {
          t.atStart = false
          for (view, alpha) in fading { view.alpha = alpha }
          container.setNeedsLayout()
          container.layoutIfNeeded()
          coordinator.runAlongside()
        },
        completion: { [weak self] _ in self?.finishTransition(t) })
    } else {
      t.atStart = false
      from?.storedView?.removeFromSuperview()
      container.setNeedsLayout()
      if onScreen { container.layoutIfNeeded() }
      coordinator.runAlongside()
      finishTransition(t)
    }
  }

  /// Ends a transition: the old view leaves the hierarchy and the callbacks run.
  func finishTransition(_ t: NavigationTransition) {
    guard !t.finished else { return }
    t.finished = true
    if transition === t { transition = nil }
    if let fromView = t.from?.storedView, fromView.superview === storedView,
      t.from !== topViewController
    {
      fromView.removeFromSuperview()
    }
    storedView?.setNeedsLayout()
    if t.onScreen {
      t.from?.endAppearanceTransition()
      t.to.endAppearanceTransition()
    }
    t.to.movingToParent = false
    t.from?.movingFromParent = false
    for controller in t.added { controller.didMove(toParent: self) }
    for controller in t.removed { controller.removeFromParent() }
    t.coordinator.finish()
    trackContentScrollView()
    delegate?.navigationController(self, didShow: t.to, animated: t.animated)
  }

  /// Ends the transition in progress at once (a new push or pop pre-empts it).
  func finishTransitionNow() {
    if let t = transition { finishTransition(t) }
  }

  /// The coordinator of the transition in progress.
  var activeTransitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    transition?.coordinator
  }
}
