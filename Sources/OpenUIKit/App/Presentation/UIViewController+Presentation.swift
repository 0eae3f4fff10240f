import Foundation

/// A controller that makes its own presentation controller (alerts).
@MainActor
protocol ProvidesPresentationController: UIViewController {
  /// The presentation controller the controller presents with.
  func makePresentationController() -> UIPresentationController
}

/// Modal presentation: `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// A presentation is made on the presenting controller's topmost ancestor (the controller
/// that ``presentingViewController`` returns); its views live in a container view added to
/// the window above what was there. The appearance callbacks follow UIKit's order:
///
/// - presenting: the presenter's `viewWillDisappear` (full screen only), the presented
///   controller's `viewWillAppear`, its `viewIsAppearing` and layout, then when the
///   animation ends the presenter's `viewDidDisappear` (full screen only; its view then leaves
///   the window) and the presented controller's `viewDidAppear`, then the completion;
/// - dismissing: the presented controller's `viewWillDisappear`, the presenter's
///   `viewWillAppear` (full screen only: its view is back in the window), then when the
///   animation ends the presented controller's `viewDidDisappear`, the presenter's
///   `viewDidAppear`, then the completion.
///
/// Without animation everything happens before the call returns. With animation, on
/// ``AnimationEnvironment/main``'s clock: 0.5 s on a critically damped spring (0.25 s for an
/// alert); see the article "Presentation".
extension UIViewController {
  /// The topmost controller of this one's parent chain: the one that presents for it.
  var presentationHost: UIViewController {
    var controller = self
    while let parent = controller.storedParent { controller = parent }
    return controller
  }

  /// What ``presentedViewController`` returns: what this controller or its nearest ancestor
  /// presents.
  var resolvedPresentedViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presented = current.storedPresentedViewController { return presented }
      controller = current.storedParent
    }
    return nil
  }

  /// What ``presentingViewController`` returns: the presenter of this controller or of its
  /// nearest presented ancestor.
  var resolvedPresentingViewController: UIViewController? {
    var controller: UIViewController? = self
    while let current = controller {
      if let presenting = current.storedPresentingViewController { return presenting }
      controller = current.storedParent
    }
    return nil
  }

  /// What ``presentationController`` returns: the presentation controller of this
  /// controller's nearest presented ancestor, else of its topmost ancestor.
  var resolvedPresentationController: UIPresentationController {
    var controller: UIViewController? = self
    while let current = controller {
      if current.storedPresentingViewController != nil,
        let presentation = current.storedPresentationController
      {
        return presentation
      }
      controller = current.storedParent
    }
    return presentationHost.ensurePresentationController()
  }

  /// The presentation controller for the current ``modalPresentationStyle`` (made when first
  /// asked for, again when the style changed; kept while presented).
  func ensurePresentationController() -> UIPresentationController {
    if let existing = storedPresentationController,
      existing.container != nil || existing.style == modalPresentationStyle.resolved
    {
      return existing
    }
    let made: UIPresentationController
    if let provider = self as? any ProvidesPresentationController {
      made = provider.makePresentationController()
    } else if modalPresentationStyle.isSheet {
      made = UISheetPresentationController(presentedViewController: self, presenting: nil)
    } else {
      made = UIPresentationController(presentedViewController: self, presenting: nil)
    }
    storedPresentationController = made
    return made
  }

  /// The view that stands for this controller in its window: a window's root's view, or the
  /// container of a presented controller (nil for any other controller).
  var presentationLayerView: UIView? {
    if isRootOfWindow { return storedView }
    if let container = storedPresentationController?.container,
      storedPresentingViewController != nil
    {
      return container
    }
    return nil
  }

  /// What ``present(_:animated:completion:)`` does.
  func performPresent(
    _ presented: UIViewController, animated: Bool, completion: (() -> Void)?
  ) {
    let host = presentationHost
    if presented === self || presented === host {
      reportPresentation(
        raised: "Application tried to present modal view controller on itself. "
          + "Presenting controller is \(self).")
      return
    }
    if let parent = presented.storedParent {
      reportPresentation(
        raised: "Application tried to present modally a view controller \(presented) that has "
          + "a parent view controller \(parent).")
      return
    }
    if let presenter = presented.storedPresentingViewController {
      reportPresentation(
        raised: "Application tried to present modally a view controller \(presented) that is "
          + "already being presented by \(presenter).")
      return
    }
    if let current = host.storedPresentedViewController {
      reportPresentation(
        warning: "Attempt to present \(presented) on \(host) (from \(self)) which is already "
          + "presenting \(current).")
      return
    }
    guard let window = host.storedView?.window else {
      reportPresentation(
        warning: "Attempt to present \(presented) on \(host) (from \(self)) whose view is not "
          + "in the window hierarchy.")
      return
    }
    let presentation = presented.ensurePresentationController()
    presentation.storedPresenting = host
    host.storedPresentedViewController = presented
    presented.storedPresentingViewController = host
    presented.loadViewIfNeeded()
    let removesPresenter = presentation.shouldRemovePresentersView
    let under = removesPresenter ? host.presentationLayerView : nil
    presented.beingPresented = true
    if removesPresenter { host.beginAppearanceTransition(false, animated: animated) }
    presented.beginAppearanceTransition(true, animated: animated)
    presentation.presentationTransitionWillBegin()
    let container = presentation.installViews(in: window)
    UIView.performWithoutAnimation {
      window.addSubview(container)
      container.refreshSafeArea()
      window.layoutIfNeeded()
    }
    presentation.transitionSerial += 1
    let serial = presentation.transitionSerial
    let finish: @MainActor () -> Void = {
      guard presentation.transitionSerial == serial else {
        // A dismissal took over during the animation.
        completion?()
        return
      }
      if let under, under.window != nil { under.removeFromSuperview() }
      if removesPresenter { host.endAppearanceTransition() }
      presented.endAppearanceTransition()
      presented.beingPresented = false
      presentation.presentationTransitionDidEnd(true)
      completion?()
    }
    if animated && UIView.areAnimationsEnabled {
      PresentationAnimation.present(presentation, completion: finish)
    } else {
      finish()
    }
  }

  /// What ``dismiss(animated:completion:)`` does: dismisses what this controller (or its
  /// nearest ancestor) presents, else asks its presenter to dismiss it. With nothing to
  /// dismiss nothing happens (the completion is not called).
  func performDismiss(animated: Bool, completion: (() -> Void)?) {
    var controller: UIViewController? = self
    while let current = controller {
      if current.storedPresentedViewController != nil {
        current.dismissPresentedController(animated: animated, completion: completion)
        return
      }
      controller = current.storedParent
    }
    resolvedPresentingViewController?.dismissPresentedController(
      animated: animated, completion: completion)
  }

  /// Ends the presentation of the controller this one presents (what that one presents
  /// goes first, without animation).
  func dismissPresentedController(animated: Bool, completion: (() -> Void)?) {
    guard let presented = storedPresentedViewController,
      let presentation = presented.storedPresentationController,
      let container = presentation.container
    else { return }
    // An animated dismissal while one runs is ignored; one without animation ends it at once.
    if presentation.isDismissing && animated { return }
    if presented.storedPresentedViewController != nil {
      presented.dismissPresentedController(animated: false, completion: nil)
    }
    let restoresPresenter = presentation.shouldRemovePresentersView
    let under = restoresPresenter ? presentationLayerView : nil
    presented.beingPresented = false
    presented.beingDismissed = true
    presentation.isDismissing = true
    presentation.transitionSerial += 1
    let serial = presentation.transitionSerial
    presented.beginAppearanceTransition(false, animated: animated)
    if restoresPresenter { beginAppearanceTransition(true, animated: animated) }
    if let under, let window = container.window, under.superview == nil {
      UIView.performWithoutAnimation {
        under.frame = window.bounds
        window.insertSubview(under, belowSubview: container)
        if isRootOfWindow { updateSafeArea() }
        window.layoutIfNeeded()
      }
    }
    presentation.dismissalTransitionWillBegin()
    let finish: @MainActor () -> Void = { [self] in
      guard presentation.transitionSerial == serial else {
        completion?()
        return
      }
      presentation.uninstallViews()
      presented.endAppearanceTransition()
      presented.beingDismissed = false
      if restoresPresenter { endAppearanceTransition() }
      if storedPresentedViewController === presented { storedPresentedViewController = nil }
      presented.storedPresentingViewController = nil
      presentation.dismissalTransitionDidEnd(true)
      completion?()
    }
    if animated && UIView.areAnimationsEnabled {
      PresentationAnimation.dismiss(presentation, completion: finish)
    } else {
      finish()
    }
  }

  /// Reports what UIKit raises for a presentation; the call is ignored.
  func reportPresentation(raised reason: String) {
    LayoutDiagnostics.report(
      .raised(name: "NSInvalidArgumentException", reason: reason), engine: nil)
  }

  /// Reports what UIKit logs for a presentation it refuses; the call is ignored.
  func reportPresentation(warning text: String) {
    LayoutDiagnostics.report(.presentation(text), engine: nil)
  }
}
