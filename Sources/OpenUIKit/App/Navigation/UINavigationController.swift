import Foundation

/// A stack of view controllers shown one at a time under a navigation bar: push a controller
/// to show it, pop to go back.
///
/// The top controller's view fills the navigation controller's view and extends under the
/// translucent bar; its safe area grows by the bar's height (103 pt at the top of an
/// iPhone 15 Pro: 59 + 44). Push and pop animate for ``transitionDuration`` on the virtual
/// clock; the appearance callbacks run in UIKit's order. See the article "Containers and Bars".
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The bar at the top.
  public let navigationBar: UINavigationBar
  /// The toolbar at the bottom (hidden by default; see ``isToolbarHidden``).
  public let toolbar: UIToolbar!
  /// The delegate.
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// The controllers, bottom first.
  var stack: [UIViewController] = []
  /// Whether the bar is hidden (stored; see ``setNavigationBarHidden(_:animated:)``).
  var barHidden = false
  /// Whether the toolbar is hidden (true by default).
  var toolbarHiddenState = true
  /// The push, pop or replacement in progress.
  var transition: NavigationTransition?
  /// The scroll view whose offset collapses the large title.
  weak var trackedScrollView: UIScrollView?
  /// Whether the large title's band is being updated (guards against re-entry).
  var updatingLargeTitle = false

  /// How long a push or pop animates: 0.35 s (the commonly quoted figure; UIKit's value is
  /// stored data in `_UINavigationParallaxTransition`, not published: an OpenUIKit choice).
  public static let transitionDuration: TimeInterval = 0.35

  /// Creates a navigation controller with `rootViewController` at the bottom of its stack (a
  /// designated initializer, as in UIKit, so subclasses can call it with `super`).
  public init(rootViewController: UIViewController) {
    navigationBar = UINavigationBar()
    toolbar = UIToolbar()
    super.init(nibName: nil, bundle: nil)
    navigationBar.navigationController = self
    setViewControllers([rootViewController], animated: false)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    navigationBar = UINavigationBar()
    toolbar = UIToolbar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    navigationBar.navigationController = self
  }

  /// Creates a navigation controller from an archive: nothing is decoded.
  public required init?(coder: NSCoder) {
    navigationBar = UINavigationBar()
    toolbar = UIToolbar()
    super.init(coder: coder)
    navigationBar.navigationController = self
  }

  /// Makes the container view with the bar and toolbar over the top controller's view.
  open override func loadView() {
    let container = ContainerView(frame: UIScreen.main.bounds)
    container.layoutHandler = { [weak self] in self?.layoutContainer() }
    view = container
    container.addSubview(navigationBar)
    toolbar.isHidden = toolbarHiddenState
    container.addSubview(toolbar)
    if let top = stack.last {
      container.insertSubview(top.view, at: 0)
      toolbar.setItems(top.toolbarItems, animated: false)
    }
  }

  /// False: a navigation controller drives its children's appearance itself. Its own
  /// appearance reaches only the controller it shows (the top one, or the one a transition is
  /// bringing in); the one a transition takes away is left to the transition.
  open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  /// Starts the controller's appearance transition and the shown child's.
  open override func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    let before = appearanceState
    super.beginAppearanceTransition(isAppearing, animated: animated)
    guard appearanceState != before else { return }
    shownChild?.beginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Ends the controller's appearance transition and the shown child's.
  open override func endAppearanceTransition() {
    let before = appearanceState
    super.endAppearanceTransition()
    guard appearanceState != before else { return }
    shownChild?.endAppearanceTransition()
  }

  /// The child whose view the controller shows (or is bringing in).
  var shownChild: UIViewController? {
    let child = transition?.to ?? stack.last
    guard let child, child.isViewLoaded, child.view.superview === storedView else { return nil }
    return child
  }

  /// Passes a rotation on to the children whose views are loaded (as UIKit's default
  /// implementation does), with the same size: the children fill the container.
  open override func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    for child in children where child.isViewLoaded {
      child.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// The controllers, bottom first (setting it replaces the stack without animation).
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  /// The controller on top of the stack.
  open var topViewController: UIViewController? { stack.last }

  /// The controller whose view is shown: the top controller (OpenUIKit's navigation
  /// controller presents nothing modally itself).
  open var visibleViewController: UIViewController? { stack.last }

  /// Pushes `viewController` on top of the stack and shows it (sliding in from the trailing
  /// edge when `animated`). Pushing a controller already in the stack, or a navigation
  /// controller, is reported and ignored, as UIKit raises.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    if viewController is UINavigationController {
      reportNavigationMisuse("Pushing a navigation controller is not supported")
      return
    }
    if stack.contains(where: { $0 === viewController }) {
      reportNavigationMisuse(
        "Pushing the same view controller instance more than once is not supported "
          + "(\(viewController))")
      return
    }
    finishTransitionNow()
    let from = stack.last
    addChild(viewController)
    stack.append(viewController)
    performTransition(
      from: from, to: viewController, kind: .push, animated: animated, added: [viewController],
      removed: [])
  }

  /// Pops the top controller (unless it is the root) and returns it.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    finishTransitionNow()
    guard stack.count >= 2 else { return nil }
    let from = stack.removeLast()
    from.willMove(toParent: nil)
    performTransition(
      from: from, to: stack[stack.count - 1], kind: .pop, animated: animated, added: [],
      removed: [from])
    return from
  }

  /// Pops every controller above the root and returns them (nil when the root is on top).
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops the controllers above `viewController` and returns them (nil when it is not in the
  /// stack; empty when it is on top).
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    finishTransitionNow()
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      reportNavigationMisuse("Tried to pop to a view controller that doesn't exist.")
      return nil
    }
    guard index < stack.count - 1 else { return [] }
    let removed = Array(stack[(index + 1)...])
    let from = stack[stack.count - 1]
    stack.removeSubrange((index + 1)...)
    for controller in removed.reversed() { controller.willMove(toParent: nil) }
    performTransition(
      from: from, to: viewController, kind: .pop, animated: animated, added: [],
      removed: removed)
    return removed
  }

  /// Replaces the stack. A new top controller slides in as in a push (as in a pop when it was
  /// already in the stack); without a change of top controller nothing animates.
  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    finishTransitionNow()
    var unique: [UIViewController] = []
    for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
      unique.append(controller)
    }
    let old = stack
    let from = old.last
    let removed = old.filter { c in !unique.contains(where: { $0 === c }) }
    let added = unique.filter { c in !old.contains(where: { $0 === c }) }
    for controller in removed.reversed() { controller.willMove(toParent: nil) }
    for controller in added { addChild(controller) }
    stack = unique
    guard let to = unique.last else {
      if let from, from.isViewLoaded, from.view.superview === storedView {
        let onScreen = isOnScreen
        if onScreen { from.beginAppearanceTransition(false, animated: false) }
        from.view.removeFromSuperview()
        if onScreen { from.endAppearanceTransition() }
      }
      for controller in removed { controller.removeFromParent() }
      navigationBar.setItems([], animated: false)
      return
    }
    if to === from {
      navigationBar.setItems(stack.map(\.navigationItem), animated: false)
      for controller in added { controller.didMove(toParent: self) }
      for controller in removed { controller.removeFromParent() }
      return
    }
    let wasInStack = old.contains(where: { $0 === to })
    performTransition(
      from: from, to: to, kind: wasInStack ? .pop : .push, animated: animated, added: added,
      removed: removed)
  }

  /// Whether the bar is hidden (setting it hides or shows it without animation).
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Whether the toolbar is hidden (true by default; setting it needs no animation).
  open var isToolbarHidden: Bool {
    get { toolbarHiddenState }
    set { setToolbarHidden(newValue, animated: false) }
  }

  /// Hides or shows the bar; animated, it slides up out of the view (or down into it) in
  /// ``UINavigationControllerHideShowBarDuration`` while the content's safe area follows.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != barHidden else { return }
    guard animated, isOnScreen, let container = storedView else {
      barHidden = hidden
      navigationBar.isHidden = hidden
      storedView?.setNeedsLayout()
      if isOnScreen { storedView?.layoutIfNeeded() }
      return
    }
    navigationBar.isHidden = false
    container.layoutIfNeeded()
    UIView.animate(
      withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), delay: 0,
      options: [.curveEaseInOut],
      animations: { [self] in
        barHidden = hidden
        container.setNeedsLayout()
        container.layoutIfNeeded()
      },
      completion: { [weak self] _ in
        guard let self else { return }
        navigationBar.isHidden = barHidden
      })
  }

  /// Hides or shows the toolbar (OpenUIKit hides and shows it without animation).
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != toolbarHiddenState else { return }
    toolbarHiddenState = hidden
    toolbar.isHidden = hidden
    storedView?.setNeedsLayout()
    if isOnScreen { storedView?.layoutIfNeeded() }
  }

  /// Whether the controller is in a window (so its children get appearance callbacks).
  var isOnScreen: Bool {
    isViewLoaded && view.window != nil
  }

  /// Reports a misuse that UIKit raises `NSInvalidArgumentException` for, and goes on.
  func reportNavigationMisuse(_ message: String) {
    LayoutDiagnostics.report(
      .raised(name: "NSInvalidArgumentException", reason: message), engine: nil)
  }

  /// The bar changed (items, large titles, translucency): lay out again.
  func barDidChange() {
    storedView?.setNeedsLayout()
  }
}
