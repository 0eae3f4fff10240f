import Foundation

/// Where a view controller is in the appearance cycle.
enum AppearanceState {
  /// Not on screen (the start).
  case disappeared
  /// Between `viewWillAppear` and `viewDidAppear`.
  case appearing
  /// On screen.
  case appeared
  /// Between `viewWillDisappear` and `viewDidDisappear`.
  case disappearing
}

/// The appearance cycle, in UIKit's order:
///
/// 1. ``viewWillAppear(_:)``, before the view joins the window;
/// 2. ``viewIsAppearing(_:)``, once the view is in the window and placed by its superview,
///    right before its first ``viewWillLayoutSubviews()`` (traits and geometry are current);
/// 3. ``viewWillLayoutSubviews()`` / ``viewDidLayoutSubviews()``;
/// 4. ``viewDidAppear(_:)``, after the window's layout pass (or when the transition's animation
///    ends).
///
/// and ``viewWillDisappear(_:)`` / ``viewDidDisappear(_:)`` around the view's leaving. A
/// parent's callbacks come first, then its children's whose views are inside its view
/// (``shouldAutomaticallyForwardAppearanceMethods``).
///
/// A window's root controller appears when the window is made key and visible; a child's when
/// its view joins the window while its parent is on screen; a controller that is already in a
/// transition (a container called ``beginAppearanceTransition(_:animated:)`` first) is left to
/// its container. Calls that do not fit the state are ignored (UIKit logs "Unbalanced calls
/// to begin/end appearance transitions").
extension UIViewController {
  /// What ``beginAppearanceTransition(_:animated:)`` does.
  func performBeginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    if isAppearing {
      guard appearanceState == .disappeared || appearanceState == .disappearing else { return }
      // viewDidLoad always comes before viewWillAppear.
      loadViewIfNeeded()
      appearanceState = .appearing
      appearanceAnimated = animated
      sentViewIsAppearing = false
      if let v = storedView { LayoutPass.markNeedsLayout(v) }
      viewWillAppear(animated)
    } else {
      guard appearanceState == .appeared || appearanceState == .appearing else { return }
      appearanceState = .disappearing
      appearanceAnimated = animated
      viewWillDisappear(animated)
    }
    for child in forwardedChildren {
      child.beginAppearanceTransition(isAppearing, animated: animated)
    }
  }

  /// What ``endAppearanceTransition()`` does.
  func performEndAppearanceTransition() {
    switch appearanceState {
    case .appearing:
      sendViewIsAppearingIfNeeded()
      appearanceState = .appeared
      viewDidAppear(appearanceAnimated)
    case .disappearing:
      appearanceState = .disappeared
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in forwardedChildren { child.endAppearanceTransition() }
  }

  /// The children that get this controller's appearance callbacks: none when it does not
  /// forward them; else those whose views are inside its view.
  var forwardedChildren: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let mine = storedView else { return [] }
    return storedChildren.filter { child in
      guard let theirs = child.storedView else { return false }
      return theirs !== mine && theirs.isDescendant(of: mine)
    }
  }

  /// Sends ``viewIsAppearing(_:)`` once per appearing transition (the layout pass calls this
  /// before the view's first `viewWillLayoutSubviews`).
  func sendViewIsAppearingIfNeeded() {
    guard appearanceState == .appearing, !sentViewIsAppearing else { return }
    sentViewIsAppearing = true
    viewIsAppearing(appearanceAnimated)
  }

  /// Whether the controller appears by itself when its view joins a window: a window's root
  /// once the window is visible, or a child whose parent is on screen and forwards.
  func appearsWithItsView(in window: UIWindow) -> Bool {
    if isRootOfWindow { return window.hasBeenMadeVisible }
    guard let parent = storedParent, parent.shouldAutomaticallyForwardAppearanceMethods else {
      return false
    }
    return parent.appearanceState == .appeared || parent.appearanceState == .appearing
  }
}

extension UIView {
  /// The controllers in this subtree whose views are about to join a window and that appear
  /// by themselves: each gets ``UIViewController/beginAppearanceTransition(_:animated:)``
  /// and is queued on `window` for its `viewDidAppear` after the next layout pass.
  func beginAppearanceOfControllers(joining window: UIWindow) {
    forEachViewInSubtree { view in
      guard let controller = view.owningViewController,
        controller.appearanceState == .disappeared
      else { return }
      // A child whose parent's view joins with it began through its parent (it is
      // appearing already); a root or a child of a parent on screen begins here.
      guard controller.appearsWithItsView(in: window) else { return }
      controller.beginAppearanceTransition(true, animated: false)
      window.pendingAppearances.append(controller)
    }
  }

  /// The controllers on screen (or appearing) in this subtree, whose views are leaving their
  /// window: each begins disappearing (its children through it).
  func beginDisappearanceOfControllers() -> [UIViewController] {
    var leaving: [UIViewController] = []
    forEachViewInSubtree { view in
      guard let controller = view.owningViewController,
        controller.appearanceState == .appeared || controller.appearanceState == .appearing
      else { return }
      controller.beginAppearanceTransition(false, animated: false)
      leaving.append(controller)
    }
    return leaving
  }
}
