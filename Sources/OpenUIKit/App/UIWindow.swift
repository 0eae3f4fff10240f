import Foundation

/// The root of a view hierarchy on a screen; it hosts the hierarchy's layout engine.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The screen the window is on.
  public let screen: UIScreen
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false
  /// The orientation of the window's interface (portrait until ``rotate(to:animated:)``).
  public internal(set) var interfaceOrientation = UIInterfaceOrientation.portrait
  /// The device traits of the current orientation and size (see ``deviceTraitCollection``).
  var cachedDeviceTraits: (UIInterfaceOrientation, CGSize, UITraitCollection)?
  /// Whether ``makeKeyAndVisible()`` ran: from then on the root view controller appears.
  var hasBeenMadeVisible = false
  /// Controllers that began appearing as their views joined the window: they get
  /// `viewDidAppear` after the window's next layout pass.
  var pendingAppearances: [UIViewController] = []
  /// The simulated keyboard, once used (see `UIWindow+Keyboard.swift`).
  var keyboardState: SimulatedKeyboard?

  /// Creates a window with the given frame on the main screen. Its safe-area insets are zero
  /// (a headless window has no status bar or home indicator); use ``init(screen:)`` for a
  /// full-screen window with the screen's insets.
  public override init(frame: CGRect) {
    self.screen = .main
    super.init(frame: frame)
    layoutState.hostedEngine = LayoutEngine(root: self)
  }

  /// Creates a full-screen window on a screen, with the screen's safe-area insets.
  public init(screen: UIScreen) {
    self.screen = screen
    super.init(frame: screen.bounds)
    layoutState.hostedEngine = LayoutEngine(root: self)
    storedSafeAreaInsets = screen.safeAreaInsets
  }

  /// Creates a window on the main screen from an archive: nothing is decoded (OpenUIKit has no nibs).
  public required init?(coder: NSCoder) {
    self.screen = .main
    super.init(coder: coder)
    layoutState.hostedEngine = LayoutEngine(root: self)
  }

  /// The view controller whose view fills the window.
  open var rootViewController: UIViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      oldValue?.isRootOfWindow = false
      guard let controller = rootViewController else { return }
      controller.isRootOfWindow = true
      let view = controller.view!
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
      controller.updateSafeArea()
    }
  }

  /// Makes the window key and visible (lays it out once).
  ///
  /// The root view controller appears: `viewWillAppear`, `viewIsAppearing` and its layout,
  /// then `viewDidAppear` (its children with it).
  open func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    hasBeenMadeVisible = true
    if let root = rootViewController, root.appearanceState == .disappeared {
      root.beginAppearanceTransition(true, animated: false)
      pendingAppearances.append(root)
    }
    layoutIfNeeded()
  }

  /// A layout cycle of the window's tree ended: the controllers that joined since the last
  /// one get `viewDidAppear`.
  override func layoutCycleDidFinish() {
    if !pendingAppearances.isEmpty { finishPendingAppearances() }
  }

  /// Ends the appearance transitions of the controllers that joined since the last pass.
  func finishPendingAppearances() {
    while !pendingAppearances.isEmpty {
      let controller = pendingAppearances.removeFirst()
      if controller.appearanceState == .appearing, controller.storedView?.window === self {
        controller.endAppearanceTransition()
      }
    }
  }
}

/// A window's size is set from outside: its engine pins it with required constraints.
extension UIWindow: LayoutWindowRoot {}
