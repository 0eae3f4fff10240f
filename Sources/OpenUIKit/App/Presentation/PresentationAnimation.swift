import Foundation

/// The animations of presentations and dismissals, on ``AnimationEnvironment/main``'s clock.
///
/// Cover vertical (the default) slides the presented view up from below the container's
/// bottom edge and back down, while the dimming view fades in and out; cross dissolve (and
/// flip horizontal and partial curl, which OpenUIKit does not draw in 3D) fades the presented
/// view instead. Both take ``PresentationMetrics/duration`` on a critically damped spring.
/// Alerts fade in ``PresentationMetrics/alertDuration``; action sheets slide.
@MainActor
enum PresentationAnimation {
  /// Whether the presentation fades rather than slides.
  static func fades(_ presentation: UIPresentationController) -> Bool {
    if let alert = presentation as? AlertPresentationController { return !alert.isActionSheet }
    return presentation.presentedViewController.modalTransitionStyle != .coverVertical
  }

  /// Runs `animations` as the presentation's animation, then `completion`.
  static func run(
    _ presentation: UIPresentationController, appearing: Bool,
    animations: @escaping @MainActor () -> Void, completion: @escaping @MainActor () -> Void
  ) {
    if presentation is AlertPresentationController, fades(presentation) {
      UIView.animate(
        withDuration: PresentationMetrics.alertDuration, delay: 0,
        options: appearing ? .curveEaseOut : .curveEaseIn, animations: animations,
        completion: { _ in completion() })
    } else {
      UIView.animate(
        withDuration: PresentationMetrics.duration, delay: 0, usingSpringWithDamping: 1,
        initialSpringVelocity: 0, options: [], animations: animations,
        completion: { _ in completion() })
    }
  }

  /// Animates the presentation in: the presented view is at its final frame already.
  static func present(
    _ presentation: UIPresentationController, completion: @escaping @MainActor () -> Void
  ) {
    guard let container = presentation.container, let view = presentation.presentedView else {
      completion()
      return
    }
    let dimming = presentation.dimmingView
    let dimmed = dimming?.alpha ?? 0
    let opacity = view.alpha
    let fade = fades(presentation)
    UIView.performWithoutAnimation {
      dimming?.alpha = 0
      if fade { view.alpha = 0 }
    }
    let start = CGPoint(
      x: view.center.x, y: view.center.y + container.bounds.maxY - view.frame.minY)
    run(
      presentation, appearing: true,
      animations: {
        dimming?.alpha = dimmed
        if fade {
          view.alpha = opacity
        } else {
          // The view stays at its final frame; only what is drawn slides up to it.
          view.captureGeometryChange(oldBounds: view.bounds, oldCenter: start)
        }
      }, completion: completion)
  }

  /// Animates the presentation out; the views leave in `completion`.
  static func dismiss(
    _ presentation: UIPresentationController, completion: @escaping @MainActor () -> Void
  ) {
    guard let container = presentation.container, let view = presentation.presentedView else {
      completion()
      return
    }
    let dimming = presentation.dimmingView
    let opacity = view.alpha
    let fade = fades(presentation)
    run(
      presentation, appearing: false,
      animations: {
        dimming?.alpha = 0
        if fade {
          view.alpha = 0
        } else {
          var frame = view.frame
          frame.origin.y = container.bounds.maxY
          view.frame = frame
        }
      },
      completion: {
        if fade { UIView.performWithoutAnimation { view.alpha = opacity } }
        completion()
      })
  }
}
