import Foundation

/// Manages the views of one modal presentation: the container view that holds them in the
/// window, the dimming view behind a sheet, and where the presented view goes.
///
/// ``UIViewController/present(_:animated:completion:)`` makes one for the presented
/// controller's ``UIViewController/modalPresentationStyle`` (a ``UISheetPresentationController``
/// for sheets); ``UIViewController/presentationController`` returns it, before the
/// presentation too, so that it can be configured.
///
/// The container view covers the window, above the views under it; it lays out the dimming
/// view (its bounds) and ``presentedView`` (at ``frameOfPresentedViewInContainerView``) in
/// every layout pass, between ``containerViewWillLayoutSubviews()`` and
/// ``containerViewDidLayoutSubviews()``.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// The presented controller (held weakly: the controller keeps its presentation
  /// controller).
  weak var storedPresented: UIViewController?
  /// The presenting controller, once presented (or the one passed to the initializer).
  weak var storedPresenting: UIViewController?
  /// The view that holds the presentation's views in the window, during the presentation.
  var container: PresentationContainerView?
  /// The dimming view behind a sheet or an alert (nil for the other styles).
  var dimmingView: UIView?
  /// The rounded view a sheet's content sits in (nil for the other styles).
  var sheetView: PresentationSheetView?
  /// Whether a dismissal is under way: layout leaves the presented view where the dismissal's
  /// animation put it.
  var isDismissing = false
  /// Counts the presentation's transitions: a transition's end does nothing when another one
  /// (a dismissal during the presentation's animation, say) took over.
  var transitionSerial = 0
  /// The style the presentation was made with.
  let style: UIModalPresentationStyle

  /// Creates a presentation controller for `presentedViewController`, presented by
  /// `presentingViewController` (the presenting controller is set again when the
  /// presentation starts).
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    storedPresented = presentedViewController
    storedPresenting = presentingViewController
    style = presentedViewController.modalPresentationStyle.resolved
    super.init()
  }

  /// The presented view controller. (After the controller is gone: a fresh, empty one.)
  public var presentedViewController: UIViewController { storedPresented ?? UIViewController() }

  /// The presenting view controller: the one whose presentation this is (before the
  /// presentation starts: the one passed to the initializer, else the presented one).
  public var presentingViewController: UIViewController {
    storedPresenting ?? presentedViewController
  }

  /// The view the presentation happens in, while the presentation is on screen.
  public var containerView: UIView? { container }

  /// The view that animates in and out: the presented controller's view, or the sheet that
  /// holds it.
  open var presentedView: UIView? {
    sheetView ?? storedPresented?.view
  }

  /// Where ``presentedView`` goes in ``containerView``: the container's bounds (full screen).
  open var frameOfPresentedViewInContainerView: CGRect {
    container?.bounds ?? .zero
  }

  /// The presentation style this controller presents with.
  open var presentationStyle: UIModalPresentationStyle { style }

  /// Whether the presentation covers the whole window (true but for sheets and alerts).
  open var shouldPresentInFullscreen: Bool { !style.isSheet && style != .custom }

  /// Whether the presenting controller's view leaves the window once the presentation's
  /// transition ends: true for ``UIModalPresentationStyle/fullScreen`` only (the presenter
  /// then gets its disappearance callbacks).
  open var shouldRemovePresentersView: Bool { style == .fullScreen }

  /// Called at the start of every layout pass of the container view. The default does nothing.
  open func containerViewWillLayoutSubviews() {}

  /// Called at the end of every layout pass of the container view. The default does nothing.
  open func containerViewDidLayoutSubviews() {}

  /// Called before the presentation's animation. The default does nothing.
  open func presentationTransitionWillBegin() {}

  /// Called after the presentation's animation (`completed` is always true: OpenUIKit
  /// presentations are not interactive). The default does nothing.
  open func presentationTransitionDidEnd(_ completed: Bool) {}

  /// Called before the dismissal's animation. The default does nothing.
  open func dismissalTransitionWillBegin() {}

  /// Called after the dismissal's animation (`completed` is always true). The default does
  /// nothing.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// The container's traits (the window's), or the presented controller's before the
  /// presentation.
  public var traitCollection: UITraitCollection {
    container?.traitCollection ?? presentedViewController.traitCollection
  }

  /// Whether the presentation dims what is under it (sheets and alerts).
  var usesDimmingView: Bool { style.isSheet }

  /// Whether the dimming view shows at the current layout (sheets: unless the selected
  /// detent is at most ``UISheetPresentationController/largestUndimmedDetentIdentifier``).
  var isDimmed: Bool { true }

  /// Builds the container's views for a presentation in `window`.
  func installViews(in window: UIWindow) -> PresentationContainerView {
    let container = PresentationContainerView(frame: window.bounds)
    container.presentation = self
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.container = container
    if usesDimmingView {
      let dimming = UIView(frame: container.bounds)
      dimming.backgroundColor = UIColor.black.withAlphaComponent(PresentationMetrics.dimmingAlpha)
      dimming.accessibilityIdentifier = "PresentationDimmingView"
      container.addSubview(dimming)
      dimmingView = dimming
    }
    let content = presentedViewController.view!
    if style.isSheet {
      let sheet = PresentationSheetView(content: content)
      sheetView = sheet
      container.addSubview(sheet)
    } else {
      content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(content)
    }
    return container
  }

  /// Lays out the container's views (called by the container's `layoutSubviews`).
  func layoutContainer() {
    guard let container else { return }
    containerViewWillLayoutSubviews()
    dimmingView?.frame = container.bounds
    if !isDismissing, let presented = presentedView {
      presented.frame = frameOfPresentedViewInContainerView
      dimmingView?.alpha = isDimmed ? 1 : 0
      updateSheetAppearance()
    }
    containerViewDidLayoutSubviews()
  }

  /// Sheets: the corner radius and grabber of the current layout. The default does nothing.
  func updateSheetAppearance() {}

  /// The views are gone: the presentation ended.
  func uninstallViews() {
    container?.removeFromSuperview()
    // The content leaves the views made for the presentation (a view does not keep its
    // superview alive).
    if let content = storedPresented?.storedView,
      content.superview === sheetView || content.superview === container
    {
      content.removeFromSuperview()
    }
    container?.presentation = nil
    container = nil
    dimmingView = nil
    sheetView = nil
    isDismissing = false
  }
}
