import Foundation

/// How first responders bring up the simulated keyboard and send it away.
///
/// A responder that adopts ``UITextInputTraits`` (a ``UITextField``) or has an input view
/// brings up the keyboard of its window when it becomes first responder; when it resigns and
/// no such responder takes over, the keyboard hides. A text field does so after its own
/// callbacks (delegate, notification, `editingDidBegin` / `editingDidEnd`), so that
/// `textFieldDidBeginEditing(_:)` runs before `keyboardWillShowNotification`, as apps that
/// scroll the active field into view expect. Moving from one field to another keeps the
/// keyboard up (it posts will-show and did-show again with the new frame).
extension UIResponder {
  /// How many first-responder hand-overs are under way (the old responder resigning so that a
  /// new one can become first responder): the keyboard does not hide in between.
  static var keyboardHandoverDepth = 0

  /// Whether the responder brings up the keyboard as first responder.
  var bringsUpKeyboard: Bool { self is UITextInputTraits || inputView != nil }

  /// The window the responder is in.
  var responderWindow: UIWindow? {
    if let view = self as? UIView { return view.window }
    if let controller = self as? UIViewController, controller.isViewLoaded {
      return controller.view.window
    }
    return nil
  }

  /// Resigns the current first responder on behalf of `self`, which is about to take over.
  func resignForHandover(_ current: UIResponder) -> Bool {
    UIResponder.keyboardHandoverDepth += 1
    defer { UIResponder.keyboardHandoverDepth -= 1 }
    return current.resignFirstResponder()
  }

  /// The first responder changed: the keyboard follows. `afterOwnCallbacks` is false when
  /// called from `UIResponder`'s own implementation, which a text field's follows with its
  /// callbacks (the text field calls again once they ran).
  func firstResponderDidChange(afterOwnCallbacks: Bool) {
    if !afterOwnCallbacks, self is UITextField { return }
    guard UIResponder.keyboardHandoverDepth == 0 else { return }
    let responder = UIResponder.currentFirstResponder
    let target = responder.flatMap { $0.bringsUpKeyboard ? $0.responderWindow : nil }
    if let shown = SimulatedKeyboard.activeWindow, shown !== target {
      shown.keyboardState?.hide(animated: UIView.areAnimationsEnabled)
    }
    if let responder, let target { target.keyboard.show(for: responder) }
  }
}
