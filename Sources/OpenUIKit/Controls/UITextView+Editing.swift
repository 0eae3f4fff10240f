import Foundation

/// A text view's editing session as UIKit runs it (delegate calls and notifications in
/// UIKit's order), its self-sizing second pass and its accessibility.
extension UITextView {
  /// Posted when a text view starts editing (the object: the view).
  public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted after each edit of the text (the object: the view).
  public static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted when a text view stops editing (the object: the view).
  public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")

  /// The delegate, when it is a ``UITextViewDelegate``.
  var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Types `text` at the end (an OpenUIKit simulation of the keyboard; a newline types a
  /// line break): the delegate's `textView(_:shouldChangeTextIn:replacementText:)` is asked,
  /// the text changes, the delegate hears `textViewDidChangeSelection(_:)` then
  /// `textViewDidChange(_:)`, and ``textDidChangeNotification`` is posted.
  public func insertText(_ text: String) {
    guard isEditing else { return }
    let range = NSRange(location: (storedText as NSString).length, length: 0)
    replaceByEditing(range, with: text)
  }

  /// Deletes the last character, as the delete key does.
  public func deleteBackward() {
    guard isEditing, hasText else { return }
    let ns = storedText as NSString
    replaceByEditing(ns.rangeOfComposedCharacterSequence(at: ns.length - 1), with: "")
  }

  private func replaceByEditing(_ range: NSRange, with replacement: String) {
    let delegate = textViewDelegate
    if delegate?.textView(self, shouldChangeTextIn: range, replacementText: replacement) == false {
      return
    }
    let styled = storedAttributedText
    let updated = (storedText as NSString).replacingCharacters(in: range, with: replacement)
    if let styled, styled.string == storedText {
      let mutable = NSMutableAttributedString(attributedString: styled)
      mutable.replaceCharacters(in: range, with: replacement)
      storedText = updated
      storedAttributedText = mutable
      textDidChange()
    } else {
      text = updated
    }
    selectedRange = NSRange(location: range.location + (replacement as NSString).length, length: 0)
    delegate?.textViewDidChangeSelection(self)
    delegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
  }

  // MARK: Dynamic Type

  /// Re-scales the font for the view's traits (when it adjusts and the font is a Dynamic
  /// Type one). Returns whether it set a new font.
  @discardableResult
  func adjustFontForContentSizeCategory() -> Bool {
    guard adjustsFontForContentSizeCategory, let current = storedFont, current.scaling != nil,
      let adjusted = current.adjusted(for: traitCollection), adjusted != current
    else { return false }
    font = adjusted
    return true
  }
}

extension UITextView: UIContentSizeCategoryAdjusting {}

/// A text view with scrolling off wraps its text at the width layout gives it.
extension UITextView: LayoutWidthDependentContent {
  var wrapsAtLayoutWidth: Bool { !isScrollEnabled && hasText }

  @discardableResult
  func adoptLayoutWidth(_ width: CGFloat) -> Bool {
    guard width > 0, width != layoutWidth else { return false }
    guard !isScrollEnabled else {
      layoutWidth = width
      return false
    }
    let before = intrinsicContentSize
    layoutWidth = width
    guard intrinsicContentSize != before else { return false }
    invalidateIntrinsicContentSize()
    return true
  }
}

/// Reacts to a text view's editing and scrolling. Every method has a default.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Whether editing may begin (true).
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Whether editing may end (true).
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Editing began.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Editing ended.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Whether the text in `range` may be replaced by `text` (true).
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool
  /// The user changed the text.
  func textViewDidChange(_ textView: UITextView)
  /// The selection changed.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// True.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// True.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// True.
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
