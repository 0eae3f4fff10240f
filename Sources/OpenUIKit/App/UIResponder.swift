import Foundation

/// An object that can respond to events and hold the keyboard focus: the base class of views,
/// view controllers and (in UIKit) the application.
///
/// As in UIKit, `UIResponder` derives from `NSObject`, so views and controllers compare and
/// hash by identity, can be kept in sets and dictionaries, and pick up the `NSObject`
/// extensions that apps write. At most one responder is first responder at a time; a text
/// field becomes it when it starts editing.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// The responder that holds the keyboard focus, if any.
  nonisolated(unsafe) static weak var currentFirstResponder: UIResponder?

  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain: a view's view controller or superview, a controller's
  /// view's superview. Nil by default.
  open var next: UIResponder? { nil }

  /// Whether the responder can become first responder (false by default; text fields can).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether the responder gives up first responder when asked (true by default).
  open var canResignFirstResponder: Bool { true }

  /// Whether the responder is first responder.
  open var isFirstResponder: Bool { UIResponder.currentFirstResponder === self }

  /// Asks to become first responder: the current one resigns first (a text input then brings
  /// up its window's simulated keyboard, see the article "The Keyboard"). Returns false when
  /// ``canBecomeFirstResponder`` is false or the current one refuses to resign.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = UIResponder.currentFirstResponder {
      guard resignForHandover(current) else { return false }
    }
    UIResponder.currentFirstResponder = self
    firstResponderDidChange(afterOwnCallbacks: false)
    return true
  }

  /// Gives up first responder. Returns false when ``canResignFirstResponder`` is false.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard canResignFirstResponder else { return false }
    UIResponder.currentFirstResponder = nil
    firstResponderDidChange(afterOwnCallbacks: false)
    return true
  }

  /// The view shown above the keyboard while this responder is first responder (nil).
  open var inputAccessoryView: UIView? { nil }

  /// The view shown instead of the system keyboard (nil: the system keyboard).
  open var inputView: UIView? { nil }
}
