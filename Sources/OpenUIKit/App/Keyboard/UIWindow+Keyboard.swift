import Foundation

/// The window's simulated keyboard: what a first responder brings up, and OpenUIKit's own
/// entry points for tests (see the article "The Keyboard").
extension UIWindow {
  /// The window's keyboard, made on first use.
  var keyboard: SimulatedKeyboard {
    if let keyboardState { return keyboardState }
    let made = SimulatedKeyboard(window: self)
    keyboardState = made
    return made
  }

  /// The heights the window's simulated keyboard takes (an OpenUIKit extension); by default
  /// ``SimulatedKeyboardHeights/standard(for:)`` of the window's screen. Heights that are
  /// negative or not finite are reported (`NSInvalidArgumentException`) and ignored. A shown
  /// keyboard keeps its frame until it next shows or the window rotates.
  public var simulatedKeyboardHeights: SimulatedKeyboardHeights {
    get { keyboardState?.heights ?? .standard(for: screen) }
    set {
      if let bad = newValue.invalidValue {
        reportInvalidKeyboardHeight(bad)
        return
      }
      keyboard.heights = newValue
    }
  }

  /// The frame of the window's simulated keyboard in screen coordinates (its input accessory
  /// view included), or nil while it is hidden (an OpenUIKit extension). While the keyboard
  /// animates this is the frame it moves to.
  public var simulatedKeyboardFrame: CGRect? { keyboardState?.frame }

  /// Shows the window's simulated keyboard as if a text field had brought it up, without one
  /// (an OpenUIKit simulation): `height` points tall (the standard letters keyboard for the
  /// window's screen and orientation when nil), with no accessory view. The keyboard
  /// notifications are posted and the keyboard guides follow, animated with the keyboard's
  /// spring unless `animated` is false (or animations are off). A shown keyboard changes to
  /// the new height. A height that is negative or not finite is reported
  /// (`NSInvalidArgumentException`) and nothing happens.
  public func simulateKeyboard(height: CGFloat? = nil, animated: Bool = true) {
    if let height, !(height >= 0 && height.isFinite) {
      reportInvalidKeyboardHeight(height)
      return
    }
    keyboard.show(height: height, animated: animated)
  }

  /// Hides the window's simulated keyboard (an OpenUIKit simulation; the first responder
  /// stays first responder). Nothing happens when it is hidden.
  public func simulateKeyboardDismissal(animated: Bool = true) {
    keyboardState?.hide(animated: animated)
  }

  private func reportInvalidKeyboardHeight(_ height: CGFloat) {
    LayoutDiagnostics.report(
      .raised(
        name: "NSInvalidArgumentException",
        reason: "OpenUIKit: a simulated keyboard height must be finite and not negative, "
          + "not \(height)"),
      engine: engineIfPresent)
  }
}
