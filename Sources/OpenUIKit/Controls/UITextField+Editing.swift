import Foundation

/// A text field's editing session as UIKit runs it: delegate calls, control events and
/// notifications, in UIKit's order.
extension UITextField {
  /// Posted when a field starts editing (the object: the field).
  public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted after each edit of the text (the object: the field).
  public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted when a field stops editing (the object: the field).
  public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")

  /// Editing began: the delegate hears it, then the notification is posted (the
  /// ``UIControl/Event/editingDidBegin`` event follows).
  func didBeginEditing() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    delegate?.textFieldDidBeginEditing(self)
    NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
  }

  /// Editing ended: the delegate hears it with the reason, then the notification is posted
  /// (the ``UIControl/Event/editingDidEnd`` event follows).
  func didEndEditing() {
    invalidateIntrinsicContentSize()
    setNeedsLayout()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
  }

  /// The user changed the text: the selection moved, ``UIControl/Event/editingChanged`` is
  /// sent and ``textDidChangeNotification`` posted.
  func textDidChangeByEditing() {
    delegate?.textFieldDidChangeSelection(self)
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
  }

  /// Presses the keyboard's return key (an OpenUIKit simulation; `insertText("\n")` does the
  /// same): the delegate's `textFieldShouldReturn(_:)` is asked first (Apple: "asks the
  /// delegate whether to process the pressing of the Return button"); unless it refuses,
  /// ``UIControl/Event/editingDidEndOnExit`` is sent, and a field with an action or target for
  /// that event resigns first responder (ending editing), as UIKit does.
  public func simulateReturnKey() {
    guard isEditing else { return }
    if delegate?.textFieldShouldReturn(self) == false { return }
    sendActions(for: .editingDidEndOnExit)
    if allControlEvents.contains(.editingDidEndOnExit), isEditing { resignFirstResponder() }
  }

  /// Taps the clear button (an OpenUIKit simulation), when it shows: a field not being
  /// edited starts editing; the delegate's `textFieldShouldClear(_:)` may refuse; the text
  /// empties and ``UIControl/Event/editingChanged`` is sent.
  public func simulateClearButtonTap() {
    guard showsClearButton else { return }
    if !isEditing, !becomeFirstResponder() { return }
    if delegate?.textFieldShouldClear(self) == false { return }
    text = ""
    textDidChangeByEditing()
  }
}

extension UIView {
  /// Ends the editing of the first responder among this view and its descendants: it resigns
  /// (with `force`, even if its delegate refuses). Returns whether no descendant is editing
  /// any more.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let field = UITextField.editing, field.isDescendant(of: self) else { return true }
    field.forcesEndEditing = force
    defer { field.forcesEndEditing = false }
    return field.resignFirstResponder()
  }
}
