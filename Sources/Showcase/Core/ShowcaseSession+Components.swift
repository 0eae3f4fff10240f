import Foundation
import OpenUIKit

/// Interactions with components whose text field or buttons are private parts of a named view
/// (DesignSystem's `CustomTextField`, `RatingView`).
extension ShowcaseSession {
  /// The first text field in the named view's tree, depth first (the view itself included).
  public func textField(in identifier: String) -> UITextField? {
    guard let root = view(identifier) else { return nil }
    return Self.firstTextField(in: root)
  }

  static func firstTextField(in view: UIView) -> UITextField? {
    if let field = view as? UITextField { return field }
    for subview in view.subviews {
      if let found = firstTextField(in: subview) { return found }
    }
    return nil
  }

  /// Focuses the first text field inside the named view and types `text`, one character per
  /// frame.
  public func type(into identifier: String, _ text: String) {
    guard let field = textField(in: identifier) else { return }
    _ = field.becomeFirstResponder()
    for character in text {
      field.insertText(String(character))
      recorder.record(duration: frameInterval)
    }
  }

  /// Deletes every character of the first text field inside the named view, one per frame.
  public func clearText(in identifier: String) {
    guard let field = textField(in: identifier) else { return }
    _ = field.becomeFirstResponder()
    while let text = field.text, !text.isEmpty {
      field.deleteBackward()
      recorder.record(duration: frameInterval)
    }
  }

  /// Ends editing in the first text field inside the named view.
  public func endEditing(in identifier: String) {
    _ = textField(in: identifier)?.resignFirstResponder()
  }

  /// Taps the named view at `point`, in its own coordinates (hit-testing decides who gets it).
  public func tap(_ identifier: String, at point: CGPoint) {
    view(identifier)?.simulateTap(at: point)
  }
}
