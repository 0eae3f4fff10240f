import Foundation

/// A window's simulated keyboard: its frame, the views that stand for it (in a window of their
/// own, as UIKit's keyboard has), the notifications and the animation.
///
/// A window makes one on first use (``UIWindow/keyboardState``). While it shows, ``frame`` is
/// the keyboard's frame in screen coordinates (accessory view included) and the window's
/// keyboard guides follow its top; hidden, ``frame`` is nil.
@MainActor
final class SimulatedKeyboard {
  /// The window that owns the keyboard.
  unowned let window: UIWindow
  /// The heights the keyboard takes.
  var heights: SimulatedKeyboardHeights
  /// The keyboard's frame in screen coordinates (the final one while it animates), or nil.
  private(set) var frame: CGRect?
  /// Whether the keyboard shows for a first responder (not for
  /// ``UIWindow/simulateKeyboard(height:animated:)``).
  private(set) var showsForResponder = false
  /// The height asked for with ``UIWindow/simulateKeyboard(height:animated:)``, if any.
  private var explicitHeight: CGFloat?
  /// The keyboard type of the responder it shows for.
  private var keyboardType = UIKeyboardType.default
  /// The responder's input accessory view, shown above the keys.
  private(set) var accessoryView: UIView?
  /// The responder's input view, shown instead of the keys.
  private var inputView: UIView?
  /// The window the keyboard's views are in (made on first show).
  private(set) var hostWindow: UIWindow?
  /// The view that stands for the keys (or holds the input view).
  let keysView = UIView()
  /// Counts the changes, so that a change's end does not post after a later change began.
  private var generation = 0

  /// The window whose keyboard shows for a first responder, if any.
  static weak var activeWindow: UIWindow?

  init(window: UIWindow) {
    self.window = window
    heights = .standard(for: window.screen)
  }

  /// The keyboard's frame in the owning window's coordinates, or nil while hidden.
  var frameInWindow: CGRect? {
    frame?.offsetBy(dx: -window.frame.minX, dy: -window.frame.minY)
  }

  /// The size of the screen in the window's orientation.
  private var screenSize: CGSize { window.screen.size(for: window.interfaceOrientation) }

  // MARK: Showing and hiding

  /// Shows the keyboard for `responder`: its keyboard type's height (or its input view's),
  /// with its input accessory view above.
  func show(for responder: UIResponder) {
    keyboardType = (responder as? UITextInputTraits)?.keyboardType ?? .default
    explicitHeight = nil
    showsForResponder = true
    install(accessory: responder.inputAccessoryView, input: responder.inputView)
    present(animated: UIView.areAnimationsEnabled)
  }

  /// Shows the keyboard at `height` (the standard height when nil), without accessory view.
  func show(height: CGFloat?, animated: Bool) {
    keyboardType = .default
    explicitHeight = height
    showsForResponder = false
    install(accessory: nil, input: nil)
    present(animated: animated && UIView.areAnimationsEnabled)
  }

  /// Hides the keyboard (nothing happens when it is hidden).
  func hide(animated: Bool) {
    guard let current = frame else { return }
    let end = CGRect(
      x: current.minX, y: screenSize.height, width: current.width, height: current.height)
    showsForResponder = false
    if SimulatedKeyboard.activeWindow === window { SimulatedKeyboard.activeWindow = nil }
    transition(
      from: current, to: end, showing: false, animated: animated && UIView.areAnimationsEnabled)
  }

  /// The window turned: a shown keyboard takes the height and width of the new orientation,
  /// inside the rotation's animation, with will-notifications now and did-notifications when
  /// the rotation ends.
  func windowDidRotate() {
    guard let current = frame else { return }
    let end = targetFrame()
    generation += 1
    let token = generation
    frame = end
    place(in: end)
    window.updateKeyboardGuides()
    let duration = UIView.inheritedAnimationDuration
    post(UIResponder.keyboardWillChangeFrameNotification, current, end, duration)
    post(UIResponder.keyboardWillShowNotification, current, end, duration)
    let finish: @MainActor () -> Void = { [weak self] in
      guard let self, self.generation == token else { return }
      self.post(UIResponder.keyboardDidChangeFrameNotification, current, end, duration)
      self.post(UIResponder.keyboardDidShowNotification, current, end, duration)
    }
    if duration > 0 {
      AnimationEnvironment.main.asyncAfter(delay: duration, execute: finish)
    } else {
      finish()
    }
  }

  // MARK: Geometry

  /// The frame the keyboard takes now: the keys' height plus the accessory view's, at the
  /// bottom of the screen, as wide as the screen.
  private func targetFrame() -> CGRect {
    let size = screenSize
    let keys = keysHeight()
    let total = keys + accessoryHeight(width: size.width)
    return CGRect(x: 0, y: size.height - total, width: size.width, height: total)
  }

  /// The height of the keys: the explicit height, the input view's, or the table's.
  private func keysHeight() -> CGFloat {
    if let explicitHeight { return explicitHeight }
    if let inputView { return SimulatedKeyboard.height(of: inputView, width: screenSize.width) }
    return heights.height(for: keyboardType, orientation: window.interfaceOrientation)
  }

  /// The accessory view's height at `width`.
  private func accessoryHeight(width: CGFloat) -> CGFloat {
    guard let accessoryView else { return 0 }
    return SimulatedKeyboard.height(of: accessoryView, width: width)
  }

  /// The height an input or accessory view takes: its frame's height when it has one, else its
  /// intrinsic height, else the height its constraints fit at `width` (0 when none is
  /// positive and finite).
  static func height(of view: UIView, width: CGFloat) -> CGFloat {
    let frameHeight = view.frame.height
    if frameHeight > 0, frameHeight.isFinite { return frameHeight }
    let intrinsic = view.intrinsicContentSize.height
    if intrinsic > 0, intrinsic.isFinite { return intrinsic }
    let fitting = view.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
    return fitting > 0 && fitting.isFinite ? fitting : 0
  }

  // MARK: Views

  /// Puts the responder's accessory and input views in the keyboard's window (the previous
  /// ones leave it).
  private func install(accessory: UIView?, input: UIView?) {
    let host = hostWindow ?? makeHostWindow()
    if accessoryView !== accessory {
      if accessoryView?.superview === host { accessoryView?.removeFromSuperview() }
      accessoryView = accessory
      if let accessory {
        accessory.translatesAutoresizingMaskIntoConstraints = true
        host.addSubview(accessory)
      }
    }
    if inputView !== input {
      if inputView?.superview === keysView { inputView?.removeFromSuperview() }
      inputView = input
      if let input {
        input.translatesAutoresizingMaskIntoConstraints = true
        keysView.addSubview(input)
      }
    }
  }

  private func makeHostWindow() -> UIWindow {
    let host = UIWindow(frame: CGRect(origin: .zero, size: screenSize))
    host.isHidden = false
    host.addSubview(keysView)
    let size = screenSize
    keysView.frame = CGRect(x: 0, y: size.height, width: size.width, height: 0)
    hostWindow = host
    return host
  }

  /// Lays the keyboard's views out for a keyboard frame (in screen coordinates).
  private func place(in rect: CGRect) {
    guard let host = hostWindow else { return }
    host.frame = CGRect(origin: .zero, size: screenSize)
    let accessory = min(accessoryHeight(width: rect.width), rect.height)
    accessoryView?.frame = CGRect(
      x: rect.minX, y: rect.minY, width: rect.width, height: accessory)
    keysView.frame = CGRect(
      x: rect.minX, y: rect.minY + accessory, width: rect.width, height: rect.height - accessory)
    inputView?.frame = keysView.bounds
    host.layoutIfNeeded()
  }

  // MARK: Transitions

  /// Shows the keyboard at its target frame, from below the screen or from where it is.
  private func present(animated: Bool) {
    let end = targetFrame()
    let begin =
      frame ?? CGRect(x: end.minX, y: screenSize.height, width: end.width, height: end.height)
    if showsForResponder { SimulatedKeyboard.activeWindow = window }
    if frame == nil {
      // The views start below the screen, at the height they will have.
      UIView.performWithoutAnimation { place(in: begin) }
    }
    transition(from: begin, to: end, showing: true, animated: animated)
  }

  /// Moves the keyboard from `begin` to `end`: inside one animation (the keyboard's spring
  /// unless `animated` is false) the keyboard's views move, the keyboard guides follow, the
  /// will-notifications are posted (so that what observers change animates along) and the
  /// window lays out; the did-notifications follow when the animation ends.
  private func transition(from begin: CGRect, to end: CGRect, showing: Bool, animated: Bool) {
    generation += 1
    let token = generation
    let duration: TimeInterval = animated ? 0.25 : 0
    let willName =
      showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification
    let changes: @MainActor () -> Void = { [self] in
      frame = showing ? end : nil
      place(in: end)
      window.updateKeyboardGuides()
      post(UIResponder.keyboardWillChangeFrameNotification, begin, end, duration)
      post(willName, begin, end, duration)
      window.layoutIfNeeded()
    }
    let finish: @MainActor () -> Void = { [weak self] in
      guard let self, self.generation == token else { return }
      if !showing {
        if self.accessoryView?.superview === self.hostWindow {
          self.accessoryView?.removeFromSuperview()
        }
        self.accessoryView = nil
        if self.inputView?.superview === self.keysView { self.inputView?.removeFromSuperview() }
        self.inputView = nil
      }
      self.post(UIResponder.keyboardDidChangeFrameNotification, begin, end, duration)
      self.post(
        showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
        begin, end, duration)
    }
    if animated {
      UIView.animateWithKeyboardCurve(animations: changes, completion: { _ in finish() })
    } else {
      UIView.performWithoutAnimation(changes)
      finish()
    }
  }

  /// Posts a keyboard notification with UIKit's `userInfo`: the frames as `NSValue`s, the
  /// duration and curve (7) as `NSNumber`s, and `keyboardIsLocalUserInfoKey` true.
  private func post(
    _ name: NSNotification.Name, _ begin: CGRect, _ end: CGRect, _ duration: TimeInterval
  ) {
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: duration),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(
        value: UIView.keyboardAnimationCurveRawValue),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    NotificationCenter.default.post(name: name, object: nil, userInfo: info)
  }
}
