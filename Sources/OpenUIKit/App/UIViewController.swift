import Foundation

/// Manages a view: creates it on first access and receives its layout callbacks.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  var storedView: UIView?
  /// Whether the controller is its window's root view controller.
  var isRootOfWindow = false
  /// The child view controllers, in the order they were added (``children``).
  var storedChildren: [UIViewController] = []
  /// The parent view controller (``parent``).
  weak var storedParent: UIViewController?
  /// Where the controller is in the appearance cycle (see ``beginAppearanceTransition(_:animated:)``).
  var appearanceState = AppearanceState.disappeared
  /// Whether the current appearance transition is animated.
  var appearanceAnimated = false
  /// Whether ``viewIsAppearing(_:)`` was sent in the current appearing transition.
  var sentViewIsAppearing = false
  /// The flags behind ``isMovingToParent``, ``isMovingFromParent``, ``isBeingPresented`` and
  /// ``isBeingDismissed``, set by containers and presentation around their transitions.
  var movingToParent = false
  var movingFromParent = false
  var beingPresented = false
  var beingDismissed = false
  /// The insets a container adds to this controller's view's safe area: the bars it draws
  /// over the view (a navigation bar, a toolbar, a tab bar). Set by containers; added between
  /// the insets the view's position gives and ``additionalSafeAreaInsets``.
  var containerSafeAreaInsets = UIEdgeInsets.zero {
    didSet { if containerSafeAreaInsets != oldValue { updateSafeArea() } }
  }
  /// The nib name passed to ``init(nibName:bundle:)`` (OpenUIKit loads no nibs).
  public let nibName: String?
  /// The bundle passed to ``init(nibName:bundle:)``.
  public let nibBundle: Bundle?

  /// Creates a controller (the designated initializer, as in UIKit). OpenUIKit has no nibs:
  /// the names are kept, and ``loadView()`` makes the view.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    nibName = nibNameOrNil
    nibBundle = nibBundleOrNil
    super.init()
  }

  /// Creates a controller from an archive. OpenUIKit has no storyboards: nothing is decoded.
  /// (Required, as in UIKit.)
  public required init?(coder: NSCoder) {
    nibName = nil
    nibBundle = nil
    super.init()
  }

  /// Creates a controller without a nib: `init(nibName: nil, bundle: nil)`.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// The next responder: the superview of the controller's view.
  open override var next: UIResponder? {
    storedView?.superview
  }

  /// `<ClassName: 0x…>`, as UIKit prints controllers.
  public nonisolated override var description: String {
    MainActor.assumeIsolated { "<\(className(self)): \(addressString(self))>" }
  }

  /// The root view, created by ``loadView()`` on first access (then ``viewDidLoad()``).
  open var view: UIView! {
    get {
      if storedView == nil {
        loadView()
        if storedView == nil { storedView = UIView() }
        storedView?.owningViewController = self
        storedView?.applySystemMinimumLayoutMargins()
        viewDidLoad()
      }
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// Whether the view exists.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view (``loadView()``, then ``viewDidLoad()``) if it is not loaded yet.
  public func loadViewIfNeeded() {
    _ = view
  }

  /// Creates the view; the default makes a plain view with the screen's size.
  open func loadView() {
    let v = UIView(frame: UIScreen.main.bounds)
    v.owningViewController = self
    storedView = v
  }

  /// Called once the view exists.
  open func viewDidLoad() {}

  /// Called before the view lays out its subviews.
  open func viewWillLayoutSubviews() {}

  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}

  /// Called in the update pass for the view; the default updates the view's constraints.
  open func updateViewConstraints() {
    view.updateConstraints()
  }

  /// Called when the view's safe-area insets changed.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called after the controller's traits changed, before its view's (deprecated in iOS 17
  /// for `registerForTraitChanges`; still called). The default does nothing.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the view's size changes in a rotation (``UIWindow/rotate(to:animated:)``):
  /// `size` is the new size, and `coordinator` runs blocks alongside the rotation's animation
  /// and after it. The default does nothing.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Called before the controller's traits change in a rotation, with the new traits. The
  /// default does nothing.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: any UIViewControllerTransitionCoordinator
  ) {}

  /// Called before the view is added to a view hierarchy. The default does nothing.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called once the view is in the window and its superview has placed it, before it lays
  /// out its subviews: the traits and the geometry (size, safe area) are current. The default
  /// does nothing.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view appeared. The default does nothing.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from its view hierarchy. The default does nothing.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view was removed. The default does nothing.
  open func viewDidDisappear(_ animated: Bool) {}

  /// Called when the view's layout margins changed. The default does nothing.
  open func viewLayoutMarginsDidChange() {}

  /// Whether the controller passes its appearance callbacks on to its children (true). A
  /// container that drives its children's callbacks itself returns false.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// Starts an appearance (`isAppearing` true) or disappearance transition: calls
  /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, then the same on the children it
  /// forwards to. Containers call it on a child before they add or remove its view, and
  /// ``endAppearanceTransition()`` when the transition ends.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    performBeginAppearanceTransition(isAppearing, animated: animated)
  }

  /// Ends the transition that ``beginAppearanceTransition(_:animated:)`` started: calls
  /// ``viewDidAppear(_:)`` (after ``viewIsAppearing(_:)`` if no layout sent it) or
  /// ``viewDidDisappear(_:)``, then the same on the children it forwards to.
  open func endAppearanceTransition() {
    performEndAppearanceTransition()
  }

  /// Adds a child controller: it is removed from its old parent first, then gets
  /// ``willMove(toParent:)`` with this controller. Adding a controller to itself or to one of
  /// its own descendants is refused (UIKit raises; OpenUIKit reports and keeps going).
  open func addChild(_ childController: UIViewController) {
    performAddChild(childController)
  }

  /// Removes the controller from its parent, then calls ``didMove(toParent:)`` with nil. Its
  /// view stays where it is: remove it first.
  open func removeFromParent() {
    performRemoveFromParent()
  }

  /// Called before the controller is added to or removed from a parent (nil when removed).
  /// The default does nothing.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller was added to or removed from a parent (nil when removed).
  /// The default does nothing.
  open func didMove(toParent parent: UIViewController?) {}

  /// The trait bookkeeping (nil until traits are read or overridden).
  var storedTraitState: TraitState?

  /// A title for the screen; nil by default. Setting it sets the title of the
  /// ``navigationItem`` and ``tabBarItem`` once they exist.
  open var title: String? {
    didSet { titleDidChange() }
  }

  /// The navigation and tab bar items and options (UIViewController+Navigation.swift).
  lazy var barOptions = ControllerBarOptions()

  /// Insets added to the view's safe area.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { updateSafeArea() }
  }

  // MARK: Presentation
  // The overridable presentation API; the logic is in App/Presentation/.

  /// The controller this one presents (``presentedViewController``).
  var storedPresentedViewController: UIViewController?
  /// The controller that presents this one (``presentingViewController``).
  weak var storedPresentingViewController: UIViewController?
  /// The presentation controller (``presentationController``), made when first needed.
  var storedPresentationController: UIPresentationController?
  /// The popover settings (``popoverPresentationController``), made when first asked for.
  var storedPopoverPresentationController: UIPopoverPresentationController?

  /// How the controller is presented: `.automatic` by default, which OpenUIKit presents as
  /// a page sheet (iOS 17; iOS 18 picks a form sheet).
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// How the presentation animates: `.coverVertical` by default.
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Whether the presentation refuses interactive dismissal (false by default; OpenUIKit has
  /// no swipe to dismiss, so nothing reads it).
  open var isModalInPresentation = false
  /// Whether this controller's view is the context of `.currentContext` presentations (false
  /// by default; OpenUIKit presents those over the whole window and does not read it).
  open var definesPresentationContext = false
  /// The size the controller prefers for its view in a container (zero by default); a form
  /// sheet on an iPad takes it.
  open var preferredContentSize = CGSize.zero

  /// The controller this one (or its nearest ancestor) presents.
  open var presentedViewController: UIViewController? { resolvedPresentedViewController }
  /// The controller that presented this one (or its nearest presented ancestor).
  open var presentingViewController: UIViewController? { resolvedPresentingViewController }
  /// The presentation controller that presents (or will present) this controller, or its
  /// topmost ancestor when it has a parent, for that controller's ``modalPresentationStyle``.
  open var presentationController: UIPresentationController? {
    resolvedPresentationController
  }
  /// The sheet presentation controller, when the style presents a sheet (else nil); from the
  /// topmost ancestor, as ``presentationController``.
  open var sheetPresentationController: UISheetPresentationController? {
    resolvedPresentationController as? UISheetPresentationController
  }

  /// The popover settings of a controller presented as a popover, or of an action sheet
  /// (else nil). OpenUIKit presents popovers as form sheets; the settings are kept, not used.
  open var popoverPresentationController: UIPopoverPresentationController? {
    resolvedPopoverPresentationController
  }

  /// Presents `viewControllerToPresent` modally over this controller's topmost ancestor (see
  /// the article "Presentation"); `completion` runs once the transition ends.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    performPresent(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presents, or, when it presents nothing, this one
  /// (its presenter does it); `completion` runs once the transition ends.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismiss(animated: flag, completion: completion)
  }

  /// Recomputes the root view's safe area: the window's insets for a window's root; for any
  /// other controller the overlap of its view with its superview's safe area (as a plain
  /// view's); then what a container's bars cover, then ``additionalSafeAreaInsets``.
  func updateSafeArea() {
    guard let v = storedView else { return }
    let base: UIEdgeInsets
    if isRootOfWindow {
      base = v.window?.storedSafeAreaInsets ?? .zero
    } else if let parent = v.superview {
      base = v.safeAreaOverlap(with: parent)
    } else {
      base = .zero
    }
    let bars = containerSafeAreaInsets
    let extra = additionalSafeAreaInsets
    v.setSafeAreaInsets(
      UIEdgeInsets(
        top: base.top + bars.top + extra.top, left: base.left + bars.left + extra.left,
        bottom: base.bottom + bars.bottom + extra.bottom,
        right: base.right + bars.right + extra.right))
  }
}

extension UIView {
  /// A view controller's root view gets the system minimum margins: 16 pt leading and
  /// trailing on compact-width screens (iPhone), 20 pt on regular-width ones (iPad), 0 at the
  /// top and bottom; the safe area is added on top.
  func applySystemMinimumLayoutMargins() {
    let side: CGFloat = UIScreen.main.bounds.width >= 768 ? 20 : 16
    storedLayoutMargins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    updateMarginGuideConstants()
  }
}
